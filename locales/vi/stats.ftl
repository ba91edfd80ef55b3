# vi: the stats catalogue.
stats-header = 📊 { $name }: thống kê trò { $game }
stats-summary = Số ván: { $games }, thắng: { $wins } ({ $rate }%), sống sót: { $survived } ({ $survival }%)
stats-rating = Điểm xếp hạng (tính cả sức mạnh đội): { $rating }
stats-favourite = Vai chơi nhiều nhất: { $role }
stats-streak = Chuỗi thắng dài nhất: { $streak } ván
stats-by-role = Theo vai: { $list }
stats-by-team = Theo đội: { $list }
stats-tally = { $what } { $wins }/{ $games } ({ $rate }%)
stats-role = { $role ->
    [villager] dân làng
    [mafioso] sát thủ mafia
    [cop] cảnh sát
    [doctor] bác sĩ
    [commoner] dân thường
    [detective] thám tử
    [healer] thầy thuốc
    [don] bố già
    [sheriff] cảnh sát trưởng
    [human] người
    [zombie] xác sống
    [hunter] thợ săn
   *[other] { $role }
}
stats-team = { $team ->
    [village] dân làng
    [mafia] mafia
    [humans] loài người
    [zombies] xác sống
    [hunters] thợ săn
   *[other] { $team }
}
stats-no-games-you = Bạn chưa có ván { $game } nào đã kết thúc: thống kê chỉ tính các ván đã kết thúc.
stats-unknown-player = Ở đây chưa có ai tên “{ $name }” chơi xong một ván { $game }. Hãy dùng tên như trong ván chơi, hoặc mã người chơi như telegram:42.
stats-ambiguous = Có nhiều người chơi cùng tên “{ $name }”: { $ids }. Hãy chọn một người bằng mã của họ.
stats-top-header = 🏆 Bảng xếp hạng { $game }, { $scope ->
    [global] mọi nhóm
   *[group] nhóm này
}, { $preset ->
    [any] mọi bộ luật
   *[other] bộ luật { $preset }
}, { $period ->
    [week] 7 ngày qua
    [month] 30 ngày qua
   *[all] mọi thời điểm
} (tối thiểu { $min } ván; xếp theo tỉ lệ thắng)
stats-top-line = { $rank }. { $name }: thắng { $wins } trên { $games } ván ({ $rate }%), điểm { $rating }
stats-tie = { $tie ->
    [rate] bằng tỉ lệ thắng; ai chơi nhiều ván hơn đứng trên
    [games] bằng tỉ lệ thắng và số ván; ai có điểm cao hơn đứng trên
   *[full] bằng tỉ lệ thắng, số ván và điểm; cùng hạng
}
stats-top-empty = Chưa có ván nào kết thúc để xếp hạng với lựa chọn này. Hãy chơi hết một ván trước.
stats-top-too-few = Với lựa chọn này chưa ai có đủ { $min } ván đã kết thúc; nhiều nhất là { $most } ván.
stats-top-no-people = Đến giờ chỉ người chơi máy đã chơi hết ván với lựa chọn này; bảng xếp hạng chỉ gồm người thật.
stats-bad-top = Không hiểu “{ $typed }”. Cách dùng: { $usage }
