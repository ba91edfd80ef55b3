# ru: the rejection catalogue. Фразы начинаются со строчной буквы и
# заканчиваются без точки: их оборачивают фронт и протокол ботов.

rejection-game-over = эта игра окончена; начните новую
rejection-seat-taken-over = ваше место занял компьютерный игрок, потому что вы пропустили слишком много ходов, а в этой игре место не возвращают (afk_return выключен)
rejection-already-extended = лобби уже продлевали один раз; начните игру или дайте лобби закрыться
rejection-not-a-player = { $target ->
        [seat] на месте { $number } никто не играет
       *[player] { $name } не участвует в этой игре
    }
rejection-dead-actor = { $name }, вы выбыли из игры: выбывшие не могут действовать, голосовать и говорить
rejection-wrong-phase = сейчас нельзя { $act }: идёт этап «{ $phase }»; { $allowed }
rejection-not-your-turn = нельзя { $act }: { $reason }
rejection-invalid-target = нельзя выбрать { $target ->
        [seat] место { $number }
        [exit] выход { $number }
        [message] сообщение { $number }
        [no-one] вариант «ни за кого»
        [yourself] себя
        [seat-number] номер места
       *[player] игрока { $name }
    }: { $reason }
rejection-already-used = { $what ->
        [antidote] ваш антидот уже использован в этой игре
        [shot-tonight] вы уже выстрелили этой ночью
        [vote] вы уже проголосовали
        [yes-or-no] вы уже ответили «да» или «нет»
        [check-tonight] вы уже сделали проверку этой ночью
       *[self-save] доктор уже спасал себя в этой игре
    }
rejection-not-started = игра ещё не началась; подождите, пока ведущий её запустит
rejection-already-started = игра уже началась; команды лобби больше не действуют
rejection-already-joined = { $name } уже в лобби
rejection-not-in-lobby = { $name } нет в лобби
rejection-lobby-full = лобби заполнено (не больше { $max } { $max ->
        [one] игрока
       *[other] игроков
    })
rejection-not-host = только ведущий ({ $host }) может { $act }
rejection-wrong-player-count = { $game ->
        [classic] для классической мафии
        [hp] для мафии с очками здоровья
        [sport] для спортивной мафии
        [wumpus] для «Охоты на Коварного Вампуса»
       *[zombie] для игры в зомби
    } нужно от { $need } до { $max } { $max ->
        [one] игрока
       *[other] игроков
    }; в лобби { $count } { $count ->
        [one] игрок
        [few] игрока
       *[many] игроков
    }
rejection-invalid-rules = правила этого стола недопустимы: { $reason }
rejection-stale-choice = эта кнопка от прошлого вопроса, хода или этапа; она больше не действует
rejection-nothing-to-choose = сейчас вам нечего выбирать
rejection-no-such-choice = такого варианта нет (всего { $count } { $count ->
        [one] вариант
        [few] варианта
       *[many] вариантов
    })
rejection-no-request = { $code ->
        [decline] нельзя отклонить запрос игрока { $name }
       *[accept] нельзя принять запрос игрока { $name }
    }: этот игрок не предлагал вам взаимодействие в этом ходу
rejection-wrong-game = это действие из другой игры; за этим столом играют в { $game ->
        [mafia] мафию
        [wumpus] «Вампуса»
       *[zombie] зомби
    }
rejection-no-words = { $code ->
        [whisper] нечего шептать
        [scream] нечего кричать
       *[speak] нечего сказать
    }: пришлите слова, от 1 до { $limit } { $limit ->
        [one] символа
       *[other] символов
    }
rejection-too-many-words = текст слишком длинный, чтобы { $act }: { $count } { $count ->
        [one] символ
        [few] символа
       *[many] символов
    }, а можно не больше { $limit }

# Что пытались сделать, после «нельзя».
rejection-act = { $act ->
        [ready] сообщить о готовности
        [kill] выбирать жертву
        [investigate] проверять игроков
        [protect] защищать игроков
        [vote] голосовать
        [speak] говорить
        [nominate] выставлять кандидатуру
        [pass] передать слово
        [agree] отвечать «да» или «нет»
        [shoot] стрелять
        [check] проверять игрока
        [test] проверять игрока
        [heal] лечить игрока
        [pick-up-bow] поднять лук
        [drop-bow] положить лук
        [pick-up-pebble] поднять камешек
        [drop-pebble] положить камешек
        [throw] бросить камешек
        [walk] идти
        [whisper] шептать
        [scream] кричать
        [interact] взаимодействовать
        [accept] принять запрос
        [decline] отклонить запрос
        [antidote] использовать антидот
        [give-antidote] отдать свой антидот
        [end-turn] завершить ход
        [fill] заполнить лобби компьютерными игроками
        [start] начать игру
        [chat] писать в закрытый чат
        [watch] наблюдать за игрой
        [extend] продлить лобби
        [block] блокировать игроков
        [use-power] использовать ночную способность
        [reveal] раскрыться
       *[stop] остановить игру
    }

