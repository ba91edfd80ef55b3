# en: the mafia catalogue.
