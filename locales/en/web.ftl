# The web pages (narrator-web) and the chat's words about them.

## The chat: /WORD config web, and links to the pages.
web-config-usage = Usage: { $command } on (pages at a secret address), { $command } public NAME (pages at a name of your choice), or { $command } off.
web-config-off = This group's web pages are off: their addresses show nothing now.
web-config-secret = This group's web pages are on, at an address only those who have it can open: { $address }
web-config-public = This group's web pages are on, at a public address: { $address }
web-config-name-taken = Another group already has that name. Choose another.
web-config-name-malformed = A public name is 3 to 40 of the letters a-z, the digits 0-9 and "-".
web-link = On the web: { $url }

## Every page.
web-lang-self = English
web-footer = Pages of narrator, the game master for Mafia, Zombie and Hunt the Twisted Wumpus.

## The home page.
web-home-title = Games played with narrator
web-totals-finished = { $count ->
    [one] { $count } game played to the end
   *[other] { $count } games played to the end
}
web-totals-running = { $count ->
    [one] { $count } game being played or waiting for players
   *[other] { $count } games being played or waiting for players
}
web-totals-players = { $count ->
    [one] { $count } player
   *[other] { $count } players
}
web-home-now = Being played now
web-home-now-none = No game is being played in a group with public pages right now.
web-home-modes = How each mode's games ended (the winning side)
web-mode = { $game }, { $preset }
web-home-groups = Groups with public pages
web-balance-title = Balance of the modes: real games beside computer games
web-balance-explain = The win rate of the { $side }: in computer games, measured when the mode was made; in real games once a mode has { $games } finished games, beside the computer games' rate at the same table sizes.
web-balance-mode = Mode
web-balance-players = Players
web-balance-simulated = Computer games
web-balance-games = Real games
web-balance-real = Real win rate
web-balance-same-sizes = Computer games at the same sizes
web-balance-range = { $min }–{ $max }
web-balance-by-size = { $first }% with { $min }, { $last }% with { $max }

## A group's page.
web-group-title = Group { $name }
web-group-terminal = Games at the terminal
web-board-title = Leaderboard
web-filter-game = Game:
web-filter-preset = Preset:
web-filter-period = Period:
web-preset = { $preset ->
    [classic] classic
    [hp] with health points
    [sport] sport
   *[any] any
}
web-period = { $period ->
    [week] last 7 days
    [month] last 30 days
   *[all] all time
}
web-board-min = Players with at least { $min } finished games, by win rate, then games played, then rating.
web-board-empty = No finished games to rank yet for this choice.
web-col-rank = Rank
web-col-name = Player
web-col-wins = Won
web-col-games = Games
web-col-rate = Win rate
web-col-rating = Rating
web-col-what = Role or side
web-group-running = Being played now
web-group-running-none = No game is being played here right now.
web-group-recent = Recent games
web-group-recent-none = No game has been played to the end here yet.
web-group-settings = Settings for new games

## A game's page.
web-game-line = Game { $id }: { $game }
web-game-title = Game { $id }: { $game }
web-game-running = This game is being played (opened { $when }). Below is what its group has seen so far; the roles, private results and seed are shown once it has ended.
web-game-ended = Ended { $when }.
web-game-players = Players
web-game-replay = Replay
web-step-first = « First
web-step-prev = ‹ Previous
web-step-next = Next ›
web-step-last = Last »
web-step-of = Step { $step } of { $count }
web-step-slider = Go to step
web-step-go = Show
web-game-end = The end
web-game-so-far = What the group has seen so far
web-tally-title = Votes on day { $day }
web-tally-repeat = Votes on day { $day }, repeat { $round }
web-tally-count = { $name }: { $count ->
    [one] { $count } vote
   *[other] { $count } votes
}
web-tally-no-one = no one
web-tally-who = Who voted for whom
web-tally-voter = Voter
web-tally-choice = Voted for
web-turns-title = Turn table
web-turns-explain = What the judge announced at the end of each turn; each player's state is shown once the game has ended.
web-turns-explain-ended = What the judge announced at the end of each turn, and each player's state then (condition, score, antidote).
web-turns-none = No turn has ended yet.
web-turns-turn = Turn
web-turns-humans = Humans
web-turns-zombies = Zombies and infected
web-turns-top-human = Best human score
web-turns-top-zombie = Best zombie score
web-turns-no-score = none
# $condition is one of the zombie-condition-… texts; $antidote is `used` or `unused`.
web-turns-cell = { $condition }, score { $score }{ $antidote ->
    [used] , antidote used
   *[unused] {""}
}
web-fair-title = Fairness check
web-fair-explain = When the game began, narrator published a commitment: a SHA-256 hash of the seed and the deal. Now that the seed is revealed, your browser can hash them again and compare.
web-fair-seed = Seed:
web-fair-commitment = Commitment published at the start:
web-fair-lines = What the commitment covers
web-fair-verify = Verify
web-fair-match = The commitment matches: the deal was fixed before the game began.
web-fair-mismatch = The commitment does NOT match this seed and deal.
web-fair-unsupported = This browser cannot compute SHA-256 here (Web Crypto needs HTTPS); use narrator verify instead.
web-fair-noscript = The Verify button needs JavaScript; without it, run narrator verify with the seed above.

## A player's page.
web-player-by-role = By role
web-player-by-team = By side
web-player-rating = Rating over time
web-player-rating-none = No rated games yet.
web-player-recent = Recent games in groups with public pages
web-player-recent-none = No games in groups with public pages.
web-player-game-role = as { $role }: { $won ->
    [yes] won
   *[no] lost
}

## Pages that are not there.
web-error-not-found = Page not found
web-error-not-found-detail = There is nothing at this address, or it is not public.
web-error-bad-request = Bad request
web-error-bad-request-detail = This address cannot be read: check the part after the "?".
web-error-unavailable = Unavailable
web-error-unavailable-detail = The games' database does not answer right now. Try again in a moment.
web-error-method = Not allowed
web-error-method-detail = These pages can only be read.
web-error-home = To the home page
