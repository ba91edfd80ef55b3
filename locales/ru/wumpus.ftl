# ru: the wumpus catalogue.
