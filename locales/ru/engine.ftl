# ru: the engine catalogue.
