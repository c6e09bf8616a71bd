"""Every text on the table and under it fits where it is drawn, measured with font metrics: each seat badge (name,
chips, score and tricks), each speech bubble of every word the game has, the shoe's count, the face-up cards'
captions, the prompt; for every game, in English and Russian, at 1280×800 and 800×600 (issue 26, point 4). A text
that does not fit at its size is drawn smaller, in a shorter form (with the tooltip saying it all) or wrapped,
never cut with an ellipsis that hides what it says."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QTabBar

from lomber.engine.actions import PLAY, Action, AmountChoice
from lomber.engine.gameinfo import WordKind
from lomber.engine.match import Seat
from lomber.engine.registry import game_ids, match_class
from lomber.ui.dialogs.newgame import SEAT_DEFAULT
from lomber.ui.seatnames import default_name
from lomber.ui.shell.language import use_language

SIZES = [(1280, 800), (800, 600)]


@pytest.fixture
def back_to_english(qapp):
    yield
    use_language(qapp, "en")


def sample_actions(words) -> list[str]:
    """A decision of each of the game's words, as the table's bubbles say them (large amounts, several cards)."""
    out = ["QH"]
    for w in words.info.words:
        if w.kind is WordKind.AMOUNT:
            out.append(f"{w.word} 100000")
        elif w.kind is WordKind.CARDS:
            out += [f"{w.word} 3", f"{w.word} 10S 10H 10D"]
        else:
            out.append(w.word)
    return out


def longest_choices(words) -> list:
    """Every word of the game offered at once (the longest prompt a turn can have)."""
    legal: list = [Action(PLAY, cards=("QH",))]
    for w in words.info.words:
        legal.append(AmountChoice(w.word, 10, 100000) if w.kind is WordKind.AMOUNT else Action(w.word))
    return legal


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", game_ids())
def test_every_text_fits_where_it_is_drawn(window, qtbot, back_to_english, game, lang, size):
    window.resize(*size)
    window.set_language(lang)
    cls = match_class(game)
    n = max(cls.min_players, min(cls.max_players, SEAT_DEFAULT))
    seats = [Seat(default_name(0), "human")] + [Seat(default_name(i), "ai", "easy") for i in range(1, n)]
    assert window.start_game(game, seats, {"first_dealer": 1}, seed=3)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0 or window.controller.match.finished, timeout=20000)
    qtbot.wait(50)
    scene, words = window.scene, window.words
    # a stack twice the default start (a winner's), negative where balances go below zero (Fortuna)
    start = next((spec.default_for(n) for spec in cls.option_specs if spec.key == "starting_chips"), 100)
    stack = -2 * start if game == "fortuna" else 2 * start
    score = "25" if game == "fly" else "14" if game == "fortuna" else ""
    tricks = 5 if game in ("fly", "fortuna") else 0
    problems = []
    for badge in scene.badges():
        badge.set_fields(stack=stack, score=score, tricks=tricks)
        for text in sample_actions(words):
            badge.set_bubble(words.bubble(text))
            problems += [(badge.name, t.what, t.text, round(t.room)) for t in badge.texts().values() if not t.fits]
        badge.set_bubble("")
    stock = scene.stock()
    stock.set_count(312 if stock.shoe else 52)
    if not stock.label_fits():
        problems.append(("stock", stock.label()))
    for sprite in scene.sprites():
        if sprite.caption and not sprite.caption_text()[2]:
            problems.append(("caption", sprite.caption))
    assert not problems, problems
    # The prompt: the longest the game can say, wrapped in its room, every word on screen.
    prompt = window.action_bar.prompt
    text = words.prompt(window.controller.match.view(0), longest_choices(words))
    window.action_bar.set_prompt(text)
    qtbot.waitUntil(lambda: prompt.fits(), timeout=3000)
    assert prompt.displayed().startswith(text)      # (cards to choose: what to do with them follows)
    # The docks' tabs say their whole titles.
    bars = [b for b in window.findChildren(QTabBar) if b.parentWidget() is window]
    assert bars and all(b.elideMode().name == "ElideNone" for b in bars)
    for b in bars:
        for i in range(b.count()):
            assert b.tabRect(i).width() >= b.fontMetrics().horizontalAdvance(b.tabText(i)), b.tabText(i)
