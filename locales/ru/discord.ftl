# ru: the discord adapter's own texts.

## Слеш-команды (в описании Discord допускает 100 символов).
discord-command-game = Играть в этом канале: { $summary }
discord-command-config = Посмотреть или изменить правила сервера: { $summary }
discord-sub-start = Открыть здесь лобби
discord-sub-stop = Завершить игру в этом канале (ведущий или управляющий сервером)
discord-sub-extend = Продлить открытое лобби в этом канале, пока оно не закрылось (ведущий, один раз)
discord-sub-rules = Показать правила
discord-sub-roles = Роли, которые раздают правила этого сервера, по строке на роль
discord-sub-modes = Режимы игры: для скольких игроков и чем каждый хорош
discord-sub-role = Одна роль подробно: сторона, ночь и что показывает проверка
discord-sub-help = Что я умею
discord-sub-addbot = Посадить за стол зарегистрированного внешнего бота (ведущий)
discord-sub-history = Последние законченные игры в этом канале
discord-sub-watch = Наблюдать за идущей игрой без места за столом (если правила позволяют)
discord-sub-timeline = Хроника законченной игры — в этом канале
discord-option-start-preset = Правила игры (по умолчанию — правила этого сервера)
discord-option-rules-preset = Вариант правил (по умолчанию — правила этого сервера)
discord-option-role-name = Название роли, например комиссар или cop
discord-option-addbot-name = Имя, под которым бот зарегистрирован
discord-option-timeline-game = Номер игры (см. history)
discord-option-config-option = Какой параметр изменить, например turn_secs
discord-option-config-value = Его новое значение

## Ответы на взаимодействия.
discord-unknown-command = Я не знаю такой команды.
discord-done = Готово.
discord-dms-closed = Я не могу написать вам лично: разрешите личные сообщения от участников этого сервера и нажмите ещё раз.
discord-something-wrong = У меня произошла ошибка; ничего не изменилось.
discord-unreadable = Я не смог разобрать этот запрос (он не такого вида, как я ожидаю); ничего не изменилось. Попробуйте ещё раз.

## Выпадающие списки.
discord-choose = Выберите…
discord-choose-part = Выберите… ({ $part } из { $count })
discord-sub-stats = Статистика игрока по завершённым играм (по умолчанию — ваша)
discord-sub-top = Таблица лидеров этого сервера по завершённым играм
discord-option-stats-player = Чья статистика (по умолчанию — ваша)
discord-option-top-preset = Только этот набор правил (по умолчанию — все)
discord-option-top-period = Неделя, месяц или всё время (по умолчанию — всё время)
discord-option-top-global = Все серверы, а не только этот
