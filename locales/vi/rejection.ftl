# vi: the rejection catalogue. Câu bắt đầu bằng chữ thường và không có
# dấu chấm cuối: giao diện và giao thức bot sẽ bọc chúng lại.

rejection-game-over = ván này đã kết thúc; hãy bắt đầu ván mới
rejection-seat-taken-over = một người chơi máy đã thế chỗ bạn vì bạn bỏ lỡ quá nhiều lượt, và ván này không cho lấy lại chỗ (afk_return đang tắt)
rejection-already-extended = phòng chờ đã được gia hạn một lần rồi; hãy bắt đầu ván hoặc để phòng chờ tự đóng
rejection-not-a-player = { $target ->
        [seat] ghế số { $number } không có người chơi trong ván này
       *[player] { $name } không phải người chơi trong ván này
    }
rejection-dead-actor = { $name }, bạn đã bị loại khỏi ván: người bị loại không thể hành động, bỏ phiếu hay nói
rejection-wrong-phase = lúc này bạn không thể { $act }: đang là giai đoạn { $phase }; { $allowed }
rejection-not-your-turn = bạn không thể { $act }: { $reason }
rejection-invalid-target = bạn không thể chọn { $target ->
        [seat] ghế số { $number }
        [exit] lối ra { $number }
        [message] tin nhắn số { $number }
        [no-one] “không ai”
        [yourself] chính mình
        [seat-number] một số ghế
       *[player] { $name }
    }: { $reason }
rejection-already-used = { $what ->
        [antidote] thuốc giải của bạn đã được dùng trong ván này
        [shot-tonight] bạn đã bắn trong đêm nay rồi
        [vote] bạn đã bỏ phiếu rồi
        [yes-or-no] bạn đã trả lời có hoặc không rồi
        [check-tonight] bạn đã kiểm tra trong đêm nay rồi
       *[self-save] bác sĩ đã dùng lượt tự cứu trong ván này rồi
    }
rejection-not-started = ván chưa bắt đầu; hãy chờ chủ phòng bắt đầu ván
rejection-already-started = ván đã bắt đầu; các lệnh của phòng chờ không còn tác dụng
rejection-already-joined = { $name } đã ở trong phòng chờ rồi
rejection-not-in-lobby = { $name } không ở trong phòng chờ
rejection-lobby-full = phòng chờ đã đầy (tối đa { $max } người chơi)
rejection-not-host = chỉ chủ phòng ({ $host }) mới có thể { $act }
rejection-wrong-player-count = { $game ->
        [classic] Mafia cổ điển
        [hp] Mafia tính máu (hp)
        [sport] Mafia thể thao
        [wumpus] Săn Wumpus Quỷ Quyệt
       *[zombie] trò chơi zombie
    } cần từ { $need } đến { $max } người chơi; phòng chờ đang có { $count } người
rejection-invalid-rules = luật của bàn này không hợp lệ: { $reason }
rejection-stale-choice = nút này thuộc về một câu hỏi, lượt hoặc giai đoạn trước; nó không còn hiệu lực
rejection-nothing-to-choose = lúc này bạn không có gì để chọn
rejection-no-such-choice = không có lựa chọn đó (chỉ có { $count } lựa chọn)
rejection-no-request = { $code ->
        [decline] bạn không thể từ chối lời mời của { $name }
       *[accept] bạn không thể chấp nhận lời mời của { $name }
    }: người này chưa mời bạn tương tác trong lượt này
rejection-wrong-game = hành động này thuộc về trò chơi khác; bàn này đang chơi { $game ->
        [mafia] Mafia
        [wumpus] Wumpus
       *[zombie] zombie
    }
rejection-no-words = bạn không thể { $act } mà không có lời nào: hãy gửi lời bạn muốn { $act }, từ 1 đến { $limit } ký tự
rejection-too-many-words = lời của bạn quá dài để { $act }: { $count } ký tự, tối đa chỉ được { $limit } ký tự