# Этап игры, в кавычках после «идёт этап».
rejection-phase = { $phase ->
        [day-zero] день 0
        [night] ночь { $n }
        [day] день { $n }
        [secret] тайные ходы раунда { $n }
        [round-vote] голосование раунда { $n }
        [intro] ночь 0, знакомство
        [speeches] речи дня { $n }
        [crash-speeches] речи после автокатастрофы, день { $n }
        [ballot] голосование по кандидатурам, день { $n }
        [confirm] подтверждающее голосование, день { $n }
        [shooting] стрельба, ночь { $n }
        [checks] проверки, ночь { $n }
        [last-shot] последний выстрел охотника
       *[over] конец игры
    }

# Причины и то, что можно вместо: части фразы после двоеточия или точки
# с запятой.
rejection-no-such-seat = такого места нет; места пронумерованы от 1 до { $count }
rejection-no-computers = правила этого стола не допускают компьютерных игроков

rejection-mafia-sport-only = это действие из спортивной мафии
rejection-mafia-talk-at-dawn = общий разговор продолжится на рассвете
rejection-mafia-ready-on-day-zero = готовности ждут только в день 0
rejection-mafia-powers-at-night = ночные способности применяются ночью
rejection-mafia-no-vote-on-day-zero = в день 0 голосования нет; первое голосование — в день 1
rejection-mafia-votes-by-day = голосуют днём
rejection-mafia-talk-during-vote = общий разговор идёт во время голосования
rejection-mafia-no-day-zero = в режиме hp нет дня 0, к которому нужно готовиться
rejection-mafia-powers-before-vote = способности применяются до голосования
rejection-mafia-votes-after-secrets = голосуют после тайных ходов раунда
rejection-mafia-nominate-in-speeches = кандидатуры выставляют во время речей
rejection-mafia-pass-in-speech = слово передаёт выступающий, чтобы закончить речь; дон передаёт слово в ночь 0
rejection-mafia-ballot-after-speeches = за выставленных голосуют после речей
rejection-mafia-agree-in-confirmation = «да» или «нет» отвечают в подтверждающем голосовании
rejection-mafia-shoot-at-night = чёрные стреляют ночью
rejection-mafia-checks-after-shooting = проверки проходят после стрельбы
rejection-mafia-sport-actions = в спортивной мафии есть речи, выставления, голосование по кандидатурам, выстрелы и проверки
rejection-mafia-talk-in-speech = игроки говорят во время своей речи
rejection-mafia-only-mafia-kill = жертву ночью выбирает только мафия
rejection-mafia-only-cop = проверяет только комиссар
rejection-mafia-only-doctor = защищает только доктор
rejection-mafia-only-blockers = блокирует только эскорт или любовница мафии, и не самих себя
rejection-mafia-not-your-power = { $power ->
        [guard] охраняет только телохранитель
        [shoot] ночью стреляет только мститель
        [track] следит за игроками только следопыт
        [frame] подставляет только фальсификатор
        [clean] заметает следы только чистильщик
        [stab] в одиночку убивает только маньяк
        [douse] обливает бензином только поджигатель
        [ignite] поджигает только поджигатель
        [heal] лечит зельем только ведьма
        [poison] травит только ведьма
        [bind] влюблённых связывает только купидон
       *[other] этой способностью пользуется только её владелец
    }
rejection-mafia-no-uses-left = вы уже использовали эту способность столько раз, сколько позволяют правила
rejection-mafia-nothing-to-skip = пропустить ночь может только игрок, чьи ночные способности необязательны
rejection-mafia-guard-others = телохранитель охраняет другого живого игрока
rejection-mafia-not-on-yourself = выберите другого живого игрока
rejection-mafia-already-doused = этот игрок уже облит; облейте другого или подожгите
rejection-mafia-ignite-all = поджог выбирается кнопкой «поджечь всех облитых», а не на игрока
rejection-mafia-only-mayor-reveals = раскрыться может только мэр, и только один раз
rejection-mafia-reveal-by-day = мэр раскрывается днём
rejection-mafia-hunter-aiming = игра ждёт последнего выстрела охотника
rejection-mafia-shoot-the-living = охотник стреляет в живого игрока
rejection-mafia-blocked-last-night = этого игрока вы блокировали прошлой ночью; сегодня выберите другого
rejection-mafia-only-holders = { $team ->
        [mafia] это может только мафия
        [detectives] это могут только детективы
        [blockers] это могут только эскорт и любовница мафии
       *[healers] это могут только лекари
    }
