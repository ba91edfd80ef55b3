# vi: the telegram adapter's own texts.

## Danh sách lệnh Telegram gợi ý sau dấu "/".
telegram-command-help = Tôi làm được gì và các lệnh của tôi
telegram-command-start = Chào hỏi, hoặc vào bàn từ đường dẫn của một ván
telegram-command-game = Chơi { $summary }: /{ $word } start, /{ $word } rules, /{ $word } help
telegram-command-language = Ngôn ngữ của bạn: /language en, ru hoặc vi
telegram-command-link = Một người chơi trên Telegram và Discord: /link, rồi /link MÃ ở nền tảng kia

## Trò chuyện riêng.
telegram-welcome = Xin chào! Tôi làm quản trò cho Mafia, trò chơi Xác Sống và các trò chơi nhóm khác: hãy thêm tôi vào một nhóm rồi gửi /mafia hoặc /zombie ở đó. Vai trò và các lựa chọn bí mật của bạn sẽ được gửi đến đây; /help liệt kê mọi thứ.
telegram-open-private-chat = Hãy mở trò chuyện riêng với tôi trước: { $link }
