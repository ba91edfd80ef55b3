//! The baseline strategy: turns a seat's [`Knowledge`] into answers.
//!
//! Every function here is pure in the knowledge, the seeds and the prompt,
//! so a player rebuilt from replayed effects answers the same way.

mod powers;

use super::knowledge::Knowledge;
use crate::bots::BotSeeds;
use crate::mafia::canned::id;
use crate::mafia::computers::CopClaims;
use crate::mafia::kinds::{MafiaPrompt, MafiaTeam};
use crate::mafia::words::Prompt;
use crate::mafia::{Canned, Computers, MafiaAction, Role, Ruleset, VoteChoice};
use crate::seat::Seat;
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

/// Suspicion at which the village votes for someone rather than "no one".
const VOTE_THRESHOLD: i32 = 3;
/// Suspicion of a seat whose mafia alignment we know for certain.
const CERTAIN: i32 = 1000;

/// Labels that keep the draws of different decisions apart.
#[derive(Clone, Copy)]
enum Draw {
    VillageVote = 1,
    MafiaVote = 2,
    Kill = 3,
    Investigate = 4,
    Protect = 5,
    Block = 6,
    Power = 7,
    /// Whether a village seat reasons today (`Computers::village_skill`).
    Skill = 8,
}

/// A fresh generator for one decision: the seed mixed with the phase and
/// what is being drawn. Never a stream kept across calls, so a replayed
/// player draws the same.
fn rng(seed: &[u8; 32], phase: u32, draw: Draw) -> ChaCha8Rng {
    let mut s = *seed;
    for (b, p) in s.iter_mut().zip(phase.to_le_bytes()) {
        *b ^= p;
    }
    s[4] ^= draw as u8;
    ChaCha8Rng::from_seed(s)
}

/// Reusable buffers, so repeated decisions do not allocate.
#[derive(Debug, Default)]
pub struct Scratch {
    /// How far each seat's investigation claims can be trusted (0–3).
    credit: Vec<i32>,
    /// Village suspicion per seat.
    score: Vec<i32>,
    /// Each seat's team when known for certain in the view last computed.
    team: Vec<Option<MafiaTeam>>,
    /// A random key per seat for breaking ties the same way as every other
    /// computer player.
    keys: Vec<u32>,
}

/// Mafiosi not yet revealed dead, by the deal's counts.
pub fn mafia_left(k: &Knowledge, rules: &Ruleset) -> usize {
    // Counted once when the game starts: this runs for every vote.
    let total = k
        .mafia_dealt
        .unwrap_or_else(|| mafia_dealt(rules, k.seat_count()));
    let dead = k
        .seats
        .iter()
        .filter(|f| !f.alive && f.revealed.map(Role::team) == Some(MafiaTeam::Mafia))
        .count();
    total.saturating_sub(dead)
}

/// The mafia's members the deal gives `n` seats.
pub fn mafia_dealt(rules: &Ruleset, n: usize) -> usize {
    crate::mafia::deal::mafia_known(rules, n)
}

/// Whether one more day without a removal can hand the mafia the game:
/// after tonight's kill they would be at parity.
pub fn village_in_danger(k: &Knowledge, rules: &Ruleset) -> bool {
    let alive = k.seats.iter().filter(|f| f.alive).count();
    let mafia = mafia_left(k, rules);
    let village = alive.saturating_sub(mafia);
    mafia > 0 && mafia + 1 >= village
}

/// Whose knowledge a computation uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum View {
    /// Everything we know, private findings and our own role included.
    Own,
    /// Only what everyone was told: how the village sees the table, which
    /// lets the mafia predict the village's vote.
    Public,
}

/// A seat's team when known for certain in `view`.
fn team_in(k: &Knowledge, view: View, s: Seat) -> Option<MafiaTeam> {
    match view {
        View::Own => k.known_team(s),
        View::Public => k.facts(s).revealed.map(Role::team),
    }
}

