# vi: the rejection catalogue.
