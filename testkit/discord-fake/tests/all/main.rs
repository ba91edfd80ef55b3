//! The fake Discord's tests against real clients and raw HTTP, one module
//! per subject, in one test binary so the suite links it once.

mod poise_framework;
mod raw_http;
mod serenity_client;
mod sharding;
