# vi: Săn Wumpus. Chỉ phần công bố hang lúc kết thúc mới nêu số phòng:
# người chơi chỉ nghe về lối ra và khoảng cách.

## Tên vai (trong danh sách vai lúc kết thúc) và các phe.
wumpus-role-hunter = thợ săn
wumpus-team-hunters = các thợ săn
wumpus-team-wumpus = quái vật Wumpus

## Câu hỏi của mỗi lượt.
wumpus-prompt = Đến lượt bạn trong bóng tối: hãy chọn một hành động.

## Thông báo chung.
wumpus-begins =
    Cuộc săn bắt đầu trong một hang tối gồm { $rooms } phòng. Mọi thợ săn đều đứng ở phòng đầu tiên, nơi có { $bows ->
        [1] một cây cung phép
       *[other] { $bows } cây cung phép
    } và { $pebbles ->
        [1] một viên sỏi
       *[other] { $pebbles } viên sỏi
    }. Hãy coi chừng các hố sâu, dơi khổng lồ và Wumpus; chỉ có thể dò đường bằng đôi tai.
    Thứ tự lượt: { $order }.
wumpus-turn = Đến lượt { $name }.
wumpus-timed-out = { $name } đã hết giờ; lượt này họ không làm gì cả.
wumpus-died = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } đã chết.
wumpus-killed = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } đã hạ được Wumpus!
wumpus-all-dead = Mọi thợ săn đều đã chết. Wumpus thắng.

## Những gì người chơi cảm nhận khi đến lượt. $floor là `both`, `bows`,
## `pebbles` hoặc `none` (thứ nằm ở đây); $holding là `bow-arrow`, `bow`,
## `pebble` hoặc `none`.
wumpus-senses = Bạn đứng trong một căn phòng có { $exits } lối ra{ $floor ->
        [both] ; bạn sờ thấy trên nền { $bows ->
            [1] một cây cung
           *[other] { $bows } cây cung
        } và { $pebbles ->
            [1] một viên sỏi
           *[other] { $pebbles } viên sỏi
        }
        [bows] ; bạn sờ thấy trên nền { $bows ->
            [1] một cây cung
           *[other] { $bows } cây cung
        }
        [pebbles] ; bạn sờ thấy trên nền { $pebbles ->
            [1] một viên sỏi
           *[other] { $pebbles } viên sỏi
        }
       *[none] {""}
    }. { $holding ->
        [bow-arrow] Bạn đang cầm một cây cung đã lắp tên.
        [bow] Bạn đang cầm một cây cung (chưa có tên).
        [pebble] Bạn đang cầm một viên sỏi.
       *[none] Hai tay bạn trống không.
    }

## Hành động của bạn đã được thực hiện.
wumpus-done-pick-up-bow = Bạn nhặt một cây cung.
wumpus-done-drop-bow = Bạn đặt cây cung xuống; mũi tên của nó bị mất.
wumpus-done-pick-up-pebble = Bạn nhặt một viên sỏi.
wumpus-done-drop-pebble = Bạn thả viên sỏi xuống.
wumpus-done-throw = Bạn ném viên sỏi qua lối ra { $exit }.
wumpus-done-shoot = Bạn bắn một mũi tên qua lối ra { $exit }.
wumpus-done-walk = Bạn đi qua lối ra { $exit }.
wumpus-done-whisper = Bạn thì thầm.
wumpus-done-whisper-words = Bạn thì thầm: “{ $words }”
wumpus-done-speak = Bạn cất tiếng nói.
wumpus-done-speak-words = Bạn nói: “{ $words }”
wumpus-done-scream = Bạn hét lên.
wumpus-done-scream-words = Bạn hét lên: “{ $words }”

## Những gì xảy ra với bạn.
wumpus-carried = Một con dơi khổng lồ tóm lấy bạn, bay xuyên qua bóng tối rồi thả bạn xuống một nơi khác.
wumpus-you-died-pit = Bạn rơi xuống một hố sâu không đáy. Bạn đã chết.
wumpus-you-died-wumpus = Wumpus ăn thịt bạn. Bạn đã chết.
wumpus-you-died-arrow = Một mũi tên từ trong bóng tối lao ra trúng bạn. Bạn đã chết.

## Những gì bạn nghe thấy và ở xa bao nhiêu: $distance là 0 (phòng của
## bạn), 1 (phòng bên cạnh) hoặc nhiều lối đi hơn. $voice là `whisper`,
## `speech` hoặc `scream`; $sound là `click`, `wushhh` hoặc `wings`.
wumpus-heard-voice-words = { $name } { $voice ->
        [whisper] thì thầm
        [speech] nói
       *[scream] hét
    } { $distance ->
        [0] ngay trong phòng bạn
        [1] ở phòng bên cạnh
       *[other] cách đây { $distance } lối đi
    }: “{ $words }”
