# vi: the engine catalogue.
