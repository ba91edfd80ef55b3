# en: the engine catalogue: what every game shares (the lobby, the start,
# the end).

engine-seat = seat { $number }
engine-joined = { $name-you ->
        [yes] You
       *[no] { $name }
    } joined the game ({ $count } { $count ->
        [one] player
       *[other] players
    }; { $min } to { $max } can play).
engine-left = { $name-you ->
        [yes] You
       *[no] { $name }
    } left the game ({ $count } { $count ->
        [one] player
       *[other] players
    }).
engine-new-host = { $name-you ->
        [yes] You are
       *[no] { $name } is
    } now the host.
engine-filled = Computer players took the empty seats: { $names }.
engine-title = { $game ->
        [classic] classic mafia
        [hp] hp mafia
        [sport] sport mafia
        [wumpus] Hunt the Twisted Wumpus
       *[zombie] zombie game
    }
engine-kind = { $kind ->
        [mafia] Mafia
        [wumpus] Twisted Wumpus
       *[zombie] Zombie
    }
engine-started =
    The { $game } game begins with { $count } { $count ->
        [one] player
       *[other] players
    }: { $names }.
    Roles are dealt privately. Fair-deal commitment (SHA-256 of the seed and the deal, checkable with `narrator verify` when the seed is revealed at the end): { $commitment }
engine-stopped = { $name-you ->
        [yes] You
       *[no] { $name }
    } stopped the game.
engine-lobby-closed = Everyone left; the lobby is closed.
engine-lobby-timed-out = { $minutes ->
        [one] Nobody started the game within a minute; the lobby is closed.
       *[other] Nobody started the game within { $minutes } minutes; the lobby is closed.
    }
engine-lobby-extended = { $minutes ->
        [one] The host gave the lobby one more minute.
       *[other] The host gave the lobby { $minutes } more minutes.
    }

# Inactive players.
engine-afk-warning = You let a deadline pass without acting. { $action ->
       *[replace] { $left ->
            [one] If you miss the next one too, a computer player will take your seat.
           *[other] If you miss { $left } more in a row, a computer player will take your seat.
        }
        [remove] { $left ->
            [one] If you miss the next one too, you will be removed from the game.
           *[other] If you miss { $left } more in a row, you will be removed from the game.
        }
        [none] Nothing happens this time.
    }
engine-afk-replaced = { $name-you ->
        [yes] You were inactive; a computer player plays your seat now.
       *[no] { $name } was inactive; a computer player plays their seat now.
    }
engine-afk-back = { $name-you ->
        [yes] You are back and play your own seat again.
       *[no] { $name } is back and plays their own seat again.
    }

# The end: a head line, every role, the seed and the commitment.
engine-over-winners = Game over: { $names-you ->
        [yes] you win
       *[no] { $names } { $count ->
            [one] wins
           *[other] win
        }
    }!
engine-over-team = Game over: { $team } wins!
engine-over-team-plural = Game over: { $team } win!
engine-over-stopped = Game over: the game was stopped.
engine-over-role = { $name-you ->
        [yes] You were
       *[no] { $name } was
    } { $role }
engine-over =
    { $head }
    Roles:
    { $roles }
    Seed: { $seed }
    Commitment: { $commitment }

## Refused settings: what an option allows.
engine-invalid-option = { $option } = { $value } is not allowed: { $allowed }
engine-ruleset-unreadable = this is not a valid ruleset: { $detail }
engine-allowed-range = { $lo } to { $hi }
engine-allowed-percent = { $lo } to { $hi } percent
engine-allowed-seconds = { $lo } to { $hi } { $hi ->
        [one] second
       *[other] seconds
    }
engine-allowed-seats = { $preset } needs { $lo } to { $hi } { $hi ->
        [one] player
       *[other] players
    }
engine-allowed-at-least = at least { $option } ({ $value })
engine-allowed-up-to = { $lo } to { $option } ({ $value })
engine-allowed-mostly-human = { $lo } to { $hi } (most players must be human)
engine-allowed-one-of = one of { $items }
engine-allowed-preset-allows = { $preset } allows { $items }
engine-allowed-no-pseudonyms = { $preset } has no pseudonyms (only sport does); only false
engine-allowed-only-english = only "en" for now
engine-allowed-whole-number = a whole number in the option's range
engine-allowed-only-classic = { $preset } deals its own fixed cards; only classic deals a list of roles
engine-allowed-needs-one-of = a list with at least one of { $items }
engine-watching = { $roles ->
    [yes] 👁 You are watching this game: the public news and the dead's room come to you here, and every role is shown to you. Nothing you write here reaches a living player.
   *[no] 👁 You are watching this game: the public news and the dead's room come to you here. Nothing you write here reaches a living player.
}
engine-watcher-said = 👁 { $name } (watching) to the dead: { $text }
engine-roles =
    👁 Every role, for the dead and the spectators only:
    { $roles }
