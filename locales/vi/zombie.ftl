# vi: trò chơi Xác Sống — những gì quản trò nói với người chơi.

## Tên vai (trong danh sách vai lúc kết thúc) và các phe.
zombie-role-human = con người
zombie-role-zombie = xác sống
zombie-team-humans = phe con người
zombie-team-zombies = phe xác sống

## Câu hỏi của mỗi lượt.
zombie-prompt = Đến lượt bạn: tiếp xúc với một người chơi (mỗi người tối đa một lần trong lượt), dùng thuốc giải, hoặc chờ hết lượt.

## Tình trạng của người chơi, chỉ công bố khi kết thúc.
zombie-condition-human = con người
zombie-condition-zombie = xác sống
zombie-condition-infected = nhiễm tạm thời (từ lượt { $since })
zombie-condition-turned = nhiễm vĩnh viễn

## Vai được báo riêng.
zombie-role-card-human = Bạn là con người. Mỗi lượt, hãy tiếp xúc với những người chơi khác: hai con người gặp nhau thì mỗi người được 1 điểm. Cẩn thận: xác sống lây nhiễm cho những con người mà chúng tiếp xúc, và không ai được biết mình có bị nhiễm hay không. Bạn có một liều thuốc giải.
zombie-role-card-zombie = Bạn là xác sống. Mỗi lượt, hãy tiếp xúc với những người chơi khác: mỗi con người bạn làm lây nhiễm mang về cho bạn 1 điểm. Bạn cũng có một liều thuốc giải (nó không có tác dụng với xác sống).

## Thông báo chung.
zombie-opening = Có { $humans } người và { $zombies } xác sống. Trò chơi kéo dài tối đa { $turns } lượt.
# $unit là `minutes` hoặc `seconds`; $count là bao nhiêu.
zombie-turn-begins = Lượt { $turn } bắt đầu: hãy tiếp xúc riêng với những người chơi khác, mỗi người tối đa một lần trong lượt này. Lượt kết thúc sau { $count } { $unit ->
        [minutes] phút
       *[seconds] giây
    } hoặc khi chủ phòng kết thúc sớm hơn.
# $top_human và $top_zombie là một số điểm hoặc `none`.
zombie-turn-ended = Hết lượt { $turn }: { $humans } người và { $zombies } xác sống (người bị nhiễm được tính là xác sống). Điểm cao nhất: phe con người { $top_human ->
        [none] không có
       *[other] { $top_human }
    }, phe xác sống { $top_zombie ->
        [none] không có
       *[other] { $top_zombie }
    }.

## Các lần tiếp xúc, báo riêng; không bao giờ nói ai bị nhiễm.
zombie-you-interacted = Bạn đã tiếp xúc với { $name }.
zombie-interacted-with-you = { $name } đã tiếp xúc với bạn.
zombie-request-sent = Bạn đã đề nghị tiếp xúc với { $name }; cuộc tiếp xúc sẽ diễn ra nếu người đó đồng ý trước khi hết lượt.
zombie-request-received = { $name } muốn tiếp xúc với bạn: hãy đồng ý hoặc từ chối trước khi hết lượt; nếu bạn không chọn gì thì sẽ không có gì xảy ra.
zombie-you-declined = Bạn đã từ chối đề nghị của { $name }: không có cuộc tiếp xúc nào.
zombie-request-declined = { $name } đã từ chối đề nghị của bạn: không có cuộc tiếp xúc nào.
zombie-request-expired = { $name } không đồng ý trước khi hết lượt: không có cuộc tiếp xúc nào.
zombie-antidote-used = Bạn đã dùng thuốc giải của mình.
zombie-antidote-given = Bạn đã trao thuốc giải của mình cho { $name }; liều thuốc đã được dùng.
zombie-antidote-received = { $name } đã dùng thuốc giải của họ cho bạn.

## Kết thúc: người thắng, bảng xếp hạng, tình trạng cuối của mọi người.
zombie-ended-zombies-win =
    Không còn ai là con người nữa: phe xác sống thắng!
    Bảng xếp hạng xác sống và người bị nhiễm vĩnh viễn:
zombie-ended-survivor =
    { $name-you ->
        [yes] Bạn
       *[no] { $name }
    } là con người duy nhất còn lại và giành chiến thắng!
    Bảng xếp hạng:
zombie-ended-humans-win =
    Lượt cuối cùng đã qua mà vẫn còn con người: phe con người thắng!
    Bảng xếp hạng con người:
zombie-ranking-nobody = (không có ai)
# $condition là một trong các câu zombie-condition-….
zombie-ranking-line = { $rank }. { $name }: { $condition }, { $score } điểm
zombie-reveal = Tình trạng cuối cùng của mọi người:
# $role là `human` hoặc `zombie`; $antidote là `used` hoặc `unused`.
zombie-reveal-line = { $name }: được chia vai { $role ->
        [human] con người
       *[zombie] xác sống
    }, giờ là { $condition }, { $score } điểm, thuốc giải { $antidote ->
        [used] đã dùng
       *[unused] chưa dùng
    }

## Các lựa chọn (nút bấm).
zombie-choice-touch = Tiếp xúc với { $name }
zombie-choice-accept = Đồng ý tiếp xúc với { $name }
zombie-choice-decline = Từ chối tiếp xúc với { $name }
zombie-choice-antidote = Dùng thuốc giải
zombie-choice-give-antidote = Trao thuốc giải cho { $name }
zombie-choice-end-turn = Kết thúc lượt ngay (chủ phòng)

## Các tùy chọn, như `/zombie rules` hiển thị. $on là `on` hoặc `off`.
zombie-rules = Trò chơi Xác Sống: mỗi lượt, người chơi tiếp xúc riêng với nhau; tiếp xúc với xác sống sẽ bị lây nhiễm, bị nhiễm ba lượt thì thành xác sống, thuốc giải chữa khỏi. Không ai được biết mình có bị nhiễm hay không.
zombie-rules-players = người chơi: từ { $min } đến { $max }
zombie-rules-zombies = xác sống: { $count }, được chia ngẫu nhiên và bí mật
zombie-rules-turns = số lượt: { $count } (phe con người thắng nếu trụ được đến cuối)
zombie-rules-turn = thời gian mỗi lượt: { $secs } giây (chủ phòng có thể kết thúc sớm hơn)
zombie-rules-handshake = đồng ý tiếp xúc: { $on ->
        [on] bật
       *[off] tắt
    } (bật: người kia phải đồng ý thì mới tiếp xúc được)
zombie-rules-gift = trao thuốc giải: { $on ->
        [on] bật
       *[off] tắt
    } (bật: có thể trao thuốc giải cho người chơi khác)

## Chế độ kịch bản cho người dẫn trên dòng lệnh (`narrator zombie`).
zombie-script-drawn = Zombie được chọn từ config.yml với hạt giống { $seed } (báo riêng cho từng người chơi):
zombie-script-setup = Sắp xếp (báo riêng cho từng người chơi):
zombie-script-role = { $name }: { $role ->
        [human] con người
       *[zombie] zombie
    }
zombie-script-unfinished = Kịch bản kết thúc trong lượt { $turn }: ván chưa xong.
