"""`tr()` without the games' words: what the window's first frame needs to say its title and menus in the user's
language before the engine loads (ui/texts.py holds the rest and re-exports these)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QTranslator

CONTEXT = "lomber"

# The translators installed by `lomber.ui.shell.language`, newest first, as Qt asks them.
TRANSLATORS: list[QTranslator] = []


def tr(text: str, n: int | None = None) -> str:
    """Translate a UI string; with a count `n`, a text holding `%n` in the plural form `n` needs."""
    if n is None:
        return QCoreApplication.translate(CONTEXT, text)
    return counted(text, None, n)


def tr_game(text: str, game: str, n: int | None = None) -> str:
    """Translate a word of `game`: its own translation if it says the word its own way (marked `NG_`), else the
    common one (Qt falls back from the disambiguated message to the plain one)."""
    if n is None:
        return QCoreApplication.translate(CONTEXT, text, game or None)
    return counted(text, game or None, n)


def counted(text: str, disambiguation: str | None, n: int) -> str:
    """A counted text in `n`'s plural form. Qt leaves a negative count (Fortuna's balances) unchosen and unfilled,
    so the form of |n| is asked of the translators themselves and filled with n."""
    if n >= 0:
        return QCoreApplication.translate(CONTEXT, text, disambiguation, n)
    for t in TRANSLATORS:
        for dis in dict.fromkeys((disambiguation, None)):
            form = t.translate(CONTEXT, text, dis, -n)
            if form:
                return form.replace("%n", f"\u2212{-n}")      # a true minus sign, as in every signed figure
    return text.replace("%n", f"\u2212{-n}")