# Điều người chơi đã định làm, sau “không thể”.
rejection-act = { $act ->
        [ready] báo đã sẵn sàng
        [kill] chọn nạn nhân
        [investigate] điều tra
        [protect] bảo vệ
        [vote] bỏ phiếu
        [speak] nói
        [nominate] đề cử
        [pass] nhường lời
        [agree] trả lời có hoặc không
        [shoot] bắn
        [check] kiểm tra một người chơi
        [test] điều tra một người chơi
        [heal] chữa trị cho một người chơi
        [pick-up-bow] nhặt cung
        [drop-bow] bỏ cung xuống
        [pick-up-pebble] nhặt một hòn sỏi
        [drop-pebble] bỏ hòn sỏi xuống
        [throw] ném hòn sỏi
        [walk] đi
        [whisper] thì thầm
        [scream] hét lên
        [interact] tương tác
        [accept] chấp nhận
        [decline] từ chối
        [antidote] dùng thuốc giải
        [give-antidote] trao thuốc giải của bạn
        [end-turn] kết thúc lượt
        [fill] lấp chỗ trống bằng người chơi máy
        [start] bắt đầu ván
        [chat] nhắn vào phòng trò chuyện riêng
        [watch] theo dõi ván
        [extend] gia hạn phòng chờ
        [block] chặn người chơi
        [use-power] dùng năng lực ban đêm
        [reveal] lộ diện
       *[stop] dừng ván
    }

# Giai đoạn của ván, sau “đang là giai đoạn”.
rejection-phase = { $phase ->
        [day-zero] ngày 0
        [night] đêm { $n }
        [day] ngày { $n }
        [secret] các bước bí mật của vòng { $n }
        [round-vote] bỏ phiếu của vòng { $n }
        [intro] đêm 0, phần làm quen
        [speeches] phát biểu của ngày { $n }
        [crash-speeches] phát biểu “tai nạn xe” của ngày { $n }
        [ballot] bỏ phiếu cho người bị đề cử của ngày { $n }
        [confirm] bỏ phiếu xác nhận của ngày { $n }
        [shooting] lượt bắn của đêm { $n }
        [checks] lượt kiểm tra của đêm { $n }
        [last-shot] phát bắn cuối cùng của thợ săn
       *[over] kết thúc ván
    }

# Lý do, và điều được phép làm thay: vế câu sau dấu hai chấm hoặc dấu
# chấm phẩy.
rejection-no-such-seat = không có ghế này; các ghế được đánh số từ 1 đến { $count }
rejection-no-computers = luật của bàn này không cho phép người chơi máy

rejection-mafia-sport-only = hành động đó thuộc về chế độ Mafia thể thao
rejection-mafia-talk-at-dawn = mọi người được nói chuyện lại khi trời sáng
rejection-mafia-ready-on-day-zero = chỉ ngày 0 mới chờ mọi người sẵn sàng
rejection-mafia-powers-at-night = năng lực ban đêm chỉ được dùng vào ban đêm
rejection-mafia-no-vote-on-day-zero = ngày 0 không có bỏ phiếu; lần bỏ phiếu đầu tiên là vào ngày 1
rejection-mafia-votes-by-day = việc bỏ phiếu diễn ra vào ban ngày
rejection-mafia-talk-during-vote = mọi người nói chuyện trong lúc bỏ phiếu
rejection-mafia-no-day-zero = chế độ hp không có ngày 0 để báo sẵn sàng
rejection-mafia-powers-before-vote = năng lực được dùng trước khi bỏ phiếu
rejection-mafia-votes-after-secrets = việc bỏ phiếu diễn ra sau các bước bí mật của vòng
rejection-mafia-nominate-in-speeches = việc đề cử diễn ra trong lúc phát biểu
rejection-mafia-pass-in-speech = người đang phát biểu nhường lời để kết thúc bài phát biểu; bố già nhường lời vào đêm 0
rejection-mafia-ballot-after-speeches = việc bỏ phiếu cho người bị đề cử diễn ra sau các bài phát biểu
rejection-mafia-agree-in-confirmation = câu hỏi có hoặc không được đặt ra trong lượt bỏ phiếu xác nhận
rejection-mafia-shoot-at-night = đội đen bắn vào ban đêm
rejection-mafia-checks-after-shooting = việc kiểm tra diễn ra sau lượt bắn
rejection-mafia-sport-actions = Mafia thể thao chơi bằng phát biểu, đề cử, bỏ phiếu cho người bị đề cử, bắn và kiểm tra
rejection-mafia-talk-in-speech = người chơi nói trong bài phát biểu của mình
rejection-mafia-only-mafia-kill = chỉ mafia mới chọn nạn nhân vào ban đêm
rejection-mafia-only-cop = chỉ cảnh sát mới điều tra
rejection-mafia-only-doctor = chỉ bác sĩ mới bảo vệ
rejection-mafia-only-blockers = chỉ người mua vui hoặc tình nhân mafia mới chặn, và không chặn chính mình
rejection-mafia-not-your-power = chỉ { $power ->
        [guard] vệ sĩ mới canh giữ
        [shoot] người hành hiệp mới bắn vào ban đêm
        [track] người theo dõi mới theo dõi người chơi
        [frame] kẻ gài bẫy mới gài bẫy
        [clean] kẻ dọn dẹp mới dọn dẹp
        [stab] sát nhân hàng loạt mới giết một mình
        [douse] kẻ phóng hỏa mới tưới xăng
        [ignite] kẻ phóng hỏa mới châm lửa
        [heal] phù thủy mới chữa bằng thuốc
        [poison] phù thủy mới đầu độc
        [bind] thần tình yêu mới se duyên
       *[other] người có năng lực đó mới dùng được nó
    }
