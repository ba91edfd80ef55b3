# ru: the console catalogue.
