# vi: the timeline catalogue.
