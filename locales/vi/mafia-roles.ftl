# vi: các vai trò của Mafia giải thích cho người chơi (/mafia roles,
# /mafia role TÊN). Mỗi vai trò của engine (Role::ALL) có ba thông điệp
# theo tên cố định của nó: mafia-role-name-VAI (tên, viết hoa chữ đầu,
# như người chơi có thể gõ), mafia-role-line-VAI (một dòng: phe và khả
# năng) và mafia-role-about-VAI (phe, ban đêm, cuộc điều tra cho thấy gì,
# luật riêng). Bài kiểm tra role_texts của engine thất bại khi thiếu một
# thông điệp. Đối số chọn: $preset (classic sport hp), $listed và $span
# (yes/no, one/range).

## Tên.
mafia-role-name-villager = Dân làng
mafia-role-name-mafioso = Thành viên mafia
mafia-role-name-cop = Cảnh sát
mafia-role-name-doctor = Bác sĩ
mafia-role-name-commoner = Dân thường
mafia-role-name-detective = Thám tử
mafia-role-name-healer = Thầy thuốc
mafia-role-name-don = Bố già
mafia-role-name-sheriff = Cảnh sát trưởng
mafia-role-name-godfather = Ông trùm
mafia-role-name-lycan = Người sói
mafia-role-name-escort = Người mua vui
mafia-role-name-consort = Tình nhân mafia
mafia-role-name-bodyguard = Vệ sĩ
mafia-role-name-vigilante = Người hành hiệp
mafia-role-name-tracker = Người theo dõi
mafia-role-name-witch = Phù thủy
mafia-role-name-mayor = Thị trưởng
mafia-role-name-lucky = Người may mắn
mafia-role-name-cursed = Kẻ bị nguyền
mafia-role-name-framer = Kẻ gài bẫy
mafia-role-name-janitor = Kẻ dọn dẹp
mafia-role-name-traitor = Kẻ phản bội
mafia-role-name-jester = Thằng hề
mafia-role-name-serial_killer = Sát nhân hàng loạt
mafia-role-name-arsonist = Kẻ phóng hỏa
mafia-role-name-medium = Thầy đồng
mafia-role-name-hunter = Thợ săn
mafia-role-name-cupid = Thần tình yêu

