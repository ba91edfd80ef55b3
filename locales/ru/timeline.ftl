# ru: каталог хроники — история законченной игры и команды, которые
# перечисляют и показывают законченные игры.
# Селекторы — постоянные коды: $kind (mafia wumpus zombie), $preset
# (classic hp sport none), $power (kill investigate protect), флаги yes/no.
# Имена не склоняются, поэтому перед ними стоит «игрок» в нужном падеже.

timeline-game = { $kind ->
        [mafia] { $preset ->
            [hp] «Мафия» с очками здоровья
            [sport] спортивная «Мафия»
           *[classic] классическая «Мафия»
        }
        [wumpus] «Охота на Вампуса»
       *[zombie] «Зомби»
    }
timeline-title = 📜 Хроника игры №{ $id } ({ $game })
timeline-no-nights = В этой игре нет ночей и дней; вот чем она закончилась.
timeline-night = 🌙 Ночь { $night }
timeline-day = ☀️ День { $day }
timeline-name-role = { $name } ({ $role })
timeline-pick = { $power ->
        [kill] • { $name }: выбор жертвы — игрок { $target }
        [investigate] • { $name }: проверка — игрок { $target }
        [block] • { $name }: блокировка — игрок { $target }
        [guard] • { $name }: охрана — игрок { $target }
        [shoot] • { $name }: выстрел — игрок { $target }
        [track] • { $name }: слежка — игрок { $target }
        [frame] • { $name }: подстава — игрок { $target }
        [clean] • { $name }: чистка — игрок { $target }
        [stab] • { $name }: нападение — игрок { $target }
        [douse] • { $name }: бензин — игрок { $target }
        [ignite] • { $name }: поджог
        [heal] • { $name }: лечебное зелье — игрок { $target }
        [poison] • { $name }: яд — игрок { $target }
        [bind] • { $name }: влюблённый — игрок { $target }
       *[protect] • { $name }: защита — игрок { $target }
    }
timeline-found = • { $name } узнаёт: игрок { $target } { $mafia ->
        [yes] — мафия
       *[no] — не мафия
    }
timeline-tested = • Проверка показала: игрок { $target } { $mafia ->
        [yes] — мафия
       *[no] — не мафия
    }
timeline-saved = 🛡 Жертву мафии, игрока { $name }, защитили, и он выжил.
timeline-killed = 💀 Этой ночью убит игрок { $name }.
timeline-quiet = Этой ночью никто не погиб.
timeline-vote = • { $name } голосует против игрока { $target }
timeline-vote-nobody = • { $name } голосует за то, чтобы никого не выгонять
timeline-lynched = ⚖️ Голосованием выгнан игрок { $name }.
timeline-no-lynch = Сегодня никто не покинул игру.
timeline-revote = Ничья между игроками { $names }; все голосовали ещё раз.
timeline-caught = 🔎 Детективы поймали игрока { $name }, и он покинул игру.
timeline-shot = • { $name } стреляет в игрока { $target }
timeline-don-check = • Дон { $name } проверяет игрока { $target }: { $sheriff ->
        [yes] это шериф
       *[no] не шериф
    }
timeline-sheriff-check = • Шериф { $name } проверяет игрока { $target }: { $black ->
        [yes] чёрный
       *[no] красный
    }
timeline-nominated = • { $name } выставляет игрока { $target }
timeline-ballot = • { $name } голосует против игрока { $target }
timeline-car-crash = Автокатастрофа: поровну голосов у игроков { $names }.
timeline-leaves = ⚖️ Игрок { $name } покидает игру по решению стола.
timeline-stays = Игроки { $names } остаются в игре.
timeline-removed-inactive = ⌛ Игрок { $name } пропустил слишком много ходов и выбыл из игры.
timeline-blocked = • Ночное действие игрока { $name } заблокировано
timeline-tracked = • { $name } видит, что игрок { $target } ходил к игроку { $visited }
timeline-tracked-nobody = • { $name } видит, что игрок { $target } никуда не ходил
timeline-cleaned = • чистильщик скрыл роль игрока { $name }
timeline-survived = 🍀 { $name } пережил нападение
timeline-joined-mafia = • { $name } перешёл к мафии
timeline-lovers = 💘 { $name } и { $target } стали влюблёнными
timeline-grief = 💔 { $name } умер от горя.
timeline-hunter-shot = 🏹 Охотник { $name } забрал с собой игрока { $target }.
timeline-mayor-revealed = 🎖️ { $name } раскрылся как мэр.
timeline-jester-won = 🃏 { $name } был шутом и победил, когда его казнили.
timeline-end = 🏁 Конец: { $winner }
timeline-roles = Роли: { $list }
timeline-seed =
    Зерно: { $seed }
    Обязательство: { $commitment }
timeline-winner = победа: { $team }
timeline-stopped = остановлена
timeline-not-played = Игра так и не началась.
timeline-part = (часть { $part } из { $count })

## Команды
timeline-history-title = 📚 Последние законченные игры в этом чате:
timeline-history-line = №{ $id } · { $game } · { $when } · { $winner }
timeline-history-hint = Отправьте /{ $command } timeline НОМЕР, чтобы посмотреть хронику.
timeline-history-empty = В этом чате ещё не закончилась ни одна игра.
timeline-running = Игра №{ $id } ещё идёт: её хроника будет показана, когда она закончится.
timeline-no-game = В этом чате нет законченной игры №{ $id }. Список — /{ $command } history.
timeline-not-number = «{ $text }» — не номер игры. Отправьте /{ $command } timeline НОМЕР, например /{ $command } timeline 12 (список — /{ $command } history).
timeline-usage = Какая игра? Отправьте /{ $command } timeline НОМЕР (список — /{ $command } history).
timeline-broken = Хронику игры №{ $id } не удаётся восстановить по её записи.