rejection-mafia-only-don-and-sheriff = проверяют только дон и шериф
rejection-mafia-only-black-shoots = стреляют только чёрные
rejection-mafia-only-current-speaker = говорит только выступающий; дождитесь своей речи
rejection-mafia-only-don-on-night-zero = в ночь 0 говорит только дон, и только для чёрных
rejection-mafia-empty-line = реплика пустая; скажите что-нибудь
rejection-mafia-long-line = в реплике может быть не больше { $limit } { $limit ->
        [one] символа
       *[other] символов
    }; разбейте её на части
rejection-mafia-only-speaker-nominates = выставляет только выступающий, во время своей речи
rejection-mafia-crash-no-nominations = в речах после автокатастрофы не выставляют
rejection-mafia-one-nomination = каждый выступающий выставляет не больше одного игрока
rejection-mafia-no-vote-for-no-one = в этой игре нельзя голосовать ни за кого; голосуйте за живого игрока
rejection-mafia-in-mafia = этот игрок из мафии; выберите живого игрока не из мафии
rejection-mafia-own-role = свою роль вы и так знаете; проверьте кого-нибудь другого
rejection-mafia-out-of-game = этот игрок выбыл; выберите живого игрока
rejection-mafia-test-outsiders = детективы проверяют только игроков не из своей команды
rejection-mafia-no-such-alias = за вашим столом никого так не зовут; возьмите имя из своего списка мест
rejection-mafia-aliases-only = в этой игре у игроков псевдонимы; возьмите имя из своего списка мест
rejection-mafia-check-another = проверьте другого живого игрока
rejection-mafia-shoot-outsiders = стреляйте в живого игрока не из чёрной команды
rejection-mafia-vote-for-nominee = голосуйте за одного из выставленных
rejection-mafia-canned-under-aliases = в этой игре у игроков псевдонимы: назовите их в своей речи
rejection-mafia-nominate-living = выставьте живого игрока
rejection-mafia-already-nominated = этот игрок уже выставлен
rejection-mafia-no-such-canned = готовые сообщения пронумерованы от 0 до 16
rejection-mafia-canned-needs-subject = сообщениям с 5 по 16 нужен игрок, о котором речь
rejection-mafia-canned-takes-no-subject = сообщения с 0 по 4 не называют игрока
rejection-mafia-canned-no-seat = места { $number } нет

rejection-wumpus-turn = сейчас ходит { $name }; дождитесь своего хода
rejection-wumpus-nobodys-turn = сейчас ничей ход; дождитесь своего
rejection-wumpus-holding-bow = у вас уже есть лук
rejection-wumpus-no-bow-here = в этой комнате нет лука
rejection-wumpus-holding-pebble = у вас уже есть камешек
rejection-wumpus-no-pebble-here = в этой комнате нет камешка
rejection-wumpus-no-bow = у вас нет лука
rejection-wumpus-no-pebble = у вас нет камешка
rejection-wumpus-no-arrow = в вашем луке ещё нет стрелы; она появится в начале вашего следующего хода
rejection-wumpus-exits = выходы из этой комнаты — с 1 по { $count }

rejection-zombie-host-ends-turn = досрочно завершить ход может только ведущий; иначе ход закончится, когда выйдет время
rejection-zombie-already-asked = вы уже отправили этому игроку запрос в этом ходу; дождитесь, пока он примет его
rejection-zombie-antidote-for-yourself = в этой игре антидот можно применить только к себе
rejection-zombie-themself = нельзя взаимодействовать с самим собой
rejection-zombie-already-met = вы уже взаимодействовали с этим игроком в этом ходу; выберите кого-нибудь другого
rejection-no-chat = в этой игре нет закрытого чата
rejection-nobody-listens = в вашей комнате пока больше никого нет; ваши слова никто не услышал
rejection-mafia-team-chat-at-night = мафия переговаривается только ночью; ваши слова никто не услышал
rejection-mafia-team-chat-off = правила этого стола отключили ночной чат мафии; ваши слова никто не услышал
rejection-mafia-no-chat-room = закрытый чат есть только у мафии по ночам и у выбывших игроков; ваши слова никто не услышал
rejection-no-spectators = правила этого стола не допускают зрителей
rejection-playing-not-watching = у вас есть место в этой игре: живые игроки играют, а не наблюдают
rejection-dead-already-watch = вы выбыли из этой игры и уже получаете всё, что видят зрители
rejection-already-watching = вы уже наблюдаете за этой игрой
