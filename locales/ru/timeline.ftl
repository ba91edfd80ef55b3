# ru: the timeline catalogue.
