# vi: danh mục Mafia. Các đối số dùng để chọn là mã cố định:
# $role (villager mafioso cop doctor commoner detective healer don sheriff
# godfather lycan escort consort bodyguard vigilante tracker witch mayor
# lucky cursed framer janitor traitor jester serial_killer arsonist),
# $team (village mafia jester serial_killer arsonist), $power (kill
# investigate protect block guard shoot track frame clean stab douse ignite
# heal poison), cờ yes/no.
# Một người chơi, hiển thị theo cách người nhận nhìn thấy, đi kèm ba đối
# số: $X (tên, bí danh hoặc «bạn»), $X-cap (viết hoa chữ đầu) và $X-you
# (yes nếu đó chính là người nhận).

## Vai trò và phe.
mafia-role = { $role ->
    [mafioso] thành viên mafia
    [cop] cảnh sát
    [doctor] bác sĩ
    [commoner] dân thường
    [detective] thám tử
    [healer] thầy thuốc
    [don] bố già
    [sheriff] cảnh sát trưởng
    [godfather] ông trùm
    [lycan] người sói
    [escort] người mua vui
    [consort] tình nhân mafia
    [bodyguard] vệ sĩ
    [vigilante] người hành hiệp
    [tracker] người theo dõi
    [witch] phù thủy
    [mayor] thị trưởng
    [lucky] người may mắn
    [cursed] kẻ bị nguyền
    [framer] kẻ gài bẫy
    [janitor] kẻ dọn dẹp
    [traitor] kẻ phản bội
    [jester] thằng hề
    [serial_killer] sát nhân hàng loạt
    [arsonist] kẻ phóng hỏa
    [medium] thầy đồng
    [hunter] thợ săn
    [cupid] thần tình yêu
   *[villager] dân làng
}
mafia-team = { $team ->
    [mafia] băng mafia
    [jester] thằng hề
    [serial_killer] sát nhân hàng loạt
    [arsonist] kẻ phóng hỏa
    [lovers] đôi tình nhân
   *[village] dân làng
}
mafia-you = bạn

## Thẻ vai trò.
mafia-card = { $role ->
    [cop] Bạn là cảnh sát.
    [doctor] Bạn là bác sĩ.
    [commoner] Bạn là dân thường.
    [don] Bạn là bố già.
    [sheriff] Bạn là cảnh sát trưởng.
    [lycan] Bạn là người sói: một dân làng nhưng cuộc điều tra sẽ thấy bạn là mafia.
    [escort] Bạn là người mua vui: mỗi đêm bạn có thể giữ chân một người chơi khác, và hành động đêm của người đó sẽ không có tác dụng.
    [bodyguard] Bạn là vệ sĩ: mỗi đêm bạn canh giữ một người chơi khác, và nếu người đó bị tấn công, bạn sẽ chết thay.
    [vigilante] Bạn là người hành hiệp: bạn có vài viên đạn, và đêm nào bạn cũng có thể bắn một người chơi hoặc không bắn.
    [tracker] Bạn là người theo dõi: mỗi đêm bạn theo dõi một người chơi khác và lúc bình minh biết người đó đã đến chỗ ai.
    [witch] Bạn là phù thủy: cả ván bạn có một lọ thuốc chữa và một lọ thuốc độc, mỗi đêm dùng nhiều nhất một lọ.
    [mayor] Bạn là thị trưởng: ban ngày bạn có thể lộ diện một lần, và từ đó phiếu của bạn được tính gấp đôi.
    [lucky] Bạn là người may mắn: một dân làng sống sót qua lần bị tấn công đầu tiên.
    [cursed] Bạn là kẻ bị nguyền: một dân làng, nhưng nếu mafia tấn công bạn, bạn sẽ không chết mà gia nhập mafia.
    [jester] Bạn là thằng hề: bạn thắng nếu cả làng treo cổ bạn.
    [serial_killer] Bạn là sát nhân hàng loạt: mỗi đêm bạn giết một người chơi, và bạn thắng khi chỉ còn bạn và nhiều nhất một người khác sống sót.
    [arsonist] Bạn là kẻ phóng hỏa: mỗi đêm bạn tưới xăng lên một người chơi hoặc châm lửa đốt tất cả những người đã bị tưới; bạn thắng khi chỉ còn bạn và nhiều nhất một người khác sống sót.
    [medium] Bạn là thầy đồng: ban đêm bạn nói chuyện với người chết, nghe họ và trả lời họ.
    [hunter] Bạn là thợ săn: nếu bạn bị giết hoặc bị treo cổ, bạn có thể mang theo một người chơi.
    [cupid] Bạn là thần tình yêu: đêm đầu tiên bạn se duyên cho hai người chơi; nếu một người chết, người kia cũng chết theo.
   *[villager] Bạn là dân làng.
}
mafia-card-alone =
    Bạn là { $role ->
        [detective] thám tử
        [healer] thầy thuốc
        [godfather] ông trùm của mafia; cuộc điều tra sẽ thấy bạn là dân làng
        [consort] tình nhân của mafia: mỗi đêm bạn có thể chặn hành động đêm của một người chơi khác
        [framer] kẻ gài bẫy của mafia: mỗi đêm bạn khiến một người chơi bị điều tra ra là mafia
        [janitor] kẻ dọn dẹp của mafia: mỗi ván một lần, bạn có thể giấu vai trò của một người chết trong đêm đó
        [traitor] kẻ phản bội: bạn thắng cùng mafia, nhưng họ không biết bạn; cuộc điều tra sẽ thấy bạn là dân làng
       *[mafioso] thành viên của mafia
    }.
    Bạn hoạt động một mình.
