# en: Hunt the Twisted Wumpus. Nothing here names a room except the end's
# reveal: players hear of exits and distances only.

## Role names (the end's role list) and teams.
wumpus-role-hunter = a hunter
wumpus-team-hunters = the hunters
wumpus-team-wumpus = the Wumpus

## The turn's question.
wumpus-prompt = Your turn in the dark: choose one action.

## Public announcements.
wumpus-begins =
    The hunt begins in a dark cave of { $rooms } { $rooms ->
        [one] room
       *[other] rooms
    }. Every hunter stands in the first room, where { $bows ->
        [one] a magical bow
       *[other] { $bows } magical bows
    } and { $pebbles ->
        [one] a pebble
       *[other] { $pebbles } pebbles
    } lie. Beware of pits, giant bats and the Wumpus; find your way by sound alone.
    Turn order: { $order }.
wumpus-turn = It is { $name }'s turn.
wumpus-timed-out = { $name }'s time ran out; they did nothing this turn.
wumpus-died = { $name-you ->
        [yes] You are
       *[no] { $name } is
    } dead.
wumpus-killed = { $name-you ->
        [yes] You
       *[no] { $name }
    } killed the Wumpus!
wumpus-all-dead = Every hunter is dead. The Wumpus wins.

## What a player senses as their turn starts. $floor is `both`, `bows`,
## `pebbles` or `none` (what lies here); $holding is `bow-arrow`, `bow`,
## `pebble` or `none`.
wumpus-senses = You stand in a room with { $exits } { $exits ->
        [one] exit
       *[other] exits
    }{ $floor ->
        [both] ; you feel { $bows ->
            [one] a bow
           *[other] { $bows } bows
        } and { $pebbles ->
            [one] a pebble
           *[other] { $pebbles } pebbles
        } on the floor
        [bows] ; you feel { $bows ->
            [one] a bow
           *[other] { $bows } bows
        } on the floor
        [pebbles] ; you feel { $pebbles ->
            [one] a pebble
           *[other] { $pebbles } pebbles
        } on the floor
       *[none] {""}
    }. { $holding ->
        [bow-arrow] You hold a bow with an arrow.
        [bow] You hold a bow (no arrow yet).
        [pebble] You hold a pebble.
       *[none] Your hands are empty.
    }

## Your own action, done.
wumpus-done-pick-up-bow = You pick up a bow.
wumpus-done-drop-bow = You drop the bow; its arrow is lost.
wumpus-done-pick-up-pebble = You pick up a pebble.
wumpus-done-drop-pebble = You drop the pebble.
wumpus-done-throw = You throw the pebble through exit { $exit }.
wumpus-done-shoot = You shoot an arrow through exit { $exit }.
wumpus-done-walk = You walk through exit { $exit }.
wumpus-done-whisper = You whisper.
wumpus-done-whisper-words = You whisper: '{ $words }'
wumpus-done-speak = You speak.
wumpus-done-speak-words = You speak: '{ $words }'
wumpus-done-scream = You scream.
wumpus-done-scream-words = You scream: '{ $words }'

## What happens to you.
wumpus-carried = A giant bat grabs you, flies through the dark and drops you somewhere else.
wumpus-you-died-pit = You fall into a bottomless pit. You are dead.
wumpus-you-died-wumpus = The Wumpus eats you. You are dead.
wumpus-you-died-arrow = An arrow flies out of the dark and hits you. You are dead.

## What you hear, and how far away: $distance is 0 (your room), 1 (a
## neighbouring room) or more passages. $voice is `whisper`, `speech` or
## `scream`; $sound `click`, `wushhh` or `wings`.
wumpus-heard-voice-words = { $name } { $voice ->
        [whisper] whispers
        [speech] speaks
       *[scream] screams
    } { $distance ->
        [0] in your room
        [1] from a neighbouring room
       *[other] from { $distance } passages away
    }: '{ $words }'
wumpus-heard-voice = You hear { $name } { $voice ->
        [whisper] whisper
        [speech] speak
       *[scream] scream
    } { $distance ->
        [0] in your room
        [1] from a neighbouring room
       *[other] from { $distance } passages away
    }.
wumpus-heard-sound = You hear { $sound ->
        [click] a click
        [wushhh] a "wushhh"
       *[wings] the wings of a giant bat
    } { $distance ->
        [0] in your room
        [1] from a neighbouring room
       *[other] from { $distance } passages away
    }.

## The end: the whole cave. $alive is `alive` or `dead`; $fate is `pit`,
## `wumpus`, `arrow` or `none`.
wumpus-reveal = The cave revealed: pits in rooms { $pits }; bats in rooms { $bats }; the Wumpus { $alive ->
        [alive] lives
       *[dead] lies dead
    } in room { $room } (it went { $path }).
wumpus-reveal-by-bat = (bat) { $room }
wumpus-reveal-trail = { $name }: { $path }{ $fate ->
        [pit] , fell into a pit
        [wumpus] , eaten by the Wumpus
        [arrow] , shot
       *[none] {""}
    }

## Choices (buttons).
wumpus-choice-pick-up-bow = Pick up a bow
wumpus-choice-drop-bow = Drop the bow
wumpus-choice-pick-up-pebble = Pick up a pebble
wumpus-choice-drop-pebble = Drop the pebble
wumpus-choice-throw = Throw the pebble through exit { $exit }
wumpus-choice-shoot = Shoot through exit { $exit }
wumpus-choice-walk = Walk through exit { $exit }
wumpus-choice-whisper = Whisper
wumpus-choice-whisper-words = Whisper: '{ $words }'
wumpus-choice-speak = Speak
wumpus-choice-speak-words = Speak: '{ $words }'
wumpus-choice-scream = Scream
wumpus-choice-scream-words = Scream: '{ $words }'

## The options, as `/wumpus rules` shows them.
wumpus-rules = Hunt the Twisted Wumpus: explore a dark cave by its numbered exits, one move a turn. Listen for the Wumpus, avoid the pits, whisper, speak or scream to the others, and shoot the Wumpus with a bow to win. Falling into a pit or meeting the Wumpus ends your hunt.
wumpus-rules-hunters = hunters: 1 to { $max }
wumpus-rules-cave = cave: { $count } { $count ->
        [one] room
       *[other] rooms
    }
wumpus-rules-pits = pits: { $count }
wumpus-rules-bats = giant bats: { $count }
wumpus-rules-bows = bows in the start room: { $count }
wumpus-rules-pebbles = pebbles in the start room: { $count }
wumpus-rules-turn = turn: { $secs } s

## The cave picture's caption (narrator-pictures draws no words; hosts post
## this beside it). $colour is a path colour's stable name.
wumpus-picture-legend = Circles are rooms, lines passages; the green ring is the start room. Black discs are pits, purple diamonds bats, the red disc the Wumpus (crossed when dead; its wanderings dashed red). Each player's path is a line in their colour (dashed where a bat carried them), ending in a dot if they live or a cross if they died. Small brown bars are bows, grey dots pebbles left in the cave.
wumpus-picture-paths = Paths: { $paths }.
wumpus-picture-path = { $name } { $colour ->
        [blue] blue
        [orange] orange
        [green] green
        [magenta] magenta
       *[teal] teal
    }