/// Trust in each seat's investigation claims: 0 for none or a known liar,
/// 1 for one of several rival claimants, 2 for a lone claimant, 3 for a
/// claimant proven right (or revealed as the cop).
fn cop_credit(k: &Knowledge, rules: &Ruleset, view: View, out: &mut Vec<i32>) {
    out.clear();
    out.resize(k.seat_count(), 0);
    if !k.seats.iter().any(|f| f.claimed_cop) {
        // Nobody claimed: the common case early on, and it is free.
        return;
    }
    let i_am_only_cop = view == View::Own && k.role == Some(Role::Cop) && rules.cops <= 1;
    for s in k.all_seats() {
        let f = k.facts(s);
        if !f.claimed_cop {
            continue;
        }
        let mut proven = false;
        let mut lied = false;
        for c in k.claims.iter().filter(|c| c.speaker == s) {
            let Some(subject) = c.subject else { continue };
            match (c.id, team_in(k, view, subject)) {
                (id::FOUND_MAFIA, Some(MafiaTeam::Mafia)) => proven = true,
                (id::FOUND_MAFIA, Some(MafiaTeam::Village))
                | (id::FOUND_VILLAGE, Some(MafiaTeam::Mafia)) => lied = true,
                _ => {}
            }
        }
        let credit = if team_in(k, view, s) == Some(MafiaTeam::Mafia) || lied {
            0
        } else if s == k.me && view == View::Own {
            3
        } else if i_am_only_cop {
            // There is one cop and it is us: anyone else claiming it lies.
            0
        } else {
            match f.revealed {
                Some(Role::Cop) => 3,
                Some(_) => 0,
                None if proven => 3,
                None => 2,
            }
        };
        if let Some(slot) = out.get_mut(s.index()) {
            *slot = credit;
        }
    }
    // Rival living claimants cannot all be right.
    let rivals = k
        .living()
        .filter(|s| out.get(s.index()) == Some(&2))
        .count();
    if rivals > usize::from(rules.cops.max(1)) {
        for c in out.iter_mut().filter(|c| **c == 2) {
            *c = 1;
        }
    }
}

/// Village suspicion per seat from claims and the vote history. `credit`
/// comes from [`cop_credit`].
fn suspicion(k: &Knowledge, teams: &[Option<MafiaTeam>], credit: &[i32], out: &mut Vec<i32>) {
    let team = |s: Seat| teams.get(s.index()).copied().flatten();
    out.clear();
    out.resize(k.seat_count(), 0);
    let credit_of = |s: Seat| credit.get(s.index()).copied().unwrap_or(0);
    let add = |out: &mut Vec<i32>, s: Seat, d: i32| {
        if let Some(v) = out.get_mut(s.index()) {
            *v += d;
        }
    };
    for c in &k.claims {
        let Some(subject) = c.subject else { continue };
        let speaker_mafia = team(c.speaker) == Some(MafiaTeam::Mafia);
        match c.id {
            id::FOUND_MAFIA => add(out, subject, 4 * credit_of(c.speaker)),
            id::FOUND_VILLAGE => add(out, subject, -3 * credit_of(c.speaker)),
            id::SUSPECT_MAFIA | SUSPICIOUS => {
                // The mafia accuse villagers; anyone else's accusation is a
                // weak lead. A wrong accusation reflects on the accuser.
                add(out, subject, if speaker_mafia { -1 } else { 1 });
                match team(subject) {
                    Some(MafiaTeam::Village) => add(out, c.speaker, 1),
                    Some(MafiaTeam::Mafia) => add(out, c.speaker, -1),
                    _ => {}
                }
            }
            id::SAVED if !speaker_mafia => add(out, subject, -2),
            _ => {}
        }
    }
    if k.role == Some(Role::Doctor) {
        // Our doctor's quiet save: the mafia picked them, so they are very
        // likely village (unless the mafia picked nobody that night).
        for (_, s) in &k.saves {
            add(out, *s, -4);
        }
    }
    for s in k.living() {
        let f = k.facts(s);
        if f.claimed_cop && credit_of(s) == 0 {
            // A false cop claim is the mafia's move.
            add(out, s, 8);
        }
        if team(s) == Some(MafiaTeam::Mafia) {
            add(out, s, CERTAIN);
        }
    }
    for (i, v) in k.history.iter().enumerate() {
        match team(v.target) {
            Some(MafiaTeam::Village) => add(out, v.voter, 2),
            Some(MafiaTeam::Mafia) => add(out, v.voter, -2),
            _ => {}
        }
        if team(v.voter) == Some(MafiaTeam::Mafia) && team(v.target) != Some(MafiaTeam::Mafia) {
            // The mafia vote for villagers, and they vote together.
            add(out, v.target, -1);
            for w in k.history[..i].iter().chain(&k.history[i + 1..]) {
                if w.day == v.day && w.target == v.target && w.voter != v.voter {
                    add(out, w.voter, 2);
                }
            }
        }
    }
}

