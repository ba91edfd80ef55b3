# The chat front's own texts (the games' messages come from their own
# catalogues). Arguments: names, counts and commands; never built text.

## What each game is, for the help.
summary-mafia = Mafia (presets classic, sport and hp)
summary-zombie = the Zombie Game (shake hands, spread or cure the infection)
summary-wumpus = Hunt the Twisted Wumpus (1 to 5 hunters in a dark cave)

## Help and usage.
help = { $summary }. Commands: { $commands }
usage-config = { $config } (to see) or { $config } OPTION VALUE (to set)
usage-addbot = { $addbot } NAME (a bot an admin registered)
usage-role = { $role } NAME (a role's name, such as cop; { $roles } lists the roles of these rules)
roles-more = One role in full: { $role } NAME
private-help =
    I am a game master for { $games }. Add me to a group and send { $start } there (or another game's command); players take a seat with the lobby's Join button.

    { $helps }

    Here, in private, I send you your role, your actions and the questions only you answer, with buttons to choose. When a game gives you the floor (a sport speech, the don's kill order, a voice in the Wumpus cave), write your words here and I pass them on. /start says hello; a game's invitation link seats you in it. /language chooses the language I write to you in; /link joins your Telegram and Discord accounts into one player for /stats and /top.
unknown-command = I do not know { $typed }. Send /help to see what I do and my commands.
no-such-game = There is no such game; the link may be mistyped. Ask in the group for a new one, or start a game there (send /help here for the commands).

## The lobby.
lobby =
    { $title }: a new game is open ({ $min } to { $max ->
        [one] { $max } player
       *[other] { $max } players
    }).
    Seated ({ $count }): { $names }

    Press Join to take a seat; the host presses Start. Your role and your choices come to you in a private chat with me.
lobby-nobody = nobody yet
lobby-closed = { $title }: the game has begun with { $names }.
lobby-expired = { $title }: this lobby closed before anyone started the game.
# A lobby opened from a mode: its name and what it deals at the number
# seated ($players); $sides lists lobby-mode-side and lobby-mode-drawn.
lobby-mode = Mode { $mode }, at { $players } { $players ->
        [one] player
       *[other] players
    }: { $sides }.
lobby-mode-side = { $side }: { $count }
lobby-mode-drawn = drawn from a pool: { $count }
lobby-mode-roles = Roles: { $roles }.
lobby-mode-role = { $count ->
    [1] { $role }
   *[other] { $role } ×{ $count }
}
lobby-mode-pool = { $count ->
    [1] one of { $roles }
   *[other] { $count } of { $roles }
}
players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}

## Buttons.
button-join = Join
button-leave = Leave
button-start = Start
button-fill = Fill with computer players
button-extend = ⏳ More time
button-watch = 👁 Watch
button-inbox = Show my role and private messages

## A question answered in the group, with its tally.
tally-none = No votes yet.
tally-head = Tally:
tally-line = { $choice }: { $count } ({ $voters })
tally-closed = (Closed.)

## Private messages the platform would not deliver.
held = { $name }: I cannot message you privately (your direct messages are closed), so your role and choices wait here, for your eyes only: press the button.
held-private-chat = { $name }: I cannot message you privately, so your role and choices are waiting for you: open a private chat with me and press Start, and I will send them there at once.
held-private-chat-link = { $name }: I cannot message you privately, so your role and choices are waiting for you: open a private chat with me ({ $link }) and press Start, and I will send them there at once.

## Deadlines.
reminder = { $secs ->
    [one] { $secs } second left
   *[other] { $secs } seconds left
} in this phase. Whoever has not chosen yet: choose now.

## Settings.
language-set = Set language = { $lang }. I speak English in this group now.
language-name = English

## Replies to commands and presses.
sorry = Something went wrong on my side; nothing changed.
sorry-retry = Something went wrong on my side; nothing changed. Please try again.
sorry-try-again = Something went wrong on my side; try again.
in-group = { $command } works in a group: add me to a group and send it there.
bad-command = I do not understand `{ $typed }`. Use: { $usage }
no-bots = { $command } has no external bots. Use: { $usage }
no-roles = { $command } has no roles to describe. Use: { $usage }
no-modes = { $command } has no modes. Use: { $usage }
modes-head = The modes (start one with { $start }):
# After the modes: the presets with flows of their own ($presets a list).
modes-presets = Beside the modes, presets with rules of their own: { $presets } ({ $start })
mode-line = • { $name } ({ $min }–{ $max } players): { $description }
# A mode's balance under its line in `/WORD modes`; $side is the side the
# rates are of (Mafia: the village), $min and $max table sizes.
mode-simulated = win rate of { $side } in computer games: { $first }% with { $min } { $min ->
        [one] player
       *[other] players
    }, { $last }% with { $max }
mode-real = real games ({ $games }): { $real }%; computer games at the same sizes: { $simulated }%
mode-real-alone = real games ({ $games }): win rate of { $side } { $real }%
roles-balance-warning = ⚠️ The list is set, but computer games find it lopsided (wins in { $games } { $games ->
        [one] game
       *[other] games
    } at each size): { $figures }. A fair list keeps each side between { $low }% and { $high }%.
roles-balance-size = { $players } players: { $village-side } { $village }%, { $mafia-side } { $mafia }%
role-unknown = there is no role “{ $typed }”; the roles are: { $known }
command-failed = { $command }: { $reason }.
command-failed-unchanged = { $command }: { $reason }. Nothing changed.
command-refused = { $command }: { $reason }
no-game-to-stop = There is no game here to stop.
no-lobby-to-extend = There is no open lobby here to extend.
admins-only = Only this group's admins can see or change its settings.
config-shown =
    This group's rules (change one with { $config } OPTION VALUE):
    { $rules }
config-set =
    Set { $option } = { $value }. New games here use:
    { $rules }
game-running = A game is already running here (game { $game }). Finish it, or its host or an admin can end it with { $stop }.
no-seat = The lobby is open, but you have no seat: { $reason }
seated = You have a seat. Your role will come here, in private.
left-table = You left the table.
game-begins = The game begins.
table-full = The table already has the { $seats } { $seats ->
        [one] player
       *[other] players
    } it can fill to; the host can press Start.
computers-sat = Computer players sat down.
not-playing = You are not playing in this game.
not-playing-unchanged = You are not playing in this game; nothing changed.
nothing-held = Nothing private for you yet.
refused = { $reason }. Nothing changed.
wrong-chat = That button does not belong in this chat; nothing changed.
relayed = Passed on to the game; its messages will show how it went.
game-over = That game is over; nothing changed.
foreign-button = This button is not one I made (or it is from an older version); nothing changed.
other-chat-lobby = That lobby belongs to another chat; nothing changed.
already-chose = You already chose { $choice }.
chose = You chose { $choice }.
write-words-now = { $choice }: now write me your words here, in our private chat; they are said as soon as they arrive.
said = Said.
turn-over-unsaid = That turn is over, so nothing was said; choose again on your new turn.
write-words = Write the words you want to say; nothing was sent.
nothing-to-say = You have nothing to say in a game right now. Commands work in a group: send /help to see them.

## A person's own language.
language-current = You read games in { language-name } ({ $lang }). Change it with /language en, /language ru or /language vi; a game you are already in keeps its language.
language-chosen = From now on I write to you in English in every game you join ({ $lang }).
language-unknown = /language: there is no language “{ $typed }”. Choose en (English), ru (русский) or vi (tiếng Việt); nothing changed.
no-such-language = there is no language `{ $typed }`; the languages are en, ru and vi

## Refused settings.
settings-unknown = there is no option `{ $option }`; the options are: { $known }
settings-wrong-kind = { $option } takes { $kind }, not `{ $value }`
settings-kind-number = a whole number
settings-kind-switch = on or off
settings-kind-roles = a list of roles and counts such as `mafioso:2,cop:1,doctor:1` (the other seats are villagers), or `off` for the preset's counts
settings-unknown-preset = there is no preset `{ $name }`; the presets are { $known }
settings-no-presets = none (set options with config)
settings-unreadable = the stored settings do not read: { $detail }
no-game-to-watch = There is no running game here to watch.
lobby-extended = ⏳ The lobby stays open longer.
watching = 👁 You are watching the game now; the news and the dead's room come to you in our private chat.

## /mafia addbot: seating an external bot (after "/mafia addbot: ").
addbot-no-lobby = there is no open lobby here; open one with /mafia start.
addbot-none-registered = none is registered yet (an admin registers one with `narrator arena register NAME DIR`)
addbot-registered = the registered ones are: { $names }
addbot-unknown = no external bot named `{ $name }` is registered on this server; { $known }.
addbot-started = the game has already started; bots take seats in the lobby, before the start.
addbot-classic-only = external bots play the classic preset only (their protocol's rules); open a classic lobby with /mafia start classic.
addbot-host-only = only the lobby's host ({ $host }) can seat a bot.
addbot-full = the table is full ({ $max } { $max ->
        [one] player
       *[other] players
    } at most).
addbot-folder-unusable = the registered folder of `{ $name }` cannot be used now: { $error }.
addbot-copy-failed = cannot copy `{ $name }`'s folder for this game; nothing changed.
addbot-seated = { $name } (bot) takes a seat.
addbot-refused = { $reason }.
