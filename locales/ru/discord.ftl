# ru: the discord adapter's own texts.