/// "I think this player is suspicious:" (not named in [`id`]).
const SUSPICIOUS: u8 = 6;

impl Scratch {
    fn refresh(&mut self, k: &Knowledge, rules: &Ruleset, view: View) {
        self.team.clear();
        self.team.extend(k.all_seats().map(|s| team_in(k, view, s)));
        cop_credit(k, rules, view, &mut self.credit);
        suspicion(k, &self.team, &self.credit, &mut self.score);
    }

    fn score(&self, s: Seat) -> i32 {
        self.score.get(s.index()).copied().unwrap_or(0)
    }

    fn credit(&self, s: Seat) -> i32 {
        self.credit.get(s.index()).copied().unwrap_or(0)
    }

    fn key(&self, s: Seat) -> u32 {
        self.keys.get(s.index()).copied().unwrap_or(0)
    }
}

/// Draws a tie-break key per seat into `keys`.
fn fill_keys(keys: &mut Vec<u32>, n: usize, rng: &mut ChaCha8Rng) {
    keys.clear();
    keys.extend((0..n).map(|_| rng.random::<u32>()));
}

fn target_of(action: &MafiaAction) -> Option<Seat> {
    match action {
        MafiaAction::Kill(t)
        | MafiaAction::Investigate(t)
        | MafiaAction::Protect(t)
        | MafiaAction::Block(t)
        | MafiaAction::Use(_, t)
        | MafiaAction::LastShot(t)
        | MafiaAction::Vote(VoteChoice::Player(t)) => Some(*t),
        _ => None,
    }
}

/// A weighted draw among `prompt`'s choices; weight 0 rules a choice out.
fn weighted(
    prompt: &Prompt,
    rng: &mut ChaCha8Rng,
    weight: impl Fn(&MafiaAction) -> u32,
) -> Option<MafiaAction> {
    let total: u32 = prompt.choices.iter().map(&weight).sum();
    if total == 0 {
        return None;
    }
    let mut roll = rng.random_range(0..total);
    for c in &prompt.choices {
        let w = weight(c);
        if roll < w {
            return Some(c.clone());
        }
        roll -= w;
    }
    None
}

/// Whether `s` accused us or a fellow mafioso (mafia view).
fn accused_mafia(k: &Knowledge, s: Seat) -> bool {
    k.claims.iter().any(|c| {
        c.speaker == s
            && matches!(c.id, id::FOUND_MAFIA | id::SUSPECT_MAFIA | SUSPICIOUS)
            && c.subject
                .is_some_and(|t| k.alive(t) && (t == k.me || k.facts(t).ally))
    })
}

/// Whether a credible cop claimant vouched for `s`.
fn cleared(k: &Knowledge, scratch: &Scratch, s: Seat) -> bool {
    k.claims
        .iter()
        .any(|c| c.id == id::FOUND_VILLAGE && c.subject == Some(s) && scratch.credit(c.speaker) > 0)
}

