"""Every UI string has a Russian translation, the committed .qm matches the .ts, and Qt's own loads too."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from lomber.paths import resource
from lomber.ui.app import install_translators
from lomber.ui.texts import game_name, tr

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "scripts" / "update_translations.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_every_ui_string_has_a_russian_translation():
    tool = _tool()
    messages = tool.ui_messages()
    assert len(messages) > 200 and ("lomber", "&Stand") in messages and ("lomber", "Farm") in messages
    known = tool.read_ts(resource("translations", "lomber_ru.ts"))
    missing = [m for m in messages if m not in known]
    assert not missing, f"untranslated: {missing[:10]}"
    for m in messages:
        assert sorted(re.findall(r"%\d", m[1])) == sorted(re.findall(r"%\d", known[m])), m


@pytest.fixture
def russian(qapp):
    found = install_translators(qapp, "ru")
    yield found
    for t in found:
        qapp.removeTranslator(t)


def test_the_compiled_translation_matches_the_ts(russian):
    assert len(russian) == 2, "both qtbase_ru and lomber_ru must load"
    known = _tool().read_ts(resource("translations", "lomber_ru.ts"))
    stale = [key for key, t in known.items() if QCoreApplication.translate(*key) != t]
    assert not stale, f"run scripts/update_translations.py: {stale[:5]}"
    assert game_name("ferme") == "Ферма" and tr("&Stand") == "&Хватит"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Отмена"


def test_english_needs_no_translator(qapp):
    assert install_translators(qapp, "en") == []
    t = QTranslator()
    assert not t.load("lomber_xx", str(resource("translations")))
