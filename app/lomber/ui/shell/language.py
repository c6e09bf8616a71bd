"""The language of the interface: which one is shown, and its translators (Lomber's and Qt's own).

English is the source language: its only translator, lomber_en.qm, holds the plural forms of counted texts.
A game installed from another distribution may bring its own catalogue (`translations/<id>_<lang>.qm` in its
package, the context `lomber` as the app's), loaded after the app's.
Switching installs the new language's translators and removes the old ones; Qt then sends every widget a
LanguageChange event, and the window retranslates itself at once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from lomber.paths import resource
from lomber.settings import Settings
from lomber.ui import translate as texts  # the light half: the window's first frame needs no engine

LANGS = ("en", "ru")


def ui_language(settings: Settings) -> str:
    """The language actually shown: the setting, or the system's if that is Russian, else English."""
    if settings.language in LANGS:
        return settings.language
    return "ru" if QLocale.system().language() == QLocale.Language.Russian else "en"


def install_translators(app: QCoreApplication, lang: str, games: bool = True) -> list[QTranslator]:
    """Load Lomber's translation for `lang` and, but for English, Qt's own; the newest answers first. `games`: also
    the catalogues of games from other distributions (finding them reads the installed metadata: the start-up
    loads them after the first paint, `install_game_translators`)."""
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    try:
        ours = str(resource("translations"))
    except FileNotFoundError:
        ours = ""
    wanted = [(f"lomber_{lang}", ours)] if lang == "en" else [(f"qtbase_{lang}", qt_dir), (f"lomber_{lang}", ours)]
    # A game from another distribution brings its own words: its package's translations/<id>_<lang>.qm.
    if games:
        wanted += _game_catalogues(lang)
    return _install(app, wanted)


def _game_catalogues(lang: str) -> list[tuple[str, str]]:
    from lomber.engine.registry import package_dirs

    return [(f"{gid}_{lang}", str(folder / "translations")) for gid, folder in package_dirs().items()
            if (folder / "translations" / f"{gid}_{lang}.qm").is_file()]


def install_game_translators(app: QCoreApplication, lang: str) -> list[QTranslator]:
    """The catalogues of the games of other distributions, added to the language in use (`CURRENT`)."""
    found = _install(app, _game_catalogues(lang))
    CURRENT.extend(found)
    return found


def _install(app: QCoreApplication, wanted: list[tuple[str, str]]) -> list[QTranslator]:
    found: list[QTranslator] = []
    for name, folder in wanted:
        t = QTranslator(app)
        if folder and t.load(name, folder):
            app.installTranslator(t)
            found.append(t)
            texts.TRANSLATORS.insert(0, t)
    return found


def remove_translators(app: QCoreApplication, found: list[QTranslator]) -> None:
    """Uninstall translators `install_translators` returned."""
    for t in found:
        app.removeTranslator(t)
        if t in texts.TRANSLATORS:
            texts.TRANSLATORS.remove(t)


# The translators of the language in use (kept alive here; `use_language` replaces them).
CURRENT: list[QTranslator] = []


def use_language(app: QCoreApplication, lang: str, games: bool = True) -> list[QTranslator]:
    """Show the interface in `lang` from now on: its translators replace those of the language in use (`games`:
    see `install_translators`)."""
    remove_translators(app, CURRENT)
    CURRENT[:] = install_translators(app, lang, games)
    return list(CURRENT)
