# ru: the stats catalogue.
