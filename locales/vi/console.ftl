# vi: các câu chữ riêng khi chơi trên terminal (tin nhắn của từng trò chơi
# nằm trong danh mục riêng của trò đó).

## Nhãn của tin nhắn riêng trong ván toàn máy chơi (theo sau là một dấu cách).
console-to = [gửi { $name }]
console-to-mafia = [gửi mafia]

## Dưới một câu hỏi.
console-type-number = Nhập một số (hoặc `help`).
console-type-number-or-voice = Nhập một số, hoặc `whisper`, `speak` hay `scream` rồi đến lời của bạn (hoặc `help`).
console-out-of-game = Bạn đã bị loại khỏi ván; những người khác chơi tiếp.
console-waiting = Lúc này chưa có gì để chọn; đang chờ những người khác.

## `help`: mỗi dòng thụt vào hai dấu cách; giữ các cột thẳng hàng.
console-help-title = Các lệnh:
console-help-number = SỐ                trả lời câu hỏi đang hiện
console-help-say = say MÃ [GHẾ] [to GHẾ]   nói một câu soạn sẵn (ghế đánh số từ 1):
console-help-speak-sport = speak LỜI         luật sport: nói LỜI trong lượt phát biểu của bạn (hoặc, nếu là bố già ở đêm 0, ra lệnh giết)
console-help-touch = touch TÊN         tương tác với một người chơi, hoặc nhận lời đề nghị của họ (không phân biệt chữ hoa thường; chỉ cần gõ phần đầu tên không trùng với ai)
console-help-decline = decline TÊN       từ chối lời đề nghị tương tác của một người chơi (luật bắt tay đồng ý)
console-help-antidote = antidote          dùng thuốc giải của bạn
console-help-end = end               kết thúc lượt ngay (chỉ chủ phòng)
console-help-whisper = whisper LỜI       thì thầm LỜI với người ở cùng phòng với bạn
console-help-speak = speak LỜI         nói LỜI, nghe được ở đây và phòng bên cạnh (Wumpus cũng nghe thấy)
console-help-scream = scream LỜI        hét LỜI, nghe được khắp nơi (cả Wumpus)
console-help-wordless = (không có LỜI: thì thầm, phát ra tiếng động hoặc hét mà không thành lời)
console-help-show = show              hiện lại câu hỏi
console-help-quit = quit              rời đi; ván chơi được lưu lại để `narrator play --resume`

## Không hiểu điều vừa nhập. $typed là đúng chữ đã nhập.
console-unknown = Lệnh không rõ “{ $typed }”: hãy nhập số của một lựa chọn, `say MÃ [GHẾ]`, `speak LỜI`, `show`, `help` hoặc `quit`.
console-unknown-wumpus = Lệnh không rõ “{ $typed }”: hãy nhập số của một lựa chọn, `whisper LỜI`, `speak LỜI`, `scream LỜI`, `show`, `help` hoặc `quit`.
console-speak-usage = Dùng `speak LỜI`: điều bạn nói trong lượt phát biểu của mình (luật sport).
console-nothing-to-choose = Lúc này không có gì để chọn; nhập `help` để xem các lệnh.
console-no-such-choice = Không có lựa chọn { $typed }: hãy nhập một số từ { $min } đến { $max }.
console-say-usage = Dùng `say MÃ` cho các mã 0-4, `say MÃ GHẾ` cho các mã 5-16 (ghế đánh số từ 1), có thể thêm `to GHẾ` ở cuối.
console-not-a-seat = “{ $typed }” không phải là số ghế. { console-say-usage }
console-not-an-id = “{ $typed }” không phải là mã câu nói. { console-say-usage }
console-no-such-seat = Không có ghế { $typed }: các ghế từ { $min } đến { $max }.
console-zombie-usage = Dùng `touch TÊN`, `decline TÊN`, `antidote` hoặc `end`.
console-nobody-called = Không ai tên là “{ $typed }”; những người chơi là { $names }.
# $names: những tên phù hợp, nối bằng console-or.
console-could-be = “{ $typed }” có thể là { $names }; hãy gõ thêm tên.
console-or = hoặc
console-no-such-player = Không có ghế đó.
console-refused = Bị từ chối: { $reason }.

