# en: the engine catalogue.
