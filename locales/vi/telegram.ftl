# vi: the telegram adapter's own texts.
