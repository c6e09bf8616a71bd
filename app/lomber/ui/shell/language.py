"""The language of the interface: which one is shown, and its translators (Lomber's and Qt's own).

English is the source language: its only translator, lomber_en.qm, holds the plural forms of counted texts.
A game installed from another distribution may bring its own catalogue (`translations/<id>_<lang>.qm` in its
package, the context `lomber` as the app's), loaded after the app's.
Switching installs the new language's translators and removes the old ones; Qt then sends every widget a
LanguageChange event, and the window retranslates itself at once.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from lomber.engine.registry import package_dirs
from lomber.paths import resource
from lomber.settings import Settings
from lomber.ui import texts

LANGS = ("en", "ru")


def ui_language(settings: Settings) -> str:
    """The language actually shown: the setting, or the system's if that is Russian, else English."""
    if settings.language in LANGS:
        return settings.language
    return "ru" if QLocale.system().language() == QLocale.Language.Russian else "en"


def install_translators(app: QCoreApplication, lang: str) -> list[QTranslator]:
    """Load Lomber's translation for `lang` and, but for English, Qt's own; the newest answers first."""
    found: list[QTranslator] = []
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    try:
        ours = str(resource("translations"))
    except FileNotFoundError:
        ours = ""
    wanted = [(f"lomber_{lang}", ours)] if lang == "en" else [(f"qtbase_{lang}", qt_dir), (f"lomber_{lang}", ours)]
    # A game from another distribution brings its own words: its package's translations/<id>_<lang>.qm.
    wanted += [(f"{gid}_{lang}", str(folder / "translations")) for gid, folder in package_dirs().items()
               if (folder / "translations" / f"{gid}_{lang}.qm").is_file()]
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


def use_language(app: QCoreApplication, lang: str) -> list[QTranslator]:
    """Show the interface in `lang` from now on: its translators replace those of the language in use."""
    remove_translators(app, CURRENT)
    CURRENT[:] = install_translators(app, lang)
    return list(CURRENT)
