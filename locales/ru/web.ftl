# Веб-страницы (narrator-web) и слова чата о них.

## Чат: /WORD config web и ссылки на страницы.
web-config-usage = Как включить: { $command } on (страницы по секретному адресу), { $command } public ИМЯ (страницы по выбранному вами имени) или { $command } off.
web-config-off = Веб-страницы этой группы выключены: по их адресам теперь ничего нет.
web-config-secret = Веб-страницы этой группы включены; открыть их может только тот, у кого есть адрес: { $address }
web-config-public = Веб-страницы этой группы включены по публичному адресу: { $address }
web-config-name-taken = Это имя уже занято другой группой. Выберите другое.
web-config-name-malformed = Публичное имя — от 3 до 40 символов: латинские буквы a-z, цифры 0-9 и «-».
web-link = В интернете: { $url }

## Все страницы.
web-lang-self = Русский
web-footer = Страницы narrator — ведущего для «Мафии», «Зомби» и «Охоты на Вампуса».

## Главная.
web-home-title = Игры с narrator
web-totals-finished = { $count ->
    [one] { $count } игра сыграна до конца
    [few] { $count } игры сыграны до конца
   *[many] { $count } игр сыграно до конца
}
web-totals-running = { $count ->
    [one] { $count } игра идёт или ждёт игроков
    [few] { $count } игры идут или ждут игроков
   *[many] { $count } игр идёт или ждёт игроков
}
web-totals-players = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[many] { $count } игроков
}
web-home-now = Идут сейчас
web-home-now-none = Сейчас ни в одной группе с публичными страницами игра не идёт.
web-home-modes = Чем кончались игры каждого режима (победившая сторона)
web-mode = { $game }, { $preset }
web-home-groups = Группы с публичными страницами
web-balance-title = Баланс режимов: настоящие игры рядом с играми компьютеров
web-balance-explain = Доля побед (сторона: { $side }): в играх компьютеров — измеренная при создании режима; в настоящих играх — когда в режиме закончено { $games } игр, рядом с долей игр компьютеров при тех же размерах стола.
web-balance-mode = Режим
web-balance-players = Игроков
web-balance-simulated = Игры компьютеров
web-balance-games = Настоящих игр
web-balance-real = Доля побед в настоящих играх
web-balance-same-sizes = Игры компьютеров при тех же размерах
web-balance-range = { $min }–{ $max }
web-balance-by-size = { $first }% при { $min } чел., { $last }% при { $max } чел.

## Страница группы.
web-group-title = Группа { $name }
web-group-terminal = Игры в терминале
web-board-title = Рейтинг игроков
web-filter-game = Игра:
web-filter-preset = Вариант:
web-filter-period = Период:
web-preset = { $preset ->
    [classic] классический
    [hp] с очками здоровья
    [sport] спортивный
   *[any] любой
}
web-period = { $period ->
    [week] последние 7 дней
    [month] последние 30 дней
   *[all] за всё время
}
web-board-min = Игроки, сыгравшие до конца не меньше { $min } игр, по доле побед, затем по числу игр, затем по рейтингу.
web-board-empty = Для этого выбора пока нет законченных игр.
web-col-rank = Место
web-col-name = Игрок
web-col-wins = Побед
web-col-games = Игр
web-col-rate = Доля побед
web-col-rating = Рейтинг
web-col-what = Роль или сторона
web-group-running = Идут сейчас
web-group-running-none = Сейчас здесь игра не идёт.
web-group-recent = Последние игры
web-group-recent-none = Здесь ещё ни одна игра не доиграна до конца.
web-group-settings = Настройки новых игр

## Страница игры.
web-game-line = Игра { $id }: { $game }
web-game-title = Игра { $id }: { $game }
web-game-running = Эта игра идёт (открыта { $when }). Ниже — то, что группа уже видела; роли, тайные итоги и зерно будут показаны, когда она закончится.
web-game-ended = Закончилась { $when }.
web-game-players = Игроки
web-game-replay = Повтор
web-step-first = « В начало
web-step-prev = ‹ Назад
web-step-next = Дальше ›
web-step-last = В конец »
web-step-of = Шаг { $step } из { $count }
web-step-slider = Перейти к шагу
web-step-go = Показать
web-game-end = Конец
web-game-so-far = Что группа уже видела
web-tally-title = Голосование, день { $day }
web-tally-repeat = Голосование, день { $day }, повтор { $round }
web-tally-count = { $name }: { $count ->
    [one] { $count } голос
    [few] { $count } голоса
   *[many] { $count } голосов
}
web-tally-no-one = никто
web-tally-who = Кто за кого голосовал
web-tally-voter = Кто голосовал
web-tally-choice = За кого
web-turns-title = Таблица ходов
web-turns-explain = Что судья объявлял в конце каждого хода; состояние каждого игрока будет показано, когда игра закончится.
web-turns-explain-ended = Что судья объявлял в конце каждого хода, и состояние каждого игрока тогда (кто он, очки, противоядие).
web-turns-none = Ни один ход ещё не закончился.
web-turns-turn = Ход
web-turns-humans = Люди
web-turns-zombies = Зомби и заражённые
web-turns-top-human = Лучший счёт людей
web-turns-top-zombie = Лучший счёт зомби
web-turns-no-score = нет
web-turns-cell = { $condition }, очки: { $score }{ $antidote ->
    [used] , противоядие использовано
   *[unused] {""}
}
web-fair-title = Проверка честности
web-fair-explain = Когда игра началась, narrator опубликовал обязательство: хеш SHA-256 от зерна и раздачи. Теперь зерно раскрыто, и ваш браузер может посчитать хеш заново и сравнить.
web-fair-seed = Зерно:
web-fair-commitment = Обязательство, опубликованное в начале:
web-fair-lines = Что покрывает обязательство
web-fair-verify = Проверить
web-fair-match = Обязательство совпадает: раздача была определена до начала игры.
web-fair-mismatch = Обязательство НЕ совпадает с этим зерном и раздачей.
web-fair-unsupported = Этот браузер не может посчитать SHA-256 здесь (Web Crypto требует HTTPS); воспользуйтесь командой narrator verify.
web-fair-noscript = Кнопке «Проверить» нужен JavaScript; без него запустите narrator verify с зерном выше.

## Страница игрока.
web-player-by-role = По ролям
web-player-by-team = По сторонам
web-player-rating = Рейтинг со временем
web-player-rating-none = Пока нет игр с рейтингом.
web-player-recent = Последние игры в группах с публичными страницами
web-player-recent-none = Нет игр в группах с публичными страницами.
web-player-game-role = роль: { $role }, { $won ->
    [yes] победа
   *[no] поражение
}

## Страниц нет.
web-error-not-found = Страница не найдена
web-error-not-found-detail = По этому адресу ничего нет, или это не публично.
web-error-bad-request = Неверный запрос
web-error-bad-request-detail = Этот адрес не удаётся прочитать: проверьте часть после «?».
web-error-unavailable = Недоступно
web-error-unavailable-detail = База игр сейчас не отвечает. Попробуйте чуть позже.
web-error-method = Не разрешено
web-error-method-detail = Эти страницы можно только читать.
web-error-home = На главную
