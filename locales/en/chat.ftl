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
private-help =
    I am a game master for { $games }. Add me to a group and send { $start } there (or another game's command); players take a seat with the lobby's Join button.

    { $helps }

    Here, in private, I send you your role, your actions and the questions only you answer, with buttons to choose. When a game gives you the floor (a sport speech, the don's kill order, a voice in the Wumpus cave), write your words here and I pass them on. /start says hello; a game's invitation link seats you in it.
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
players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}

## Buttons.
button-join = Join
button-leave = Leave
button-start = Start
button-fill = Fill with computer players
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
language-set = Set language = { $lang }. I speak { $name } in this group now.
language-name = English