## Chính ván chơi.
# Tên bạn dùng khi chơi.
console-you = Bạn
console-resuming = Tiếp tục ván { $id }.
console-saved = Ván { $id } đã được lưu. Chơi tiếp bằng `narrator play --resume`.
console-not-started = Ván đó chưa bắt đầu; hãy bắt đầu ván mới bằng `narrator play mafia`.

## Hình vẽ hang Wumpus, lưu cạnh người chơi.
console-picture-saved = Hình vẽ hang động nằm ở { $path }.
console-picture-legend = Vòng tròn là các phòng, đường kẻ là lối đi; vòng xanh lá là phòng xuất phát. Đĩa đen là hố, hình thoi tím là dơi, đĩa đỏ là Wumpus (bị gạch chéo nếu đã chết; đường nó lang thang là nét đứt màu đỏ). Đường đi của mỗi người chơi là một đường mang màu của họ (nét đứt ở chỗ bị dơi mang đi), kết thúc bằng một chấm nếu còn sống hoặc một dấu chéo nếu đã chết. Thanh nhỏ màu nâu là cung, chấm xám là sỏi còn lại trong hang.
# $names: từng người chơi với màu đường đi của họ (console-path-colour), cách nhau bởi ", ".
console-picture-paths = Đường đi: { $names }.
console-path-colour = { $name } { $colour ->
    [blue] xanh dương
    [orange] cam
    [green] xanh lá
    [magenta] tím hồng
    [teal] xanh mòng két
   *[other] { $colour }
}
console-picture-failed = Không vẽ được hang động vào { $path }: { $error }

## Lỗi khi bắt đầu hoặc tiếp tục một ván.
console-wrong-players = { $title } cần từ { $min } đến { $max } người chơi, không phải { $count }
console-unknown-role = vai không rõ “{ $typed }”; { $title } với { $count } người chơi chia các vai: { $names }
console-seed-role = với --seed này, vai của bạn không phải là { $typed }; hãy bỏ --seed hoặc --role
console-cannot-deal = không chia được vai đó; hãy thử lại
console-nothing-to-resume = không có ván nào chơi dở trên terminal để tiếp tục; hãy bắt đầu một ván bằng `narrator play mafia`
console-which-game = hãy cho biết chơi trò nào (`narrator play mafia`, `narrator play wumpus`, `narrator play zombie`) hoặc dùng --resume
console-map-not-wumpus = --map chỉ dành cho trò wumpus
console-no-zombies = trò Xác Sống cần ít nhất 1 xác sống
console-no-turns = trò Xác Sống cần ít nhất 1 lượt
console-turn-secs-zero = --turn-secs phải từ 1 trở lên
console-turn-secs-game = --turn-secs chỉ dành cho trò wumpus và zombie
console-rules-only-mafia = bộ luật chỉ dành cho mafia; trò { $title } có tùy chọn riêng trong `narrator play`
console-roles-only-mafia = ở đây chỉ mafia giải thích các vai trò; trò { $title } có vai trò riêng, xem `narrator play --help`

## `narrator history` và `narrator timeline`.
console-history-title = 📚 Các ván đã kết thúc gần đây tại { $place }:
console-history-hint = `narrator timeline SỐ` để xem một ván.
console-history-empty = Chưa có ván nào kết thúc tại { $place } (các ván chơi trên terminal ở console; chọn một nhóm chat bằng --place).
console-timeline-no-game = Không có ván #{ $id } trong cơ sở dữ liệu này; `narrator history` liệt kê các ván đã kết thúc.

# `narrator stats --mode M`: a mode's balance by table size.
console-modes-balance = tỉ lệ thắng của dân làng trong ván máy chơi, % theo số người chơi: { $sizes }
console-mode-head = { $name } ({ $min }–{ $max } người chơi): { $description }
console-mode-size = { $players } người: { $games } ván thật, { $side } thắng { $real }; máy chơi { $simulated }
console-mode-percent = { $percent }%
console-mode-none = —
console-mode-too-few = Mới có { $games } ván thật; tỉ lệ thắng thật được so với máy chơi từ { $min } ván.
console-mode-unknown = Không có chế độ “{ $name }”; các chế độ: { $known }