/// The answer to a prompt.
pub fn decide(
    k: &Knowledge,
    rules: &Ruleset,
    seeds: &BotSeeds,
    prompt: &Prompt,
    scratch: &mut Scratch,
) -> Option<MafiaAction> {
    // Another game's prompt never reaches a Mafia seat.
    let kind = prompt.kind;
    let action = match kind {
        MafiaPrompt::Ready => Some(MafiaAction::Ready),
        // A mayor reveals from the second day on, to weigh in on the vote.
        MafiaPrompt::Reveal if k.day >= 2 => Some(MafiaAction::Reveal),
        MafiaPrompt::Vote | MafiaPrompt::Reveal => {
            if k.role.map(Role::team) == Some(MafiaTeam::Mafia) {
                mafia_vote(k, rules, seeds, prompt, scratch)
            } else if !reasons_today(rules, seeds, prompt.phase) {
                random_vote(k, seeds, prompt)
            } else {
                scratch.refresh(k, rules, View::Own);
                village_vote(k, rules, seeds, prompt, scratch, View::Own)
            }
        }
        MafiaPrompt::NightKill => night_kill(k, rules, seeds, prompt, scratch),
        MafiaPrompt::Investigate => {
            scratch.refresh(k, rules, View::Own);
            investigate(k, seeds, prompt, scratch)
        }
        MafiaPrompt::Protect => {
            scratch.refresh(k, rules, View::Own);
            protect(k, seeds, prompt, scratch)
        }
        MafiaPrompt::Block => {
            scratch.refresh(k, rules, View::Own);
            block(k, seeds, prompt, scratch)
        }
        MafiaPrompt::Power(power) => {
            scratch.refresh(k, rules, View::Own);
            powers::choose(power, k, seeds, prompt, scratch)
        }
        MafiaPrompt::LastShot => {
            scratch.refresh(k, rules, View::Own);
            powers::last_shot(k, seeds, prompt, scratch)
        }
        // Sport's prompts never reach this player: sport has its own.
        MafiaPrompt::KillOrder
        | MafiaPrompt::Speech
        | MafiaPrompt::Nominees
        | MafiaPrompt::Agree
        | MafiaPrompt::Shoot
        | MafiaPrompt::DonCheck
        | MafiaPrompt::SheriffCheck => None,
    };
    // Whatever the strategy says, only a listed choice goes out.
    action
        .filter(|a| prompt.choices.contains(a))
        .or_else(|| fallback(k, prompt))
}

/// Whether a village-side seat casts its reasoned vote in `phase`: always
/// at full skill (drawing nothing, so such games play as before the
/// setting existed), else a coin from the seat's own seed, the same for
/// every decision of the phase.
fn reasons_today(rules: &Ruleset, seeds: &BotSeeds, phase: u32) -> bool {
    let skill = rules.computers.village_skill;
    if skill >= Computers::FULL_SKILL {
        return true;
    }
    rng(&seeds.own(), phase, Draw::Skill).random_range(0..Computers::FULL_SKILL) < skill
}

/// A vote for any listed player but ourselves (or no one), evenly: the
/// village seat that does not reason today (`Computers::village_skill`).
fn random_vote(k: &Knowledge, seeds: &BotSeeds, prompt: &Prompt) -> Option<MafiaAction> {
    let choices: Vec<&MafiaAction> = prompt
        .choices
        .iter()
        .filter(|c| target_of(c) != Some(k.me))
        .collect();
    if choices.is_empty() {
        return None;
    }
    let at = rng(&seeds.own(), prompt.phase, Draw::VillageVote).random_range(0..choices.len());
    choices.get(at).map(|c| (*c).clone())
}

/// Any sensible listed answer: not ourselves, not an ally.
fn fallback(k: &Knowledge, prompt: &Prompt) -> Option<MafiaAction> {
    let no_one = MafiaAction::Vote(VoteChoice::NoOne);
    if prompt.choices.contains(&no_one) {
        return Some(no_one);
    }
    prompt
        .choices
        .iter()
        .find(|c| target_of(c).is_none_or(|t| t != k.me && !k.facts(t).ally))
        .or_else(|| prompt.choices.first())
        .cloned()
}

/// The village's day vote: the most suspicious player when the evidence is
/// strong enough or a day without a removal would lose the game; otherwise
/// "no one". Ties break on keys drawn from the shared seed so that the
/// village's computer players do not split their votes. In the public view
/// (the mafia predicting the village) nobody is left out as "myself".
/// `scratch` holds the refresh of `view` made just before.
fn village_vote(
    k: &Knowledge,
    rules: &Ruleset,
    seeds: &BotSeeds,
    prompt: &Prompt,
    scratch: &mut Scratch,
    view: View,
) -> Option<MafiaAction> {
    let me = (view == View::Own).then_some(k.me);
    // The teams `view` knows, as the refresh before this vote found them.
    debug_assert_eq!(scratch.team.len(), k.seat_count());
    let team = |t: Seat| scratch.team.get(t.index()).copied().flatten();
    let candidates = || {
        prompt
            .choices
            .iter()
            .filter_map(|c| target_of(c).map(|t| (t, c)))
            .filter(|(t, _)| Some(*t) != me && team(*t) != Some(MafiaTeam::Village))
    };
    let no_one = MafiaAction::Vote(VoteChoice::NoOne);
    let may_abstain = prompt.choices.contains(&no_one);
    let Some(top) = candidates().map(|(t, _)| scratch.score(t)).max() else {
        return may_abstain.then_some(no_one);
    };
    let waits = rules.computers.village_waits;
    if waits && top < VOTE_THRESHOLD && may_abstain && !village_in_danger(k, rules) {
        return Some(no_one);
    }
    if candidates()
        .filter(|(t, _)| scratch.score(*t) == top)
        .count()
        > 1
    {
        // Draw the tie-break keys only when there is a tie: it is the
        // costly part of a vote.
        fill_keys(
            &mut scratch.keys,
            k.seat_count(),
            &mut rng(&seeds.shared, prompt.phase, Draw::VillageVote),
        );
    } else {
        scratch.keys.clear();
    }
    candidates()
        .max_by_key(|(t, _)| (scratch.score(*t), scratch.key(*t)))
        .map(|(_, c)| c.clone())
}