wumpus-heard-voice = Bạn nghe thấy { $name } { $voice ->
        [whisper] thì thầm
        [speech] nói
       *[scream] hét
    } { $distance ->
        [0] ngay trong phòng bạn
        [1] ở phòng bên cạnh
       *[other] cách đây { $distance } lối đi
    }.
wumpus-heard-sound = Bạn nghe thấy { $sound ->
        [click] một tiếng cạch
        [wushhh] một tiếng “vù…”
       *[wings] tiếng đập cánh của một con dơi khổng lồ
    } { $distance ->
        [0] ngay trong phòng bạn
        [1] từ phòng bên cạnh
       *[other] từ nơi cách đây { $distance } lối đi
    }.

## Kết thúc: toàn bộ hang. $alive là `alive` hoặc `dead`; $fate là `pit`,
## `wumpus`, `arrow` hoặc `none`.
wumpus-reveal = Toàn cảnh hang động: hố ở các phòng { $pits }; dơi ở các phòng { $bats }; Wumpus { $alive ->
        [alive] vẫn sống, đang ở
       *[dead] nằm chết ở
    } phòng { $room } (đường đi của nó: { $path }).
wumpus-reveal-by-bat = (dơi) { $room }
wumpus-reveal-trail = { $name }: { $path }{ $fate ->
        [pit] , rơi xuống hố
        [wumpus] , bị Wumpus ăn thịt
        [arrow] , trúng tên
       *[none] {""}
    }

## Các lựa chọn (nút bấm).
wumpus-choice-pick-up-bow = Nhặt một cây cung
wumpus-choice-drop-bow = Đặt cây cung xuống
wumpus-choice-pick-up-pebble = Nhặt một viên sỏi
wumpus-choice-drop-pebble = Thả viên sỏi xuống
wumpus-choice-throw = Ném viên sỏi qua lối ra { $exit }
wumpus-choice-shoot = Bắn qua lối ra { $exit }
wumpus-choice-walk = Đi qua lối ra { $exit }
wumpus-choice-whisper = Thì thầm
wumpus-choice-whisper-words = Thì thầm: “{ $words }”
wumpus-choice-speak = Nói
wumpus-choice-speak-words = Nói: “{ $words }”
wumpus-choice-scream = Hét lên
wumpus-choice-scream-words = Hét lên: “{ $words }”

## Các tùy chọn, như `/wumpus rules` hiển thị.
wumpus-rules = Săn Wumpus trong hang quanh co: khám phá một hang tối qua các lối ra được đánh số, mỗi lượt một hành động. Hãy lắng nghe Wumpus, tránh các hố, thì thầm, nói hoặc hét lên với những người khác, và bắn hạ Wumpus bằng cung để giành chiến thắng. Rơi xuống hố hoặc chạm mặt Wumpus là cuộc săn của bạn kết thúc.
wumpus-rules-hunters = thợ săn: từ 1 đến { $max }
wumpus-rules-cave = hang: { $count } phòng
wumpus-rules-pits = hố: { $count }
wumpus-rules-bats = dơi khổng lồ: { $count }
wumpus-rules-bows = cung ở phòng xuất phát: { $count }
wumpus-rules-pebbles = sỏi ở phòng xuất phát: { $count }
wumpus-rules-turn = thời gian mỗi lượt: { $secs } giây

## Chú thích cho hình hang động (narrator-pictures không vẽ chữ; máy chủ
## đăng đoạn này kèm theo hình). $colour là mã màu của đường đi.
wumpus-picture-legend = Hình tròn là phòng, đường kẻ là lối đi; vòng tròn xanh lá là phòng xuất phát. Chấm đen là hố, hình thoi tím là dơi, chấm đỏ là Wumpus (bị gạch chéo nếu đã chết; đường lang thang của nó là nét đứt màu đỏ). Đường đi của mỗi người chơi là một đường mang màu của họ (nét đứt ở đoạn bị dơi mang đi), kết thúc bằng một chấm nếu họ còn sống hoặc một dấu chéo nếu họ đã chết. Vạch nhỏ màu nâu là cung, chấm xám là sỏi còn lại trong hang.
wumpus-picture-paths = Đường đi: { $paths }.
wumpus-picture-path = { $name } màu { $colour ->
        [blue] xanh dương
        [orange] cam
        [green] xanh lá
        [magenta] tím hồng
       *[teal] xanh mòng két
    }
