"""One module of texts per language, named by its code: its NAME and MESSAGES; game.i18n reads them."""
