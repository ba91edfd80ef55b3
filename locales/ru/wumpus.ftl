# ru: «Охота на Вампуса». Номера комнат называет только итог в конце игры:
# игроки слышат лишь о выходах и расстояниях.

## Роли (в списке ролей в конце игры) и команды.
wumpus-role-hunter = охотник
wumpus-team-hunters = охотники
wumpus-team-wumpus = Вампус

## Вопрос хода.
wumpus-prompt = Ваш ход в темноте: выберите одно действие.

## Объявления для всех.
wumpus-begins =
    Охота начинается в тёмной пещере из { $rooms ->
        [one] { $rooms } комнаты
       *[other] { $rooms } комнат
    }. Все охотники стоят в первой комнате, где лежат { $bows ->
        [1] волшебный лук
        [one] { $bows } волшебный лук
        [few] { $bows } волшебных лука
       *[many] { $bows } волшебных луков
    } и { $pebbles ->
        [1] камешек
        [one] { $pebbles } камешек
        [few] { $pebbles } камешка
       *[many] { $pebbles } камешков
    }. Берегитесь ям, гигантских летучих мышей и Вампуса; путь ищите только на слух.
    Порядок ходов: { $order }.
wumpus-turn = Ходит { $name }.
wumpus-timed-out = Время игрока { $name } вышло; в этот ход он ничего не сделал.
wumpus-died = { $name-you ->
        [yes] Вы погибли.
       *[no] Игрок { $name } погиб.
    }
wumpus-killed = { $name-you ->
        [yes] Вы убиваете
       *[no] { $name } убивает
    } Вампуса!
wumpus-all-dead = Все охотники погибли. Вампус победил.

## Что игрок чувствует в начале своего хода. $floor — `both`, `bows`,
## `pebbles` или `none` (что лежит здесь); $holding — `bow-arrow`, `bow`,
## `pebble` или `none`.
wumpus-senses = Вы стоите в комнате, из которой { $exits ->
        [one] ведёт { $exits } выход
        [few] ведут { $exits } выхода
       *[many] ведут { $exits } выходов
    }{ $floor ->
        [both] ; на полу вы нащупываете { $bows ->
            [1] лук
            [one] { $bows } лук
            [few] { $bows } лука
           *[many] { $bows } луков
        } и { $pebbles ->
            [1] камешек
            [one] { $pebbles } камешек
            [few] { $pebbles } камешка
           *[many] { $pebbles } камешков
        }
        [bows] ; на полу вы нащупываете { $bows ->
            [1] лук
            [one] { $bows } лук
            [few] { $bows } лука
           *[many] { $bows } луков
        }
        [pebbles] ; на полу вы нащупываете { $pebbles ->
            [1] камешек
            [one] { $pebbles } камешек
            [few] { $pebbles } камешка
           *[many] { $pebbles } камешков
        }
       *[none] {""}
    }. { $holding ->
        [bow-arrow] У вас в руках лук со стрелой.
        [bow] У вас в руках лук (стрелы пока нет).
        [pebble] У вас в руке камешек.
       *[none] Ваши руки пусты.
    }

## Ваше действие выполнено.
wumpus-done-pick-up-bow = Вы подбираете лук.
wumpus-done-drop-bow = Вы кладёте лук на пол; его стрела пропадает.
wumpus-done-pick-up-pebble = Вы подбираете камешек.
wumpus-done-drop-pebble = Вы роняете камешек.
wumpus-done-throw = Вы бросаете камешек в выход { $exit }.
wumpus-done-shoot = Вы пускаете стрелу в выход { $exit }.
wumpus-done-walk = Вы проходите через выход { $exit }.
wumpus-done-whisper = Вы шепчете.
wumpus-done-whisper-words = Вы шепчете: «{ $words }»
wumpus-done-speak = Вы говорите.
wumpus-done-speak-words = Вы говорите: «{ $words }»
wumpus-done-scream = Вы кричите.
wumpus-done-scream-words = Вы кричите: «{ $words }»

## Что происходит с вами.
wumpus-carried = Гигантская летучая мышь хватает вас, несёт сквозь темноту и бросает где-то в другом месте.
wumpus-you-died-pit = Вы падаете в бездонную яму. Вы погибли.
wumpus-you-died-wumpus = Вампус съедает вас. Вы погибли.
wumpus-you-died-arrow = Из темноты вылетает стрела и попадает в вас. Вы погибли.