## Mỗi vai một dòng.
mafia-role-line-villager = dân làng (đỏ trong sport); không có khả năng ban đêm, ban ngày tìm và bỏ phiếu loại mafia.
mafia-role-line-mafioso = mafia (đen trong sport); biết đồng bọn và cùng họ giết người ban đêm.
mafia-role-line-cop = dân làng; mỗi đêm điều tra một người chơi và biết phe của họ lúc bình minh.
mafia-role-line-doctor = dân làng; mỗi đêm bảo vệ một người chơi khỏi mọi cuộc tấn công.
mafia-role-line-commoner = dân làng (hp); không có khả năng, bỏ phiếu mỗi vòng.
mafia-role-line-detective = dân làng (hp); cùng các thám tử khác mỗi vòng kiểm tra một người chơi: có phải mafia không.
mafia-role-line-healer = dân làng (hp); cùng các thầy thuốc khác mỗi vòng cho một người chơi thêm máu.
mafia-role-line-don = đen, thủ lĩnh đội đen (sport); cùng đội bắn và ban đêm tìm cảnh sát trưởng.
mafia-role-line-sheriff = đỏ (sport); mỗi đêm kiểm tra màu thẻ của một người chơi.
mafia-role-line-godfather = mafia, thủ lĩnh của họ; cùng mafia giết người, nhưng cuộc điều tra thấy là dân làng.
mafia-role-line-lycan = dân làng không có khả năng, nhưng cuộc điều tra thấy là mafia.
mafia-role-line-escort = dân làng; mỗi đêm chặn hành động đêm của một người chơi khác.
mafia-role-line-consort = mafia; mỗi đêm chặn hành động đêm của một người chơi khác, và giết người khi không còn mafia nào khác giết được.
mafia-role-line-bodyguard = dân làng; mỗi đêm canh gác một người chơi khác và chết thay nếu người đó bị tấn công.
mafia-role-line-vigilante = dân làng; có vài viên đạn và mỗi đêm có thể bắn một người chơi.
mafia-role-line-tracker = dân làng; mỗi đêm theo dõi một người chơi và biết người đó đã đến chỗ ai.
mafia-role-line-witch = dân làng; một bình thuốc chữa và một bình thuốc độc cho cả ván.
mafia-role-line-mayor = dân làng; ban ngày có thể lộ diện một lần, và sau đó phiếu của họ tính gấp đôi.
mafia-role-line-lucky = dân làng; sống sót qua lần tấn công đầu tiên mà không gì khác ngăn được.
mafia-role-line-cursed = dân làng cho đến khi bị mafia tấn công; khi đó họ gia nhập mafia.
mafia-role-line-framer = mafia; trong một đêm làm một người chơi hiện là mafia trước các cuộc điều tra.
mafia-role-line-janitor = mafia; một lần mỗi ván giấu vai trò của người chơi chết trong đêm đó.
mafia-role-line-traitor = phe mafia nhưng mafia không biết; không có khả năng, cuộc điều tra thấy là dân làng.
mafia-role-line-jester = một mình; thắng nếu bị dân làng treo cổ.
mafia-role-line-serial_killer = một mình; mỗi đêm giết một người chơi và thắng khi là người cuối cùng còn đứng.
mafia-role-line-arsonist = một mình; mỗi đêm tưới xăng một người chơi, hoặc châm lửa tất cả những người đã bị tưới.
mafia-role-line-medium = dân làng; ban đêm nói chuyện với người chết.
mafia-role-line-hunter = dân làng; khi bị giết hoặc bị treo cổ, có thể kéo theo một người chơi.
mafia-role-line-cupid = dân làng; đêm đầu tiên gắn kết hai người chơi thành một cặp tình nhân.

