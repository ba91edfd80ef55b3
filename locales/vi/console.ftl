# vi: the console catalogue.
