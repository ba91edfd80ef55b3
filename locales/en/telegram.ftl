# en: the telegram adapter's own texts.
