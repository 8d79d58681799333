"""One module of texts per language (en, cs, sk, nb, pt); game.i18n reads them."""
