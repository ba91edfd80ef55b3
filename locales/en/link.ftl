## One person on two platforms: `/link`, in a private chat with the bot.

link-platform = { $platform ->
    [telegram] Telegram
    [discord] Discord
   *[other] { $platform }
}
link-code = Your one-time code is { $code }. Within { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }, send /link { $code } to me in a private chat on your other platform (Telegram or Discord): your games there and here then count as one player's in /stats and /top.
link-done = Linked: { $identities } now count as one player in statistics and leaderboards.
link-unknown = /link: there is no code “{ $typed }”, or it was used already. Send /link on your other platform to get a new one; nothing changed.
link-expired = /link: the code { $typed } has expired (codes last { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }). Send /link on your other platform to get a new one; nothing changed.
link-own-code = /link: { $typed } is the code you asked for here. Send it from your account on the other platform; nothing changed.
link-same-platform = /link: both accounts are on { link-platform }; a link joins a Telegram account with a Discord account. Nothing changed.
link-already = /link: these accounts are linked already; nothing changed.
link-platform-taken = /link: that player is already linked to another { link-platform } account; nothing changed.
link-bad = /link: “{ $typed }” is not a code. Send /link alone for a code, then /link CODE on your other platform; nothing changed.
link-status = Linked accounts: { $identities }.
