# en: the discord adapter's own texts.
