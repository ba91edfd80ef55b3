//! The night: every role with a night power chooses; at dawn the choices
//! are settled in one order ([`Power::ORDER`]), each power a step with its
//! own module: blocks first (a blocked player's choice does nothing), then
//! frames, protections, douses, the attacks, and last what the night shows
//! (investigations, tracks). The attacks are then settled against the
//! protections, the guards and the targets' own reactions
//! ([`attack`]). Interactions come from the order, not from special cases.

pub mod attack;
pub mod bind;
pub mod block;
pub mod clean;
pub mod douse;
pub mod frame;
pub mod guard;
pub mod investigate;
pub mod kill;
pub mod potion;
pub mod protect;
pub mod shoot;
pub mod stab;
pub mod track;

use super::board::Board;
use super::marks::Marks;
use super::message::{MafiaMessage, Power};
use super::ruleset::Ruleset;
use crate::mafia::kinds::{MafiaPrompt, MafiaTeam};
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::{Act, Effect, Rejection, Target};
use crate::seat::Seat;
use rand::Rng;
use std::collections::{BTreeMap, BTreeSet};

impl Power {
    /// Whether the power names two players (cupid's lovers), each a
    /// choice of its own.
    pub fn takes_two(self) -> bool {
        self == Power::Bind
    }
}

/// What a night's choices are checked against: the board, the rules and
/// what earlier nights left.
#[derive(Clone, Copy)]
pub struct Ask<'a> {
    /// Who is who.
    pub board: &'a Board,
    /// The game's options.
    pub rules: &'a Ruleset,
    /// What earlier nights left.
    pub marks: &'a Marks,
}

impl Ask<'_> {
    /// The powers `seat` may use tonight: its role's (the mafia's kill
    /// taken up by a teammate when no killer is left), less the ones it
    /// has used up.
    pub fn powers(&self, seat: Seat) -> Vec<Power> {
        self.board
            .night_powers(seat)
            .iter()
            .copied()
            .filter(|p| self.usable(seat, *p))
            .collect()
    }

    /// Whether `seat` may use `power` tonight: uses are left and it has
    /// someone to use it on.
    fn usable(&self, seat: Seat, power: Power) -> bool {
        let rule = power.rule();
        let left = rule
            .per_game(self.rules)
            .is_none_or(|n| self.marks.uses(seat, power) < n);
        left && rule.available(self, seat)
    }

    /// Whether `seat` has a power to use tonight.
    pub fn acts(&self, seat: Seat) -> bool {
        self.board
            .night_powers(seat)
            .iter()
            .any(|p| self.usable(seat, *p))
    }

    /// Whether `seat` may pass tonight: every power it holds is optional.
    pub fn may_pass(&self, seat: Seat) -> bool {
        all_optional(&self.powers(seat))
    }

    /// The choices offered to `seat` tonight.
    pub fn choices(&self, seat: Seat) -> Vec<super::MafiaAction> {
        let powers = self.powers(seat);
        let mut choices: Vec<super::MafiaAction> =
            Vec::with_capacity(self.board.roles().len() * powers.len() + 1);
        for p in &powers {
            choices.extend(p.rule().targets(self, seat).into_iter().map(|t| p.on(t)));
        }
        if all_optional(&powers) {
            choices.push(super::MafiaAction::Pass);
        }
        choices
    }
}

/// Whether a night with these powers may pass unused: some, all optional.
fn all_optional(powers: &[Power]) -> bool {
    !powers.is_empty() && powers.iter().all(|p| p.rule().optional())
}

/// One night power's rules: whom it may target, why a target is refused,
/// how often it may be used, and its step in the night.
pub trait PowerRule: Sync {
    /// Who may be chosen tonight by `actor`.
    fn targets(&self, ask: &Ask, actor: Seat) -> Vec<Seat>;

    /// Why a living `target` outside [`PowerRule::targets`] is refused.
    fn refuse(&self, ask: &Ask, actor: Seat, target: Seat) -> Rejection;

    /// What the rules say to a player without the power.
    fn holders(&self) -> MafiaReason;

    /// The act a refusal names.
    fn act(&self) -> Act {
        Act::UsePower
    }

    /// Whether the power has anyone to be used on tonight (most always
    /// do while the game runs; an arsonist with nobody doused cannot
    /// ignite).
    fn available(&self, _ask: &Ask, _actor: Seat) -> bool {
        true
    }

    /// Uses per game, if limited.
    fn per_game(&self, _rules: &Ruleset) -> Option<u8> {
        None
    }

    /// Whether its holder may let a night pass without using it.
    fn optional(&self) -> bool {
        false
    }

    /// The power's step at dawn, given every active use tonight (holder,
    /// target) in seat order.
    fn settle(&self, dusk: &mut Dusk, uses: &[(Seat, Seat)], rng: &mut dyn Rng);
}

