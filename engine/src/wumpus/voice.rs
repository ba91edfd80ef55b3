//! Whisper, speak, scream: a player's voice, heard as far as its reach,
//! carrying the player's own words.

use super::action::{MAX_WORDS, Voice, WumpusAction};
use super::message::Sound;
use super::sound;
use super::world::World;
use crate::seat::Seat;
use crate::wumpus::words::Effect;
use crate::wumpus::words::{Act, Rejection};
use rand::rngs::ChaCha8Rng;

/// The player's voice carries `words` (already [`clean`]ed).
pub fn say(
    world: &mut World,
    rng: &mut ChaCha8Rng,
    seat: Seat,
    voice: Voice,
    words: Option<String>,
    out: &mut Vec<Effect>,
) {
    let Some(room) = world.hunter(seat).map(|h| h.room) else {
        return;
    };
    let sound = match voice {
        Voice::Whisper => Sound::Whisper { by: seat, words },
        Voice::Speak => Sound::Speech { by: seat, words },
        Voice::Scream => Sound::Scream { by: seat, words },
    };
    sound::emit(world, rng, sound, room, Some(seat), out);
}

/// The action as it will be done: a voice's words cleaned, refused if
/// nothing is left or too much; any other action as it is.
pub fn checked(action: &WumpusAction) -> Result<WumpusAction, Rejection> {
    match (action.voice(), action.words()) {
        (Some(voice), Some(raw)) => Ok(voice.with(clean(raw, action.verb())?)),
        _ => Ok(action.clone()),
    }
}

/// Words as listeners will hear them: control characters dropped (line
/// breaks and tabs become spaces, so a message cannot be split or forged
/// in a host's log), text-direction overrides dropped (they could make a
/// line read as something else), the ends trimmed. Refused when nothing is
/// left or more than [`MAX_WORDS`] characters.
pub fn clean(raw: &str, verb: Act) -> Result<String, Rejection> {
    let words: String = raw
        .chars()
        .filter_map(|c| match c {
            '\n' | '\r' | '\t' => Some(' '),
            c if c.is_control() || is_direction_override(c) => None,
            c => Some(c),
        })
        .collect();
    let words = words.trim();
    let length = words.chars().count();
    if length == 0 {
        return Err(Rejection::NoWords {
            action: verb,
            limit: MAX_WORDS,
        });
    }
    if length > MAX_WORDS {
        return Err(Rejection::TooManyWords {
            action: verb,
            length,
            limit: MAX_WORDS,
        });
    }
    Ok(words.to_string())
}

/// Unicode's explicit embeddings, overrides and isolates.
fn is_direction_override(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cleaning_strips_controls_and_trims() {
        assert_eq!(
            clean("  the\u{0}bow\nis\there\u{202E} ", Act::Speak).as_deref(),
            Ok("thebow is here")
        );
        assert_eq!(
            clean("Ann's \"bow\"", Act::Speak).as_deref(),
            Ok("Ann's \"bow\"")
        );
    }

    #[test]
    fn nothing_or_too_much_is_refused() {
        for raw in ["", "   ", "\n\t", "\u{7}\u{1b}"] {
            assert_eq!(
                clean(raw, Act::Whisper),
                Err(Rejection::NoWords {
                    action: Act::Whisper,
                    limit: MAX_WORDS
                }),
                "{raw:?}"
            );
        }
        assert_eq!(
            clean(&"é".repeat(MAX_WORDS), Act::Scream).map(|w| w.chars().count()),
            Ok(MAX_WORDS)
        );
        assert_eq!(
            clean(&"a".repeat(MAX_WORDS + 1), Act::Scream),
            Err(Rejection::TooManyWords {
                action: Act::Scream,
                length: MAX_WORDS + 1,
                limit: MAX_WORDS
            })
        );
    }
}
