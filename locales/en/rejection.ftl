# en: the rejection catalogue. Sentences start in lower case and end
# without a full stop: the front and the bot protocol wrap them.

rejection-game-over = this game is over; start a new one
rejection-seat-taken-over = a computer player took your seat after you missed too many deadlines, and this game does not give seats back (afk_return is off)
rejection-already-extended = the lobby was already extended once; start the game or let it close
rejection-not-a-player = { $target ->
        [seat] seat { $number }
       *[player] { $name }
    } is not a player in this game
rejection-dead-actor = { $name }, you are out of the game: removed players cannot act, vote or speak
rejection-wrong-phase = you cannot { $act } now: it is { $phase }; { $allowed }
rejection-not-your-turn = you cannot { $act }: { $reason }
rejection-invalid-target = you cannot choose { $target ->
        [seat] seat { $number }
        [exit] exit { $number }
        [message] message { $number }
        [no-one] no one
        [yourself] yourself
        [seat-number] a seat number
       *[player] { $name }
    }: { $reason }
rejection-already-used = { $what ->
        [antidote] your antidote
        [shot-tonight] your shot tonight
        [vote] your vote
        [yes-or-no] your yes-or-no vote
        [check-tonight] your check tonight
       *[self-save] the doctor's self-save
    } has already been used in this game
rejection-not-started = the game has not started yet; wait for the host to start it
rejection-already-started = the game has already started; lobby commands no longer apply
rejection-already-joined = { $name } is already in the lobby
rejection-not-in-lobby = { $name } is not in the lobby
rejection-lobby-full = the lobby is full ({ $max } { $max ->
        [one] player
       *[other] players
    } at most)
rejection-not-host = only the host ({ $host }) can { $act }
rejection-wrong-player-count = { $game ->
        [classic] classic mafia
        [hp] hp mafia
        [sport] sport mafia
        [wumpus] Hunt the Twisted Wumpus
       *[zombie] zombie game
    } needs { $need } to { $max } { $max ->
        [one] player
       *[other] players
    }; the lobby has { $count }
rejection-invalid-rules = this table's rules are invalid: { $reason }
rejection-stale-choice = that button is from an earlier question, turn or phase; it no longer counts
rejection-nothing-to-choose = you have nothing to choose right now
rejection-no-such-choice = that choice does not exist (there are { $count })
rejection-no-request = you cannot { $act } { $name }: they have not asked to interact with you this turn
rejection-wrong-game = that action belongs to another game; this table plays { $game ->
        [mafia] mafia
        [wumpus] wumpus
       *[zombie] zombie
    }
rejection-no-words = you cannot { $act } nothing: send the words to { $act }, 1 to { $limit } { $limit ->
        [one] character
       *[other] characters
    }
rejection-too-many-words = your words are too long to { $act }: { $count } { $count ->
        [one] character
       *[other] characters
    }, at most { $limit } allowed

# What was tried, as it follows "you cannot".
rejection-act = { $act ->
        [ready] say you are ready
        [kill] choose a victim
        [investigate] investigate
        [protect] protect
        [vote] vote
        [speak] speak
        [nominate] nominate
        [pass] pass
        [agree] answer yes or no
        [shoot] shoot
        [check] check a player
        [test] test a player
        [heal] heal a player
        [pick-up-bow] pick up a bow
        [drop-bow] drop the bow
        [pick-up-pebble] pick up a pebble
        [drop-pebble] drop the pebble
        [throw] throw the pebble
        [walk] walk
        [whisper] whisper
        [scream] scream
        [interact] interact
        [accept] accept
        [decline] decline
        [antidote] use your antidote
        [give-antidote] give your antidote
        [end-turn] end the turn
        [fill] fill the lobby with computer players
        [start] start the game
        [chat] write to a private chat
        [watch] watch the game
        [extend] extend the lobby
        [block] block a player
        [use-power] use a night power
        [reveal] reveal yourself
       *[stop] stop the game
    }

# The phase, as it follows "it is".
rejection-phase = { $phase ->
        [day-zero] day 0
        [night] night { $n }
        [day] day { $n }
        [secret] round { $n }'s secret steps
        [round-vote] round { $n }'s vote
        [intro] night 0, the introduction
        [speeches] day { $n }'s speeches
        [crash-speeches] day { $n }'s car crash speeches
        [ballot] day { $n }'s vote on the nominees
        [confirm] day { $n }'s confirmation vote
        [shooting] night { $n }'s shooting
        [checks] night { $n }'s checks
        [last-shot] the hunter's last shot
       *[over] the end of the game
    }

# Reasons, and what is allowed instead: clauses after a colon or a
# semicolon.
rejection-no-such-seat = there is no such seat; seats are 1 to { $count }
rejection-no-computers = this table's rules do not allow computer players

