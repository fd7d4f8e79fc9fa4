// The localization module: string catalogs, locale fallback, formatting, pseudo-languages.
