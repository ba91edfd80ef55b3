# ru: the telegram adapter's own texts.
