# Các câu chữ riêng của phần trò chuyện (tin nhắn của từng trò chơi nằm
# trong danh mục riêng của trò đó).

## Giới thiệu từng trò chơi, cho phần trợ giúp.
summary-mafia = Mafia (các kiểu luật classic, sport và hp)
summary-zombie = trò chơi Xác Sống (bắt tay, lây nhiễm hoặc chữa bệnh)
summary-wumpus = Săn Wumpus trong hang tối (từ 1 đến 5 thợ săn)

## Trợ giúp và cách dùng lệnh.
help = { $summary }. Các lệnh: { $commands }
usage-config = { $config } (để xem) hoặc { $config } TÙY_CHỌN GIÁ_TRỊ (để đổi)
usage-addbot = { $addbot } TÊN (một bot do quản trị viên đã đăng ký)
usage-role = { $role } TÊN (tên một vai trò, ví dụ cảnh sát hoặc cop; { $roles } liệt kê các vai trò của luật này)
roles-more = Chi tiết một vai trò: { $role } TÊN
private-help =
    Tôi là quản trò cho { $games }. Hãy thêm tôi vào một nhóm và gửi { $start } ở đó (hoặc lệnh của trò khác); người chơi vào bàn bằng nút «Tham gia» của phòng chờ.

    { $helps }

    Ở đây, trong trò chuyện riêng, tôi gửi cho bạn vai trò, các hành động và những câu hỏi chỉ mình bạn trả lời, kèm nút để chọn. Khi trò chơi trao lời cho bạn (bài phát biểu trong luật sport, lệnh giết của Trùm, tiếng nói trong hang Wumpus), hãy viết lời của bạn vào đây và tôi sẽ chuyển đi. /start để chào; đường dẫn mời của một ván sẽ xếp bạn vào bàn. /language để chọn ngôn ngữ tôi nhắn cho bạn; /link để gộp tài khoản Telegram và Discord của bạn thành một người chơi trong /stats và /top.
unknown-command = Tôi không biết lệnh { $typed }. Gửi /help để xem tôi làm được gì và các lệnh của tôi.
no-such-game = Không có ván chơi này; có thể đường dẫn bị gõ sai. Hãy xin đường dẫn mới trong nhóm, hoặc bắt đầu một ván ở đó (gửi /help ở đây để xem các lệnh).

## Phòng chờ.
lobby =
    { $title }: một ván mới đang mở (từ { $min } đến { $max } người chơi).
    Đã vào bàn ({ $count }): { $names }

    Bấm «Tham gia» để vào bàn; chủ phòng bấm «Bắt đầu». Vai trò và các lựa chọn của bạn sẽ được gửi qua trò chuyện riêng với tôi.
lobby-nobody = chưa có ai
lobby-closed = { $title }: ván chơi đã bắt đầu với { $names }.
lobby-expired = { $title }: phòng chờ này đã đóng trước khi có ai bắt đầu ván.
# Phòng chờ mở từ một chế độ: tên chế độ và những gì được chia với
# $players người; $sides là danh sách lobby-mode-side và lobby-mode-drawn.
lobby-mode = Chế độ { $mode }, với { $players } người: { $sides }.
lobby-mode-side = { $side }: { $count }
lobby-mode-drawn = rút từ một nhóm vai: { $count }
lobby-mode-roles = Các vai: { $roles }.
lobby-mode-role = { $count ->
    [1] { $role }
   *[other] { $role } ×{ $count }
}
lobby-mode-pool = { $count ->
    [1] một trong { $roles }
   *[other] { $count } trong số { $roles }
}
players = { $count } người chơi

## Các nút.
button-join = Tham gia
button-leave = Rời bàn
button-start = Bắt đầu
button-fill = Thêm người chơi máy
button-extend = ⏳ Thêm thời gian
button-watch = 👁 Theo dõi
button-inbox = Xem vai trò và tin nhắn riêng của tôi

## Câu hỏi trả lời chung trong nhóm, kèm kết quả bỏ phiếu.
tally-none = Chưa có phiếu nào.
tally-head = Kết quả bỏ phiếu:
tally-line = { $choice }: { $count } ({ $voters })
tally-closed = (Đã đóng.)

