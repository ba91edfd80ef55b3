# en: the timeline catalogue.
