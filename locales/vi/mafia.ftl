# vi: the mafia catalogue.