/// The mafia's day vote, the same for the whole team: computed from public
/// facts and the shared seed only (never today's votes, which each
/// mafioso sees at a different moment). Whoever accused a mafioso comes
/// first. Otherwise the mafia predict the village's vote (they can run the
/// village's reasoning on public facts): they join it when it falls on a
/// villager, and hide among the "no one" votes when the village waits,
/// since the mafia's votes alone cannot remove anyone then and would only
/// leave a trail for the village to read later. When the village is after one of them, they vote a cop claimant
/// or another villager.
fn mafia_vote(
    k: &Knowledge,
    rules: &Ruleset,
    seeds: &BotSeeds,
    prompt: &Prompt,
    scratch: &mut Scratch,
) -> Option<MafiaAction> {
    let ours = |t: Seat| t == k.me || k.facts(t).ally;
    let tier = |t: Seat| -> u32 {
        if ours(t) {
            0
        } else if accused_mafia(k, t) {
            3
        } else if k.facts(t).claimed_cop {
            2
        } else {
            1
        }
    };
    let top = prompt
        .choices
        .iter()
        .filter_map(target_of)
        .map(tier)
        .max()
        .unwrap_or(0);
    if top < 3 {
        scratch.refresh(k, rules, View::Public);
        let predicted = village_vote(k, rules, seeds, prompt, scratch, View::Public);
        if predicted
            .as_ref()
            .and_then(target_of)
            .is_none_or(|t| !ours(t))
        {
            return predicted;
        }
    }
    if top == 0 {
        return None;
    }
    weighted(
        prompt,
        &mut rng(&seeds.shared, prompt.phase, Draw::MafiaVote),
        |c| target_of(c).map_or(0, |t| u32::from(tier(t) == top)),
    )
}

/// Tonight's victim. An ally who already picked is followed; otherwise the
/// team draws the same victim from the shared seed, weighted towards the
/// players most dangerous to the mafia.
fn night_kill(
    k: &Knowledge,
    rules: &Ruleset,
    seeds: &BotSeeds,
    prompt: &Prompt,
    scratch: &mut Scratch,
) -> Option<MafiaAction> {
    if let Some(follow) = ally_pick(k, prompt) {
        return Some(follow);
    }
    // Credit only from public facts, which every mafioso shares.
    cop_credit(k, rules, View::Public, &mut scratch.credit);
    weighted(
        prompt,
        &mut rng(&seeds.shared, prompt.phase, Draw::Kill),
        |c| {
            let Some(t) = target_of(c) else { return 0 };
            let f = k.facts(t);
            if t == k.me || f.ally {
                return 0;
            }
            let mut w = 1;
            if f.claimed_cop {
                w = 12;
            }
            if accused_mafia(k, t) {
                w = w.max(6);
            }
            if f.claimed_doctor {
                w = w.max(5);
            }
            if cleared(k, scratch, t) {
                w = w.max(2);
            }
            // A doctor saved them before and may again: look elsewhere.
            let saved = k.saved_picks.iter().filter(|s| **s == t).count();
            let saved = u32::try_from(saved).unwrap_or(u32::MAX);
            (w / saved.saturating_mul(2).saturating_add(1)).max(1)
        },
    )
}

