# ru: the telegram adapter's own texts.

## Список команд, который Telegram подсказывает после «/».
telegram-command-help = Что я умею и мои команды
telegram-command-start = Поздороваться или сесть за стол по ссылке из игры
telegram-command-game = Играть: { $summary } — /{ $word } start, /{ $word } rules, /{ $word } help
telegram-command-language = Ваш язык: /language en, ru или vi
telegram-command-link = Один игрок в Telegram и Discord: /link, затем /link КОД на другой платформе

## Личный чат.
telegram-welcome = Привет! Я веду мафию, «Зомби» и другие игры для компании в группах: добавьте меня в группу и отправьте там /mafia или /zombie. Ваши роли и тайные ходы приходят сюда; /help — всё, что я умею.
telegram-open-private-chat = Сначала откройте личный чат со мной: { $link }
