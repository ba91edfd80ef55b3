# ru: the zombie catalogue.
