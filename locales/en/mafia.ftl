# en: the mafia catalogue. Selector arguments are stable codes:
# $role (villager mafioso cop doctor commoner detective healer don sheriff
# godfather lycan escort consort),
# $team (village mafia), $power (kill investigate protect), yes/no flags.
# A player shown as the viewer sees them comes with three arguments:
# $X (name, alias or "you"), $X-cap (the same capitalised) and
# $X-you (yes when it is the viewer).

## Roles and teams.
mafia-role = { $role ->
    [mafioso] a mafioso
    [cop] the cop
    [doctor] the doctor
    [commoner] a commoner
    [detective] a detective
    [healer] a healer
    [don] the don
    [sheriff] the sheriff
    [godfather] the godfather
    [lycan] a lycan
    [escort] the escort
    [consort] the consort
   *[villager] a villager
}
mafia-team = { $team ->
    [mafia] the mafia
   *[village] the village
}
mafia-you = you

## Role cards.
mafia-card = { $role ->
    [cop] You are the cop
    [doctor] You are the doctor
    [commoner] You are a commoner.
    [don] You are the don.
    [sheriff] You are the sheriff.
    [lycan] You are a lycan: a villager whom an investigation shows as mafia.
    [escort] You are the escort: each night you may keep one other player busy, and their night action does nothing.
   *[villager] You are a villager.
}
mafia-card-alone =
    You are { $role ->
        [detective] a detective
        [healer] a healer
        [godfather] the godfather of the mafia; an investigation shows you as a villager
        [consort] the consort of the mafia: each night you may block one other player's night action
       *[mafioso] a member of the mafia
    }.
    You work alone.
mafia-card-allies = { $role ->
    [detective]
        You are a detective.
        The other detectives are: { $allies }
    [healer]
        You are a healer.
        The other healers are: { $allies }
    [godfather]
        You are the godfather of the mafia; an investigation shows you as a villager.
        Your allies are: { $allies }
    [consort]
        You are the consort of the mafia: each night you may block one other player's night action.
        Your allies are: { $allies }
   *[mafioso]
        You are a member of the mafia.
        Your allies are: { $allies }
}

## Classic and hp.
mafia-day-zero =
    Rise and shine! Today is day 0.
    No voting will occur today.
    Be warned: Tonight the mafia will strike.
mafia-ready = { $name-you ->
        [yes] You are
       *[no] { $name } is
    } ready for the night.
mafia-nightfall = Night { $night } falls. Everyone with a power, choose in private.
mafia-choice-recorded = { $power ->
        [investigate] You will investigate
        [protect] You will protect
        [block] You will block
       *[kill] Your pick for tonight's victim
    }: { $target } (you may change it until the night ends).
mafia-blocked = Someone kept you busy last night: your night action did nothing.
mafia-mafia-pick = { $by-you ->
        [yes] You want
       *[no] { $by } wants
    } to kill { $target }.
mafia-dawn-killed-role =
    Dawn of day { $day }.
    Last night, { $name-you ->
        [yes] you were killed. You were
       *[no] { $name } was killed. They were
    } { mafia-role }.
mafia-dawn-killed =
    Dawn of day { $day }.
    Last night, { $name-you ->
        [yes] you were
       *[no] { $name } was
    } killed.
mafia-dawn-nobody =
    Dawn of day { $day }.
    Nobody died last night.
mafia-investigation = Investigations showed that { $name } is { $team ->
        [mafia] mafia
       *[village] village
    }-aligned.
mafia-still-alive = These players are still alive: { $names }
mafia-voting-opens = Day { $day }: vote to lynch a player, or no one.
mafia-vote-cast = { $name-you ->
        [yes] You have
       *[no] { $name } has
    } voted to lynch { $target-you ->
        [yes] you
       *[no] { $target }
    }.
mafia-vote-cast-no-one = { $name-you ->
        [yes] You have
       *[no] { $name } has
    } voted to lynch no one.
mafia-said = { $name-you ->
        [yes] You say
       *[no] { $name } says
    } "{ $line }"
mafia-said-to = { $name-you ->
        [yes] You say
       *[no] { $name } says
    } "{ $recipient }, { $line }"
mafia-lynched-role =
    The town has killed { $name-you ->
        [yes] you!
    You were
       *[no] { $name }!
    They were
    } { mafia-role }.
mafia-lynched = The town has killed { $name-you ->
        [yes] you
       *[no] { $name }
    }!
mafia-no-lynch = The town opted to lynch no one today.
mafia-hit-points = You have { $hp } HP.
mafia-ally-pick = { $by-you ->
        [yes] You want
       *[no] { $by } wants
    } to { $power ->
        [investigate] test
        [protect] heal
       *[kill] kill
    } { $target }.
mafia-tested = The test shows that { $name } is { $mafia ->
        [yes] mafia
       *[no] not mafia
    }.
