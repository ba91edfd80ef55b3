# en: the discord adapter's own texts.

## Slash commands (Discord allows 100 characters in a description).
discord-command-game = Play { $summary } in this channel
discord-command-config = See or set this server's rules of { $summary } (Manage Server)
discord-sub-start = Open a lobby here
discord-sub-stop = End this channel's game (its host or a server manager)
discord-sub-extend = Give this channel's open lobby more time before it closes (its host, once)
discord-sub-rules = Show the rules
discord-sub-roles = The roles this server's rules deal, one line each
discord-sub-modes = The game modes, each with its players and what it is like
discord-sub-role = One role in full: its side, its night and what a check shows
discord-sub-help = What I can do
discord-sub-addbot = Seat a registered external bot in the lobby (host)
discord-sub-history = The last finished games in this channel
discord-sub-watch = Watch the running game without a seat (if the rules allow)
discord-sub-timeline = A finished game's timeline, posted in this channel
discord-option-start-preset = The rules to play (default: this server's)
discord-option-rules-preset = A preset (default: this server's rules)
discord-option-role-name = The role's name, e.g. cop or godfather
discord-option-addbot-name = The bot's registered name
discord-option-timeline-game = The game's number (see history)
discord-option-config-option = An option to set, e.g. turn_secs
discord-option-config-value = Its new value

## Replies to interactions.
discord-unknown-command = I do not know that command.
discord-done = Done.
discord-dms-closed = I cannot message you; open your direct messages from this server's members and press again.
discord-something-wrong = Something went wrong on my side; nothing changed.
discord-unreadable = I could not read that request (it did not have the shape I expect); nothing changed. Please try again.

## Select menus.
discord-choose = Choose…
discord-choose-part = Choose… ({ $part } of { $count })
discord-sub-stats = A player's statistics from finished games (yours by default)
discord-sub-top = This server's leaderboard from finished games
discord-option-stats-player = Whose statistics (default: yours)
discord-option-top-preset = Only this preset (default: all)
discord-option-top-period = week, month or all (default: all)
discord-option-top-global = Every server, not only this one
