# en: the rejection catalogue.
