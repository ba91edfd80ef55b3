# en: the mafia catalogue. Selector arguments are stable codes:
# $role (villager mafioso cop doctor commoner detective healer don sheriff
# godfather lycan escort consort bodyguard vigilante tracker witch mayor
# lucky cursed framer janitor traitor jester serial_killer arsonist),
# $team (village mafia jester serial_killer arsonist), $power (kill
# investigate protect block guard shoot track frame clean stab douse ignite
# heal poison), yes/no flags.
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
    [bodyguard] the bodyguard
    [vigilante] the vigilante
    [tracker] the tracker
    [witch] the witch
    [mayor] the mayor
    [lucky] the lucky one
    [cursed] the cursed
    [framer] the framer
    [janitor] the janitor
    [traitor] the traitor
    [jester] the jester
    [serial_killer] the serial killer
    [arsonist] the arsonist
    [medium] the medium
    [hunter] the hunter
    [cupid] cupid
   *[villager] a villager
}
mafia-team = { $team ->
    [mafia] the mafia
    [jester] the jester
    [serial_killer] the serial killer
    [arsonist] the arsonist
    [lovers] the lovers
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
    [bodyguard] You are the bodyguard: each night you guard one other player, and if they are attacked you die in their place.
    [vigilante] You are the vigilante: you have a few bullets, and on any night you may shoot one player or hold your fire.
    [tracker] You are the tracker: each night you watch one other player and learn at dawn whom they visited.
    [witch] You are the witch: you have one healing potion and one poison for the whole game, and may use at most one a night.
    [mayor] You are the mayor: by day you may reveal yourself once, and from then on your vote counts twice.
    [lucky] You are the lucky one: a villager who survives the first attack on them.
    [cursed] You are the cursed: a villager, but if the mafia attack you, you join them instead of dying.
    [jester] You are the jester: you win if the town lynches you.
    [serial_killer] You are the serial killer: each night you kill one player, and you win as the last one standing with at most one other.
    [arsonist] You are the arsonist: each night you douse one player in petrol or set fire to everyone you doused; you win as the last one standing with at most one other.
    [medium] You are the medium: at night you talk with the dead, hearing them and speaking to them.
    [hunter] You are the hunter: if you are killed or lynched, you may take one player with you.
    [cupid] You are cupid: on the first night you bind two players as lovers; if one dies, the other dies too.
   *[villager] You are a villager.
}
mafia-card-alone =
    You are { $role ->
        [detective] a detective
        [healer] a healer
        [godfather] the godfather of the mafia; an investigation shows you as a villager
        [consort] the consort of the mafia: each night you may block one other player's night action
        [framer] the framer of the mafia: each night you make one player show as mafia to investigations
        [janitor] the janitor of the mafia: once a game you may hide the role of a player who dies that night
        [traitor] the traitor: you win with the mafia, who do not know you; an investigation shows you as a villager
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
    [framer]
        You are the framer of the mafia: each night you make one player show as mafia to investigations.
        Your allies are: { $allies }
    [janitor]
        You are the janitor of the mafia: once a game you may hide the role of a player who dies that night.
        Your allies are: { $allies }
    [traitor]
        You are the traitor: you win with the mafia, but they do not know you, and an investigation shows you as a villager. If the mafia all die, you take their place.
        The mafia are: { $allies }
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
        [ignite] You will set fire to everyone you doused
       *[other] { $power ->
            [investigate] You will investigate
            [protect] You will protect
            [block] You will block
            [guard] You will guard
            [shoot] You will shoot
            [track] You will watch
            [frame] You will frame
            [clean] You will clean up after
            [stab] You will kill
            [douse] You will douse
            [heal] You will give the healing potion to
            [poison] You will poison
            [bind] You bind as a lover
           *[kill] Your pick for tonight's victim
        }: { $target }
    } (you may change it until the night ends).
mafia-pass-recorded = You will use no power tonight (you may change your mind until the night ends).
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
mafia-lovers = Cupid has bound you to { $name }: you are lovers. If one of you dies, so does the other; if you are on different sides, you win together as the last two alive.
mafia-lover-died-role = { $name-you ->
        [yes] You die of grief for your lover. You were
       *[no] { $name } dies of grief for their lover. They were
    } { mafia-role }.
mafia-lover-died = { $name-you ->
        [yes] You die
       *[no] { $name } dies
    } of grief for { $name-you ->
        [yes] your
       *[no] their
    } lover.