## Что вы слышите и как далеко: $distance — 0 (ваша комната), 1 (соседняя
## комната) или больше переходов. $voice — `whisper`, `speech` или
## `scream`; $sound — `click`, `wushhh` или `wings`.
wumpus-heard-voice-words = { $name } { $voice ->
        [whisper] шепчет
        [speech] говорит
       *[scream] кричит
    } { $distance ->
        [0] в вашей комнате
        [1] в соседней комнате
        [one] в { $distance } переходе отсюда
       *[other] в { $distance } переходах отсюда
    }: «{ $words }»
wumpus-heard-voice = Вы слышите, как { $name } { $voice ->
        [whisper] шепчет
        [speech] говорит
       *[scream] кричит
    } { $distance ->
        [0] в вашей комнате
        [1] в соседней комнате
        [one] в { $distance } переходе отсюда
       *[other] в { $distance } переходах отсюда
    }.
wumpus-heard-sound = { $distance ->
        [0] В вашей комнате
        [1] Из соседней комнаты
        [one] В { $distance } переходе отсюда
       *[other] В { $distance } переходах отсюда
    } { $distance ->
        [1] доносится
       *[other] слышится
    } { $sound ->
        [click] щелчок
        [wushhh] «ш-ш-шух»
       *[wings] хлопанье крыльев гигантской летучей мыши
    }.

## Конец игры: вся пещера. $alive — `alive` или `dead`; $fate — `pit`,
## `wumpus`, `arrow` или `none`.
wumpus-reveal = Пещера раскрыта: ямы в комнатах { $pits }; летучие мыши в комнатах { $bats }; Вампус { $alive ->
        [alive] жив и сидит
       *[dead] лежит мёртвый
    } в комнате { $room } (его путь: { $path }).
wumpus-reveal-by-bat = (мышь) { $room }
wumpus-reveal-trail = { $name }: { $path }{ $fate ->
        [pit] , гибель в яме
        [wumpus] , гибель в пасти Вампуса
        [arrow] , гибель от стрелы
       *[none] {""}
    }

## Варианты выбора (кнопки).
wumpus-choice-pick-up-bow = Подобрать лук
wumpus-choice-drop-bow = Положить лук
wumpus-choice-pick-up-pebble = Подобрать камешек
wumpus-choice-drop-pebble = Уронить камешек
wumpus-choice-throw = Бросить камешек в выход { $exit }
wumpus-choice-shoot = Выстрелить в выход { $exit }
wumpus-choice-walk = Пройти через выход { $exit }
wumpus-choice-whisper = Шепнуть
wumpus-choice-whisper-words = Шепнуть: «{ $words }»
wumpus-choice-speak = Сказать
wumpus-choice-speak-words = Сказать: «{ $words }»
wumpus-choice-scream = Крикнуть
wumpus-choice-scream-words = Крикнуть: «{ $words }»

## Настройки, как их показывает `/wumpus rules`.
wumpus-rules = «Охота на Вампуса»: исследуйте тёмную пещеру по пронумерованным выходам, по одному действию за ход. Прислушивайтесь к Вампусу, обходите ямы, шепчите, говорите или кричите другим охотникам и подстрелите Вампуса из лука, чтобы победить. Падение в яму или встреча с Вампусом означает конец охоты.
wumpus-rules-hunters = охотников: от 1 до { $max }
wumpus-rules-cave = пещера: { $count ->
        [one] { $count } комната
        [few] { $count } комнаты
       *[many] { $count } комнат
    }
wumpus-rules-pits = ям: { $count }
wumpus-rules-bats = гигантских летучих мышей: { $count }
wumpus-rules-bows = луков в первой комнате: { $count }
wumpus-rules-pebbles = камешков в первой комнате: { $count }
wumpus-rules-turn = длительность хода: { $secs } с

## Подпись к картинке пещеры (narrator-pictures не рисует слов; хост
## публикует этот текст рядом с ней). $colour — код цвета пути.
wumpus-picture-legend = Круги — комнаты, линии — переходы; зелёное кольцо — первая комната. Чёрные круги — ямы, фиолетовые ромбы — летучие мыши, красный круг — Вампус (перечёркнутый, если он мёртв; его блуждания — красный пунктир). Путь каждого игрока — линия его цвета (пунктир там, где игрока несла летучая мышь); на конце — точка, если игрок жив, или крестик, если он погиб. Маленькие коричневые чёрточки — луки, серые точки — камешки, оставшиеся в пещере.
wumpus-picture-paths = Пути: { $paths }.
wumpus-picture-path = { $name } — { $colour ->
        [blue] синий
        [orange] оранжевый
        [green] зелёный
        [magenta] пурпурный
       *[teal] бирюзовый
    }
