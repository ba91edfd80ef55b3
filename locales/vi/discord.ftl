# vi: the discord adapter's own texts.

## Lệnh gạch chéo (Discord cho phép mô tả dài tối đa 100 ký tự).
discord-command-game = Chơi { $summary } trong kênh này
discord-command-config = Xem hoặc đổi luật máy chủ (Quản Lý Máy Chủ): { $summary }
discord-sub-start = Mở phòng chờ ở đây
discord-sub-stop = Kết thúc ván trong kênh này (chủ phòng hoặc người quản lý máy chủ)
discord-sub-extend = Gia hạn phòng chờ đang mở trong kênh này trước khi nó đóng (chủ phòng, một lần)
discord-sub-rules = Xem luật chơi
discord-sub-roles = Các vai trò mà luật của máy chủ này chia, mỗi vai một dòng
discord-sub-modes = Các chế độ chơi, mỗi chế độ với số người chơi và đặc điểm
discord-sub-role = Một vai trò đầy đủ: phe, ban đêm và cuộc kiểm tra cho thấy gì
discord-sub-help = Tôi làm được gì
discord-sub-addbot = Xếp một bot bên ngoài đã đăng ký vào phòng chờ (chủ phòng)
discord-sub-history = Các ván đã kết thúc gần đây trong kênh này
discord-sub-watch = Theo dõi ván đang chơi mà không cần ngồi vào bàn (nếu luật cho phép)
discord-sub-timeline = Diễn biến một ván đã kết thúc, đăng trong kênh này
discord-option-start-preset = Bộ luật để chơi (mặc định: luật của máy chủ này)
discord-option-rules-preset = Một bộ luật (mặc định: luật của máy chủ này)
discord-option-role-name = Tên vai trò, ví dụ cảnh sát hoặc cop
discord-option-addbot-name = Tên đã đăng ký của bot
discord-option-timeline-game = Số hiệu ván (xem history)
discord-option-config-option = Tùy chọn cần đặt, ví dụ turn_secs
discord-option-config-value = Giá trị mới của nó

## Trả lời các tương tác.
discord-unknown-command = Tôi không biết lệnh đó.
discord-done = Xong.
discord-dms-closed = Tôi không thể nhắn riêng cho bạn; hãy bật tin nhắn riêng từ thành viên của máy chủ này rồi bấm lại.
discord-something-wrong = Đã có lỗi ở phía tôi; không có gì thay đổi.
discord-unreadable = Tôi không đọc được yêu cầu đó (nó không có dạng tôi mong đợi); không có gì thay đổi. Hãy thử lại.

## Menu chọn.
discord-choose = Chọn…
discord-choose-part = Chọn… (phần { $part }/{ $count })
discord-sub-stats = Thống kê của một người chơi từ các ván đã kết thúc (mặc định: của bạn)
discord-sub-top = Bảng xếp hạng của máy chủ này từ các ván đã kết thúc
discord-option-stats-player = Thống kê của ai (mặc định: của bạn)
discord-option-top-preset = Chỉ bộ luật này (mặc định: tất cả)
discord-option-top-period = Tuần, tháng hoặc mọi thời điểm (mặc định: mọi thời điểm)
discord-option-top-global = Mọi máy chủ, không chỉ máy chủ này
