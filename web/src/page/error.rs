//! The pages of a request that has no page: not found, bad request,
//! database unavailable, method not allowed.

use super::{layout, t};
use crate::request::Ctx;
use maud::{Markup, html};

/// What went wrong, for the page.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Problem {
    /// 404.
    NotFound,
    /// 400.
    BadRequest,
    /// 503: the database did not answer.
    Unavailable,
    /// 405.
    Method,
}

/// The page telling `problem`.
pub(crate) fn page(ctx: &Ctx, problem: Problem) -> Markup {
    let lang = ctx.lang;
    let (title, detail) = match problem {
        Problem::NotFound => ("web-error-not-found", "web-error-not-found-detail"),
        Problem::BadRequest => ("web-error-bad-request", "web-error-bad-request-detail"),
        Problem::Unavailable => ("web-error-unavailable", "web-error-unavailable-detail"),
        Problem::Method => ("web-error-method", "web-error-method-detail"),
    };
    layout(
        ctx,
        &t(lang, title, None),
        html! {
            p.problem { (t(lang, detail, None)) }
            p { a href=(ctx.href("/")) { (t(lang, "web-error-home", None)) } }
        },
    )
}