mafia-card-allies = { $role ->
    [detective]
        Bạn là thám tử.
        Các thám tử khác: { $allies }
    [healer]
        Bạn là thầy thuốc.
        Các thầy thuốc khác: { $allies }
    [godfather]
        Bạn là ông trùm của mafia; cuộc điều tra sẽ thấy bạn là dân làng.
        Đồng bọn của bạn: { $allies }
    [consort]
        Bạn là tình nhân của mafia: mỗi đêm bạn có thể chặn hành động đêm của một người chơi khác.
        Đồng bọn của bạn: { $allies }
    [framer]
        Bạn là kẻ gài bẫy của mafia: mỗi đêm bạn khiến một người chơi bị điều tra ra là mafia.
        Đồng bọn của bạn: { $allies }
    [janitor]
        Bạn là kẻ dọn dẹp của mafia: mỗi ván một lần, bạn có thể giấu vai trò của một người chết trong đêm đó.
        Đồng bọn của bạn: { $allies }
    [traitor]
        Bạn là kẻ phản bội: bạn thắng cùng mafia, nhưng họ không biết bạn, và cuộc điều tra sẽ thấy bạn là dân làng. Nếu mafia chết hết, bạn sẽ thế chỗ họ.
        Mafia gồm: { $allies }
   *[mafioso]
        Bạn là thành viên của mafia.
        Đồng bọn của bạn: { $allies }
}

## Luật classic và hp.
mafia-day-zero =
    Chào buổi sáng cả làng! Hôm nay là ngày 0.
    Hôm nay sẽ không có bỏ phiếu.
    Hãy cẩn thận: đêm nay mafia sẽ ra tay.
mafia-ready = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } đã sẵn sàng cho đêm nay.
mafia-nightfall = Đêm { $night } buông xuống. Ai có năng lực ban đêm, hãy chọn trong tin nhắn riêng.
mafia-choice-recorded = { $power ->
        [ignite] Bạn sẽ châm lửa đốt tất cả những người đã bị tưới xăng
       *[other] { $power ->
            [investigate] Bạn sẽ điều tra
            [protect] Bạn sẽ bảo vệ
            [block] Bạn sẽ chặn
            [guard] Bạn sẽ canh giữ
            [shoot] Bạn sẽ bắn
            [track] Bạn sẽ theo dõi
            [frame] Bạn sẽ gài bẫy
            [clean] Bạn sẽ dọn dẹp nếu người này chết
            [stab] Bạn sẽ giết
            [douse] Bạn sẽ tưới xăng lên
            [heal] Bạn sẽ cho thuốc chữa
            [poison] Bạn sẽ đầu độc
            [bind] Bạn se duyên cho
           *[kill] Nạn nhân bạn chọn cho đêm nay
        }: { $target }
    } (bạn có thể đổi cho đến khi hết đêm).