mafia-hunter-aims = { $name-you ->
        [yes] You were the hunter: you may take one player with you.
       *[no] { $name } was the hunter and may take one player with them.
    }
mafia-hunter-shot-role = { $name-you ->
        [yes] Your last shot kills
       *[no] The hunter's last shot kills
    } { $target-you ->
        [yes] you. You were
       *[no] { $target }. They were
    } { mafia-role }.
mafia-hunter-shot = { $name-you ->
        [yes] Your last shot kills
       *[no] The hunter's last shot kills
    } { $target-you ->
        [yes] you
       *[no] { $target }
    }.
mafia-hunter-holds = { $name-you ->
        [yes] You take nobody with you.
       *[no] The hunter { $name } takes nobody with them.
    }
mafia-also-died-role = { $name-you ->
        [yes] You were also found dead. You were
       *[no] { $name } was also found dead. They were
    } { mafia-role }.
mafia-also-died = { $name-you ->
        [yes] You were
       *[no] { $name } was
    } also found dead.
mafia-cleaned = You cleaned up after { $name }: they were { mafia-role }. Nobody else knows.
mafia-tracked = Last night { $name } visited { $target-you ->
        [yes] you
       *[no] { $target }
    }.
mafia-tracked-nobody = Last night { $name } visited nobody.
mafia-survived = You were attacked last night, but your luck held: you survived. The next attack will kill you.
mafia-recruited = The mafia attacked you last night. Instead of dying, you joined them: you are now a mafioso.
mafia-new-member = { $name } has joined the mafia.
mafia-promoted = The mafia are all gone. You take up their work: you are now a mafioso and choose a victim each night.
mafia-jester-wins = { $name-you ->
        [yes] You were the jester, and being lynched was all you wanted: you win!
       *[no] { $name } was the jester, and being lynched was all they wanted: the jester wins!
    }
mafia-mayor-revealed = { $name-you ->
        [yes] You reveal yourself as the mayor: from now on your vote counts twice.
       *[no] { $name } reveals themself as the mayor: from now on their vote counts twice.
    }
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
        [lovers] The lovers win!
        [jester] The jester wins!
        [serial_killer] The serial killer wins!
        [arsonist] The arsonist wins!
        [mafia] The mafia wins!
       *[village] The village wins!
    }

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
mafia-prompt-power = It is night. { $power ->
        [guard] Whom would you like to guard?
        [shoot] Whom would you like to shoot, if anyone?
        [track] Whom would you like to watch?
        [frame] Whom would you like to frame?
        [clean] Whose death would you like to clean up, if anyone's?
        [stab] Whom would you like to kill?
        [douse] Whom would you like to douse, or will you set the fire?
        [ignite] Will you set the fire?
        [bind] Whom do you bind as lovers? Pick two players, one after the other.
       *[heal] Would you like to use a potion?
    }
mafia-prompt-last-shot = As you die, whom do you take with you, if anyone?
mafia-prompt-reveal = Whom do you vote to lynch? As the mayor you may first reveal yourself: your vote then counts twice, and you vote in the open.
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
mafia-choice-use = { $power ->
        [guard] Guard { $name }
        [shoot] Shoot { $name }
        [track] Watch { $name }
        [frame] Frame { $name }
        [clean] Clean up after { $name }
        [stab] Kill { $name }
        [douse] Douse { $name }
        [ignite] Set the fire
        [heal] Heal { $name }
        [poison] Poison { $name }
        [bind] Bind { $name }
       *[other] { $name }
    }
mafia-choice-reveal = Reveal: I am the mayor
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
mafia-rules-mode = mode
mafia-rules-roles-mode = as the { $mode } mode deals them at the table's size (/mafia roles lists them)
mafia-rules-role-option = { $option ->
        [vigilante_shots] vigilante's bullets
        [jester_ends_game] a lynched jester ends the game
       *[hunter_secs] time for the hunter's last shot
    }
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
mafia-rules-computer-play = how computer players play
mafia-rules-computer-play-value = the village reasons { $skill } % of its votes and waits for evidence: { $waits }; the cop claims { $cop ->
        [at_once] from its first finding
        [never] never
       *[when_found] once it finds a mafioso
    }; mafia counter-claims { $mafia }; jester claims { $jester }
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