rejection-mafia-sport-only = that belongs to the sport preset
rejection-mafia-talk-at-dawn = public talk resumes at dawn
rejection-mafia-ready-on-day-zero = only day 0 waits for everyone to be ready
rejection-mafia-powers-at-night = night powers are used at night
rejection-mafia-no-vote-on-day-zero = day 0 has no vote; the first vote is on day 1
rejection-mafia-votes-by-day = votes are cast by day
rejection-mafia-talk-during-vote = public talk is during the vote
rejection-mafia-no-day-zero = hp has no day 0 to be ready for
rejection-mafia-powers-before-vote = powers are used before the vote
rejection-mafia-votes-after-secrets = votes are cast after the round's secret steps
rejection-mafia-nominate-in-speeches = nominations are made in speeches
rejection-mafia-pass-in-speech = the speaker passes to end their speech; the don passes on night 0
rejection-mafia-ballot-after-speeches = the nominees are voted on after the speeches
rejection-mafia-agree-in-confirmation = yes or no is asked in the confirmation vote
rejection-mafia-shoot-at-night = the black team shoots at night
rejection-mafia-checks-after-shooting = checks are made after the shooting
rejection-mafia-sport-actions = sport is played with speeches, nominations, votes on the nominees, shots and checks
rejection-mafia-talk-in-speech = players talk during their speech
rejection-mafia-only-mafia-kill = only the mafia choose a victim at night
rejection-mafia-only-cop = only the cop investigates
rejection-mafia-only-doctor = only the doctor protects
rejection-mafia-only-blockers = only an escort or a consort blocks, and never themself
rejection-mafia-not-your-power = only { $power ->
        [guard] the bodyguard guards
        [shoot] the vigilante shoots at night
        [track] the tracker watches players
        [frame] the framer frames
        [clean] the janitor cleans up
        [stab] the serial killer kills alone
        [douse] the arsonist douses
        [ignite] the arsonist sets fires
        [heal] the witch heals with a potion
        [poison] the witch poisons
        [bind] cupid binds lovers
       *[other] its holder uses that power
    }
rejection-mafia-no-uses-left = you have used this power as often as the rules allow
rejection-mafia-nothing-to-skip = only a player whose night powers are optional may let the night pass
rejection-mafia-guard-others = a bodyguard guards another living player
rejection-mafia-not-on-yourself = use it on another living player
rejection-mafia-already-doused = they are already doused; douse someone else or set the fire
rejection-mafia-ignite-all = the fire is set with the "set the fire" choice, not on a player
rejection-mafia-only-mayor-reveals = only the mayor reveals themself, and only once
rejection-mafia-reveal-by-day = the mayor reveals themself by day
rejection-mafia-hunter-aiming = the game waits for the hunter's last shot
rejection-mafia-shoot-the-living = the hunter shoots a living player
rejection-mafia-blocked-last-night = you blocked this player last night; block someone else tonight
rejection-mafia-only-holders = only the { $team ->
        [mafia] mafia
        [detectives] detectives
        [blockers] escorts and consorts
       *[healers] healers
    } do that
rejection-mafia-only-don-and-sheriff = only the don and the sheriff check
rejection-mafia-only-black-shoots = only the black team shoots
rejection-mafia-only-current-speaker = only the current speaker talks; wait for your speech
rejection-mafia-only-don-on-night-zero = on night 0 only the don speaks, to the black team
rejection-mafia-empty-line = the line is empty; say something
rejection-mafia-long-line = a line may have at most { $limit } { $limit ->
        [one] character
       *[other] characters
    }; split it
rejection-mafia-only-speaker-nominates = only the speaker nominates, during their speech
rejection-mafia-crash-no-nominations = a car crash's speeches take no nominations
rejection-mafia-one-nomination = each speaker nominates one player at most
rejection-mafia-no-vote-for-no-one = this game does not allow a vote for no one; vote for a living player
rejection-mafia-in-mafia = they are in the mafia; pick a living player outside it
rejection-mafia-own-role = you know your own role; investigate someone else
rejection-mafia-out-of-game = they are out of the game; choose a living player
rejection-mafia-test-outsiders = detectives test players outside their own team
rejection-mafia-no-such-alias = nobody at your table goes by that name; use a name from your seat list
rejection-mafia-aliases-only = players go by their aliases in this game; use a name from your seat list
rejection-mafia-check-another = check another living player
rejection-mafia-shoot-outsiders = shoot a living player outside the black team
rejection-mafia-vote-for-nominee = vote for one of the nominees
rejection-mafia-canned-under-aliases = players go by their aliases in this game: name them in a speech instead
rejection-mafia-nominate-living = nominate a living player
rejection-mafia-already-nominated = they are already nominated
rejection-mafia-no-such-canned = canned messages are numbered 0 to 16
rejection-mafia-canned-needs-subject = messages 5 to 16 need a player as subject
rejection-mafia-canned-takes-no-subject = messages 0 to 4 take no subject
rejection-mafia-canned-no-seat = there is no seat { $number }

rejection-wumpus-turn = it is { $name }'s turn; wait for yours
rejection-wumpus-nobodys-turn = it is nobody's turn; wait for yours
rejection-wumpus-holding-bow = you already hold a bow
rejection-wumpus-no-bow-here = there is no bow in this room
rejection-wumpus-holding-pebble = you already hold a pebble
rejection-wumpus-no-pebble-here = there is no pebble in this room
rejection-wumpus-no-bow = you hold no bow
rejection-wumpus-no-pebble = you hold no pebble
rejection-wumpus-no-arrow = your bow has no arrow yet; it gets one at the start of your next turn
rejection-wumpus-exits = this room has exits 1 to { $count }

rejection-zombie-host-ends-turn = only the host ends a turn early; otherwise it ends at its deadline
rejection-zombie-already-asked = you have already asked them this turn; wait for their accept
rejection-zombie-antidote-for-yourself = the antidote is for yourself in this game
rejection-zombie-themself = a player cannot interact with themself
rejection-zombie-already-met = you have already interacted with them this turn; choose someone else
rejection-no-chat = this game has no private chat
rejection-nobody-listens = nobody else is in your room yet; your words went nowhere
rejection-mafia-team-chat-at-night = the mafia speak to each other only at night; your words went nowhere
rejection-mafia-team-chat-off = this table's rules turn the mafia's night chat off; your words went nowhere
rejection-mafia-no-chat-room = only the mafia at night and the players out of the game have a private chat; your words went nowhere
rejection-no-spectators = this table's rules do not allow spectators
rejection-playing-not-watching = you have a seat in this game: living players play, they do not watch
rejection-dead-already-watch = you are out of this game and already get what spectators get
rejection-already-watching = you are already watching this game
