## Один человек на двух платформах: `/link` в личном чате с ботом.

link-platform = { $platform ->
    [telegram] Telegram
    [discord] Discord
   *[other] { $platform }
}
link-code = Ваш одноразовый код: { $code }. В течение { $minutes ->
    [one] { $minutes } минуты
   *[other] { $minutes } минут
} отправьте мне /link { $code } в личном чате на другой платформе (Telegram или Discord): тогда ваши игры там и здесь будут считаться играми одного игрока в /stats и /top.
link-done = Готово: { $identities } теперь считаются одним игроком в статистике и рейтингах.
link-unknown = /link: кода «{ $typed }» нет, или он уже использован. Отправьте /link на другой платформе, чтобы получить новый; ничего не изменилось.
link-expired = /link: срок кода { $typed } истёк (код действует { $minutes ->
    [one] { $minutes } минуту
    [few] { $minutes } минуты
   *[other] { $minutes } минут
}). Отправьте /link на другой платформе, чтобы получить новый; ничего не изменилось.
link-own-code = /link: { $typed } — код, который вы запросили здесь. Отправьте его со своего аккаунта на другой платформе; ничего не изменилось.
link-same-platform = /link: оба аккаунта в { $platform ->
    [telegram] Telegram
    [discord] Discord
   *[other] { $platform }
}; связать можно аккаунт Telegram с аккаунтом Discord. Ничего не изменилось.
link-already = /link: эти аккаунты уже связаны; ничего не изменилось.
link-platform-taken = /link: этот игрок уже связан с другим аккаунтом { link-platform }; ничего не изменилось.
link-bad = /link: «{ $typed }» — не код. Отправьте просто /link, чтобы получить код, затем /link КОД на другой платформе; ничего не изменилось.
link-status = Связанные аккаунты: { $identities }.
