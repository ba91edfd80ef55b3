//! Computer players for Mafia.
