"""The advisor's reasons on screen: collected for translation, translated with the same fields, filled in the
table's words (decisions as the buttons say them, cards with suit signs, the language's decimal mark)."""

from __future__ import annotations

import importlib
import json
import re
import string
from collections import Counter
from pathlib import Path

import pytest

from lomber.ai.advisor import advise_position
from lomber.engine.records import replay
from lomber.engine.registry import game_ids, game_info, game_package
from lomber.paths import resource
from lomber.search import advice as advice_module
from lomber.search.advice import Reason
from lomber.ui.panels.advicetext import action_words, fields, reason_text
from lomber.ui.shell.language import install_translators, remove_translators
from lomber.ui.texts import GameTexts
from tests.gui.test_app_translations import _tool

# The app's own games: their reasons are in the app's catalogue and their positions in tests/data. A game installed
# from elsewhere brings its own catalogue (`lomber.testing.check_game` checks its words).
GAMES = {g: game_info(g).players for g in game_ids() if game_package(g).startswith("lomber.games.")}
DATA = Path(__file__).parent.parent / "data"


def templates() -> list[str]:
    out = [advice_module.WAIT, advice_module.ONLY]
    for module in GAMES.values():
        out += list(importlib.import_module(module).REASONS.values())
    return out


def test_every_reason_template_is_collected_and_translated_with_the_same_fields():
    tool = _tool()
    collected = {m[1] for m in tool.ui_messages()}
    known = tool.read_ts(resource("translations", "lomber_ru.ts"))
    for template in templates():
        assert template in collected, template
        russian = known[("lomber", template)]
        assert Counter(fields(russian)) == Counter(fields(template)), (template, russian)
        string.Formatter().parse(russian)   # well formed


@pytest.fixture
def russian(qapp):
    found = install_translators(qapp, "ru")
    yield
    remove_translators(qapp, found)


def _position(game: str):
    return replay(json.loads((DATA / f"advise-{game}.json").read_text(encoding="utf-8")))


@pytest.mark.parametrize("game", list(GAMES))
def test_reasons_read_in_russian_with_the_table_words_and_a_decimal_comma(russian, game):
    match = _position(game)
    advice = advise_position(match, seed=match.seed)
    words = GameTexts(game, [s.name for s in match.seats])
    text = reason_text(advice.reason, words)
    assert not re.search(r"[A-Za-z]{2,}", text), text
    assert "{" not in text and "}" not in text
    if any(isinstance(v, float) for v in advice.reason.args.values()):
        assert re.search(r"\d,\d", text) and not re.search(r"\d\.\d", text), text


def test_a_decision_in_the_buttons_words():
    words = GameTexts("fly")
    assert action_words(words, "exchange 7C 6H") == "Exchange 7♣ 6♥"
    assert action_words(words, "QH") == "Q♥"
    assert action_words(GameTexts("chemin-de-fer"), "bet 20") == "Bet 20"
    reason = Reason("fly.kept", importlib.import_module("lomber.games.fly.ai").REASONS["fly.kept"],
                    {"action": "AS", "best": "fold", "gain": 0.25, "worlds": 120})
    assert reason_text(reason, words) == ("A♠: the usual play; Fold looked better by 0.25 points over 120 sampled "
                                          "deals, too little to trust.")


def test_a_broken_translation_falls_back_to_english(monkeypatch):
    import lomber.ui.panels.advicetext as at

    monkeypatch.setattr(at, "tr", lambda text: text.replace("{total}", "{totl}"))
    reason = Reason("ferme.cannot-bust", "Draw: no card can take {total} over 16.", {"total": 5})
    assert reason_text(reason, GameTexts("ferme")) == "Draw: no card can take 5 over 16."