mafia-pass-recorded = Đêm nay bạn sẽ không dùng năng lực nào (bạn có thể đổi ý cho đến khi hết đêm).
mafia-blocked = Đêm qua có người giữ chân bạn: hành động đêm của bạn không có tác dụng.
mafia-mafia-pick = { $by-you ->
        [yes] Bạn
       *[no] { $by }
    } muốn giết { $target }.
mafia-dawn-killed-role =
    Bình minh ngày { $day }.
    Đêm qua, { $name-you ->
        [yes] bạn đã bị giết. Vai trò của bạn:
       *[no] { $name } đã bị giết. Vai trò của người đó:
    } { mafia-role }.
mafia-dawn-killed =
    Bình minh ngày { $day }.
    Đêm qua, { $name-you ->
        [yes] bạn
       *[no] { $name }
    } đã bị giết.
mafia-lovers = Thần tình yêu đã se duyên bạn với { $name }: hai bạn là tình nhân. Nếu một người chết, người kia cũng chết theo; nếu hai bạn ở hai phe khác nhau, hai bạn cùng thắng khi là hai người cuối cùng còn sống.
mafia-lover-died-role = { $name-you ->
        [yes] Bạn chết vì đau buồn theo người yêu. Vai trò của bạn:
       *[no] { $name } chết vì đau buồn theo người yêu. Vai trò của người đó:
    } { mafia-role }.
mafia-lover-died = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } chết vì đau buồn theo người yêu.
mafia-hunter-aims = { $name-you ->
        [yes] Bạn là thợ săn: bạn có thể mang theo một người chơi.
       *[no] { $name } là thợ săn và có thể mang theo một người chơi.
    }
mafia-hunter-shot-role = { $name-you ->
        [yes] Phát bắn cuối cùng của bạn giết
       *[no] Phát bắn cuối cùng của thợ săn giết
    } { $target-you ->
        [yes] bạn. Vai trò của bạn:
       *[no] { $target }. Vai trò của người đó:
    } { mafia-role }.
mafia-hunter-shot = { $name-you ->
        [yes] Phát bắn cuối cùng của bạn giết
       *[no] Phát bắn cuối cùng của thợ săn giết
    } { $target-you ->
        [yes] bạn
       *[no] { $target }
    }.
mafia-hunter-holds = { $name-you ->
        [yes] Bạn không mang theo ai.
       *[no] Thợ săn { $name } không mang theo ai.
    }
mafia-also-died-role = { $name-you ->
        [yes] Người ta cũng thấy bạn đã chết. Vai trò của bạn:
       *[no] Người ta cũng thấy { $name } đã chết. Vai trò của người đó:
    } { mafia-role }.
mafia-also-died = Người ta cũng thấy { $name-you ->
        [yes] bạn
       *[no] { $name }
    } đã chết.
mafia-cleaned = Bạn đã dọn dẹp sau cái chết của { $name }: vai trò của người đó là { mafia-role }. Không ai khác biết điều này.
mafia-tracked = Đêm qua { $name } đã đến chỗ { $target-you ->
        [yes] bạn
       *[no] { $target }
    }.
mafia-tracked-nobody = Đêm qua { $name } không đến chỗ ai cả.
mafia-survived = Đêm qua bạn bị tấn công, nhưng bạn đã gặp may và sống sót. Lần tấn công tiếp theo sẽ giết bạn.
mafia-recruited = Đêm qua mafia đã tấn công bạn. Thay vì chết, bạn gia nhập họ: giờ bạn là thành viên mafia.
mafia-new-member = { $name } đã gia nhập mafia.
mafia-promoted = Mafia đã chết hết. Bạn tiếp quản công việc của họ: giờ bạn là thành viên mafia và mỗi đêm chọn một nạn nhân.
mafia-jester-wins = { $name-you ->
        [yes] Bạn là thằng hề, và bị treo cổ chính là điều bạn muốn: bạn thắng!
       *[no] { $name } là thằng hề, và bị treo cổ chính là điều người đó muốn: thằng hề chiến thắng!
    }
mafia-mayor-revealed = { $name-you ->
        [yes] Bạn lộ diện là thị trưởng: từ giờ phiếu của bạn được tính gấp đôi.
       *[no] { $name } lộ diện là thị trưởng: từ giờ phiếu của người đó được tính gấp đôi.
    }
mafia-dawn-nobody =
    Bình minh ngày { $day }.
    Đêm qua không ai chết.
