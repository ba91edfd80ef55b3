# vi: danh mục biên niên: diễn biến của một ván đã kết thúc, và các lệnh
# liệt kê và hiển thị các ván đã kết thúc.
# Các đối số dùng để chọn là mã cố định: $kind (mafia wumpus zombie),
# $preset (classic hp sport none), $power (kill investigate protect), cờ yes/no.

timeline-game = { $kind ->
        [mafia] { $preset ->
            [hp] Mafia tính máu
            [sport] Mafia thể thao
           *[classic] Mafia cổ điển
        }
        [wumpus] Săn Wumpus
       *[zombie] Trò chơi Xác sống
    }
timeline-title = 📜 Diễn biến ván #{ $id } ({ $game })
timeline-no-nights = Ván này không có đêm và ngày để kể; đây là kết cục của nó.
timeline-night = 🌙 Đêm { $night }
timeline-day = ☀️ Ngày { $day }
timeline-name-role = { $name } ({ $role })
timeline-pick = { $power ->
        [kill] • { $name } chọn giết { $target }
        [investigate] • { $name } điều tra { $target }
        [block] • { $name } chặn { $target }
        [guard] • { $name } canh giữ { $target }
        [shoot] • { $name } bắn { $target }
        [track] • { $name } theo dõi { $target }
        [frame] • { $name } gài bẫy { $target }
        [clean] • { $name } sẵn sàng dọn dẹp sau { $target }
        [stab] • { $name } nhắm vào { $target }
        [douse] • { $name } tưới xăng lên { $target }
        [ignite] • { $name } châm lửa
        [heal] • { $name } cho { $target } thuốc chữa
        [poison] • { $name } đầu độc { $target }
        [bind] • { $name } chọn { $target } làm tình nhân
       *[protect] • { $name } bảo vệ { $target }
    }
timeline-found = • { $name } biết được rằng { $target } { $mafia ->
        [yes] là mafia
       *[no] không phải mafia
    }
timeline-tested = • Kết quả điều tra: { $target } { $mafia ->
        [yes] là mafia
       *[no] không phải mafia
    }
timeline-saved = 🛡 Nạn nhân của mafia, { $name }, đã được bảo vệ và sống sót.
timeline-killed = 💀 { $name } bị giết trong đêm.
timeline-quiet = Đêm nay không ai chết.
timeline-vote = • { $name } bỏ phiếu cho { $target }
timeline-vote-nobody = • { $name } bỏ phiếu không loại ai
timeline-lynched = ⚖️ { $name } bị bỏ phiếu treo cổ.
timeline-no-lynch = Hôm nay không ai rời cuộc chơi.
timeline-revote = Số phiếu hòa giữa { $names }; mọi người bỏ phiếu lại.
timeline-caught = 🔎 { $name } bị các thám tử bắt và rời cuộc chơi.
timeline-shot = • { $name } bắn vào { $target }
timeline-don-check = • Bố già { $name } kiểm tra { $target }: { $sheriff ->
        [yes] là cảnh sát trưởng
       *[no] không phải cảnh sát trưởng
    }
timeline-sheriff-check = • Cảnh sát trưởng { $name } kiểm tra { $target }: { $black ->
        [yes] đội đen
       *[no] đội đỏ
    }
timeline-nominated = • { $name } đề cử { $target }
timeline-ballot = • { $name } bỏ phiếu cho { $target }
timeline-car-crash = Tai nạn xe: { $names } có số phiếu bằng nhau.
timeline-leaves = ⚖️ { $name } rời cuộc chơi theo quyết định của bàn.
timeline-removed-inactive = ⌛ { $name } đã bỏ lỡ quá nhiều lượt nên bị loại khỏi cuộc chơi.
timeline-blocked = • Hành động đêm của { $name } bị chặn
timeline-tracked = • { $name } thấy { $target } đến chỗ { $visited }
timeline-tracked-nobody = • { $name } thấy { $target } không đi đâu cả
timeline-cleaned = • kẻ dọn dẹp đã giấu vai trò của { $name }
timeline-survived = 🍀 { $name } sống sót sau một lần bị tấn công
timeline-joined-mafia = • { $name } gia nhập mafia
timeline-lovers = 💘 { $name } và { $target } trở thành tình nhân
timeline-grief = 💔 { $name } chết vì đau buồn.
timeline-hunter-shot = 🏹 Thợ săn { $name } đã mang theo { $target }.
timeline-mayor-revealed = 🎖️ { $name } lộ diện là thị trưởng.
timeline-jester-won = 🃏 { $name } là thằng hề và thắng khi bị treo cổ.
timeline-stays = { $names } ở lại cuộc chơi.
timeline-end = 🏁 Kết thúc: { $winner }
timeline-roles = Vai trò: { $list }
timeline-seed =
    Hạt giống: { $seed }
    Cam kết: { $commitment }
timeline-winner = { $team } thắng
timeline-stopped = đã dừng
timeline-not-played = Ván chơi chưa từng bắt đầu.
timeline-part = (phần { $part } trên { $count })

## Lệnh
timeline-history-title = 📚 Các ván đã kết thúc gần đây trong nhóm này:
timeline-history-line = #{ $id } · { $game } · { $when } · { $winner }
timeline-history-hint = Gửi /{ $command } timeline SỐ để xem diễn biến một ván.
timeline-history-empty = Chưa có ván nào kết thúc trong nhóm này.
timeline-running = Ván #{ $id } vẫn đang diễn ra: diễn biến sẽ được hiển thị khi ván kết thúc.
timeline-no-game = Không có ván đã kết thúc #{ $id } trong nhóm này. Gửi /{ $command } history để xem danh sách.
timeline-not-number = “{ $text }” không phải số hiệu ván. Gửi /{ $command } timeline SỐ, ví dụ /{ $command } timeline 12 (/{ $command } history để xem danh sách).
timeline-usage = Ván nào? Gửi /{ $command } timeline SỐ (/{ $command } history để xem danh sách).
timeline-broken = Không thể dựng lại diễn biến ván #{ $id } từ bản ghi của nó.
