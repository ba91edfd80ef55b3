# ru: игра «Зомби» — что ведущий говорит игрокам.

## Роли (в списке ролей в конце игры) и команды.
zombie-role-human = человек
zombie-role-zombie = зомби
zombie-team-humans = люди
zombie-team-zombies = зомби

## Вопрос хода.
zombie-prompt = Ваш ход: вступите в контакт с игроком (с каждым — не больше одного раза за ход), примените противоядие или дождитесь конца хода.

## Состояние игрока; его показывают только в конце игры.
zombie-condition-human = человек
zombie-condition-zombie = зомби
zombie-condition-infected = временное заражение (с хода { $since })
zombie-condition-turned = необратимое заражение

## Роль, которую сообщают лично.
zombie-role-card-human = Вы — человек. Каждый ход вступайте в контакт с другими игроками: когда встречаются два человека, каждый получает 1 очко. Осторожно: зомби заражают людей, с которыми вступают в контакт, и никто никогда не узнаёт, заражён ли он сам. У вас есть одно противоядие.
zombie-role-card-zombie = Вы — зомби. Каждый ход вступайте в контакт с другими игроками: за каждого заражённого вами человека вы получаете 1 очко. Противоядие есть и у вас (на зомби оно не действует).

## Объявления для всех.
zombie-opening = В игре { $humans ->
        [one] { $humans } человек
        [few] { $humans } человека
       *[many] { $humans } человек
    } и { $zombies } зомби. Игра продлится максимум { $turns ->
        [one] { $turns } ход
        [few] { $turns } хода
       *[many] { $turns } ходов
    }.
# $unit — `minutes` или `seconds`, $count — сколько.
zombie-turn-begins = Начинается ход { $turn }: вступайте в контакт с другими игроками в личных сообщениях, с каждым — не больше одного раза за этот ход. Ход закончится через { $unit ->
        [minutes] { $count ->
            [one] { $count } минуту
            [few] { $count } минуты
           *[many] { $count } минут
        }
       *[seconds] { $count ->
            [one] { $count } секунду
            [few] { $count } секунды
           *[many] { $count } секунд
        }
    } или раньше, если его завершит ведущий.
# $top_human и $top_zombie — счёт или `none`.
zombie-turn-ended = Конец хода { $turn }: { $humans ->
        [one] { $humans } человек
        [few] { $humans } человека
       *[many] { $humans } человек
    } и { $zombies } зомби (заражённые считаются зомби). Лучший счёт: у людей — { $top_human ->
        [none] нет
       *[other] { $top_human }
    }, у зомби — { $top_zombie ->
        [none] нет
       *[other] { $top_zombie }
    }.

## Контакты, о которых сообщают лично; никогда — заражён ли кто-то.
zombie-you-interacted = Вы вступили в контакт с игроком { $name }.
zombie-interacted-with-you = С вами вступил в контакт игрок { $name }.
zombie-request-sent = Вы предложили контакт игроку { $name }; он состоится, если игрок согласится до конца хода.
zombie-request-received = Игрок { $name } предлагает вам контакт: примите или отклоните предложение до конца хода; если не сделаете ни того ни другого, ничего не произойдёт.
zombie-you-declined = Вы отклонили предложение игрока { $name }: контакта не было.
zombie-request-declined = Игрок { $name } отклонил ваше предложение: контакта не было.
zombie-request-expired = Игрок { $name } не согласился до конца хода: контакта не было.
zombie-antidote-used = Вы применили противоядие.
zombie-antidote-given = Вы отдали своё противоядие игроку { $name }; оно израсходовано.
zombie-antidote-received = Игрок { $name } применил к вам своё противоядие.

## Конец игры: победители, рейтинг, итоговое состояние каждого.
zombie-ended-zombies-win =
    Людей не осталось: победили зомби!
    Рейтинг зомби и необратимо заражённых:
zombie-ended-survivor =
    { $name-you ->
        [yes] Вы остались единственным человеком и побеждаете!
       *[no] Игрок { $name } остался единственным человеком и побеждает!
    }
    Рейтинг:
zombie-ended-humans-win =
    Последний ход окончен, а люди ещё остались: победили люди!
    Рейтинг людей:
zombie-ranking-nobody = (никого)
# $condition — один из текстов zombie-condition-….
zombie-ranking-line = { $rank }. { $name }: { $condition }, счёт { $score }
zombie-reveal = Итоговое состояние всех игроков:
# $role — `human` или `zombie`; $antidote — `used` или `unused`.
zombie-reveal-line = { $name }: роль — { $role ->
        [human] человек
       *[zombie] зомби
    }, в итоге — { $condition }, счёт { $score }, противоядие { $antidote ->
        [used] использовано
       *[unused] не использовано
    }

## Варианты выбора (кнопки).
zombie-choice-touch = Контакт с игроком { $name }
zombie-choice-accept = Принять контакт с игроком { $name }
zombie-choice-decline = Отклонить контакт с игроком { $name }
zombie-choice-antidote = Применить противоядие
zombie-choice-give-antidote = Отдать противоядие игроку { $name }
zombie-choice-end-turn = Завершить ход сейчас (ведущий)

## Настройки, как их показывает `/zombie rules`. $on — `on` или `off`.
zombie-rules = Игра «Зомби»: каждый ход игроки тайно вступают в контакт друг с другом; контакт с зомби заражает, через три хода заражённый сам становится зомби, противоядие лечит. Никто не знает, заражён ли он.
zombie-rules-players = игроков: от { $min } до { $max }
zombie-rules-zombies = зомби: { $count } (роли раздаются случайно и тайно)
zombie-rules-turns = ходов: { $count } (люди побеждают, если продержатся до конца)
zombie-rules-turn = длительность хода: { $secs } с (ведущий может завершить ход раньше)
zombie-rules-handshake = согласие на контакт: { $on ->
        [on] вкл.
       *[off] выкл.
    } (вкл.: другой игрок должен принять контакт)
zombie-rules-gift = передача противоядия: { $on ->
        [on] вкл.
       *[off] выкл.
    } (вкл.: противоядие можно отдать другому игроку)

## Режим сценария для ведущего в командной строке (`narrator zombie`).
zombie-script-drawn = Зомби выбраны по config.yml с зерном { $seed } (сообщите каждому игроку лично):
zombie-script-setup = Расстановка (сообщите каждому игроку лично):
zombie-script-role = { $name }: { $role ->
        [human] человек
       *[zombie] зомби
    }
zombie-script-unfinished = Сценарий кончается на ходу { $turn }: игра ещё не окончена.
