# en: the stats catalogue.
