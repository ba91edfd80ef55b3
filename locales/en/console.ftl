# en: the console catalogue: terminal play's own lines (the games'
# messages come from their own areas).

## Labels on private messages in an all-computer game (a space follows).
console-to = [to { $name }]
console-to-mafia = [to the mafia]

## Under a question.
console-type-number = Type a number (or `help`).
console-type-number-or-voice = Type a number, or `whisper`, `speak` or `scream` followed by your words (or `help`).
console-out-of-game = You are out of the game; the others play on.
console-waiting = Nothing to choose right now; waiting for the others.

## `help`: each line is indented by two spaces; keep the columns lined up.
console-help-title = Commands:
console-help-number = NUMBER            answer the question shown
console-help-say = say ID [SEAT] [to SEAT]   say a canned line (seats from 1):
console-help-speak-sport = speak TEXT        sport: say TEXT in your speech (or, as the don on night 0, send the kill order)
console-help-touch = touch NAME        interact with a player, or accept their request (names ignore case; a unique start is enough)
console-help-decline = decline NAME      decline a player's request to interact (handshake consent)
console-help-antidote = antidote          use your antidote
console-help-end = end               end the turn now (the host only)
console-help-whisper = whisper TEXT      whisper TEXT to whoever shares your room
console-help-speak = speak TEXT        say TEXT, heard here and next door (the Wumpus hears it too)
console-help-scream = scream TEXT       scream TEXT, heard everywhere (the Wumpus too)
# Indented under the three voices.
console-help-wordless = (without TEXT: a wordless whisper, sound or scream)
console-help-show = show              show the question again
console-help-quit = quit              leave; the game is saved for `narrator play --resume`

## What was typed cannot be read. $typed is the text as typed.
console-unknown = Unknown command "{ $typed }": type a choice's number, `say ID [SEAT]`, `speak TEXT`, `show`, `help` or `quit`.
console-unknown-wumpus = Unknown command "{ $typed }": type a choice's number, `whisper TEXT`, `speak TEXT`, `scream TEXT`, `show`, `help` or `quit`.
console-speak-usage = Use `speak TEXT`: what you say in your speech (sport).
console-nothing-to-choose = There is nothing to choose right now; type `help` for the commands.
console-no-such-choice = There is no choice { $typed }: type a number from { $min } to { $max }.
console-say-usage = Use `say ID` for ids 0-4, `say ID SEAT` for ids 5-16 (seats from 1), optionally followed by `to SEAT`.
console-not-a-seat = "{ $typed }" is not a seat number. { console-say-usage }
console-not-an-id = "{ $typed }" is not a message id. { console-say-usage }
console-no-such-seat = There is no seat { $typed }: seats are { $min } to { $max }.
console-zombie-usage = Use `touch NAME`, `decline NAME`, `antidote` or `end`.
console-nobody-called = Nobody is called "{ $typed }"; the players are { $names }.
# $names: the names that fit, joined by console-or.
console-could-be = "{ $typed }" could be { $names }; type more of the name.
console-or = or
console-no-such-player = There is no such seat.
console-refused = Refused: { $reason }.

## The game, around play.
# The name you play under.
console-you = You
console-resuming = Resuming game { $id }.
console-saved = Game { $id } is saved. Continue it with `narrator play --resume`.
console-not-started = That game had not started yet; start a new one with `narrator play mafia`.

## The Wumpus cave's picture, saved next to the player.
console-picture-saved = A picture of the cave is in { $path }.
console-picture-legend = Circles are rooms, lines passages; the green ring is the start room. Black discs are pits, purple diamonds bats, the red disc the Wumpus (crossed when dead; its wanderings dashed red). Each player's path is a line in their colour (dashed where a bat carried them), ending in a dot if they live or a cross if they died. Small brown bars are bows, grey dots pebbles left in the cave.
# $names: each player with the colour of their path (console-path-colour), joined by ", ".
console-picture-paths = Paths: { $names }.
console-path-colour = { $name } { $colour ->
    [blue] blue
    [orange] orange
    [green] green
    [magenta] magenta
    [teal] teal
   *[other] { $colour }
}
console-picture-failed = Could not draw the cave into { $path }: { $error }

## Errors starting or continuing a game.
console-wrong-players = { $title } needs { $min } to { $max } { $max ->
        [one] player
       *[other] players
    }, not { $count }
console-unknown-role = unknown role "{ $typed }"; { $title } with { $count } { $count ->
        [one] player
       *[other] players
    } deals: { $names }
console-seed-role = with this seed your seat is not { $typed }; drop --seed or --role
console-cannot-deal = could not deal that role; try again
console-nothing-to-resume = there is no unfinished terminal game to resume; start one with `narrator play mafia`
console-which-game = say which game to play (`narrator play mafia`, `narrator play wumpus`, `narrator play zombie`) or use --resume
console-map-not-wumpus = --map is for the wumpus game
console-no-zombies = a zombie game needs at least 1 zombie
console-no-turns = a zombie game needs at least 1 turn
console-turn-secs-zero = --turn-secs must be at least 1
console-turn-secs-game = --turn-secs is for the wumpus and zombie games
console-rules-only-mafia = rulesets are for mafia; { $title } has its own options on `narrator play`
console-roles-only-mafia = only mafia explains its roles here; { $title } deals its own, described by `narrator play --help`

## `narrator history` and `narrator timeline`.
console-history-title = 📚 The last finished games at { $place }:
console-history-hint = `narrator timeline NUMBER` shows one.
console-history-empty = No game has finished at { $place } yet (terminal games are at console; give a chat with --place).
console-timeline-no-game = There is no game #{ $id } in this database; `narrator history` lists the finished ones.

# `narrator stats --mode M`: a mode's balance by table size.
# `narrator modes`: under each mode, the village's win rate in computer
# games per table size ($sizes: "6: 52, 7: 60, …").
console-modes-balance = village win % in computer games by players: { $sizes }
console-mode-head = { $name } ({ $min }–{ $max } players): { $description }
console-mode-size = { $players } { $players ->
        [one] player
       *[other] players
    }: { $games } real { $games ->
        [one] game
       *[other] games
    }, { $side } won { $real }; computer games { $simulated }
console-mode-percent = { $percent }%
console-mode-none = —
console-mode-too-few = { $games } real { $games ->
        [one] game
       *[other] games
    } so far; the real win rate is set beside the computer games' from { $min }.
console-mode-unknown = There is no mode “{ $name }”; the modes are: { $known }
