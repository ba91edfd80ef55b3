# en: the zombie catalogue.