mafia-investigation = Kết quả điều tra: { $name } thuộc phe { $team ->
        [mafia] mafia
       *[village] dân làng
    }.
mafia-still-alive = Những người chơi còn sống: { $names }
mafia-voting-opens = Ngày { $day }: hãy bỏ phiếu treo cổ một người chơi, hoặc không treo cổ ai.
mafia-vote-cast = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } đã bỏ phiếu treo cổ { $target-you ->
        [yes] bạn
       *[no] { $target }
    }.
mafia-vote-cast-no-one = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } đã bỏ phiếu không treo cổ ai.
mafia-said = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } nói: «{ $line }»
mafia-said-to = { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } nói với { $recipient }: «{ $line }»
mafia-lynched-role =
    Cả làng đã treo cổ { $name-you ->
        [yes] bạn!
    Vai trò của bạn:
       *[no] { $name }!
    Vai trò của người đó:
    } { mafia-role }.
mafia-lynched = Cả làng đã treo cổ { $name-you ->
        [yes] bạn
       *[no] { $name }
    }!
mafia-no-lynch = Hôm nay cả làng quyết định không treo cổ ai.
mafia-hit-points = Bạn có { $hp } máu.
mafia-ally-pick = { $by-you ->
        [yes] Bạn
       *[no] { $by }
    } muốn { $power ->
        [investigate] kiểm tra
        [protect] chữa cho
       *[kill] giết
    } { $target }.
mafia-tested = Kết quả kiểm tra: { $name } { $mafia ->
        [yes] là mafia
       *[no] không phải mafia
    }.
mafia-caught-role =
    Các thám tử đã bắt được { $name }, người này phải rời cuộc chơi. Vòng này không bỏ phiếu.
    Vai trò của người đó: { mafia-role }.
mafia-caught = Các thám tử đã bắt được { $name }, người này phải rời cuộc chơi. Vòng này không bỏ phiếu.
mafia-revote = Số phiếu đang hòa giữa { $names }. Mọi người bỏ phiếu lại (lần lặp thứ { $attempt }).
mafia-afk-removed = { $name-you ->
        [yes] Bạn đã bỏ lỡ quá nhiều lượt liên tiếp nên bị loại khỏi cuộc chơi. Vai trò của bạn được giữ kín cho đến hết ván.
       *[no] { $name-cap } đã bỏ lỡ quá nhiều lượt liên tiếp nên bị loại khỏi cuộc chơi. Vai trò của người này được giữ kín cho đến hết ván.
    }
mafia-winner = { $team ->
        [lovers] Đôi tình nhân
        [jester] Thằng hề
        [serial_killer] Sát nhân hàng loạt
        [arsonist] Kẻ phóng hỏa
        [mafia] Mafia
       *[village] Dân làng
    } chiến thắng!

## Luật sport.
mafia-sport-card = { $role ->
    [don] Bạn có lá bài đen: bạn là bố già. Bạn dẫn dắt đội đen, ban đêm cùng đội nổ súng, rồi kiểm tra một người chơi: người đó có phải cảnh sát trưởng không?
    [mafioso] Bạn có lá bài đen. Ban đêm đội đen nổ súng; phát bắn chỉ trúng khi mọi thành viên đội đen chọn cùng một mục tiêu.
    [sheriff] Bạn có lá bài đỏ: bạn là cảnh sát trưởng. Mỗi đêm bạn kiểm tra một người chơi: đỏ hay đen?
   *[villager] Bạn có lá bài đỏ. Hãy tìm ra đội đen và bỏ phiếu loại họ khỏi cuộc chơi.
}
mafia-black-team = Đội đen: { $names }. Bố già: { $don }.
mafia-introduction = Đêm 0: màn làm quen. Đội đen gặp mặt nhau và bố già có thể gửi cho cả đội một lệnh giết. Đêm nay không ai bị bắn.
mafia-kill-order = Lệnh giết của bố già: { $text }
mafia-discussion = Ngày { $day }: thảo luận, lần lượt theo thứ tự chỗ ngồi.
mafia-speech-turn = { $speaker-you ->
        [yes] Bạn
       *[no] { $speaker-cap }
    } có { $secs } giây để phát biểu.