mafia-caught-role =
    The detectives caught { $name }, who leaves the game. There is no vote this round.
    They were { mafia-role }.
mafia-caught = The detectives caught { $name }, who leaves the game. There is no vote this round.
mafia-revote = The vote is tied between { $names }. Everybody votes again (repeat { $attempt }).
mafia-afk-removed = { $name-you ->
        [yes] You missed too many deadlines in a row and leave the game. Your role stays secret until the end.
       *[no] { $name-cap } missed too many deadlines in a row and leaves the game. Their role stays secret until the end.
    }
mafia-winner = { $team ->
        [mafia] The mafia
       *[village] The village
    } wins!

## Sport.
mafia-sport-card = { $role ->
    [don] You have a black card: you are the don. You lead the black team, shoot with it at night and then check one player: are they the sheriff?
    [mafioso] You have a black card. At night the black team shoots; a shot hits only if every black player names the same target.
    [sheriff] You have a red card: you are the sheriff. Each night you check one player: red or black?
   *[villager] You have a red card. Find the black team and vote its players out.
}
mafia-black-team = The black team: { $names }. The don: { $don }.
mafia-introduction = Night 0: the introduction. The black team meets and the don may send it a kill order. Nobody is shot tonight.
mafia-kill-order = The don's kill order: { $text }
mafia-discussion = Day { $day }: the discussion, in seat order.
mafia-speech-turn = { $speaker-cap } { $speaker-you ->
        [yes] have
       *[no] has
    } the floor for { $secs } { $secs ->
        [one] second
       *[other] seconds
    }.
mafia-speech-turn-again = { $speaker-cap } { $speaker-you ->
        [yes] speak
       *[no] speaks
    } again (car crash) for { $secs } { $secs ->
        [one] second
       *[other] seconds
    }.
mafia-speech = { $speaker-cap }: { $text }
mafia-relayed = { $speaker-cap } { $speaker-you ->
        [yes] say
       *[no] says
    } "{ $line }"
mafia-nominated = { $by-cap } nominated { $nominee }.
mafia-no-nominees = Nobody was nominated: no vote today.
mafia-ballot-opens = The vote on the nominees, in nomination order: { $names }. Each player has one vote.
mafia-ballot-cast = { $voter-cap } voted for { $nominee }.
mafia-tally = Votes: { $counts }.
mafia-tally-entry = { $name } { $count }
mafia-car-crash = Car crash: { $names } are tied. They speak again and the vote is repeated among them.
mafia-confirmation = Do you agree that { $name } { $name-you ->
        [yes] leave
       *[no] leaves
    } the game?
mafia-confirmation-all = The repeated vote tied again. Do you agree that all of { $names } leave the game?
mafia-agreement = { $voter-cap } said { $yes ->
        [yes] yes
       *[no] no
    }.
mafia-leaves-role = { $name-cap } { $name-you ->
        [yes] leave
       *[no] leaves
    } the game. { $name-cap } { $name-you ->
        [yes] were
       *[no] was
    } { mafia-role }.
mafia-leaves = { $name-cap } { $name-you ->
        [yes] leave
       *[no] leaves
    } the game.
mafia-stays = No majority: { $names } { $several ->
        [yes] stay
       *[no] { $you ->
            [yes] stay
           *[no] stays
        }
    } in the game.
mafia-shooting = Night { $night } falls. The black team shoots.
mafia-shot-taken = Your shot at { $target } is taken.
mafia-checks = The don and the sheriff make their checks.
mafia-don-checked = { $target-cap } { $target-you ->
        [yes] are
       *[no] is
    } { $sheriff ->
        [yes] the sheriff
       *[no] not the sheriff
    }.
mafia-sheriff-checked = { $target-cap } { $target-you ->
        [yes] are
       *[no] is
    } { $black ->
        [yes] black
       *[no] red
    }.
mafia-morning-killed-role = Morning of day { $day }. Last night { $name } { $name-you ->
        [yes] were
       *[no] was
    } shot. { $name-cap } { $name-you ->
        [yes] were
       *[no] was
    } { mafia-role }.
mafia-morning-killed = Morning of day { $day }. Last night { $name } { $name-you ->
        [yes] were
       *[no] was
    } shot.
mafia-morning-miss = Morning of day { $day }. A miss: nobody was shot last night.
mafia-seat-list = The table: { $seats }.
mafia-seat-out = { $name } (out)

## Prompts.
mafia-prompt-ready = Day 0: say when you are ready for the night.
mafia-prompt-night-kill = It is night. Vote for a victim.
mafia-prompt-investigate = It is night. Who would you like to investigate?
mafia-prompt-protect = It is night. Who would you like to save?
mafia-prompt-block = It is night. Whose night action would you like to block?
mafia-prompt-vote = Whom do you vote to lynch?
mafia-prompt-kill-order = Night 0: send the black team a kill order (`speak TEXT`), or pass.
mafia-prompt-speech = Your speech: talk (`speak TEXT`), nominate one player, and pass when you are done.
mafia-prompt-nominees = Vote for one of the nominees.
mafia-prompt-agree = Do you agree that they leave the game?
mafia-prompt-shoot = It is night. Whom does the black team shoot?
mafia-prompt-don-check = Check one player: are they the sheriff?
mafia-prompt-sheriff-check = Check one player: red or black?