## Tin nhắn riêng mà nền tảng không chuyển được.
held = { $name }: tôi không thể nhắn riêng cho bạn (bạn đã tắt tin nhắn riêng), nên vai trò và các lựa chọn của bạn chờ ở đây, chỉ bạn thấy được: hãy bấm nút.
held-private-chat = { $name }: tôi không thể nhắn riêng cho bạn, nên vai trò và các lựa chọn đang chờ bạn: hãy mở trò chuyện riêng với tôi và bấm Start, tôi sẽ gửi ngay.
held-private-chat-link = { $name }: tôi không thể nhắn riêng cho bạn, nên vai trò và các lựa chọn đang chờ bạn: hãy mở trò chuyện riêng với tôi ({ $link }) và bấm Start, tôi sẽ gửi ngay.

## Thời hạn.
reminder = Còn { $secs } giây nữa là hết giai đoạn này. Ai chưa chọn thì hãy chọn ngay.

## Cài đặt.
language-set = Đã đặt ngôn ngữ = { $lang }. Từ giờ tôi nói tiếng Việt trong nhóm này.
language-name = tiếng Việt

## Trả lời lệnh và nút bấm.
sorry = Tôi gặp lỗi; không có gì thay đổi.
sorry-retry = Tôi gặp lỗi; không có gì thay đổi. Vui lòng thử lại.
sorry-try-again = Tôi gặp lỗi; hãy thử lại.
in-group = { $command } chỉ dùng trong nhóm: hãy thêm tôi vào một nhóm và gửi lệnh ở đó.
bad-command = Tôi không hiểu `{ $typed }`. Cách dùng: { $usage }
no-bots = { $command } không có bot bên ngoài. Cách dùng: { $usage }
no-roles = { $command } không có vai trò nào để mô tả. Cách dùng: { $usage }
no-modes = { $command } không có chế độ chơi nào. Cách dùng: { $usage }
modes-head = Các chế độ chơi (bắt đầu bằng { $start }):
modes-presets = Ngoài các chế độ, còn các bộ luật có cách chơi riêng: { $presets } ({ $start })
mode-line = • { $name } ({ $min }–{ $max } người chơi): { $description }
# Cân bằng của một chế độ, dưới dòng của nó trong `/WORD modes`; $side là
# phe có tỉ lệ thắng (Mafia: dân làng), $min và $max là số người chơi.
mode-simulated = Tỉ lệ thắng của { $side } khi máy chơi: { $first }% với { $min } người, { $last }% với { $max } người
mode-real = ván thật ({ $games }): { $real }%; máy chơi với cùng số người: { $simulated }%
mode-real-alone = ván thật ({ $games }): { $side } thắng { $real }%
roles-balance-warning = ⚠️ Danh sách đã được lưu, nhưng khi máy chơi thì nó bị lệch (tỉ lệ thắng qua { $games } ván ở mỗi số người): { $figures }. Một danh sách công bằng giữ mỗi phe trong khoảng { $low }% đến { $high }%.
roles-balance-size = { $players } người: { $village-side } { $village }%, { $mafia-side } { $mafia }%
role-unknown = không có vai trò “{ $typed }”; các vai trò là: { $known }
command-failed = { $command }: { $reason }.
command-failed-unchanged = { $command }: { $reason }. Không có gì thay đổi.
command-refused = { $command }: { $reason }
no-game-to-stop = Ở đây không có ván nào để dừng.
no-lobby-to-extend = Ở đây không có phòng chờ nào đang mở để gia hạn.
admins-only = Chỉ quản trị viên của nhóm mới xem và đổi được cài đặt.
config-shown =
    Luật của nhóm này (đổi bằng { $config } TÙY_CHỌN GIÁ_TRỊ):
    { $rules }
config-set =
    Đã đặt { $option } = { $value }. Các ván mới ở đây sẽ dùng:
    { $rules }