mafia-speech-turn-again = Hòa phiếu: { $speaker-you ->
        [yes] bạn
       *[no] { $speaker }
    } được phát biểu lại trong { $secs } giây.
mafia-speech = { $speaker-cap } nói: «{ $text }»
mafia-relayed = { $speaker-cap } nói: «{ $line }»
mafia-nominated = { $by-cap } đã đề cử { $nominee-you ->
        [yes] { $by-you ->
            [yes] chính mình
           *[no] bạn
        }
       *[no] { $nominee }
    }.
mafia-no-nominees = Không ai bị đề cử: hôm nay không bỏ phiếu.
mafia-ballot-opens = Bỏ phiếu cho những người bị đề cử, theo thứ tự đề cử: { $names }. Mỗi người chơi có một phiếu.
mafia-ballot-cast = { $voter-cap } đã bỏ phiếu cho { $nominee-you ->
        [yes] { $voter-you ->
            [yes] chính mình
           *[no] bạn
        }
       *[no] { $nominee }
    }.
mafia-tally = Số phiếu: { $counts }.
mafia-tally-entry = { $name } được { $count } phiếu
mafia-car-crash = Hòa phiếu: { $names } có số phiếu bằng nhau. Họ được phát biểu lại và cuộc bỏ phiếu được lặp lại chỉ giữa họ.
mafia-confirmation = { $name-you ->
    [yes] Bạn có đồng ý rời cuộc chơi không?
   *[no] Bạn có đồng ý để { $name } rời cuộc chơi không?
}
mafia-confirmation-all = Lần bỏ phiếu lại vẫn hòa. Bạn có đồng ý để tất cả những người này cùng rời cuộc chơi không: { $names }?
mafia-agreement = { $voter-cap } đã trả lời { $yes ->
        [yes] «có»
       *[no] «không»
    }.
mafia-leaves-role = { $name-cap } rời cuộc chơi. Vai trò của { $name }: { mafia-role }.
mafia-leaves = { $name-cap } rời cuộc chơi.
mafia-stays = Không đủ đa số: { $names } ở lại trong cuộc chơi.
mafia-shooting = Đêm { $night } buông xuống. Đội đen nổ súng.
mafia-shot-taken = Đã ghi nhận phát bắn của bạn vào { $target-you ->
        [yes] chính bạn
       *[no] { $target }
    }.
mafia-checks = Bố già và cảnh sát trưởng tiến hành kiểm tra.
mafia-don-checked = { $target-cap } { $sheriff ->
        [yes] là
       *[no] không phải là
    } cảnh sát trưởng.
mafia-sheriff-checked = { $target-cap } mang lá bài { $black ->
        [yes] đen
       *[no] đỏ
    }.
mafia-morning-killed-role = Buổi sáng ngày { $day }. Đêm qua { $name } đã bị bắn. Vai trò của { $name }: { mafia-role }.
mafia-morning-killed = Buổi sáng ngày { $day }. Đêm qua { $name-you ->
        [yes] bạn
       *[no] { $name }
    } đã bị bắn.
mafia-morning-miss = Buổi sáng ngày { $day }. Bắn trượt: đêm qua không ai bị bắn.
mafia-seat-list = Bàn chơi: { $seats }.
mafia-seat-out = { $name } (đã bị loại)

## Câu hỏi.
mafia-prompt-ready = Ngày 0: hãy báo khi bạn sẵn sàng cho đêm.
mafia-prompt-night-kill = Trời đã tối. Hãy bỏ phiếu chọn nạn nhân.
mafia-prompt-investigate = Trời đã tối. Bạn muốn điều tra ai?
mafia-prompt-protect = Trời đã tối. Bạn muốn cứu ai?
mafia-prompt-block = Trời đã tối. Bạn muốn chặn hành động đêm của ai?
mafia-prompt-power = Trời đã tối. { $power ->
        [guard] Bạn muốn canh giữ ai?
        [shoot] Bạn muốn bắn ai, nếu có?
        [track] Bạn muốn theo dõi ai?
        [frame] Bạn muốn gài bẫy ai?
        [clean] Bạn muốn dọn dẹp sau cái chết của ai, nếu có?
        [stab] Bạn muốn giết ai?
        [douse] Bạn muốn tưới xăng lên ai, hay châm lửa luôn?
        [ignite] Bạn có châm lửa không?
        [bind] Bạn se duyên cho ai? Hãy chọn hai người chơi, lần lượt từng người.
       *[heal] Bạn có muốn dùng một lọ thuốc không?
    }