/// The latest pick of another mafioso tonight, if it is a listed choice.
pub fn ally_pick(k: &Knowledge, prompt: &Prompt) -> Option<MafiaAction> {
    let (_, target) = k.picks.iter().rev().find(|(by, _)| *by != k.me)?;
    let action = MafiaAction::Kill(*target);
    prompt.choices.contains(&action).then_some(action)
}

/// The cop looks at someone not yet known, the more suspicious the likelier.
fn investigate(
    k: &Knowledge,
    seeds: &BotSeeds,
    prompt: &Prompt,
    scratch: &Scratch,
) -> Option<MafiaAction> {
    weighted(
        prompt,
        &mut rng(&seeds.own(), prompt.phase, Draw::Investigate),
        |c| match target_of(c) {
            Some(t) if t != k.me && k.known_team(t).is_none() => {
                let s = scratch.score(t).clamp(0, 8);
                1 + u32::try_from(s).unwrap_or(0)
            }
            _ => 0,
        },
    )
}

/// The doctor guards a believable cop claimant first, itself once exposed,
/// else someone who does not look like mafia (trusted players likelier).
fn protect(
    k: &Knowledge,
    seeds: &BotSeeds,
    prompt: &Prompt,
    scratch: &Scratch,
) -> Option<MafiaAction> {
    let mut rng = rng(&seeds.own(), prompt.phase, Draw::Protect);
    // The most believable cop claimant; rivals of equal credit at random.
    let claimant = |c: &MafiaAction| {
        target_of(c)
            .filter(|t| *t != k.me)
            .map_or(0, |t| scratch.credit(t))
    };
    let best = prompt.choices.iter().map(claimant).max().unwrap_or(0);
    if best > 0 {
        return weighted(prompt, &mut rng, |c| u32::from(claimant(c) == best));
    }
    let me = MafiaAction::Protect(k.me);
    if k.facts(k.me).claimed_doctor && prompt.choices.contains(&me) {
        return Some(me);
    }
    weighted(prompt, &mut rng, |c| match target_of(c) {
        Some(t) if scratch.score(t) >= VOTE_THRESHOLD => 0,
        Some(t) if t != k.me && (scratch.score(t) < 0 || cleared(k, scratch, t)) => 3,
        Some(_) => 1,
        None => 0,
    })
}

/// The escort blocks who looks most like mafia (the likelier the more
/// suspect); the consort, on the mafia's side, blocks who threatens the
/// mafia most: a believable cop claimant, else whoever accused one of
/// them, else any villager.
fn block(
    k: &Knowledge,
    seeds: &BotSeeds,
    prompt: &Prompt,
    scratch: &Scratch,
) -> Option<MafiaAction> {
    let mut rng = rng(&seeds.own(), prompt.phase, Draw::Block);
    let ours = |t: Seat| t == k.me || k.facts(t).ally;
    if k.role.map(Role::team) == Some(MafiaTeam::Mafia) {
        let threat = |c: &MafiaAction| match target_of(c) {
            Some(t) if ours(t) => 0,
            Some(t) if scratch.credit(t) > 0 => 8,
            Some(t) if accused_mafia(k, t) => 4,
            Some(_) => 1,
            None => 0,
        };
        let most = prompt.choices.iter().map(threat).max().unwrap_or(0);
        return weighted(prompt, &mut rng, |c| {
            u32::from(threat(c) == most && most > 0)
        });
    }
    weighted(prompt, &mut rng, |c| match target_of(c) {
        Some(t) if t == k.me || cleared(k, scratch, t) => 0,
        Some(t) if k.known_team(t) == Some(MafiaTeam::Village) => 0,
        Some(t) => 1 + u32::try_from(scratch.score(t).clamp(0, 8)).unwrap_or(0),
        None => 0,
    })
}

fn say(id: u8, subject: Option<Seat>) -> MafiaAction {
    MafiaAction::Say(Canned {
        id,
        subject,
        recipient: None,
    })
}

/// Public talk before the day's vote (nothing at night or on day 0), as
/// the ruleset's [`Computers`] settings allow.
pub fn talk(k: &Knowledge, rules: &Ruleset, prompt: &Prompt) -> Vec<MafiaAction> {
    if prompt.kind != MafiaPrompt::Vote {
        return Vec::new();
    }
    let settings = &rules.computers;
    match k.role {
        Some(Role::Cop) => cop_talk(k, rules, settings.cop_claims),
        Some(r) if r.team() == MafiaTeam::Mafia && settings.mafia_counterclaims => mafia_talk(k),
        Some(r) if r.unit().wins_when_lynched() && settings.jester_claims => jester_talk(k),
        _ => Vec::new(),
    }
}

