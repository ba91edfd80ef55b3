# en: the timeline catalogue: the story of a finished game, and the
# commands that list and show finished games.
# Selectors take stable codes: $kind (mafia wumpus zombie), $preset
# (classic hp sport none), $power (kill investigate protect), yes/no flags.

timeline-game = { $kind ->
        [mafia] { $preset ->
            [hp] hp Mafia
            [sport] sport Mafia
           *[classic] classic Mafia
        }
        [wumpus] Twisted Wumpus
       *[zombie] Zombie Game
    }
timeline-title = 📜 Timeline of game #{ $id } ({ $game })
timeline-no-nights = This game has no nights and days to tell; here is how it ended.
timeline-night = 🌙 Night { $night }
timeline-day = ☀️ Day { $day }
timeline-name-role = { $name } ({ $role })
timeline-pick = { $power ->
        [kill] • { $name } picked { $target } to kill
        [investigate] • { $name } checked { $target }
        [block] • { $name } blocked { $target }
        [guard] • { $name } guarded { $target }
        [shoot] • { $name } shot at { $target }
        [track] • { $name } watched { $target }
        [frame] • { $name } framed { $target }
        [clean] • { $name } stood ready to clean up after { $target }
        [stab] • { $name } went after { $target }
        [douse] • { $name } doused { $target }
        [ignite] • { $name } set the fire
        [heal] • { $name } gave { $target } the healing potion
        [poison] • { $name } poisoned { $target }
        [bind] • { $name } chose { $target } as a lover
       *[protect] • { $name } protected { $target }
    }
timeline-found = • { $name } learned that { $target } { $mafia ->
        [yes] is mafia
       *[no] is not mafia
    }
timeline-tested = • The test showed that { $target } { $mafia ->
        [yes] is mafia
       *[no] is not mafia
    }
timeline-saved = 🛡 The mafia's victim, { $name }, was protected and survived.
timeline-killed = 💀 { $name } was killed in the night.
timeline-quiet = Nobody died in the night.
timeline-vote = • { $name } voted for { $target }
timeline-vote-nobody = • { $name } voted to remove nobody
timeline-lynched = ⚖️ { $name } was voted out.
timeline-no-lynch = Nobody left today.
timeline-revote = The vote tied between { $names }; everyone voted again.
timeline-caught = 🔎 { $name } was caught by the detectives and left.
timeline-shot = • { $name } shot at { $target }
timeline-don-check = • The don { $name } checked { $target }: { $sheriff ->
        [yes] the sheriff
       *[no] not the sheriff
    }
timeline-sheriff-check = • The sheriff { $name } checked { $target }: { $black ->
        [yes] black
       *[no] red
    }
timeline-nominated = • { $name } nominated { $target }
timeline-ballot = • { $name } voted for { $target }
timeline-car-crash = Car crash: { $names } were tied.
timeline-leaves = ⚖️ { $name } left the game by the table's vote.
timeline-stays = { $names } stayed in the game.
timeline-removed-inactive = ⌛ { $name } missed too many deadlines and was removed from the game.
timeline-blocked = • { $name }'s night action was blocked
timeline-tracked = • { $name } saw { $target } visit { $visited }
timeline-tracked-nobody = • { $name } saw { $target } stay home
timeline-cleaned = • the janitor hid { $name }'s role
timeline-survived = 🍀 { $name } survived an attack
timeline-joined-mafia = • { $name } joined the mafia
timeline-lovers = 💘 { $name } and { $target } became lovers
timeline-grief = 💔 { $name } died of grief.
timeline-hunter-shot = 🏹 The hunter { $name } took { $target } along.
timeline-mayor-revealed = 🎖️ { $name } revealed themself as the mayor.
timeline-jester-won = 🃏 { $name } was the jester and won by being voted out.
timeline-end = 🏁 The end: { $winner }
timeline-roles = Roles: { $list }
timeline-seed =
    Seed: { $seed }
    Commitment: { $commitment }
timeline-winner = { $team } won
timeline-stopped = stopped
timeline-not-played = The game never began.
timeline-part = (part { $part } of { $count })

## Commands
timeline-history-title = 📚 The last finished games in this chat:
timeline-history-line = #{ $id } · { $game } · { $when } · { $winner }
timeline-history-hint = Send /{ $command } timeline NUMBER to see one.
timeline-history-empty = No game has finished in this chat yet.
timeline-running = Game #{ $id } is still running: its timeline is shown when it ends.
timeline-no-game = There is no finished game #{ $id } in this chat. Send /{ $command } history to list them.
timeline-not-number = “{ $text }” is not a game number. Send /{ $command } timeline NUMBER, e.g. /{ $command } timeline 12 (/{ $command } history lists them).
timeline-usage = Which game? Send /{ $command } timeline NUMBER (/{ $command } history lists them).
timeline-broken = The timeline of game #{ $id } cannot be rebuilt from its record.
