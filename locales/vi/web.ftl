# Các trang web (narrator-web) và lời của chat về chúng.

## Chat: /WORD config web, và liên kết tới các trang.
web-config-usage = Cách dùng: { $command } on (trang ở một địa chỉ bí mật), { $command } public TÊN (trang ở một tên do bạn chọn), hoặc { $command } off.
web-config-off = Các trang web của nhóm này đã tắt: địa chỉ của chúng giờ không hiện gì nữa.
web-config-secret = Các trang web của nhóm này đã bật, ở một địa chỉ chỉ ai có nó mới mở được: { $address }
web-config-public = Các trang web của nhóm này đã bật, ở một địa chỉ công khai: { $address }
web-config-name-taken = Một nhóm khác đã dùng tên đó. Hãy chọn tên khác.
web-config-name-malformed = Tên công khai gồm 3 đến 40 ký tự: chữ a-z, số 0-9 và "-".
web-link = Trên web: { $url }

## Mọi trang.
web-lang-self = Tiếng Việt
web-footer = Các trang của narrator, người quản trò cho Ma Sói, Zombie và Săn Wumpus Xoắn.

## Trang chủ.
web-home-title = Các ván chơi với narrator
web-totals-finished = { $count } ván đã chơi đến cuối
web-totals-running = { $count } ván đang chơi hoặc đang chờ người chơi
web-totals-players = { $count } người chơi
web-home-now = Đang chơi
web-home-now-none = Hiện không có ván nào đang chơi trong nhóm có trang công khai.
web-home-modes = Các ván của mỗi chế độ kết thúc ra sao (phe thắng)
web-mode = { $game }, { $preset }
web-home-groups = Các nhóm có trang công khai
web-balance-title = Cân bằng của các chế độ: ván thật bên cạnh ván máy chơi
web-balance-explain = Tỉ lệ thắng của { $side }: khi máy chơi, đo lúc tạo chế độ; trong ván thật, khi chế độ đã có { $games } ván kết thúc, bên cạnh tỉ lệ máy chơi với cùng số người.
web-balance-mode = Chế độ
web-balance-players = Số người
web-balance-simulated = Máy chơi
web-balance-games = Ván thật
web-balance-real = Tỉ lệ thắng thật
web-balance-same-sizes = Máy chơi với cùng số người
web-balance-range = { $min }–{ $max }
web-balance-by-size = { $first }% với { $min } người, { $last }% với { $max } người

## Trang của một nhóm.
web-group-title = Nhóm { $name }
web-group-terminal = Các ván chơi trên terminal
web-board-title = Bảng xếp hạng
web-filter-game = Trò chơi:
web-filter-preset = Biến thể:
web-filter-period = Thời gian:
web-preset = { $preset ->
    [classic] cổ điển
    [hp] có điểm máu
    [sport] thể thao
   *[any] bất kỳ
}
web-period = { $period ->
    [week] 7 ngày qua
    [month] 30 ngày qua
   *[all] mọi lúc
}
web-board-min = Người chơi có ít nhất { $min } ván đã kết thúc, xếp theo tỉ lệ thắng, rồi số ván, rồi điểm xếp hạng.
web-board-empty = Chưa có ván nào kết thúc để xếp hạng cho lựa chọn này.
web-col-rank = Hạng
web-col-name = Người chơi
web-col-wins = Thắng
web-col-games = Số ván
web-col-rate = Tỉ lệ thắng
web-col-rating = Điểm xếp hạng
web-col-what = Vai hoặc phe
web-group-running = Đang chơi
web-group-running-none = Hiện không có ván nào đang chơi ở đây.
web-group-recent = Các ván gần đây
web-group-recent-none = Ở đây chưa có ván nào chơi đến cuối.
web-group-settings = Thiết lập cho ván mới

