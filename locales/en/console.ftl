# en: the console catalogue.