/// When `claims` is `when_found`: once the cop has found a mafioso (or the
/// village is one day from losing and it can clear players) it claims,
/// names every mafioso found, and vouches for the villagers it checked.
/// With village findings only it keeps quiet, which keeps it alive.
/// `at_once` speaks from the first finding of any team; `never` not at all.
fn cop_talk(k: &Knowledge, rules: &Ruleset, claims: CopClaims) -> Vec<MafiaAction> {
    let mut lines = Vec::new();
    let found = |team| {
        k.living()
            .filter(move |s| k.facts(*s).finding == Some(team))
    };
    let has_mafia = found(MafiaTeam::Mafia).next().is_some();
    let has_village = found(MafiaTeam::Village).next().is_some();
    let exposed = k.facts(k.me).claimed_cop;
    let speaks = match claims {
        CopClaims::WhenFound => {
            has_mafia || exposed || (has_village && village_in_danger(k, rules))
        }
        CopClaims::AtOnce => has_mafia || has_village || exposed,
        CopClaims::Never => false,
    };
    if !speaks {
        return lines;
    }
    if !k.said_ever(id::I_AM_COP, None) {
        lines.push(say(id::I_AM_COP, None));
    }
    for m in found(MafiaTeam::Mafia) {
        if !k.said_on(id::FOUND_MAFIA, Some(m), k.day) {
            lines.push(say(id::FOUND_MAFIA, Some(m)));
        }
    }
    for v in found(MafiaTeam::Village) {
        if !k.said_ever(id::FOUND_VILLAGE, Some(v)) {
            lines.push(say(id::FOUND_VILLAGE, Some(v)));
        }
    }
    lines
}

/// The jester draws suspicion: on the first day it claims to be the cop
/// and accuses someone, so that the real cop's word, or the accused's
/// team, shows it lying.
fn jester_talk(k: &Knowledge) -> Vec<MafiaAction> {
    if k.day == 0 || k.facts(k.me).claimed_cop {
        return Vec::new();
    }
    let Some(accused) = k.living().find(|s| *s != k.me) else {
        return Vec::new();
    };
    vec![say(id::I_AM_COP, None), say(id::FOUND_MAFIA, Some(accused))]
}

/// When a cop claimant not yet proven right names a mafioso today, the
/// first mafioso to speak after it counter-claims: "I am the cop" and the
/// accuser is mafia. Two rival cops leave the village guessing. One
/// counter-claimant is enough, so a mafioso stays quiet if an ally
/// already answered.
fn mafia_talk(k: &Knowledge) -> Vec<MafiaAction> {
    let ours = |t: Seat| t == k.me || k.facts(t).ally;
    let proven = |s: Seat| {
        k.facts(s).revealed == Some(Role::Cop)
            || k.claims.iter().any(|c| {
                c.speaker == s
                    && c.id == id::FOUND_MAFIA
                    && c.subject.is_some_and(|t| {
                        k.facts(t).revealed.map(Role::team) == Some(MafiaTeam::Mafia)
                    })
            })
    };
    let accuser = k.claims.iter().rev().find(|c| {
        c.day == k.day
            && c.id == id::FOUND_MAFIA
            && !ours(c.speaker)
            && k.alive(c.speaker)
            && c.subject.is_some_and(|t| ours(t) && k.alive(t))
            && !proven(c.speaker)
    });
    let Some(accuser) = accuser.map(|c| c.speaker) else {
        return Vec::new();
    };
    let answered = k.claims.iter().any(|c| {
        c.day == k.day && c.id == id::FOUND_MAFIA && c.subject == Some(accuser) && ours(c.speaker)
    });
    let someone_else_claims = k
        .living()
        .any(|s| s != k.me && ours(s) && k.facts(s).claimed_cop);
    if answered || someone_else_claims {
        return Vec::new();
    }
    let mut lines = Vec::new();
    if !k.facts(k.me).claimed_cop {
        lines.push(say(id::I_AM_COP, None));
    }
    lines.push(say(id::FOUND_MAFIA, Some(accuser)));
    lines
}
