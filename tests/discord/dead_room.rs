//! End to end on the fake Discord: the dead talk among themselves by
//! direct message, and no living member reads it.

use crate::discord_support;

use discord_support::{Server, choices, text};

/// The members whose role card contains `card`.
fn with_card(s: &Server, card: &str) -> Vec<u64> {
    s.members
        .iter()
        .copied()
        .filter(|&m| s.fake.dms_to(m).iter().any(|d| text(d).contains(card)))
        .collect()
}

/// The newest DM to `user` whose text has `part` and a choice `label`.
fn night_choice(s: &Server, user: u64, part: &str, label: &str) {
    let prompt = s
        .fake
        .wait_for_blocking(discord_support::WAIT, |f| {
            f.dms_to(user).into_iter().rev().find(|m| {
                text(m).contains(part) && choices(m).iter().any(|c| c.0.starts_with(label))
            })
        })
        .unwrap_or_else(|| panic!("no {part:?} with {label:?} for {user}\n{}", s.log()));
    s.pick_label(user, &prompt, label);
}

#[test]
fn the_dead_talk_to_the_dead_and_no_living_member_reads_it() {
    let s = Server::new(9);
    s.start_game("mafia");
    for &m in &s.members {
        s.wait_dm(m, "You are ");
    }
    let name = |m: u64| {
        let i = s.members.iter().position(|x| *x == m).unwrap_or(0);
        format!("member{}", i + 1)
    };
    let mafia = with_card(&s, "You are a member of the mafia");
    let villagers = with_card(&s, "You are a villager.");
    let doctor = with_card(&s, "You are the doctor");
    let cop = with_card(&s, "You are the cop");
    assert_eq!((mafia.len(), villagers.len()), (3, 4), "the deal of nine");
    let (victim, voted_out) = (villagers[0], villagers[1]);

    let ready = s.wait_channel("ready for the night");
    for &m in &s.members {
        s.pick_label(m, &ready, "Ready");
    }
    for &m in &mafia {
        night_choice(&s, m, "Vote for a victim", &name(victim));
    }
    for &d in &doctor {
        night_choice(&s, d, "save", &name(d));
    }
    for &c in &cop {
        night_choice(&s, c, "investigate", &name(mafia[0]));
    }
    s.wait_channel(&format!("Last night, {} was killed", name(victim)));

    // Day 1: everyone else votes the second villager out.
    let vote = s
        .fake
        .wait_for_blocking(discord_support::WAIT, |f| {
            f.messages(s.town.channel_id)
                .into_iter()
                .rev()
                .find(|m| choices(m).iter().any(|c| c.0.starts_with(&name(voted_out))))
        })
        .unwrap_or_else(|| panic!("no day vote\n{}", s.log()));
    for &m in s.members.iter().filter(|m| **m != victim) {
        let label = if m == voted_out {
            "no one".to_string()
        } else {
            name(voted_out)
        };
        let choice = choices(&vote)
            .into_iter()
            .find(|c| c.0.to_lowercase().starts_with(&label))
            .unwrap_or_else(|| panic!("no {label:?} on the vote"));
        s.pick(m, &vote, &choice);
    }
    s.wait_channel(&format!("The town has killed {}", name(voted_out)));

    let dm_of = |m: u64| s.wait_dm(m, "You are ").channel_id;
    s.fake
        .user_message(dm_of(voted_out), voted_out, "so cold down here")
        .expect("a DM to the bot");
    s.wait_dm(voted_out, "Said.");
    let heard = s.wait_dm(victim, "so cold down here");
    assert!(
        text(&heard).to_lowercase().contains(&name(voted_out))
            && text(&heard).contains("to the dead"),
        "{}",
        text(&heard)
    );
    s.fake
        .user_message(dm_of(victim), victim, "welcome")
        .expect("a DM to the bot");
    s.wait_dm(voted_out, "to the dead: welcome");

    s.quiet();
    for &m in s
        .members
        .iter()
        .filter(|m| ![victim, voted_out].contains(m))
    {
        let dms: Vec<String> = s.fake.dms_to(m).iter().map(text).collect();
        assert!(
            !dms.iter()
                .any(|t| t.contains("so cold down here") || t.contains("to the dead")),
            "living {} read the dead's words",
            name(m)
        );
    }
    assert!(
        !s.channel()
            .iter()
            .any(|c| text(c).contains("so cold down here") || text(c).contains("welcome")),
        "the channel read the dead's words"
    );
    s.fake.assert_no_violations();
}
