# ru: the engine catalogue: общее для всех игр (лобби, начало, конец).

engine-seat = место { $number }
engine-joined = { $name-you ->
        [yes] Вы присоединяетесь
       *[no] { $name } присоединяется
    } к игре (сейчас { $count } { $count ->
        [one] игрок
        [few] игрока
       *[many] игроков
    }; играть могут от { $min } до { $max }).
engine-left = { $name-you ->
        [yes] Вы выходите
       *[no] { $name } выходит
    } из игры (теперь { $count } { $count ->
        [one] игрок
        [few] игрока
       *[many] игроков
    }).
engine-new-host = Теперь ведущий — { $name-you ->
        [yes] вы
       *[no] { $name }
    }.
engine-filled = Свободные места заняли компьютерные игроки: { $names }.
engine-title = { $game ->
        [classic] Классическая мафия
        [hp] Мафия с очками здоровья
        [sport] Спортивная мафия
        [wumpus] Охота на Коварного Вампуса
       *[zombie] Игра в зомби
    }
engine-kind = { $kind ->
        [mafia] Мафия
        [wumpus] Коварный Вампус
       *[zombie] Зомби
    }
engine-started =
    { $kind ->
        [mafia] Начинается игра в мафию.
        [wumpus] Начинается игра «{ $game }».
       *[zombie] Начинается игра в зомби.
    } Игроков: { $count } — { $names }.
    Роли розданы тайно. Обязательство честной раздачи (SHA-256 от зерна и раздачи; его можно проверить командой `narrator verify`, когда зерно раскроют в конце игры): { $commitment }
engine-stopped = { $name-you ->
        [yes] Вы останавливаете
       *[no] { $name } останавливает
    } игру.
engine-lobby-closed = Все ушли; лобби закрыто.
engine-lobby-timed-out = { $minutes ->
        [one] За { $minutes } минуту игру так никто и не начал; лобби закрыто.
        [few] За { $minutes } минуты игру так никто и не начал; лобби закрыто.
       *[other] За { $minutes } минут игру так никто и не начал; лобби закрыто.
    }
engine-lobby-extended = { $minutes ->
        [one] Ведущий продлил лобби ещё на { $minutes } минуту.
        [few] Ведущий продлил лобби ещё на { $minutes } минуты.
       *[other] Ведущий продлил лобби ещё на { $minutes } минут.
    }

# Неактивные игроки.
engine-afk-warning = Время вышло, а вы так и не сделали ход. { $action ->
       *[replace] { $left ->
            [one] Если пропустите и следующий, ваше место займёт компьютерный игрок.
            [few] Если пропустите ещё { $left } хода подряд, ваше место займёт компьютерный игрок.
            [many] Если пропустите ещё { $left } ходов подряд, ваше место займёт компьютерный игрок.
           *[other] Если пропустите ещё { $left } хода подряд, ваше место займёт компьютерный игрок.
        }
        [remove] { $left ->
            [one] Если пропустите и следующий, вы выбудете из игры.
            [few] Если пропустите ещё { $left } хода подряд, вы выбудете из игры.
            [many] Если пропустите ещё { $left } ходов подряд, вы выбудете из игры.
           *[other] Если пропустите ещё { $left } хода подряд, вы выбудете из игры.
        }
        [none] На этот раз ничего не случится.
    }
engine-afk-replaced = { $name-you ->
        [yes] Вы не отвечаете, поэтому дальше за вас играет компьютер.
       *[no] Игрок { $name } не отвечает, поэтому дальше за него играет компьютер.
    }
engine-afk-back = { $name-you ->
        [yes] Вы вернулись и снова играете сами.
       *[no] Игрок { $name } вернулся и снова играет сам.
    }

# Конец игры: заголовок, все роли, зерно и обязательство.
engine-over-winners = Игра окончена! { $names-you ->
        [yes] Вы победили
       *[no] { $count ->
            [one] Побеждает
           *[other] Побеждают
        } { $names }
    }!
engine-over-team = Игра окончена! Победа: { $team }.
engine-over-team-plural = Игра окончена! Победа: { $team }.
engine-over-stopped = Игра окончена: её остановили.
engine-over-role = { $name-you ->
        [yes] Вы
       *[no] { $name }
    } — { $role }
engine-over =
    { $head }
    Роли:
    { $roles }
    Зерно: { $seed }
    Обязательство: { $commitment }

## Отклонённые настройки: что можно задать.
engine-invalid-option = { $option } = { $value } задать нельзя: { $allowed }
engine-ruleset-unreadable = это не набор правил: { $detail }
engine-allowed-range = от { $lo } до { $hi }
engine-allowed-percent = от { $lo } до { $hi } процентов
engine-allowed-seconds = от { $lo } до { $hi } { $hi ->
    [one] секунды
   *[other] секунд
}
engine-allowed-seats = для { $preset } нужно от { $lo } до { $hi } { $hi ->
    [one] игрока
   *[other] игроков
}
engine-allowed-at-least = не меньше { $option } ({ $value })
engine-allowed-up-to = от { $lo } до { $option } ({ $value })
engine-allowed-mostly-human = от { $lo } до { $hi } (большинство игроков должны быть людьми)
engine-allowed-one-of = одно из: { $items }
engine-allowed-preset-allows = в { $preset } можно: { $items }
engine-allowed-no-pseudonyms = в { $preset } нет псевдонимов (они есть только в sport); только false
engine-allowed-only-english = только "en": язык игры задаёт группа (/mafia config language)
engine-allowed-whole-number = целое число из допустимого диапазона
engine-allowed-only-classic = { $preset } раздаёт свои постоянные карты; список ролей задаётся только в classic
engine-allowed-needs-one-of = список, в котором есть хотя бы одно из: { $items }
engine-watching = { $roles ->
    [yes] 👁 Вы наблюдаете за игрой: новости стола и чат выбывших будут приходить сюда, и вам видны все роли. Ничто из написанного здесь не дойдёт до живых игроков.
   *[no] 👁 Вы наблюдаете за игрой: новости стола и чат выбывших будут приходить сюда. Ничто из написанного здесь не дойдёт до живых игроков.
}
engine-watcher-said = 👁 { $name } (зритель) пишет выбывшим: «{ $text }»
engine-roles =
    👁 Все роли — только для выбывших и зрителей:
    { $roles }
