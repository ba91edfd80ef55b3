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

## Mỗi vai một dòng.
mafia-role-line-villager = dân làng (đỏ trong sport); không có khả năng ban đêm, ban ngày tìm và bỏ phiếu loại mafia.
mafia-role-line-mafioso = mafia (đen trong sport); biết đồng bọn và cùng họ giết người ban đêm.
mafia-role-line-cop = dân làng; mỗi đêm điều tra một người chơi và biết phe của họ lúc bình minh.
mafia-role-line-doctor = dân làng; mỗi đêm bảo vệ một người chơi khỏi vụ giết của mafia.
mafia-role-line-commoner = dân làng (hp); không có khả năng, bỏ phiếu mỗi vòng.
mafia-role-line-detective = dân làng (hp); cùng các thám tử khác mỗi vòng kiểm tra một người chơi: có phải mafia không.
mafia-role-line-healer = dân làng (hp); cùng các thầy thuốc khác mỗi vòng cho một người chơi thêm máu.
mafia-role-line-don = đen, thủ lĩnh đội đen (sport); cùng đội bắn và ban đêm tìm cảnh sát trưởng.
mafia-role-line-sheriff = đỏ (sport); mỗi đêm kiểm tra màu thẻ của một người chơi.
mafia-role-line-godfather = mafia, thủ lĩnh của họ; cùng mafia giết người, nhưng cuộc điều tra thấy là dân làng.
mafia-role-line-lycan = dân làng không có khả năng, nhưng cuộc điều tra thấy là mafia.
mafia-role-line-escort = dân làng; mỗi đêm chặn hành động đêm của một người chơi khác.
mafia-role-line-consort = mafia; mỗi đêm chặn hành động đêm của một người chơi khác, và giết người khi không còn mafia nào khác giết được.

## Đầy đủ.
mafia-role-about-villager = Phe: dân làng (thẻ đỏ trong sport). Dân làng không có khả năng ban đêm: họ lắng nghe, tranh luận và bỏ phiếu ban ngày để tìm mafia, và thắng cùng dân làng khi không còn mafia nào. Cuộc điều tra thấy họ là dân làng (đỏ).
mafia-role-about-mafioso = Phe: mafia (thẻ đen trong sport). Các thành viên mafia biết nhau. Trong classic họ cùng chọn nạn nhân ban đêm; người được nhiều thành viên chọn nhất sẽ chết, trừ khi bác sĩ bảo vệ người đó (hòa thì bốc thăm). Trong sport những người đen cùng bắn, và phát bắn chỉ giết khi tất cả cùng gọi tên một người. Trong hp mafia mỗi vòng tấn công một mục tiêu: máu của mục tiêu giảm bằng tổng máu của mafia, còn mafia chia nhau mất số máu bằng máu của mục tiêu; thành viên mafia còn 0 máu vẫn ở lại trò chơi cho đến khi bị bỏ phiếu loại. Cuộc điều tra thấy họ là mafia (đen). Mafia thắng khi số của họ không ít hơn số người còn lại.
mafia-role-about-cop = Phe: dân làng (classic). Mỗi đêm cảnh sát điều tra một người chơi và lúc bình minh biết riêng người đó thuộc phe dân làng hay mafia: ông trùm hiện là dân làng, còn người sói hiện là mafia. Cảnh sát bị chặn thì đêm đó không biết gì. Cuộc điều tra thấy cảnh sát là dân làng.
mafia-role-about-doctor = Phe: dân làng (classic). Mỗi đêm bác sĩ bảo vệ một người chơi: nếu mafia giết đúng người đó thì đêm ấy không ai chết. Bác sĩ chỉ được tự bảo vệ mình số lần luật cho phép (mặc định một lần mỗi ván), và bác sĩ bị chặn thì không cứu được ai. Cuộc điều tra thấy bác sĩ là dân làng.
mafia-role-about-commoner = Phe: dân làng (preset hp). Dân thường không có khả năng: họ bắt đầu với một lượng máu (mặc định 1000), bỏ phiếu mỗi vòng và mong các thầy thuốc và thám tử kịp tìm ra mafia. Phép thử của thám tử cho thấy họ không phải mafia.
mafia-role-about-detective = Phe: dân làng (preset hp). Các thám tử biết nhau. Mỗi vòng họ cùng kiểm tra một người chơi không phải thám tử: có phải mafia không. Thành viên mafia bị phát hiện sẽ bị loại ngay, và vòng đó không có bỏ phiếu. Mặc định thám tử bắt đầu với 800 máu. Khi mọi thám tử đều đã chết, bước kiểm tra được bỏ qua.
mafia-role-about-healer = Phe: dân làng (preset hp). Các thầy thuốc biết nhau. Mỗi vòng họ cùng cho một người chơi còn sống thêm máu, mặc định 500 (bất kỳ ai: chính họ hay cả mafia); người bị mafia làm còn 0 máu trong vòng đó sẽ sống sót nếu được chữa. Mặc định thầy thuốc bắt đầu với 800 máu. Phép thử của thám tử cho thấy họ không phải mafia.
mafia-role-about-don = Phe: đen, thủ lĩnh đội đen (preset sport). Vào đêm 0 bố già biết cả đội đen và có thể gửi cho đội lệnh giết. Mỗi đêm bố già cùng đội đen bắn, rồi kiểm tra một người chơi: người này có phải cảnh sát trưởng không? Câu trả lời đến ngay, chỉ riêng bố già biết. Phép kiểm tra của cảnh sát trưởng thấy bố già là đen.
mafia-role-about-sheriff = Phe: đỏ (preset sport). Mỗi đêm sau lượt bắn, cảnh sát trưởng kiểm tra một người chơi và biết ngay, riêng mình, thẻ của người đó đỏ hay đen. Bố già mỗi đêm đều tìm cảnh sát trưởng; thẻ của chính cảnh sát trưởng là đỏ.
mafia-role-about-godfather = Phe: mafia, là thủ lĩnh (classic). Ông trùm biết các thành viên mafia khác và họ cũng biết ông, và cùng họ chọn nạn nhân ban đêm; mafia không thể chọn ông trùm. Cuộc điều tra thấy ông trùm là dân làng, nên cảnh sát không tìm ra ông.
mafia-role-about-lycan = Phe: dân làng (classic). Người sói không có khả năng ban đêm, và thẻ vai trò cho họ biết rằng cuộc điều tra sẽ thấy họ là mafia, đúng như vậy. Họ thắng cùng dân làng, nên phải thuyết phục dân làng rằng mình không phải thứ cảnh sát đã thấy.
mafia-role-about-escort = Phe: dân làng (classic). Mỗi đêm người mua vui chặn một người chơi khác còn sống: hành động đêm của người đó không có tác dụng (lựa chọn của thành viên mafia bị chặn không được tính, bác sĩ bị chặn không cứu được ai, cảnh sát bị chặn không biết gì), và lúc bình minh người đó được báo riêng. Việc chặn được xử lý trước mọi thứ khác, và không được chặn cùng một người hai đêm liền. Cuộc điều tra thấy người mua vui là dân làng.
mafia-role-about-consort = Phe: mafia (classic). Tình nhân mafia biết các thành viên mafia khác và họ cũng biết cô. Mỗi đêm cô chặn một người chơi khác còn sống, như người mua vui: hành động đêm của người đó không có tác dụng, và không được chặn cùng một người hai đêm liền. Khi không còn thành viên mafia nào còn sống có thể giết, tình nhân mafia giết thay vì chặn. Cuộc điều tra thấy cô là mafia.

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
