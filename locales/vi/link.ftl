## Một người trên hai nền tảng: `/link`, trong tin nhắn riêng với bot.

link-platform = { $platform ->
    [telegram] Telegram
    [discord] Discord
   *[other] { $platform }
}
link-code = Mã dùng một lần của bạn là { $code }. Trong vòng { $minutes } phút, hãy gửi /link { $code } cho tôi qua tin nhắn riêng trên nền tảng còn lại (Telegram hoặc Discord): khi đó các ván bạn chơi ở đó và ở đây được tính là của cùng một người chơi trong /stats và /top.
link-done = Đã liên kết: { $identities } giờ được tính là một người chơi trong thống kê và bảng xếp hạng.
link-unknown = /link: không có mã “{ $typed }”, hoặc mã đã được dùng. Gửi /link trên nền tảng còn lại để lấy mã mới; không có gì thay đổi.
link-expired = /link: mã { $typed } đã hết hạn (mã chỉ có hiệu lực { $minutes } phút). Gửi /link trên nền tảng còn lại để lấy mã mới; không có gì thay đổi.
link-own-code = /link: { $typed } là mã bạn vừa xin ở đây. Hãy gửi nó từ tài khoản của bạn trên nền tảng còn lại; không có gì thay đổi.
link-same-platform = /link: cả hai tài khoản đều ở { link-platform }; liên kết chỉ nối một tài khoản Telegram với một tài khoản Discord. Không có gì thay đổi.
link-already = /link: hai tài khoản này đã được liên kết rồi; không có gì thay đổi.
link-platform-taken = /link: người chơi đó đã liên kết với một tài khoản { link-platform } khác; không có gì thay đổi.
link-bad = /link: “{ $typed }” không phải là mã. Gửi riêng /link để lấy mã, rồi gửi /link MÃ trên nền tảng còn lại; không có gì thay đổi.
link-status = Các tài khoản đã liên kết: { $identities }.
