//! The send queue's integration tests, one module per subject, in one
//! test binary so the suite links it once.

mod send_queue;