mafia-prompt-last-shot = Bạn sắp chết. Bạn muốn mang theo ai, nếu có?
mafia-prompt-reveal = Bạn bỏ phiếu treo cổ ai? Là thị trưởng, bạn có thể lộ diện trước: khi đó phiếu của bạn được tính gấp đôi và bạn bỏ phiếu công khai.
mafia-prompt-vote = Bạn bỏ phiếu treo cổ ai?
mafia-prompt-kill-order = Đêm 0: gửi cho đội đen một lệnh giết (`speak NỘI_DUNG`), hoặc bỏ qua.
mafia-prompt-speech = Lượt phát biểu của bạn: hãy nói (`speak NỘI_DUNG`), đề cử một người chơi, và bỏ qua khi đã nói xong.
mafia-prompt-nominees = Hãy bỏ phiếu cho một trong những người bị đề cử.
mafia-prompt-agree = Bạn có đồng ý để họ rời cuộc chơi không?
mafia-prompt-shoot = Trời đã tối. Đội đen bắn ai?
mafia-prompt-don-check = Kiểm tra một người chơi: người đó có phải cảnh sát trưởng không?
mafia-prompt-sheriff-check = Kiểm tra một người chơi: đỏ hay đen?

## Các lựa chọn.
mafia-choice-ready = Sẵn sàng
mafia-choice-nominate = Đề cử { $name-you ->
        [yes] chính mình
       *[no] { $name }
    }
mafia-choice-pass = Bỏ qua
mafia-choice-use = { $power ->
        [guard] Canh giữ { $name }
        [shoot] Bắn { $name }
        [track] Theo dõi { $name }
        [frame] Gài bẫy { $name }
        [clean] Dọn dẹp sau { $name }
        [stab] Giết { $name }
        [douse] Tưới xăng lên { $name }
        [ignite] Châm lửa
        [heal] Chữa cho { $name }
        [poison] Đầu độc { $name }
        [bind] Se duyên cho { $name }
       *[other] { $name }
    }
mafia-choice-reveal = Lộ diện: tôi là thị trưởng
mafia-choice-yes = Có
mafia-choice-no = Không
mafia-no-one = không ai

## Các câu soạn sẵn 0–16 như người chơi đọc (giao thức bot giữ bảng tiếng
## Anh riêng), và một câu kèm người được nhắc tới.
mafia-canned-0 = Không
mafia-canned-1 = Có
mafia-canned-2 = Tôi là cảnh sát
mafia-canned-3 = Tôi là bác sĩ
mafia-canned-4 = Tôi là dân làng bình thường
mafia-canned-5 = Tôi tin người chơi này:
mafia-canned-6 = Tôi thấy người chơi này đáng ngờ:
mafia-canned-7 = Tôi nghĩ người chơi này là cảnh sát:
mafia-canned-8 = Tôi nghĩ người chơi này là bác sĩ:
mafia-canned-9 = Tôi nghĩ người chơi này là dân làng bình thường:
mafia-canned-10 = Tôi nghĩ người chơi này là mafia:
mafia-canned-11 = Bạn có nghĩ người chơi này là mafia không?
mafia-canned-12 = Tôi đã cố cứu người chơi này:
mafia-canned-13 = Tôi đã cứu thành công người chơi này:
mafia-canned-14 = Tôi đã điều tra người chơi này và thấy họ thuộc phe mafia:
mafia-canned-15 = Tôi đã điều tra người chơi này và thấy họ thuộc phe dân làng:
mafia-canned-16 = Đêm nay bạn có thể dùng năng lực của mình lên người chơi này không?
mafia-line-about = { $line } { $subject }

## Bảng luật (/mafia rules): các khóa, rồi các giá trị.
mafia-rules-preset = bộ luật
mafia-rules-players = người chơi
mafia-rules-players-value = từ { $min } đến { $max }
mafia-rules-roles = vai trò
mafia-rules-roles-classic = ⌊n/{ $mafia }⌋ mafia, { $cops } cảnh sát, { $doctors } bác sĩ, còn lại là dân làng
mafia-rules-roles-list = { $list }, còn lại là dân làng
mafia-rules-mode = chế độ
mafia-rules-roles-mode = theo cách chế độ { $mode } chia cho số người chơi của bàn (/mafia roles liệt kê chúng)
mafia-rules-role-option = { $option ->
        [vigilante_shots] số đạn của người hành hiệp
        [jester_ends_game] thằng hề bị treo cổ thì ván kết thúc
       *[hunter_secs] thời gian cho phát bắn cuối của thợ săn
    }
