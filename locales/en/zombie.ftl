# en: the Zombie Game: what the judge tells the players.

## Role names (the end's role list) and teams.
zombie-role-human = a human
zombie-role-zombie = a zombie
zombie-team-humans = the humans
zombie-team-zombies = the zombies

## The turn's question.
zombie-prompt = Your move: touch a player (each at most once a turn), use your antidote, or wait for the turn to end.

## A player's condition, shown only at the end.
zombie-condition-human = human
zombie-condition-zombie = zombie
zombie-condition-infected = temporarily infected (since turn { $since })
zombie-condition-turned = permanently infected

## The deal, told privately.
zombie-role-card-human = You are a human. Each turn, interact with other players: two humans both score 1. Beware: zombies infect the humans they touch, and nobody is ever told whether they are infected. You have one antidote.
zombie-role-card-zombie = You are a zombie. Each turn, interact with other players: you score 1 for every human you infect. You have one antidote too (it does nothing on a zombie).

## Public announcements.
zombie-opening = There are { $humans ->
        [one] { $humans } human
       *[other] { $humans } humans
    } and { $zombies ->
        [one] { $zombies } zombie
       *[other] { $zombies } zombies
    }. The game lasts at most { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }.
# $unit is `minutes` or `seconds`; $count how many.
zombie-turn-begins = Turn { $turn } begins: interact with other players in private, each at most once this turn. The turn ends in { $unit ->
        [minutes] { $count ->
            [one] { $count } minute
           *[other] { $count } minutes
        }
       *[seconds] { $count ->
            [one] { $count } second
           *[other] { $count } seconds
        }
    } or when the host ends it.
# $top_human and $top_zombie are a score or `none`.
zombie-turn-ended = End of turn { $turn }: { $humans ->
        [one] { $humans } human
       *[other] { $humans } humans
    } and { $zombies ->
        [one] { $zombies } zombie
       *[other] { $zombies } zombies
    } (the infected count as zombies). Highest score: humans { $top_human ->
        [none] none
       *[other] { $top_human }
    }, zombies { $top_zombie ->
        [none] none
       *[other] { $top_zombie }
    }.

## Interactions, told privately; never whether anyone is infected.
zombie-you-interacted = You interacted with { $name }.
zombie-interacted-with-you = { $name } interacted with you.
zombie-request-sent = You asked { $name } to interact; it happens if they accept before the turn ends.
zombie-request-received = { $name } wants to interact with you: accept or decline before the turn ends; if you do neither, nothing happens.
zombie-you-declined = You declined { $name }'s request: no interaction.
zombie-request-declined = { $name } declined your request: no interaction.
zombie-request-expired = { $name } did not accept before the turn ended: no interaction.
zombie-antidote-used = You used your antidote.
zombie-antidote-given = You gave your antidote to { $name }; it is used.
zombie-antidote-received = { $name } applied their antidote to you.

## The end: the winners, the ranking, everyone's final state.
zombie-ended-zombies-win =
    Nobody is human any more: the zombies win!
    Ranking of the zombies and the permanently infected:
zombie-ended-survivor =
    { $name-you ->
        [yes] You are the only human left and win!
       *[no] { $name } is the only human left and wins!
    }
    Ranking:
zombie-ended-humans-win =
    The last turn is over and humans are left: the humans win!
    Ranking of the humans:
zombie-ranking-nobody = (nobody)
# $condition is one of the zombie-condition-… texts.
zombie-ranking-line = { $rank }. { $name }: { $condition }, score { $score }
zombie-reveal = Everyone's final state:
# $role is `human` or `zombie`; $antidote `used` or `unused`.
zombie-reveal-line = { $name }: dealt { $role ->
        [human] a human
       *[zombie] a zombie
    }, now { $condition }, score { $score }, antidote { $antidote ->
        [used] used
       *[unused] unused
    }

## Choices (buttons).
zombie-choice-touch = Interact with { $name }
zombie-choice-accept = Accept { $name }'s interaction
zombie-choice-decline = Decline { $name }'s interaction
zombie-choice-antidote = Use your antidote
zombie-choice-give-antidote = Give your antidote to { $name }
zombie-choice-end-turn = End the turn now (host)

## The options, as `/zombie rules` shows them. $on is `on` or `off`.
zombie-rules = The Zombie Game: each turn, interact privately with other players; an interaction with a zombie infects, three turns infected makes a zombie, an antidote cures. Nobody is told whether they are infected.
zombie-rules-players = players: { $min } to { $max }
zombie-rules-zombies = zombies: { $count } dealt at random, secretly
zombie-rules-turns = turns: { $count } (the humans win if they last)
zombie-rules-turn = turn: { $secs } s (the host may end it sooner)
zombie-rules-handshake = handshake consent: { $on ->
        [on] on
       *[off] off
    } (on: the other player must accept an interaction)
zombie-rules-gift = antidote gift: { $on ->
        [on] on
       *[off] off
    } (on: an antidote may be given to another player)

## The command-line judge's script mode (`narrator zombie`).
zombie-script-drawn = Zombies drawn from config.yml with seed { $seed } (tell each player privately):
zombie-script-setup = Set-up (tell each player privately):
zombie-script-role = { $name }: { $role ->
        [human] human
       *[zombie] zombie
    }
zombie-script-unfinished = The script ends during turn { $turn }: the game is not over yet.