## Choices.
mafia-choice-ready = Ready
mafia-choice-nominate = Nominate { $name }
mafia-choice-pass = Pass
mafia-choice-yes = Yes
mafia-choice-no = No
mafia-no-one = no one

## The canned lines 0–16 as a person reads them (the bot protocol keeps
## its own English table), and a line with its subject.
mafia-canned-0 = No
mafia-canned-1 = Yes
mafia-canned-2 = I am the cop
mafia-canned-3 = I am the doctor
mafia-canned-4 = I am a normal villager
mafia-canned-5 = I trust this player:
mafia-canned-6 = I think this player is suspicious:
mafia-canned-7 = I think this player is the cop:
mafia-canned-8 = I think this player is the doctor:
mafia-canned-9 = I think this player is a normal villager:
mafia-canned-10 = I think this player is mafia:
mafia-canned-11 = Do you think this player is mafia?
mafia-canned-12 = I tried to save this player:
mafia-canned-13 = I successfully saved this player:
mafia-canned-14 = I investigated this player and found that they were mafia-aligned:
mafia-canned-15 = I investigated this player and found that they were village-aligned:
mafia-canned-16 = Will you please use your power on this player tonight?
mafia-line-about = { $line } { $subject }

## The rules table (/mafia rules): keys, then values.
mafia-rules-preset = preset
mafia-rules-players = players
mafia-rules-players-value = { $min } to { $max }
mafia-rules-roles = roles
mafia-rules-roles-classic = ⌊n/{ $mafia }⌋ mafia, { $cops } cop, { $doctors } doctor, the rest villagers
mafia-rules-roles-list = { $list }, the rest villagers
mafia-rules-role-count = { mafia-role } × { $count }
mafia-rules-roles-hp = ⌊n/{ $mafia }⌋ mafia, ⌊n/{ $detectives }⌋ detectives, ⌊n/{ $healers }⌋ healers{ $least ->
        [0] { "" }
       *[other] { " " }(at least { $least })
    }, the rest commoners
mafia-rules-roles-sport = ⌊n/{ $mafia }⌋ black (one the don), one sheriff, the rest red
mafia-rules-day0 = day 0
mafia-rules-day0-value = { $secs } s, no vote
mafia-rules-self-saves = doctor self-saves
mafia-rules-starting-hp = starting HP
mafia-rules-starting-hp-value = commoner { $commoner }, mafia { $mafia }, detective { $detective }, healer { $healer }
mafia-rules-heal = heal
mafia-rules-heal-value = +{ $hp } HP
mafia-rules-speech = speech
mafia-rules-speech-value = { $secs } s each
mafia-rules-shooting = shooting
mafia-rules-shooting-value = { $secs } s, a hit only if every black player names the same target
mafia-rules-confirmation = confirmation
mafia-rules-confirmation-value = the candidate leaves if more than half of the living say yes
mafia-rules-pseudonyms = pseudonyms
mafia-rules-night = night
mafia-rules-day-vote = day vote
mafia-rules-secs = { $secs } s
mafia-rules-no-lynch = vote for no one
mafia-rules-tie = tied vote
mafia-rules-tie-random = drawn at random
mafia-rules-tie-no-lynch = nobody leaves
mafia-rules-tie-car-crash = car crash: the tied speak again, the vote is repeated among them, then "all leave?"
mafia-rules-tie-revote = vote again (up to { $times ->
        [one] once
       *[other] { $times } times
    }), then drawn
mafia-rules-reveal = roles revealed on death
mafia-rules-computers = computer players
mafia-rules-afk = inactive players
mafia-rules-afk-value = { $action ->
        [none] nothing happens
        [remove] the player leaves the game after { $strikes ->
            [one] one missed deadline
           *[other] { $strikes } missed deadlines in a row
        }, their role hidden until the end; they cannot come back
       *[replace] a computer player takes the seat after { $strikes ->
            [one] one missed deadline
           *[other] { $strikes } missed deadlines in a row
        }{ $back ->
            [yes] ; the player may take it back
           *[no] { "" }
        }
    }
mafia-rules-on = on
mafia-rules-off = off
mafia-chat-team = 🌙 { $speaker-cap } to the mafia: { $text }
mafia-chat-dead = 👻 { $speaker-cap } to the dead: { $text }
mafia-rules-team-chat = mafia's night chat
mafia-rules-spectators = spectators
mafia-rules-dead-see-roles = dead see roles
