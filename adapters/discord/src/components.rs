//! The chat front's keyboards as Discord message components: a choice
//! among several players is a select menu (up to 25 options a menu, up to
//! five menus),
//! a few actions are buttons (five to a row). Either way the value that
//! comes back is the front's button data, checked against the game's
//! state like any other client-written payload.

use narrator_chat::{Button, Keyboard};
use narrator_i18n::{Lang, args};
use serde_json::{Value, json};

/// Discord's limits.
const BUTTONS_PER_ROW: usize = 5;
const SELECT_OPTIONS: usize = 25;
/// Action rows a message may have.
const ROWS: usize = 5;
const LABEL_CHARS: usize = 80;

/// The custom_id of a prompt's select menu; the chosen option's value
/// carries the choice.
pub const SELECT_ID: &str = "choose";

fn label(text: &str) -> String {
    text.chars().take(LABEL_CHARS).collect()
}

/// Components for a keyboard (`[]` removes a message's components); a
/// select menu's placeholder speaks `lang`.
pub fn components(keys: Option<&Keyboard>, lang: Lang) -> Value {
    let Some(keys) = keys else {
        return json!([]);
    };
    let all: Vec<_> = keys.rows.iter().flatten().collect();
    let prompt = all
        .iter()
        .all(|k| matches!(k.button, Button::Choose { .. }));
    if prompt && all.len() >= 3 {
        // A long list (a Zombie turn among many players) is split over
        // several menus, one a row, each with its own custom_id.
        let menus: Vec<&[&narrator_chat::Key]> = all.chunks(SELECT_OPTIONS).take(ROWS).collect();
        let count = menus.len();
        let rows: Vec<Value> = menus
            .iter()
            .enumerate()
            .map(|(i, chunk)| {
                let options: Vec<Value> = chunk
                    .iter()
                    .map(|k| json!({"label": label(&k.label), "value": k.button.encode()}))
                    .collect();
                let (id, placeholder) = if count == 1 {
                    let placeholder = narrator_i18n::text(lang, "discord-choose", None);
                    (SELECT_ID.to_string(), placeholder)
                } else {
                    let part = args![("part", i + 1), ("count", count)];
                    (
                        format!("{SELECT_ID}-{}", i + 1),
                        narrator_i18n::text(lang, "discord-choose-part", Some(&part)),
                    )
                };
                json!({
                    "type": 1,
                    "components": [{
                        "type": 3,
                        "custom_id": id,
                        "placeholder": placeholder,
                        "min_values": 1,
                        "max_values": 1,
                        "options": options,
                    }],
                })
            })
            .collect();
        return Value::Array(rows);
    }
    let rows: Vec<Value> = keys
        .rows
        .iter()
        .flat_map(|row| row.chunks(BUTTONS_PER_ROW))
        .take(ROWS)
        .map(|row| {
            let buttons: Vec<Value> = row
                .iter()
                .map(|k| {
                    json!({
                        "type": 2,
                        "style": 1,
                        "label": label(&k.label),
                        "custom_id": k.button.encode(),
                    })
                })
                .collect();
            json!({"type": 1, "components": buttons})
        })
        .collect();
    Value::Array(rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use narrator_chat::Key;

    fn key(label: &str, button: Button) -> Key {
        Key {
            label: label.into(),
            button,
        }
    }

    #[test]
    fn a_choice_among_players_is_a_select_and_a_lobby_is_buttons() {
        let choose = |index| Button::Choose {
            game: 1,
            phase: 2,
            index,
            tag: None,
        };
        let vote = Keyboard {
            rows: vec![
                vec![key("Ann", choose(0)), key("Bob", choose(1))],
                vec![key("No one", choose(2))],
            ],
        };
        let c = components(Some(&vote), Lang::En);
        assert_eq!(c[0]["components"][0]["type"], 3);
        assert_eq!(c[0]["components"][0]["options"][2]["value"], "c:1:2:2");
        assert_eq!(c[0]["components"][0]["placeholder"], "Choose…");
        let c = components(Some(&vote), Lang::Ru);
        assert_eq!(c[0]["components"][0]["placeholder"], "Выберите…");
        let lobby = narrator_chat::keyboard::lobby(Lang::En, 7);
        let c = components(Some(&lobby), Lang::En);
        assert_eq!(c[0]["components"][0]["type"], 2);
        assert_eq!(c[0]["components"][0]["custom_id"], "j:7");
        assert_eq!(components(None, Lang::En), json!([]));
        // Sixty choices: three menus of 25, 25 and 10, each its own id.
        let many = Keyboard {
            rows: vec![(0..60).map(|i| key(&format!("P{i}"), choose(i))).collect()],
        };
        let c = components(Some(&many), Lang::En);
        let sizes: Vec<usize> = c
            .as_array()
            .into_iter()
            .flatten()
            .map(|row| {
                row["components"][0]["options"]
                    .as_array()
                    .map_or(0, Vec::len)
            })
            .collect();
        assert_eq!(sizes, vec![25, 25, 10]);
        assert_eq!(c[2]["components"][0]["custom_id"], "choose-3");
        assert_eq!(c[2]["components"][0]["placeholder"], "Choose… (3 of 3)");
        let c = components(Some(&many), Lang::Vi);
        assert_eq!(c[0]["components"][0]["placeholder"], "Chọn… (phần 1/3)");
        assert_eq!(c[2]["components"][0]["options"][9]["value"], "c:1:2:59");
    }
}
