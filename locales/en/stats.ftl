# en: the stats catalogue.
stats-header = 📊 { $name }: { $game } statistics
stats-summary = Games: { $games }, won: { $wins } ({ $rate }%), survived: { $survived } ({ $survival }%)
stats-rating = Rating (accounts for team strength): { $rating }
stats-favourite = Favourite role: { $role }
stats-streak = Longest winning streak: { $streak ->
    [one] { $streak } game
   *[other] { $streak } games
}
stats-by-role = By role: { $list }
stats-by-team = By team: { $list }
stats-tally = { $what } { $wins }/{ $games } ({ $rate }%)
stats-role = { $role ->
    [villager] villager
    [mafioso] mafioso
    [cop] cop
    [doctor] doctor
    [commoner] commoner
    [detective] detective
    [healer] healer
    [don] don
    [sheriff] sheriff
    [human] human
    [zombie] zombie
    [hunter] hunter
   *[other] { $role }
}
stats-team = { $team ->
    [village] village
    [mafia] mafia
    [humans] humans
    [zombies] zombies
    [hunters] hunters
   *[other] { $team }
}
stats-no-games-you = You have no finished { $game } games yet: statistics count finished games only.
stats-unknown-player = Nobody called “{ $name }” has finished a { $game } game here. Try a name as shown in the games, or a player id such as telegram:42.
stats-ambiguous = Several players are called “{ $name }”: { $ids }. Name one by its id.
stats-top-header = 🏆 { $game } leaderboard, { $scope ->
    [global] all groups
   *[group] this group
}, { $preset ->
    [any] all presets
   *[other] preset { $preset }
}, { $period ->
    [week] last 7 days
    [month] last 30 days
   *[all] all time
} (at least { $min } { $min ->
    [one] game
   *[other] games
}; sorted by win rate)
stats-top-line = { $rank }. { $name }: won { $wins } of { $games } ({ $rate }%), rating { $rating }
stats-tie = { $tie ->
    [rate] tied on win rate; ordered by games played
    [games] tied on win rate and games; ordered by rating
   *[full] tied on win rate, games and rating; same place
}
stats-top-empty = No finished games to rank yet for this choice. Play a game to the end first.
stats-top-too-few = Nobody has { $min } finished { $min ->
        [one] game
       *[other] games
    } yet for this choice; the most is { $most }.
stats-top-no-people = Only computer players have finished games for this choice so far; the ranking lists people.
stats-bad-top = “{ $typed }” is not understood. Use: { $usage }
