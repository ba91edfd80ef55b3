# vi: the stats catalogue.
