//! Whole games played by computer players, every effect rendered in every
//! language: whatever a real game produces (not only the samples the
//! per-game tests build) renders with no missing message, no missing
//! argument and no Fluent error, and no placeholder is left.

use narrator_engine::bots::simulate;
use narrator_engine::mafia::Ruleset;
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::wumpus::WumpusRules;
use narrator_engine::zombie::ZombieOptions;
use narrator_engine::{EffectKind, GameConfig, Seed};

fn configs() -> Vec<GameConfig> {
    vec![
        GameConfig::Mafia(Ruleset::classic()),
        GameConfig::Mafia(Ruleset::sport()),
        GameConfig::Mafia(Ruleset::hp()),
        GameConfig::Zombie(ZombieOptions::default()),
        GameConfig::Wumpus(WumpusRules::standard().expect("the shipped map parses")),
    ]
}

#[test]
fn every_effect_of_whole_games_renders_in_every_language() {
    narrator_i18n::start_recording();
    let mut rendered = 0;
    for config in configs() {
        let (least, most) = config.seat_range();
        for seed in 0..8u64 {
            let players = least + u8::try_from(seed).expect("small") % (most - least + 1).min(4);
            let sim = simulate::run(&config, Seed::from_number(seed), players, true);
            let names: Vec<String> = (1..=players).map(|i| format!("P{i}")).collect();
            let names = Names::new(&names);
            for effect in &sim.effects {
                for lang in Lang::ALL {
                    let texts: Vec<String> = match &effect.kind {
                        EffectKind::Message(m) => vec![render::message(lang, m, &names)],
                        EffectKind::Prompt(p) => std::iter::once(render::prompt(lang, p.kind))
                            .chain(p.choices.iter().map(|c| render::choice(lang, c, &names)))
                            .collect(),
                        _ => Vec::new(),
                    };
                    for t in texts {
                        assert!(
                            !t.contains("{$") && !t.trim().is_empty(),
                            "{lang} {config:?} seed {seed}: {t:?}"
                        );
                        rendered += 1;
                    }
                }
            }
        }
    }
    assert_eq!(narrator_i18n::errors(), Vec::<String>::new());
    assert!(rendered > 5_000, "only {rendered} texts rendered");
}
