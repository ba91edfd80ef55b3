# vi: the wumpus catalogue.
