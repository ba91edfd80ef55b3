# en: the wumpus catalogue.