impl Power {
    /// The power's rules.
    pub fn rule(self) -> &'static dyn PowerRule {
        match self {
            Power::Kill => &kill::Kill,
            Power::Investigate => &investigate::Investigate,
            Power::Protect => &protect::Protect,
            Power::Block => &block::Block,
            Power::Guard => &guard::Guard,
            Power::Shoot => &shoot::Shoot,
            Power::Track => &track::Track,
            Power::Frame => &frame::Frame,
            Power::Clean => &clean::Clean,
            Power::Stab => &stab::Stab,
            Power::Douse => &douse::Douse,
            Power::Ignite => &douse::Ignite,
            Power::Heal => &potion::Heal,
            Power::Poison => &potion::Poison,
            Power::Bind => &bind::Bind,
        }
    }
}

/// A night choice: a power on a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The power used.
    pub power: Power,
    /// On whom.
    pub target: Seat,
    /// A second target, for the powers that take two (cupid's lovers).
    pub also: Option<Seat>,
}

/// The choices made so far tonight. A player may change theirs until the
/// night ends; the last one counts.
#[derive(Clone, Debug, Default)]
pub struct Night {
    /// Each chooser's choice.
    pub choices: BTreeMap<Seat, Choice>,
    /// Holders of optional powers who chose to do nothing tonight.
    pub passed: BTreeSet<Seat>,
}

/// Why an attack was made, for the reactions that depend on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attacker {
    /// The mafia's kill.
    Mafia,
    /// A vigilante's shot, a serial killer's stab, a witch's poison or an
    /// arsonist's fire.
    Other(Power, Seat),
}

/// An attack on a player tonight, before protections and reactions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attack {
    /// Who attacked.
    pub by: Attacker,
    /// Whom.
    pub target: Seat,
}

/// The night being settled: each step reads and adds to it.
pub struct Dusk<'a> {
    /// Who is who (as at nightfall).
    pub board: &'a Board,
    /// What earlier nights left.
    pub marks: &'a Marks,
    /// Players whose actions do nothing tonight.
    pub blocked: BTreeSet<Seat>,
    /// Players who show as mafia tonight.
    pub framed: BTreeSet<Seat>,
    /// Players whom a protection saves from every attack tonight.
    pub protected: BTreeSet<Seat>,
    /// Guarded player → their bodyguard.
    pub guards: BTreeMap<Seat, Seat>,
    /// Tonight's attacks, in the order made.
    pub attacks: Vec<Attack>,
    /// Janitor → the player whose role they hide if that player dies.
    pub cleanings: BTreeMap<Seat, Seat>,
    /// Whom each active player visited.
    pub visits: BTreeMap<Seat, Seat>,
    /// Each two-target chooser's second target.
    pub pairs: BTreeMap<Seat, Seat>,
    /// What the night did so far.
    pub out: NightOutcome,
}

/// What the night did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NightOutcome {
    /// Who dies, the mafia's victim first, then the others in the order
    /// the attacks were settled.
    pub deaths: Vec<Seat>,
    /// Dead whose role a janitor hides, with the janitor.
    pub cleaned: Vec<(Seat, Seat)>,
    /// (investigator, target, what they show) for each investigation.
    pub findings: Vec<(Seat, Seat, MafiaTeam)>,
    /// (tracker, target, whom the target visited) for each track.
    pub tracks: Vec<(Seat, Seat, Option<Seat>)>,
    /// Doctors who protected themselves tonight.
    pub self_protected: Vec<Seat>,
    /// Players whose night action a block voided, in seat order.
    pub blocked: Vec<Seat>,
    /// Uses of limited powers tonight.
    pub used: Vec<(Seat, Power)>,
    /// The lucky who survived their one attack tonight.
    pub lucky: Vec<Seat>,
    /// The cursed whom the mafia's attack turned into mafiosi.
    pub recruited: Vec<Seat>,
    /// Players doused tonight.
    pub doused: Vec<Seat>,
    /// Each blocker's target (not again tomorrow night).
    pub blocks: BTreeMap<Seat, Seat>,
    /// The lovers cupid bound tonight.
    pub lovers: Option<(Seat, Seat)>,
}

impl Night {
    /// Records a choice after checking it.
    pub fn choose(
        &mut self,
        ask: &Ask,
        actor: Seat,
        power: Power,
        target: Seat,
    ) -> Result<Vec<Effect>, Rejection> {
        validate(ask, actor, power, target)?;
        let mut effects = Vec::new();
        self.passed.remove(&actor);
        let also = match self.choices.get(&actor) {
            // A second pick of a two-target power completes the pair.
            Some(c) if power.takes_two() && c.power == power && c.also.is_none() => {
                (c.target != target).then_some(target)
            }
            _ => None,
        };
        let first = match (also, self.choices.get(&actor)) {
            (Some(_), Some(c)) => c.target,
            _ => target,
        };
        self.choices.insert(
            actor,
            Choice {
                power,
                target: first,
                also,
            },
        );
        if power == Power::Kill {
            effects.push(Effect::to_team(
                MafiaTeam::Mafia,
                ask.board.mafia_room(),
                MafiaMessage::MafiaPick { by: actor, target },
            ));
        }
        effects.push(Effect::to_seat(
            actor,
            MafiaMessage::ChoiceRecorded { power, target },
        ));
        Ok(effects)
    }

