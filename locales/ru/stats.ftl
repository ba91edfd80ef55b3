# ru: the stats catalogue.
stats-header = 📊 { $name }: статистика игры «{ $game }»
stats-summary = Игр: { $games }, побед: { $wins } ({ $rate }%), выжил(а): { $survived } ({ $survival }%)
stats-rating = Рейтинг (с учётом силы команды): { $rating }
stats-favourite = Любимая роль: { $role }
stats-streak = Самая длинная серия побед: { $streak ->
    [one] { $streak } игра
    [few] { $streak } игры
    [many] { $streak } игр
   *[other] { $streak } игры
}
stats-by-role = По ролям: { $list }
stats-by-team = По командам: { $list }
stats-tally = { $what } { $wins }/{ $games } ({ $rate }%)
stats-role = { $role ->
    [villager] мирный житель
    [mafioso] мафиози
    [cop] комиссар
    [doctor] доктор
    [commoner] мирный житель
    [detective] детектив
    [healer] лекарь
    [don] дон
    [sheriff] шериф
    [human] человек
    [zombie] зомби
    [hunter] охотник
   *[other] { $role }
}
stats-team = { $team ->
    [village] мирные жители
    [mafia] мафия
    [humans] люди
    [zombies] зомби
    [hunters] охотники
   *[other] { $team }
}
stats-no-games-you = У вас ещё нет завершённых игр «{ $game }»: статистика учитывает только завершённые игры.
stats-unknown-player = Никто с именем «{ $name }» здесь ещё не доиграл игру «{ $game }». Укажите имя, как оно было в играх, или идентификатор игрока, например telegram:42.
stats-ambiguous = Это имя — «{ $name }» — носят несколько игроков: { $ids }. Укажите одного по идентификатору.
stats-top-header = 🏆 Таблица лидеров «{ $game }»: { $scope ->
    [global] все группы
   *[group] эта группа
}, { $preset ->
    [any] все наборы правил
   *[other] набор правил { $preset }
}, { $period ->
    [week] последние 7 дней
    [month] последние 30 дней
   *[all] за всё время
} (не меньше { $min } { $min ->
    [one] игры
   *[other] игр
}; по доле побед)
stats-top-line = { $rank }. { $name }: побед { $wins } из { $games } ({ $rate }%), рейтинг { $rating }
stats-tie = { $tie ->
    [rate] равная доля побед; выше тот, кто сыграл больше
    [games] равные доля побед и число игр; выше тот, у кого выше рейтинг
   *[full] равные доля побед, число игр и рейтинг; одно и то же место
}
stats-top-empty = Для такого выбора ещё нет завершённых игр. Сначала доиграйте игру до конца.
stats-top-too-few = Для такого выбора ещё ни у кого нет { $min } { $min ->
        [one] завершённой игры
       *[other] завершённых игр
    }; больше всего — { $most }.
stats-top-no-people = Пока игры с таким выбором доигрывали только компьютерные игроки; в рейтинге только люди.
stats-bad-top = Не понял «{ $typed }». Формат: { $usage }
