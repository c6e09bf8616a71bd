"""One vocabulary (shared/glossary.md): match «матч» and partie «партия», each game's own words, neutral forms."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pytest

from lomber.engine.events import Ev, Event
from lomber.paths import resource
from lomber.ui.app import install_translators
from lomber.ui.sprites import pile_name
from lomber.ui.texts import event_line, option_label, option_value, reason_text, role_text, set_table_game

ROOT = Path(__file__).resolve().parents[2]


def _russian_ts() -> dict[tuple[str, ...], str]:
    spec = importlib.util.spec_from_file_location("update_translations", ROOT / "scripts" / "update_translations.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod.read_ts(resource("translations", "lomber_ru.ts"))


def test_a_match_is_a_match_and_a_partie_a_partie():
    known = _russian_ts()
    matches = [(k[1], t) for k, t in known.items() if re.search(r"\bmatch(es)?\b", k[1], re.IGNORECASE)]
    parties = [(k[1], t) for k, t in known.items() if re.search(r"\bpartie|\bparties\b", k[1], re.IGNORECASE)]
    assert len(matches) > 15 and len(parties) > 4
    for source, text in matches:
        assert "матч" in text.lower(), (source, text)
    for source, text in parties:
        assert "парти" in text.lower(), (source, text)
        if "match" not in source:
            assert "матч" not in text.lower(), (source, text)


def test_no_masculine_form_for_a_player_and_discarding_only_at_fortunas_talon():
    for key, text in _russian_ts().items():
        assert not re.search(r"\b(выбыл|должен|вышел|сел)\b", text), (key, text)
        if "сносит" in text or "Снес" in text:
            assert "discard" in key[1].replace("&", "").lower(), (key, text)


@pytest.fixture
def russian(qapp):
    found = install_translators(qapp, "ru")
    yield
    for t in found:
        qapp.removeTranslator(t)
    set_table_game("")


def test_each_game_says_its_own_words_in_russian(russian):
    set_table_game("fortuna")
    assert role_text("dealer") == "сдатчик" and pile_name("pool") == "Пулька"
    assert event_line(Event(Ev.ROLE, seat=0, reason="dealer"), ["Анна"]) == "Анна — сдатчик"
    set_table_game("fly")
    assert role_text("dealer") == "сдающий" and pile_name("pot") == "Кон"
    set_table_game("ferme")
    assert pile_name("pool") == "Фонд игроков" and pile_name("farm") == "Ферма"
    assert reason_text("stake") == "вклад фермера" and option_value("pool") == "фонд игроков"
    line = event_line(Event(Ev.CHIPS, src="seat:0", dst="pool", amount=1, reason="ante"), ["Анна"])
    assert line == "Анна → фонд игроков: 1 (анте)"
    assert option_label("first_dealer", "ferme") == "Первый фермер"
    assert option_label("first_dealer", "chemin-de-fer") == "Первый банкомёт"
    assert option_label("first_dealer", "fortuna") == "Первый сдатчик"
    assert option_label("first_dealer", "fly") == "Первый сдающий"
    assert option_label("short_suit", "fortuna") == "Короткая масть" and option_value("random") == "по жребию"
    assert option_value("historical") == "старинные"


def test_playing_a_card_and_putting_cards_down_are_told_apart(russian):
    names = ["Анна", "Борис"]
    assert event_line(Event(Ev.PLAYED, seat=1, cards=("QH",)), names) == "Борис кладёт Q♥"
    assert event_line(Event(Ev.ACTION, seat=1, text="QH"), names) == "Борис: кладёт Q♥"
    assert event_line(Event(Ev.ACTION, seat=1, text="play"), names) == "Борис: играет"
    talon = Event(Ev.DISCARDED, seat=0, cards=("8S", "9S"), face_up=False, reason="discard")
    fly = Event(Ev.DISCARDED, seat=0, cards=("7C", "6H"), face_up=False, reason="exchange")
    assert event_line(talon, names) == "Анна сносит карт: 2"
    assert event_line(fly, names) == "Анна сбрасывает карт: 2"


def test_english_keeps_one_word_where_the_games_agree():
    set_table_game("fortuna")
    try:
        assert role_text("dealer") == "dealer" and pile_name("pool") == "Pool"
        assert option_label("first_dealer", "ferme") == "First farmer"
        assert option_label("first_dealer", "fly") == "First dealer"
        assert event_line(Event(Ev.ACTION, seat=0, text="play"), ["Anna"]) == "Anna: will play"
    finally:
        set_table_game("")