    /// Records that `actor` uses none of their optional powers tonight.
    pub fn pass(&mut self, ask: &Ask, actor: Seat) -> Result<Vec<Effect>, Rejection> {
        if !ask.may_pass(actor) {
            return Err(Rejection::NotYourTurn {
                action: Act::Pass,
                reason: MafiaReason::NothingToSkip.into(),
            });
        }
        self.choices.remove(&actor);
        self.passed.insert(actor);
        Ok(vec![Effect::to_seat(actor, MafiaMessage::PassRecorded)])
    }

    /// Whether every living player with a power has chosen or passed.
    pub fn complete(&self, ask: &Ask) -> bool {
        ask.board.living_seats().all(|s| {
            let chosen = self
                .choices
                .get(&s)
                .is_some_and(|c| !c.power.takes_two() || c.also.is_some());
            chosen || self.passed.contains(&s) || !ask.acts(s)
        })
    }

    /// Forgets a seat's choice (it left the game).
    pub fn forget(&mut self, seat: Seat) {
        self.choices.remove(&seat);
        self.passed.remove(&seat);
    }

    /// Settles the night, step by step. Only the living's choices count,
    /// and of those only the unblocked ones.
    pub fn resolve(&self, board: &Board, marks: &Marks, rng: &mut dyn Rng) -> NightOutcome {
        let mut dusk = Dusk {
            board,
            marks,
            blocked: BTreeSet::new(),
            framed: BTreeSet::new(),
            protected: BTreeSet::new(),
            guards: BTreeMap::new(),
            attacks: Vec::new(),
            cleanings: BTreeMap::new(),
            visits: BTreeMap::new(),
            pairs: self
                .choices
                .iter()
                .filter_map(|(s, c)| c.also.map(|a| (*s, a)))
                .collect(),
            out: NightOutcome::default(),
        };
        for power in Power::ORDER {
            let uses: Vec<(Seat, Seat)> = self
                .choices
                .iter()
                .filter(|(actor, c)| {
                    c.power == power && board.is_alive(**actor) && !dusk.blocked.contains(actor)
                })
                .map(|(actor, c)| (*actor, c.target))
                .collect();
            for (actor, target) in &uses {
                if power != Power::Ignite {
                    dusk.visits.insert(*actor, *target);
                }
            }
            power.rule().settle(&mut dusk, &uses, rng);
        }
        attack::settle(&mut dusk);
        track::report(&mut dusk);
        dusk.out.blocked = dusk
            .blocked
            .iter()
            .copied()
            .filter(|s| !board.night_powers(*s).is_empty())
            .collect();
        dusk.out
    }
}

/// Checks one choice: the actor holds the power tonight and the target is
/// one it may take.
fn validate(ask: &Ask, actor: Seat, power: Power, target: Seat) -> Result<(), Rejection> {
    let rule = power.rule();
    if !ask.board.night_powers(actor).contains(&power) {
        return Err(Rejection::NotYourTurn {
            action: rule.act(),
            reason: rule.holders().into(),
        });
    }
    if !ask.usable(actor, power) {
        return Err(Rejection::NotYourTurn {
            action: rule.act(),
            reason: MafiaReason::NoUsesLeft.into(),
        });
    }
    ask.board.require_living_target(target)?;
    if rule.targets(ask, actor).contains(&target) {
        Ok(())
    } else {
        Err(rule.refuse(ask, actor, target))
    }
}

/// The usual refusal of a target: yourself, or a player the power does not
/// reach, with the power's reason.
pub fn refused(ask: &Ask, actor: Seat, target: Seat, reason: MafiaReason) -> Rejection {
    let target = if target == actor {
        Target::Yourself
    } else {
        Target::Player(ask.board.name(target))
    };
    Rejection::InvalidTarget {
        target,
        reason: reason.into(),
    }
}

/// Every living player outside the mafia's room: whom the mafia's powers
/// reach (the kill, the frame, the cleaning).
pub fn outside_the_room(board: &Board) -> Vec<Seat> {
    board.seats_where(|s| board.is_alive(s) && !board.in_room(s))
}

/// Every other living player: the targets of most powers.
pub fn others(board: &Board, actor: Seat) -> Vec<Seat> {
    board.seats_where(|s| s != actor && board.is_alive(s))
}

/// The prompt kind for a seat's powers tonight.
pub fn prompt_kind(powers: &[Power]) -> MafiaPrompt {
    match powers.first() {
        Some(Power::Kill) => MafiaPrompt::NightKill,
        Some(Power::Investigate) => MafiaPrompt::Investigate,
        Some(Power::Protect) => MafiaPrompt::Protect,
        Some(Power::Block) => MafiaPrompt::Block,
        Some(other) => MafiaPrompt::Power(*other),
        None => MafiaPrompt::Ready,
    }
}