rejection-mafia-no-uses-left = bạn đã dùng năng lực này nhiều lần nhất mà luật cho phép
rejection-mafia-nothing-to-skip = chỉ người có năng lực ban đêm không bắt buộc mới được bỏ qua đêm
rejection-mafia-guard-others = vệ sĩ canh giữ một người chơi khác còn sống
rejection-mafia-not-on-yourself = hãy chọn một người chơi khác còn sống
rejection-mafia-already-doused = người này đã bị tưới xăng; hãy tưới người khác hoặc châm lửa
rejection-mafia-ignite-all = châm lửa bằng lựa chọn "châm lửa", không chọn một người chơi
rejection-mafia-only-mayor-reveals = chỉ thị trưởng mới lộ diện, và chỉ một lần
rejection-mafia-reveal-by-day = thị trưởng lộ diện vào ban ngày
rejection-mafia-hunter-aiming = trò chơi đang chờ phát bắn cuối cùng của thợ săn
rejection-mafia-shoot-the-living = thợ săn bắn một người chơi còn sống
rejection-mafia-blocked-last-night = bạn đã chặn người này đêm qua; đêm nay hãy chặn người khác
rejection-mafia-only-holders = chỉ { $team ->
        [mafia] mafia
        [detectives] các thám tử
        [blockers] người mua vui và tình nhân mafia
       *[healers] các thầy thuốc
    } mới làm được việc đó