## Trang của một ván.
web-game-line = Ván { $id }: { $game }
web-game-title = Ván { $id }: { $game }
web-game-running = Ván này đang chơi (mở lúc { $when }). Bên dưới là những gì nhóm đã thấy; vai, kết quả riêng và hạt giống sẽ hiện khi ván kết thúc.
web-game-ended = Kết thúc lúc { $when }.
web-game-players = Người chơi
web-game-replay = Xem lại
web-step-first = « Đầu
web-step-prev = ‹ Trước
web-step-next = Tiếp ›
web-step-last = Cuối »
web-step-of = Bước { $step } trên { $count }
web-step-slider = Tới bước
web-step-go = Xem
web-game-end = Kết thúc
web-game-so-far = Những gì nhóm đã thấy
web-tally-title = Bỏ phiếu ngày { $day }
web-tally-repeat = Bỏ phiếu ngày { $day }, lần lại { $round }
web-tally-count = { $name }: { $count } phiếu
web-tally-no-one = không ai
web-tally-who = Ai bầu cho ai
web-tally-voter = Người bỏ phiếu
web-tally-choice = Bầu cho
web-turns-title = Bảng lượt
web-turns-explain = Những gì trọng tài công bố cuối mỗi lượt; trạng thái từng người chơi sẽ hiện khi ván kết thúc.
web-turns-explain-ended = Những gì trọng tài công bố cuối mỗi lượt, và trạng thái từng người chơi khi đó (tình trạng, điểm, thuốc giải).
web-turns-none = Chưa có lượt nào kết thúc.
web-turns-turn = Lượt
web-turns-humans = Người
web-turns-zombies = Zombie và người nhiễm
web-turns-top-human = Điểm cao nhất của người
web-turns-top-zombie = Điểm cao nhất của zombie
web-turns-no-score = không có
web-turns-cell = { $condition }, điểm { $score }{ $antidote ->
    [used] , đã dùng thuốc giải
   *[unused] {""}
}
web-fair-title = Kiểm tra công bằng
web-fair-explain = Khi ván bắt đầu, narrator đã công bố một cam kết: mã băm SHA-256 của hạt giống và cách chia vai. Giờ hạt giống đã được tiết lộ, trình duyệt của bạn có thể băm lại và so sánh.
web-fair-seed = Hạt giống:
web-fair-commitment = Cam kết công bố lúc bắt đầu:
web-fair-lines = Những gì cam kết bao gồm
web-fair-verify = Kiểm tra
web-fair-match = Cam kết khớp: cách chia vai đã cố định trước khi ván bắt đầu.
web-fair-mismatch = Cam kết KHÔNG khớp với hạt giống và cách chia vai này.
web-fair-unsupported = Trình duyệt này không tính được SHA-256 ở đây (Web Crypto cần HTTPS); hãy dùng narrator verify.
web-fair-noscript = Nút Kiểm tra cần JavaScript; nếu không có, hãy chạy narrator verify với hạt giống ở trên.

## Trang của một người chơi.
web-player-by-role = Theo vai
web-player-by-team = Theo phe
web-player-rating = Điểm xếp hạng theo thời gian
web-player-rating-none = Chưa có ván nào được tính điểm.
web-player-recent = Các ván gần đây trong nhóm có trang công khai
web-player-recent-none = Không có ván nào trong nhóm có trang công khai.
web-player-game-role = vai { $role }: { $won ->
    [yes] thắng
   *[no] thua
}

## Trang không có.
web-error-not-found = Không tìm thấy trang
web-error-not-found-detail = Không có gì ở địa chỉ này, hoặc nó không công khai.
web-error-bad-request = Yêu cầu không hợp lệ
web-error-bad-request-detail = Không đọc được địa chỉ này: hãy kiểm tra phần sau dấu "?".
web-error-unavailable = Không khả dụng
web-error-unavailable-detail = Cơ sở dữ liệu trò chơi hiện không trả lời. Hãy thử lại sau giây lát.
web-error-method = Không được phép
web-error-method-detail = Các trang này chỉ để đọc.
web-error-home = Về trang chủ
