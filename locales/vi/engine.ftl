# vi: the engine catalogue: phần chung của mọi trò (phòng chờ, bắt đầu,
# kết thúc).

engine-seat = ghế { $number }
engine-joined = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } đã vào ván ({ $count } người chơi; chơi được từ { $min } đến { $max } người).
engine-left = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } đã rời ván (còn { $count } người chơi).
engine-new-host = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } giờ là chủ phòng.
engine-filled = Người chơi máy đã ngồi vào các ghế trống: { $names }.
engine-title = { $game ->
        [classic] Mafia cổ điển
        [hp] Mafia tính máu (hp)
        [sport] Mafia thể thao
        [wumpus] Săn Wumpus Quỷ Quyệt
       *[zombie] Trò chơi zombie
    }
engine-kind = { $kind ->
        [mafia] Mafia
        [wumpus] Wumpus Quỷ Quyệt
       *[zombie] Zombie
    }
engine-started =
    Ván { $game } bắt đầu với { $count } người chơi: { $names }.
    Vai trò được chia riêng cho từng người. Cam kết chia bài công bằng (SHA-256 của hạt giống và cách chia, có thể kiểm tra bằng `narrator verify` khi hạt giống được công bố lúc kết thúc): { $commitment }
engine-stopped = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } đã dừng ván.
engine-lobby-closed = Mọi người đã rời đi; phòng chờ đã đóng.
engine-lobby-timed-out = Không ai bắt đầu ván trong vòng { $minutes } phút; phòng chờ đã đóng.
engine-lobby-extended = Chủ phòng đã gia hạn phòng chờ thêm { $minutes } phút.

# Người chơi vắng mặt.
engine-afk-warning = Đã hết giờ mà bạn vẫn chưa hành động. { $action ->
       *[replace] Nếu bạn bỏ lỡ thêm { $left } lượt liên tiếp, một người chơi máy sẽ thế chỗ bạn.
        [remove] Nếu bạn bỏ lỡ thêm { $left } lượt liên tiếp, bạn sẽ bị loại khỏi cuộc chơi.
        [none] Lần này sẽ không có chuyện gì xảy ra.
    }
engine-afk-replaced = { $name-you ->
        [yes] Bạn đã không hoạt động; từ giờ một người chơi máy sẽ chơi thay bạn.
       *[no] { $name } đã không hoạt động; từ giờ một người chơi máy sẽ chơi thay ở vị trí này.
    }
engine-afk-back = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } đã quay lại và tự chơi tiếp vị trí của mình.

# Kết thúc: dòng tiêu đề, vai trò của mọi người, hạt giống và cam kết.
engine-over-winners = Ván đấu kết thúc: { $names-you ->
        [yes] bạn
       *[no] { $names }
    } thắng!
engine-over-team = Ván đấu kết thúc: { $team } thắng!
engine-over-team-plural = Ván đấu kết thúc: { $team } thắng!
engine-over-stopped = Ván đấu kết thúc: ván đã bị dừng.
engine-over-role = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } là { $role }
engine-over =
    { $head }
    Vai trò:
    { $roles }
    Hạt giống: { $seed }
    Cam kết: { $commitment }

## Cài đặt bị từ chối: giá trị được phép.
engine-invalid-option = không được đặt { $option } = { $value }: { $allowed }
engine-ruleset-unreadable = đây không phải là bộ luật hợp lệ: { $detail }
engine-allowed-range = từ { $lo } đến { $hi }
engine-allowed-percent = từ { $lo } đến { $hi } phần trăm
engine-allowed-seconds = từ { $lo } đến { $hi } giây
engine-allowed-seats = { $preset } cần từ { $lo } đến { $hi } người chơi
engine-allowed-at-least = ít nhất bằng { $option } ({ $value })
engine-allowed-up-to = từ { $lo } đến { $option } ({ $value })
engine-allowed-mostly-human = từ { $lo } đến { $hi } (đa số người chơi phải là con người)
engine-allowed-one-of = một trong: { $items }
engine-allowed-preset-allows = { $preset } cho phép { $items }
engine-allowed-no-pseudonyms = { $preset } không có biệt danh (chỉ sport có); chỉ được false
engine-allowed-only-english = chỉ "en": ngôn ngữ của ván do nhóm chọn (/mafia config language)
engine-allowed-whole-number = một số nguyên trong khoảng cho phép
engine-allowed-only-classic = { $preset } chia bộ bài cố định của nó; chỉ classic mới nhận danh sách vai
engine-allowed-needs-one-of = một danh sách có ít nhất một trong { $items }
engine-watching = { $roles ->
    [yes] 👁 Bạn đang theo dõi ván này: tin tức chung và phòng của người đã bị loại sẽ được gửi đến đây, và bạn được xem mọi vai trò. Những gì bạn viết ở đây sẽ không đến tai người chơi còn sống.
   *[no] 👁 Bạn đang theo dõi ván này: tin tức chung và phòng của người đã bị loại sẽ được gửi đến đây. Những gì bạn viết ở đây sẽ không đến tai người chơi còn sống.
}
engine-watcher-said = 👁 { $name } (người xem) nhắn cho người đã bị loại: «{ $text }»
engine-roles =
    👁 Mọi vai trò, chỉ dành cho người đã bị loại và người xem:
    { $roles }
