//! Text from message data, one module per language. Hosts call these; the
//! engine itself never produces text other than rejections.

pub mod en;