mafia-rules-role-count = { mafia-role } × { $count }
mafia-rules-roles-hp = ⌊n/{ $mafia }⌋ mafia, ⌊n/{ $detectives }⌋ thám tử, ⌊n/{ $healers }⌋ thầy thuốc{ $least ->
        [0] { "" }
       *[other] { " " }(ít nhất { $least })
    }, còn lại là dân thường
mafia-rules-roles-sport = ⌊n/{ $mafia }⌋ đen (một người là bố già), một cảnh sát trưởng, còn lại là đỏ
mafia-rules-day0 = ngày 0
mafia-rules-day0-value = { $secs } giây, không bỏ phiếu
mafia-rules-self-saves = số lần bác sĩ tự cứu
mafia-rules-starting-hp = máu ban đầu
mafia-rules-starting-hp-value = dân thường { $commoner }, mafia { $mafia }, thám tử { $detective }, thầy thuốc { $healer }
mafia-rules-heal = chữa trị
mafia-rules-heal-value = +{ $hp } máu
mafia-rules-speech = phát biểu
mafia-rules-speech-value = mỗi người { $secs } giây
mafia-rules-shooting = bắn
mafia-rules-shooting-value = { $secs } giây, chỉ trúng khi mọi người chơi đen chọn cùng một mục tiêu
mafia-rules-confirmation = xác nhận
mafia-rules-confirmation-value = ứng viên rời cuộc chơi nếu hơn một nửa số người còn sống nói có
mafia-rules-pseudonyms = bí danh
mafia-rules-night = đêm
mafia-rules-day-vote = bỏ phiếu ban ngày
mafia-rules-secs = { $secs } giây
mafia-rules-no-lynch = bỏ phiếu không treo cổ ai
mafia-rules-tie = hòa phiếu
mafia-rules-tie-random = bốc thăm ngẫu nhiên
mafia-rules-tie-no-lynch = không ai bị loại
mafia-rules-tie-car-crash = những người bằng phiếu phát biểu lại, bỏ phiếu lại giữa họ, rồi hỏi «tất cả cùng rời?»
mafia-rules-tie-revote = bỏ phiếu lại (tối đa { $times } lần), rồi bốc thăm
mafia-rules-reveal = lộ vai trò khi bị loại
mafia-rules-computers = người chơi máy
mafia-rules-computer-play = cách người chơi máy chơi
mafia-rules-computer-play-value = dân làng bỏ phiếu có suy xét { $skill } % số lần và chờ bằng chứng: { $waits }; cảnh sát lộ diện { $cop ->
        [at_once] từ lần điều tra đầu tiên
        [never] không bao giờ
       *[when_found] khi tìm ra một mafia
    }; mafia phản tố { $mafia }; thằng hề tự nhận { $jester }
mafia-rules-afk = người chơi vắng mặt
mafia-rules-afk-value = { $action ->
        [none] không có gì xảy ra
        [remove] sau { $strikes } lượt bỏ lỡ liên tiếp, người chơi bị loại khỏi cuộc chơi và vai trò được giữ kín đến hết ván; không thể quay lại
       *[replace] { $back ->
            [yes] sau { $strikes } lượt bỏ lỡ liên tiếp, một người chơi máy sẽ thế chỗ; người chơi có thể lấy lại chỗ của mình
           *[no] sau { $strikes } lượt bỏ lỡ liên tiếp, một người chơi máy sẽ thế chỗ
        }
    }
mafia-rules-on = bật
mafia-rules-off = tắt
mafia-chat-team = 🌙 { $speaker-cap } nhắn cho mafia: «{ $text }»
mafia-chat-dead = 👻 { $speaker-cap } nhắn cho người đã bị loại: «{ $text }»
mafia-rules-team-chat = phòng trò chuyện đêm của mafia
mafia-rules-spectators = người xem
mafia-rules-dead-see-roles = người bị loại xem vai trò
