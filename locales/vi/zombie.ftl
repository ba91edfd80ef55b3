# vi: the zombie catalogue.