## Đầy đủ.
mafia-role-about-villager = Phe: dân làng (thẻ đỏ trong sport). Dân làng không có khả năng ban đêm: họ lắng nghe, tranh luận và bỏ phiếu ban ngày để tìm mafia, và thắng cùng dân làng khi không còn mafia nào. Cuộc điều tra thấy họ là dân làng (đỏ).
mafia-role-about-mafioso = Phe: mafia (thẻ đen trong sport). Các thành viên mafia biết nhau. Trong classic họ cùng chọn nạn nhân ban đêm; người được nhiều thành viên chọn nhất sẽ chết, trừ khi bác sĩ bảo vệ người đó (hòa thì bốc thăm). Trong sport những người đen cùng bắn, và phát bắn chỉ giết khi tất cả cùng gọi tên một người. Trong hp mafia mỗi vòng tấn công một mục tiêu: máu của mục tiêu giảm bằng tổng máu của mafia, còn mafia chia nhau mất số máu bằng máu của mục tiêu; thành viên mafia còn 0 máu vẫn ở lại trò chơi cho đến khi bị bỏ phiếu loại. Cuộc điều tra thấy họ là mafia (đen). Mafia thắng khi số của họ không ít hơn số người còn lại.
mafia-role-about-cop = Phe: dân làng (classic). Mỗi đêm cảnh sát điều tra một người chơi và lúc bình minh biết riêng người đó thuộc phe dân làng hay mafia: ông trùm và kẻ phản bội hiện là dân làng, còn người sói và người bị gài bẫy đêm đó hiện là mafia. Cảnh sát bị chặn thì đêm đó không biết gì. Cuộc điều tra thấy cảnh sát là dân làng.
mafia-role-about-doctor = Phe: dân làng (classic). Mỗi đêm bác sĩ bảo vệ một người chơi khỏi mọi cuộc tấn công trong đêm đó (vụ giết của mafia, phát bắn của người hành hiệp…). Bác sĩ chỉ được tự bảo vệ mình số lần luật cho phép (mặc định một lần mỗi ván), và bác sĩ bị chặn thì không cứu được ai. Cuộc điều tra thấy bác sĩ là dân làng.
mafia-role-about-commoner = Phe: dân làng (preset hp). Dân thường không có khả năng: họ bắt đầu với một lượng máu (mặc định 1000), bỏ phiếu mỗi vòng và mong các thầy thuốc và thám tử kịp tìm ra mafia. Phép thử của thám tử cho thấy họ không phải mafia.
mafia-role-about-detective = Phe: dân làng (preset hp). Các thám tử biết nhau. Mỗi vòng họ cùng kiểm tra một người chơi không phải thám tử: có phải mafia không. Thành viên mafia bị phát hiện sẽ bị loại ngay, và vòng đó không có bỏ phiếu. Mặc định thám tử bắt đầu với 800 máu. Khi mọi thám tử đều đã chết, bước kiểm tra được bỏ qua.
mafia-role-about-healer = Phe: dân làng (preset hp). Các thầy thuốc biết nhau. Mỗi vòng họ cùng cho một người chơi còn sống thêm máu, mặc định 500 (bất kỳ ai: chính họ hay cả mafia); người bị mafia làm còn 0 máu trong vòng đó sẽ sống sót nếu được chữa. Mặc định thầy thuốc bắt đầu với 800 máu. Phép thử của thám tử cho thấy họ không phải mafia.
mafia-role-about-don = Phe: đen, thủ lĩnh đội đen (preset sport). Vào đêm 0 bố già biết cả đội đen và có thể gửi cho đội lệnh giết. Mỗi đêm bố già cùng đội đen bắn, rồi kiểm tra một người chơi: người này có phải cảnh sát trưởng không? Câu trả lời đến ngay, chỉ riêng bố già biết. Phép kiểm tra của cảnh sát trưởng thấy bố già là đen.
mafia-role-about-sheriff = Phe: đỏ (preset sport). Mỗi đêm sau lượt bắn, cảnh sát trưởng kiểm tra một người chơi và biết ngay, riêng mình, thẻ của người đó đỏ hay đen. Bố già mỗi đêm đều tìm cảnh sát trưởng; thẻ của chính cảnh sát trưởng là đỏ.
mafia-role-about-godfather = Phe: mafia, là thủ lĩnh (classic). Ông trùm biết các thành viên mafia khác và họ cũng biết ông, và cùng họ chọn nạn nhân ban đêm; mafia không thể chọn ông trùm. Cuộc điều tra thấy ông trùm là dân làng, nên cảnh sát không tìm ra ông.
mafia-role-about-lycan = Phe: dân làng (classic). Người sói không có khả năng ban đêm, và thẻ vai trò cho họ biết rằng cuộc điều tra sẽ thấy họ là mafia, đúng như vậy. Họ thắng cùng dân làng, nên phải thuyết phục dân làng rằng mình không phải thứ cảnh sát đã thấy.
mafia-role-about-escort = Phe: dân làng (classic). Mỗi đêm người mua vui chặn một người chơi khác còn sống: hành động đêm của người đó không có tác dụng (lựa chọn của thành viên mafia bị chặn không được tính, bác sĩ bị chặn không cứu được ai, cảnh sát bị chặn không biết gì), và lúc bình minh người đó được báo riêng. Việc chặn được xử lý từ đầu đêm, trước các sự bảo vệ và các cuộc tấn công, và không được chặn cùng một người hai đêm liền. Cuộc điều tra thấy người mua vui là dân làng.
mafia-role-about-consort = Phe: mafia (classic). Tình nhân mafia biết các thành viên mafia khác và họ cũng biết cô. Mỗi đêm cô chặn một người chơi khác còn sống, như người mua vui: hành động đêm của người đó không có tác dụng, và không được chặn cùng một người hai đêm liền. Khi không còn thành viên mafia nào còn sống có thể giết, tình nhân mafia giết thay vì chặn. Cuộc điều tra thấy cô là mafia.
mafia-role-about-bodyguard = Phe: dân làng (classic). Mỗi đêm vệ sĩ canh gác một người chơi khác còn sống. Nếu người đó bị tấn công và không có sự bảo vệ nào cứu được, vệ sĩ sẽ chết thay (tối đa một lần mỗi đêm). Vệ sĩ bị chặn thì không canh gác được ai. Cuộc điều tra thấy vệ sĩ là dân làng.
mafia-role-about-vigilante = Phe: dân làng (classic). Người hành hiệp có vài viên đạn cho cả ván (tùy chọn vigilante_shots, mặc định 2, từ 1 đến 5); mỗi đêm họ có thể bắn một người chơi khác hoặc không bắn. Phát bắn là một cuộc tấn công: sự bảo vệ cứu được mục tiêu, và phát bắn có thể trúng cả dân làng lẫn mafia. Phát bắn của người hành hiệp bị chặn không có tác dụng. Cuộc điều tra thấy người hành hiệp là dân làng.
mafia-role-about-tracker = Phe: dân làng (classic). Mỗi đêm người theo dõi theo dõi một người chơi khác và lúc bình minh biết riêng người đó đã dùng hành động đêm để đến chỗ ai (không ai cả, nếu họ không có hành động, bỏ lượt hoặc bị chặn). Người theo dõi bị chặn thì không biết gì. Cuộc điều tra thấy người theo dõi là dân làng.
mafia-role-about-witch = Phe: dân làng (classic). Phù thủy có một bình thuốc chữa và một bình thuốc độc cho cả ván, và mỗi đêm dùng nhiều nhất một bình, hoặc bỏ lượt. Thuốc chữa cứu mục tiêu khỏi mọi cuộc tấn công trong đêm đó, như sự bảo vệ của bác sĩ; thuốc độc tấn công mục tiêu. Cuộc điều tra thấy phù thủy là dân làng.
mafia-role-about-mayor = Phe: dân làng (classic). Ban ngày thị trưởng có thể lộ diện một lần bằng nút bên cạnh cuộc bỏ phiếu; việc lộ diện là công khai, và từ đó phiếu của thị trưởng được tính gấp đôi. Trước đó thị trưởng là một dân làng không có khả năng ban đêm. Cuộc điều tra thấy thị trưởng là dân làng.
mafia-role-about-lucky = Phe: dân làng (classic). Người may mắn không có khả năng ban đêm, nhưng sống sót qua lần tấn công đầu tiên nhắm vào họ mà không gì khác ngăn được, và được báo riêng; lần tiếp theo sẽ giết họ. Cuộc điều tra thấy họ là dân làng.
mafia-role-about-cursed = Phe: lúc đầu là dân làng (classic). Kẻ bị nguyền là dân làng không có khả năng cho đến khi bị mafia tấn công: khi đó, thay vì chết, họ gia nhập mafia làm thành viên mafia (được báo riêng, nhận thẻ mới, và mafia biết đồng bọn mới). Mọi cuộc tấn công khác đều giết họ. Cuộc điều tra thấy kẻ bị nguyền là dân làng cho đến khi họ gia nhập mafia.
mafia-role-about-framer = Phe: mafia (classic). Kẻ gài bẫy biết các thành viên mafia khác và họ cũng biết kẻ gài bẫy. Mỗi đêm kẻ gài bẫy gài một người chơi ngoài mafia, khiến mọi cuộc điều tra đêm đó thấy người này là mafia. Khi không còn kẻ giết người nào của mafia còn sống, kẻ gài bẫy sẽ giết thay. Cuộc điều tra thấy kẻ gài bẫy là mafia.
mafia-role-about-janitor = Phe: mafia (classic). Kẻ dọn dẹp biết các thành viên mafia khác và họ cũng biết kẻ dọn dẹp. Một lần mỗi ván kẻ dọn dẹp gọi tên một người chơi: nếu người đó chết trong đêm ấy, vai trò của họ không được công bố (bình minh chỉ nói rằng họ đã chết) và chỉ kẻ dọn dẹp biết vai trò đó. Lượt dùng chỉ mất khi một cái chết đã được dọn, và kẻ dọn dẹp có thể bỏ lượt. Khi không còn kẻ giết người nào của mafia còn sống, kẻ dọn dẹp sẽ giết thay. Cuộc điều tra thấy kẻ dọn dẹp là mafia.
mafia-role-about-traitor = Phe: mafia, nhưng ở ngoài phòng của họ (classic). Kẻ phản bội biết mafia ngay từ đầu, nhưng mafia không biết kẻ phản bội và có thể nhắm vào họ. Kẻ phản bội không có khả năng ban đêm, và cuộc điều tra thấy họ là dân làng. Khi phòng của mafia không còn ai, kẻ phản bội còn sống trở thành thành viên mafia và giết thay. Kẻ phản bội thắng cùng mafia và được tính cùng họ lúc kết thúc.
mafia-role-about-jester = Phe: một mình (classic). Thằng hề không có khả năng ban đêm và thắng nếu bị dân làng treo cổ. Với tùy chọn jester_ends_game bằng 1 (mặc định), việc treo cổ kết thúc ván đấu và thằng hề là người thắng duy nhất; bằng 0 thì ván đấu tiếp tục và thằng hề thắng cùng những người thắng lúc kết thúc. Cuộc điều tra thấy thằng hề là dân làng.
mafia-role-about-serial_killer = Phe: một mình (classic). Mỗi đêm sát nhân hàng loạt giết một người chơi khác; sự bảo vệ cứu được mục tiêu, như trước mọi cuộc tấn công. Họ thắng khi là người cuối cùng còn đứng cùng nhiều nhất một người chơi khác, và khi họ còn sống thì cả dân làng lẫn mafia đều chưa thắng. Cuộc điều tra thấy sát nhân hàng loạt là dân làng.
mafia-role-about-arsonist = Phe: một mình (classic). Mỗi đêm kẻ phóng hỏa tưới xăng một người chơi khác (người đó không được báo), hoặc châm lửa: mọi người chơi còn sống đã bị tưới xăng đều bị tấn công cùng lúc. Họ thắng như sát nhân hàng loạt, khi là người cuối cùng còn đứng cùng nhiều nhất một người chơi khác, và khi họ còn sống thì cả dân làng lẫn mafia đều chưa thắng. Cuộc điều tra thấy kẻ phóng hỏa là dân làng.
mafia-role-about-medium = Phe: dân làng (classic). Ban đêm thầy đồng ngồi trong phòng của người chết: người chết nghe được thầy đồng và thầy đồng nghe được họ. Ban ngày thầy đồng không có phòng và bỏ phiếu như mọi dân làng. Cuộc điều tra thấy thầy đồng là dân làng.
mafia-role-about-hunter = Phe: dân làng (classic). Khi bị giết ban đêm hoặc bị treo cổ, thợ săn có thể kéo theo một người chơi còn sống: cả bàn được báo rằng thợ săn đang nhắm, và thợ săn có hạn chót riêng (tùy chọn hunter_secs, mặc định 60 giây) để bắn hoặc bỏ qua. Phát bắn diễn ra trước khi xét thắng thua. Cuộc điều tra thấy thợ săn là dân làng.
mafia-role-about-cupid = Phe: dân làng (classic). Vào đêm đầu tiên thần tình yêu gắn kết hai người chơi còn sống thành một cặp tình nhân (hai lựa chọn, lần lượt); lúc bình minh mỗi người biết riêng người kia. Khi một người chết, người kia chết vì đau buồn. Cặp tình nhân khác phe cùng nhau thắng nếu họ là hai người cuối cùng còn sống; cặp tình nhân cùng phe thắng cùng phe của mình. Cuộc điều tra thấy thần tình yêu là dân làng.

## Các câu trả lời.
mafia-roles-head = { $listed ->
    [yes] Các vai trò theo danh sách riêng của nhóm này (preset { $preset }, từ { $min } đến { $max } người chơi):
   *[no] Các vai trò mà preset { $preset } chia ({ $min } đến { $max } người chơi):
}
mafia-roles-entry = • { $name } × { $span ->
    [one] { $fewest }
   *[range] { $fewest }–{ $most }
}: { $line }
mafia-role-not-dealt = Luật này ({ $preset }) không chia vai trò này{ $listed ->
    [yes] { " " }(danh sách vai trò của luật không có nó)
   *[no] { "" }
}.
