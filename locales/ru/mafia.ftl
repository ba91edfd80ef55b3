# ru: the mafia catalogue.
