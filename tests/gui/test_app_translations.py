"""Every UI string has a Russian translation, counted texts have every plural form in both languages, the
compiled .qm files match the .ts, and Qt's own translation loads too."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from lomber.paths import resource
from lomber.ui.shell.language import install_translators, remove_translators
from lomber.ui.texts import game_name, tr

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "scripts" / "update_translations.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _places(text: str) -> list[str]:
    return sorted(re.findall(r"%\d", text))


def test_every_ui_string_has_a_russian_translation():
    tool = _tool()
    messages = tool.ui_messages()
    assert len(messages) > 200 and ("lomber", "&Stand") in messages and ("lomber", "Farm") in messages
    known = tool.read_ts(resource("translations", "lomber_ru.ts"))
    missing = [m for m in messages if m not in known]
    assert not missing, f"untranslated: {missing[:10]}"
    for m in messages:
        forms = known[m] if isinstance(known[m], tuple) else (known[m],)
        assert tool.numerus(m) == isinstance(known[m], tuple), m
        for form in forms:
            assert _places(m[1]) == _places(form), (m, form)
            assert ("%n" in form) == tool.numerus(m), (m, form)   # Russian's "one" form counts 21 and 31 too


def test_counted_texts_have_every_plural_form_in_both_languages():
    tool = _tool()
    counted = [m for m in tool.ui_messages() if tool.numerus(m)]
    assert len(counted) >= 10
    for lang, forms in (("ru", 3), ("en", 2)):
        known = tool.read_ts(resource("translations", f"lomber_{lang}.ts"))
        assert set(known) == set(counted) if lang == "en" else set(counted) <= set(known), lang
        for m in counted:
            assert len(known[m]) == forms, (lang, m)
            # The forms differ (English's "of them won" is the same for one and many: the verb does not count).
            assert len(set(known[m])) > 1 or (lang, m[1]) == ("en", "%n of them won by a human player"), known[m]


@pytest.fixture
def russian(qapp):
    found = install_translators(qapp, "ru")
    yield found
    remove_translators(qapp, found)


def test_the_compiled_translation_matches_the_ts(russian):
    assert len(russian) == 2, "both qtbase_ru and lomber_ru must load"
    known = _tool().read_ts(resource("translations", "lomber_ru.ts"))
    stale = [key for key, t in known.items() if not isinstance(t, tuple) and QCoreApplication.translate(*key) != t]
    assert not stale, f"run scripts/update_translations.py: {stale[:5]}"
    assert game_name("ferme") == "Ферма" and tr("&Stand") == "&Хватит"
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Отмена"


@pytest.mark.parametrize("n, text", [(1, "1 фишка"), (2, "2 фишки"), (4, "4 фишки"), (5, "5 фишек"), (11, "11 фишек"),
                                     (12, "12 фишек"), (21, "21 фишка"), (22, "22 фишки"), (0, "0 фишек"),
                                     (-1, "\u22121 фишка"), (-3, "\u22123 фишки"), (-25, "\u221225 фишек")])   # a true minus
def test_russian_counts_in_three_forms(russian, n, text):
    assert tr("%1. %2: %n chip(s)", n) == f"%1. %2: {text}"


@pytest.mark.parametrize("n, text", [(1, "1 chip"), (0, "0 chips"), (2, "2 chips"), (21, "21 chips"), (-1, "\u22121 chip"),
                                     (-7, "\u22127 chips")])
def test_english_counts_through_its_own_plural_forms(n, text):
    assert tr("%1. %2: %n chip(s)", n) == f"%1. %2: {text}"
    assert tr("%n card(s) dealt face down", 1) == "A card dealt face down"
    assert tr("%n card(s) dealt face down", 3) == "3 cards dealt face down"


def test_english_loads_only_its_plural_forms(qapp):
    found = install_translators(qapp, "en")
    try:
        assert len(found) == 1, "lomber_en.qm, and no Qt translation for the source language"
        assert tr("&Stand") == "&Stand"
    finally:
        remove_translators(qapp, found)


def test_the_collector_refuses_a_count_without_its_place(tmp_path, monkeypatch):
    tool = _tool()
    bad = tmp_path / "app" / "ui"
    bad.mkdir(parents=True)
    (bad / "bad.py").write_text('from lomber.ui.texts import tr\nX = tr("%1 chips", 3)\n', encoding="utf-8")
    monkeypatch.setattr(tool, "SOURCES", [bad])
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    with pytest.raises(SystemExit, match="with its count"):
        tool.ui_messages()


def _counted_lines() -> list[str]:
    from lomber.engine.events import Ev, Event
    from lomber.ui.panels.logfeed import LogFeed
    from lomber.ui.panels.standings import standings_lines
    from lomber.ui.texts import GameTexts

    fortuna, ferme = GameTexts("fortuna", ["Анна", "Борис"]), GameTexts("ferme", ["Анна", "Борис"])
    lines = [fortuna.event_line(Event(Ev.NOTE, seat=0, reason="nevolya", amount=n)) for n in (1, 3, 5)]
    lines += [ferme.event_line(Event(Ev.CHIPS, src="seat:1", dst="farm", amount=n, reason="bust")) for n in (1, 2, 5)]
    lines += [fortuna.event_line(Event(Ev.DISCARDED, seat=1, cards=("8S",) * n, reason="discard")) for n in (1, 2)]
    lines += LogFeed(ferme).lines([Event(Ev.DEALT, seat=1, cards=("?",), face_up=False)] * 5)
    fly = GameTexts("fly", ["Анна", "Борис", "Вера"])
    lines += [fly.event_line(Event(Ev.ACTION, seat=2, text=f"exchange {n}")) for n in (1, 2, 5)]
    lines += [fortuna.event_line(Event(Ev.ACTION, seat=0, text="discard 2"))]
    lines += standings_lines({"stacks": [21, -3], "deals": 1, "winner": 0}, fortuna)
    return lines


def test_log_lines_count_in_russian(russian):
    assert _counted_lines() == [
        "Неволя: Анна берётся взять 1 взятку", "Неволя: Анна берётся взять 3 взятки",
        "Неволя: Анна берётся взять 5 взяток",
        "Борис → ферма: 1 фишка (перебор)", "Борис → ферма: 2 фишки (перебор)", "Борис → ферма: 5 фишек (перебор)",
        "Борис сносит 1 карту", "Борис сносит 2 карты", "5 карт сдано рубашкой вверх",
        "Вера: прикупает вместо 1 карты", "Вера: прикупает вместо 2 карт", "Вера: прикупает вместо 5 карт",
        "Анна: сносит 2 карты",
        "Анна выигрывает матч!", "1. Анна: 21 фишка", "2. Борис: \u22123 фишки", "Сыграна 1 сдача"]


def test_log_lines_count_in_english():

    assert _counted_lines() == [
        "Compulsion: Анна must take 1 trick", "Compulsion: Анна must take 3 tricks",
        "Compulsion: Анна must take 5 tricks",
        "Борис → the farm: 1 chip (bust)", "Борис → the farm: 2 chips (bust)", "Борис → the farm: 5 chips (bust)",
        "Борис discards a card", "Борис discards 2 cards", "5 cards dealt face down",
        "Вера: exchanges a card", "Вера: exchanges 2 cards", "Вера: exchanges 5 cards", "Анна: discards 2 cards",
        "Анна wins the match!", "1. Анна: 21 chips", "2. Борис: \u22123 chips", "1 deal played"]