rejection-mafia-only-don-and-sheriff = chỉ bố già và cảnh sát trưởng mới kiểm tra
rejection-mafia-only-black-shoots = chỉ đội đen mới bắn
rejection-mafia-only-current-speaker = chỉ người đang phát biểu mới được nói; hãy chờ đến lượt phát biểu của bạn
rejection-mafia-only-don-on-night-zero = vào đêm 0 chỉ bố già được nói, và chỉ với đội đen
rejection-mafia-empty-line = câu nói đang trống; hãy nói điều gì đó
rejection-mafia-long-line = mỗi câu nói tối đa { $limit } ký tự; hãy tách ra
rejection-mafia-only-speaker-nominates = chỉ người đang phát biểu mới được đề cử, trong lúc phát biểu
rejection-mafia-crash-no-nominations = các bài phát biểu “tai nạn xe” không nhận đề cử
rejection-mafia-one-nomination = mỗi người phát biểu chỉ đề cử tối đa một người
rejection-mafia-no-vote-for-no-one = ván này không cho phép bỏ phiếu cho không ai; hãy bỏ phiếu cho một người chơi còn sống
rejection-mafia-in-mafia = người này thuộc mafia; hãy chọn một người chơi còn sống ngoài mafia
rejection-mafia-own-role = bạn đã biết vai trò của mình; hãy điều tra người khác
rejection-mafia-out-of-game = người này đã bị loại; hãy chọn một người chơi còn sống
rejection-mafia-test-outsiders = thám tử chỉ điều tra người chơi ngoài đội của mình
rejection-mafia-no-such-alias = không ai ở bàn của bạn mang tên đó; hãy dùng một tên trong danh sách ghế của bạn
rejection-mafia-aliases-only = trong ván này người chơi dùng biệt danh; hãy dùng một tên trong danh sách ghế của bạn
rejection-mafia-check-another = hãy kiểm tra một người chơi còn sống khác
rejection-mafia-shoot-outsiders = hãy bắn một người chơi còn sống ngoài đội đen
rejection-mafia-vote-for-nominee = hãy bỏ phiếu cho một trong những người bị đề cử
rejection-mafia-canned-under-aliases = trong ván này người chơi dùng biệt danh: hãy gọi tên họ trong bài phát biểu
rejection-mafia-nominate-living = hãy đề cử một người chơi còn sống
rejection-mafia-already-nominated = người này đã bị đề cử rồi
rejection-mafia-no-such-canned = các tin nhắn soạn sẵn được đánh số từ 0 đến 16
rejection-mafia-canned-needs-subject = tin nhắn từ 5 đến 16 cần nêu tên một người chơi
rejection-mafia-canned-takes-no-subject = tin nhắn từ 0 đến 4 không nêu tên người chơi
rejection-mafia-canned-no-seat = không có ghế số { $number }

rejection-wumpus-turn = đang là lượt của { $name }; hãy chờ đến lượt bạn
rejection-wumpus-nobodys-turn = hiện không phải lượt của ai; hãy chờ đến lượt bạn
rejection-wumpus-holding-bow = bạn đã cầm cung rồi
rejection-wumpus-no-bow-here = trong phòng này không có cung
rejection-wumpus-holding-pebble = bạn đã cầm một hòn sỏi rồi
rejection-wumpus-no-pebble-here = trong phòng này không có sỏi
rejection-wumpus-no-bow = bạn không cầm cung
rejection-wumpus-no-pebble = bạn không cầm sỏi
rejection-wumpus-no-arrow = cung của bạn chưa có mũi tên; bạn sẽ có một mũi tên khi lượt tiếp theo của bạn bắt đầu
rejection-wumpus-exits = phòng này có các lối ra từ 1 đến { $count }

rejection-zombie-host-ends-turn = chỉ chủ phòng mới có thể kết thúc lượt sớm; nếu không, lượt sẽ kết thúc khi hết giờ
rejection-zombie-already-asked = bạn đã gửi lời mời cho người này trong lượt này rồi; hãy chờ họ chấp nhận
rejection-zombie-antidote-for-yourself = trong ván này thuốc giải chỉ dùng được cho chính bạn
rejection-zombie-themself = người chơi không thể tương tác với chính mình
rejection-zombie-already-met = bạn đã tương tác với người này trong lượt này rồi; hãy chọn người khác
rejection-no-chat = trò chơi này không có phòng trò chuyện riêng
rejection-nobody-listens = trong phòng của bạn chưa có ai khác; lời của bạn không đến được ai
rejection-mafia-team-chat-at-night = mafia chỉ được bàn bạc với nhau vào ban đêm; lời của bạn chưa đến tai ai
rejection-mafia-team-chat-off = luật của bàn này đã tắt phòng trò chuyện ban đêm của mafia; lời của bạn chưa đến tai ai
rejection-mafia-no-chat-room = chỉ mafia (vào ban đêm) và những người đã bị loại mới có phòng trò chuyện riêng; lời của bạn chưa đến tai ai
rejection-no-spectators = luật của bàn này không cho phép người xem
rejection-playing-not-watching = bạn đang có chỗ trong ván này: người chơi còn sống thì chơi, không đứng xem
rejection-dead-already-watch = bạn đã bị loại khỏi ván này và đã nhận được mọi thứ người xem nhận được
rejection-already-watching = bạn đang theo dõi ván này rồi
