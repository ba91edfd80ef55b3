//! The pages as HTML: one file a page, and the frame they share. Every
//! word comes from the catalogues ([`t`]); maud escapes every value, so a
//! name like `<script>` shows as text.

pub(crate) mod error;
pub(crate) mod game;
pub(crate) mod group;
pub(crate) mod home;
pub(crate) mod player;
mod turns;
mod votes;

use crate::request::Ctx;
use maud::{DOCTYPE, Markup, html};
use narrator_i18n::{Args, Lang, text};

/// The site's name: the program's, the same in every language.
const SITE_NAME: &str = "narrator";

/// A catalogue text.
pub(crate) fn t(lang: Lang, id: &str, args: Option<&Args>) -> String {
    text(lang, id, args)
}

/// A time as the chat writes it.
pub(crate) fn when(ms: i64) -> String {
    narrator_chat::front::timeline::utc(ms)
}

/// The frame of every page: language links, the title, the body.
pub(crate) fn layout(ctx: &Ctx, title: &str, body: Markup) -> Markup {
    let lang = ctx.lang;
    let site = SITE_NAME;
    html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                title { (title) " · " (site) }
                link rel="stylesheet" href="/static/style.css";
            }
            body {
                header {
                    nav {
                        a.home href=(ctx.href("/")) { (site) }
                        span.langs {
                            @for other in Lang::ALL {
                                @if other == lang {
                                    strong lang=(other.code()) { (t(other, "web-lang-self", None)) }
                                } @else {
                                    a lang=(other.code()) hreflang=(other.code()) href=(ctx.in_lang(other)) {
                                        (t(other, "web-lang-self", None))
                                    }
                                }
                            }
                        }
                    }
                }
                main {
                    h1 { (title) }
                    (body)
                }
                footer { (t(lang, "web-footer", None)) }
            }
        }
    }
}
