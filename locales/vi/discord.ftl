# vi: the discord adapter's own texts.
