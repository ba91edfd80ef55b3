//! Error types: what starting the fake can fail with, and the Discord-style
//! JSON errors the REST API answers with.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde_json::json;

/// Starting the fake failed.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// The loopback listener could not be bound.
    #[error("cannot bind 127.0.0.1:0: {0}")]
    Bind(#[from] std::io::Error),
    /// The background runtime of a blocking fake did not come up.
    #[error("the fake's runtime thread did not start")]
    Runtime,
}

/// A test asked for something the fake does not have.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum DispatchError {
    /// No message with this id is stored in this channel.
    #[error("no message {message} in channel {channel}")]
    UnknownMessage {
        /// The channel searched.
        channel: u64,
        /// The message asked for.
        message: u64,
    },
    /// No channel with this id.
    #[error("no channel {0}")]
    UnknownChannel(u64),
    /// No user with this id.
    #[error("no user {0}")]
    UnknownUser(u64),
    /// No guild with this id.
    #[error("no guild {0}")]
    UnknownGuild(u64),
    /// No command of this name is registered where it was invoked (or it
    /// is not available in DMs).
    #[error("no command /{0} is available there")]
    UnknownCommand(String),
    /// The member lacks the command's `default_member_permissions`, so
    /// Discord would not show it to them.
    #[error("the member may not see /{0} (default_member_permissions)")]
    MissingPermissions(String),
    /// The interaction was not answered with a modal.
    #[error("interaction {0} did not open a modal")]
    NoModal(u64),
    /// The message has no component with this custom id.
    #[error("message {message} has no component {custom_id:?}")]
    UnknownComponent {
        /// The message searched.
        message: u64,
        /// The custom id asked for.
        custom_id: String,
    },
    /// The shard asked for is not below the shard count.
    #[error("no shard {shard}: the fake has {total} shard(s)")]
    NoSuchShard {
        /// The shard asked for.
        shard: u32,
        /// The fake's shard count.
        total: u32,
    },
}

/// An error the REST API answers with, in Discord's `{code, message}` shape.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{status} {code}: {message}")]
pub struct ApiError {
    /// HTTP status.
    pub status: StatusCode,
    /// Discord's JSON error code.
    pub code: u32,
    /// Discord's message text.
    pub message: String,
}

impl ApiError {
    fn new(status: StatusCode, code: u32, message: &str) -> Self {
        ApiError {
            status,
            code,
            message: message.to_owned(),
        }
    }

    /// 404 for a route the fake does not serve (code 0, as Discord does).
    pub fn not_found() -> Self {
        Self::new(StatusCode::NOT_FOUND, 0, "404: Not Found")
    }
    /// 404 Unknown Application (a path with another application's id).
    pub fn unknown_application() -> Self {
        Self::new(StatusCode::NOT_FOUND, 10002, "Unknown Application")
    }
    /// 404 Unknown Channel.
    pub fn unknown_channel() -> Self {
        Self::new(StatusCode::NOT_FOUND, 10003, "Unknown Channel")
    }
    /// 404 Unknown Guild.
    pub fn unknown_guild() -> Self {
        Self::new(StatusCode::NOT_FOUND, 10004, "Unknown Guild")
    }
    /// 404 Unknown Member.
    pub fn unknown_member() -> Self {
        Self::new(StatusCode::NOT_FOUND, 10007, "Unknown Member")
    }
    /// 404 Unknown Message.
    pub fn unknown_message() -> Self {
        Self::new(StatusCode::NOT_FOUND, 10008, "Unknown Message")
    }
    /// 404 Unknown User.
    pub fn unknown_user() -> Self {
        Self::new(StatusCode::NOT_FOUND, 10013, "Unknown User")
    }
    /// 404 Unknown Webhook (a bad interaction token on webhook routes).
    pub fn unknown_webhook() -> Self {
        Self::new(StatusCode::NOT_FOUND, 10015, "Unknown Webhook")
    }
    /// 404 Unknown interaction: the token is wrong or the 3 s window passed.
    pub fn unknown_interaction() -> Self {
        Self::new(StatusCode::NOT_FOUND, 10062, "Unknown interaction")
    }
    /// 400 Interaction has already been acknowledged.
    pub fn already_acknowledged() -> Self {
        Self::new(
            StatusCode::BAD_REQUEST,
            40060,
            "Interaction has already been acknowledged.",
        )
    }
    /// 403 Cannot send messages to this user (the user closed their DMs).
    pub fn dms_closed() -> Self {
        Self::new(
            StatusCode::FORBIDDEN,
            50007,
            "Cannot send messages to this user",
        )
    }
    /// 403 Cannot edit a message authored by another user.
    pub fn not_author() -> Self {
        Self::new(
            StatusCode::FORBIDDEN,
            50005,
            "Cannot edit a message authored by another user",
        )
    }
    /// 400 Invalid Form Body, for bodies the fake cannot read at all.
    pub fn invalid_body(detail: &str) -> Self {
        Self::new(
            StatusCode::BAD_REQUEST,
            50035,
            &format!("Invalid Form Body: {detail}"),
        )
    }
    /// 400 Cannot send an empty message.
    pub fn empty_message() -> Self {
        Self::new(
            StatusCode::BAD_REQUEST,
            50006,
            "Cannot send an empty message",
        )
    }
    /// 401 Unauthorized, when no bot token is sent.
    pub fn unauthorized() -> Self {
        Self::new(StatusCode::UNAUTHORIZED, 0, "401: Unauthorized")
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        (
            self.status,
            axum::Json(json!({"code": self.code, "message": self.message})),
        )
            .into_response()
    }
}
