# en: the telegram adapter's own texts.

## The command lists Telegram suggests after "/".
telegram-command-help = What I do and my commands
telegram-command-start = Say hello, or take a seat from a game's link
telegram-command-game = Play { $summary }: /{ $word } start, /{ $word } rules, /{ $word } help
telegram-command-language = Your language: /language en, ru or vi
telegram-command-link = One player on Telegram and Discord: /link, then /link CODE on the other

## Private chat.
telegram-welcome = Hello! I run Mafia, the Zombie Game and other party games in groups: add me to a group and send /mafia or /zombie there. Your roles and private choices come to you here; /help lists everything.
telegram-open-private-chat = Open a private chat with me first: { $link }
