# vi: the engine catalogue: phần chung của mọi trò (phòng chờ, bắt đầu,
# kết thúc).

engine-seat = ghế { $number }
engine-joined = { $name } đã vào ván ({ $count } người chơi; chơi được từ { $min } đến { $max } người).
engine-left = { $name } đã rời ván (còn { $count } người chơi).
engine-new-host = { $name } giờ là chủ phòng.
engine-filled = Người chơi máy đã ngồi vào các ghế trống: { $names }.
engine-kind = { $kind ->
        [mafia] Mafia
        [wumpus] Wumpus Quỷ Quyệt
       *[zombie] Zombie
    }
engine-started =
    Ván { $game } bắt đầu với { $count } người chơi: { $names }.
    Vai trò được chia riêng cho từng người. Cam kết chia bài công bằng (SHA-256 của hạt giống và cách chia, có thể kiểm tra bằng `narrator verify` khi hạt giống được công bố lúc kết thúc): { $commitment }
engine-stopped = { $name } đã dừng ván.
engine-lobby-closed = Mọi người đã rời đi; phòng chờ đã đóng.

# Kết thúc: dòng tiêu đề, vai trò của mọi người, hạt giống và cam kết.
engine-over-winners = Ván đấu kết thúc: { $names } thắng!
engine-over-team = Ván đấu kết thúc: { $team } thắng!
engine-over-team-plural = Ván đấu kết thúc: { $team } thắng!
engine-over-stopped = Ván đấu kết thúc: ván đã bị dừng.
engine-over-role = { $name } là { $role }
engine-over =
    { $head }
    Vai trò:
    { $roles }
    Hạt giống: { $seed }
    Cam kết: { $commitment }
