# ru: the rejection catalogue.
