# ru: собственные строки игры в терминале (сообщения самих игр — в их
# каталогах).

## Пометки личных сообщений в игре одних компьютеров (за ними идёт пробел).
console-to = [для { $name }]
console-to-mafia = [для мафии]

## Под вопросом.
console-type-number = Введите число (или `help`).
console-type-number-or-voice = Введите число или `whisper`, `speak` либо `scream` и после него свои слова (или `help`).
console-out-of-game = Вы выбыли из игры; остальные играют дальше.
console-waiting = Сейчас выбирать нечего; ждём остальных.

## `help`: перед каждой строкой два пробела; столбцы выровнены.
console-help-title = Команды:
console-help-number = ЧИСЛО             ответить на показанный вопрос
console-help-say = say НОМЕР [МЕСТО] [to МЕСТО]   сказать готовую фразу (места считаются с 1):
console-help-speak-sport = speak ТЕКСТ       спортивная мафия: сказать ТЕКСТ в своей речи (или, будучи доном, в ночь 0 отдать приказ на убийство)
console-help-touch = touch ИМЯ         взаимодействовать с игроком или принять его просьбу (регистр не важен; хватит однозначного начала имени)
console-help-decline = decline ИМЯ       отклонить просьбу игрока о взаимодействии (правило согласия)
console-help-antidote = antidote          использовать своё противоядие
console-help-end = end               закончить ход сейчас (только ведущий)
console-help-whisper = whisper ТЕКСТ     прошептать ТЕКСТ тем, кто с вами в одной комнате
console-help-speak = speak ТЕКСТ       сказать ТЕКСТ: слышно здесь и в соседних комнатах (Вампус тоже слышит)
console-help-scream = scream ТЕКСТ      крикнуть ТЕКСТ: слышно везде (и Вампусу тоже)
console-help-wordless = (без ТЕКСТА: шёпот, звук или крик без слов)
console-help-show = show              показать вопрос ещё раз
console-help-quit = quit              выйти; игра сохранится для `narrator play --resume`

## Введённое не удалось понять. $typed — текст, как его ввели.
console-unknown = Неизвестная команда «{ $typed }»: введите номер варианта, `say НОМЕР [МЕСТО]`, `speak ТЕКСТ`, `show`, `help` или `quit`.
console-unknown-wumpus = Неизвестная команда «{ $typed }»: введите номер варианта, `whisper ТЕКСТ`, `speak ТЕКСТ`, `scream ТЕКСТ`, `show`, `help` или `quit`.
console-speak-usage = Используйте `speak ТЕКСТ`: то, что вы говорите в своей речи (спортивная мафия).
console-nothing-to-choose = Сейчас выбирать нечего; введите `help`, чтобы увидеть команды.
console-no-such-choice = Варианта { $typed } нет: введите число от { $min } до { $max }.
console-say-usage = Используйте `say НОМЕР` для фраз 0–4 и `say НОМЕР МЕСТО` для фраз 5–16 (места считаются с 1), при желании добавив в конце `to МЕСТО`.
console-not-a-seat = «{ $typed }» — не номер места. { console-say-usage }
console-not-an-id = «{ $typed }» — не номер фразы. { console-say-usage }
console-no-such-seat = Места { $typed } нет: места с { $min } по { $max }.
console-zombie-usage = Используйте `touch ИМЯ`, `decline ИМЯ`, `antidote` или `end`.
console-nobody-called = Игрока «{ $typed }» нет; играют: { $names }.
# $names: подходящие имена через console-or.
console-could-be = «{ $typed }» — это может быть { $names }; введите имя подробнее.
console-or = или
console-no-such-player = Такого места нет.
console-refused = Отказано: { $reason }.

## Сама игра.
# Имя, под которым вы играете: существительное, ведь о вас пишут в третьем лице («Гость присоединяется к игре»), и не название роли.
console-you = Гость
console-resuming = Продолжаем игру { $id }.
console-saved = Игра { $id } сохранена. Продолжить её можно командой `narrator play --resume`.
console-not-started = Та игра ещё не началась; начните новую командой `narrator play mafia`.

## Рисунок пещеры Вампуса, сохранённый рядом с игроком.
console-picture-saved = Рисунок пещеры сохранён в файл { $path }.
console-picture-legend = Круги — комнаты, линии — проходы; зелёное кольцо — стартовая комната. Чёрные круги — ямы, фиолетовые ромбы — летучие мыши, красный круг — Вампус (перечёркнутый, если убит; его блуждания — красный пунктир). Путь каждого игрока — линия его цвета (пунктирная там, где его несла летучая мышь); она кончается точкой, если игрок жив, или крестиком, если погиб. Маленькие коричневые чёрточки — луки, серые точки — камешки, оставленные в пещере.
# $names: каждый игрок с цветом своего пути (console-path-colour) через запятую.
console-picture-paths = Пути: { $names }.
console-path-colour = { $name } — { $colour ->
    [blue] синий
    [orange] оранжевый
    [green] зелёный
    [magenta] пурпурный
    [teal] бирюзовый
   *[other] { $colour }
}
console-picture-failed = Не удалось нарисовать пещеру в файл { $path }: { $error }

## Ошибки при начале или продолжении игры.
console-wrong-players = для игры «{ $title }» нужно от { $min } до { $max ->
    [one] { $max } игрока
   *[other] { $max } игроков
}, а не { $count }
console-unknown-role = неизвестная роль «{ $typed }»; в игре «{ $title }» на { $count ->
    [one] { $count } игрока
    [few] { $count } игрока
   *[other] { $count } игроков
} раздаются роли: { $names }
console-seed-role = с этим --seed ваша роль не { $typed }; уберите --seed или --role
console-cannot-deal = не удалось раздать эту роль; попробуйте ещё раз
console-nothing-to-resume = незаконченной игры в терминале нет; начните новую командой `narrator play mafia`
console-which-game = укажите игру (`narrator play mafia`, `narrator play wumpus`, `narrator play zombie`) или добавьте --resume
console-map-not-wumpus = --map подходит только для игры wumpus
console-no-zombies = в игре «Зомби» нужен хотя бы 1 зомби
console-no-turns = в игре «Зомби» нужен хотя бы 1 ход
console-turn-secs-zero = --turn-secs должен быть не меньше 1
console-turn-secs-game = --turn-secs подходит только для игр wumpus и zombie
console-rules-only-mafia = наборы правил есть только у мафии; у игры { $title } свои параметры в `narrator play`
console-roles-only-mafia = роли здесь описывает только мафия; у игры { $title } свои роли, о них — в `narrator play --help`

## `narrator history` и `narrator timeline`.
console-history-title = 📚 Последние завершённые игры в { $place }:
console-history-hint = `narrator timeline НОМЕР` покажет одну из них.
console-history-empty = В { $place } ещё не закончилась ни одна игра (игры в терминале — это console; чат укажите через --place).
console-timeline-no-game = Игры №{ $id } в этой базе нет; `narrator history` перечисляет завершённые.

# `narrator stats --mode M`: a mode's balance by table size.
console-modes-balance = победы мирных в играх компьютеров, % по числу игроков: { $sizes }
console-mode-head = { $name } ({ $min }–{ $max } игроков): { $description }
console-mode-size = { $players } чел.: настоящих игр { $games }, доля побед ({ $side }) { $real }; игры компьютеров { $simulated }
console-mode-percent = { $percent }%
console-mode-none = —
console-mode-too-few = Настоящих игр пока { $games }; долю побед в них сравниваем с играми компьютеров, начиная с { $min }.
console-mode-unknown = Режима «{ $name }» нет; режимы: { $known }