game-running = Ở đây đang có một ván (ván { $game }). Hãy chơi cho xong, hoặc chủ phòng hay quản trị viên có thể kết thúc bằng { $stop }.
no-seat = Phòng chờ đã mở nhưng bạn chưa có chỗ: { $reason }
seated = Bạn đã có chỗ. Vai của bạn sẽ được gửi riêng tới đây.
left-table = Bạn đã rời bàn.
game-begins = Ván chơi bắt đầu.
table-full = Bàn đã đủ { $seats } người chơi có thể thêm; chủ phòng có thể bấm Bắt đầu.
computers-sat = Người chơi máy đã vào bàn.
not-playing = Bạn không chơi trong ván này.
not-playing-unchanged = Bạn không chơi trong ván này; không có gì thay đổi.
nothing-held = Chưa có tin nhắn riêng nào cho bạn.
refused = { $reason }. Không có gì thay đổi.
wrong-chat = Nút này không thuộc cuộc trò chuyện này; không có gì thay đổi.
relayed = Đã chuyển tới ván chơi; các tin nhắn của ván sẽ cho biết kết quả.
game-over = Ván đó đã kết thúc; không có gì thay đổi.
foreign-button = Nút này không phải do tôi tạo (hoặc từ phiên bản cũ); không có gì thay đổi.
other-chat-lobby = Phòng chờ đó thuộc cuộc trò chuyện khác; không có gì thay đổi.
already-chose = Bạn đã chọn { $choice } rồi.
chose = Bạn đã chọn { $choice }.
write-words-now = { $choice }: giờ hãy nhắn lời của bạn cho tôi ở đây, trong cuộc trò chuyện riêng; lời sẽ được nói ngay khi tới nơi.
said = Đã nói.
turn-over-unsaid = Lượt đó đã hết nên không có gì được nói; hãy chọn lại ở lượt mới.
write-words = Hãy viết lời bạn muốn nói; chưa có gì được gửi.
nothing-to-say = Lúc này bạn không có gì để nói trong ván nào. Lệnh dùng trong nhóm: gửi /help để xem.

## Ngôn ngữ của bạn.
language-current = Bạn nhận tin nhắn trò chơi bằng { language-name } ({ $lang }). Đổi bằng /language en, /language ru hoặc /language vi; ván bạn đang chơi vẫn giữ ngôn ngữ của nó.
language-chosen = Từ giờ tôi nhắn cho bạn bằng tiếng Việt trong mọi ván bạn tham gia ({ $lang }).
language-unknown = /language: không có ngôn ngữ “{ $typed }”. Hãy chọn en (English), ru (русский) hoặc vi (tiếng Việt); không có gì thay đổi.
no-such-language = không có ngôn ngữ `{ $typed }`; các ngôn ngữ là en, ru và vi

## Cài đặt bị từ chối.
settings-unknown = không có tùy chọn `{ $option }`; các tùy chọn là: { $known }
settings-wrong-kind = { $option } nhận { $kind }, không phải `{ $value }`
settings-kind-number = một số nguyên
settings-kind-switch = on hoặc off (bật hoặc tắt)
settings-kind-roles = danh sách vai và số lượng như `mafioso:2,cop:1,doctor:1` (các ghế còn lại là dân làng), hoặc `off` để chia theo luật sẵn có
settings-unknown-preset = không có biến thể `{ $name }`; các biến thể là { $known }
settings-no-presets = không có (đổi tùy chọn bằng config)
settings-unreadable = không đọc được cài đặt đã lưu: { $detail }
no-game-to-watch = Ở đây không có ván nào đang diễn ra để theo dõi.
lobby-extended = ⏳ Phòng chờ được mở thêm một thời gian.
watching = 👁 Giờ bạn đang theo dõi ván; tin tức và phòng của người đã bị loại sẽ được gửi cho bạn trong cuộc trò chuyện riêng với tôi.

## /mafia addbot: cho một bot bên ngoài vào chỗ (sau "/mafia addbot: ").
addbot-no-lobby = ở đây không có phòng chờ nào đang mở; hãy mở bằng /mafia start.
addbot-none-registered = chưa có bot nào được đăng ký (quản trị viên đăng ký bằng `narrator arena register TÊN THƯ_MỤC`)
addbot-registered = các bot đã đăng ký: { $names }
addbot-unknown = không có bot bên ngoài nào tên `{ $name }` được đăng ký trên máy chủ này; { $known }.
addbot-started = ván đã bắt đầu; bot chỉ vào chỗ trong phòng chờ, trước khi bắt đầu.
addbot-classic-only = bot bên ngoài chỉ chơi Mafia cổ điển (theo luật của giao thức); hãy mở phòng chờ cổ điển bằng /mafia start classic.
addbot-host-only = chỉ chủ phòng chờ ({ $host }) mới cho bot vào chỗ được.
addbot-full = bàn đã đầy (tối đa { $max } người chơi).
addbot-folder-unusable = thư mục đã đăng ký của `{ $name }` hiện không dùng được: { $error }.
addbot-copy-failed = không sao chép được thư mục của `{ $name }` cho ván này; không có gì thay đổi.
addbot-seated = { $name } (bot) vào chỗ.
addbot-refused = { $reason }.
