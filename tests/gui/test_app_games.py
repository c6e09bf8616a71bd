"""Whole matches of the real games through the real window, computer and human seats."""

from __future__ import annotations

import pytest

from lomber.engine.actions import PLAY, Action, AmountChoice
from lomber.engine.events import HIDDEN, Ev
from lomber.engine.match import Seat
from lomber.storage.autosave import autosave_path
from tests.gui.apphelpers import ai_seats, wait_finished


def _check_bar(window, legal):
    """Every button is enabled exactly when its word is legal (a word with cards only once they are chosen, and
    none is at first); amount boxes bounded by the legal range."""
    words = {c.kind for c in legal if not (isinstance(c, Action) and c.cards)}
    assert not window.action_bar.picked()
    for word, button in window.action_bar.buttons.items():
        assert button.isEnabled() == (word in words), word
    for c in legal:
        if isinstance(c, AmountChoice):
            spin = window.action_bar.spins[c.kind]
            assert spin.isEnabled() and (spin.minimum(), spin.maximum()) == (c.lo, c.hi)


def test_ferme_computer_match_to_the_end(window, qtbot):
    window.start_game("ferme", ai_seats(3), {"starting_chips": 10}, seed=3)
    wait_finished(qtbot, window)
    s = window.controller.match.summary()
    assert s["finished"] and sum(s["stacks"]) + sum(s["table"].values()) == 30
    assert window.history.stats("ferme")["played"] == 1
    assert "The deal is over." in window.log.text()


def test_chemin_de_fer_computer_match_to_the_end(window, qtbot):
    window.start_game("chemin-de-fer", ai_seats(3), {"starting_chips": 50, "table_minimum": 20}, seed=4)
    wait_finished(qtbot, window)
    s = window.controller.match.summary()
    assert s["finished"] and sum(s["stacks"]) + sum(s["table"].values()) == 150


def _drive_human(window, qtbot, choose, limit=400):
    """Answer every prompt of seat 0 through the action bar until the match ends."""
    c = window.controller
    prompts = 0
    while not c.match.finished and prompts < limit:
        qtbot.waitUntil(lambda: c.awaiting == 0 or c.match.finished, timeout=10000)
        if c.match.finished:
            break
        legal = c.match.legal_actions()
        _check_bar(window, legal)
        before = len(c.match.history)
        choose(window, legal)
        qtbot.waitUntil(lambda b=before: len(c.match.history) > b, timeout=5000)
        prompts += 1
    return prompts


def test_ferme_human_through_the_buttons(window, qtbot):
    seats = [Seat("Anna", "human")] + ai_seats(2)
    batches = []
    window.controller.eventsReady.connect(lambda events, view: batches.append(events))
    window.start_game("ferme", seats, {"starting_chips": 10}, seed=11)

    def choose(w, legal):
        total = w.controller.match.view(0).get("total") or 0
        word = "draw" if total < 12 and w.action_bar.buttons["draw"].isEnabled() else "stand"
        w.action_bar.buttons[word].click()

    prompts = _drive_human(window, qtbot, choose)
    assert prompts > 0
    wait_finished(qtbot, window)
    assert any(s == 0 for s, _ in window.controller.match.history)
    assert not autosave_path().exists()   # cleared when the match ended
    dealt = [e for events in batches for e in events if e.kind == Ev.DEALT and not e.face_up]
    assert {c for e in dealt if e.seat != 0 for c in e.cards} == {HIDDEN}      # never another's hidden card
    assert HIDDEN not in {c for e in dealt if e.seat == 0 for c in e.cards}   # Anna sees her own


def test_chemin_de_fer_human_bids_and_bets(window, qtbot):
    seats = [Seat("Anna", "human")] + ai_seats(2)
    window.start_game("chemin-de-fer", seats, {"starting_chips": 100, "table_minimum": 20}, seed=2)
    used = set()

    def choose(w, legal):
        bar = w.action_bar
        for c in legal:
            if isinstance(c, AmountChoice):
                bar.spins[c.kind].setValue(c.hi)     # the spin box clamps into the legal range
                assert bar.spins[c.kind].value() == c.hi
                bar.buttons[c.kind].click()
                used.add(c.kind)
                return
        for word in ("banco", "draw", "deal", "pass", "stand", "take", "retire"):
            if bar.buttons[word].isEnabled():
                bar.buttons[word].click()
                used.add(word)
                return
        raise AssertionError(f"no button for {legal}")

    _drive_human(window, qtbot, choose)
    wait_finished(qtbot, window)
    assert used & {"bid", "bet", "bank", "banco"}
    texts = [t for s, t in window.controller.match.history if s == 0]
    assert texts


def test_resize_keeps_the_table(window, qtbot):
    window.start_game("ferme", ai_seats(4), {}, seed=1)
    for w, h in ((640, 480), (1600, 1000), (900, 700)):
        window.resize(w, h)
        qtbot.wait(10)
        assert window.table_view.width() > 0 and window.table_view.scene() is window.scene
    window.controller.stop()


def _first_enabled(window):
    """Press something legal the way a keyboard user would: a card, cards chosen and their word, or a word."""
    bar = window.action_bar
    if bar.choosable():
        sets = [a for a in window.controller.match.legal_actions() if a.cards and a.kind != PLAY]
        target = sets[-1]
        for card in target.cards:
            bar.card_buttons[card].click()       # the bar's card buttons toggle the choice, as clicks on the table do
        assert bar.picked() == set(target.cards) and bar.buttons[target.kind].isEnabled()
        bar.buttons[target.kind].click()
        return "cards"
    if bar.card_buttons:
        next(iter(bar.card_buttons.values())).click()
        return "card"
    for word in ("play", "keep", "stay", "stand", "pass", "fold", "repass", "force", "draw"):
        button = bar.buttons.get(word)
        if button is not None and button.isEnabled():
            button.click()
            return word
    raise AssertionError("nothing to press")


@pytest.mark.parametrize("game", ["fortuna", "fly"])
def test_a_trick_game_deal_with_a_human_through_the_bar(window, qtbot, game):
    c = window.controller
    window.start_game(game, [Seat("Anna", "human")] + ai_seats(3, "easy"), {"first_dealer": 1}, seed=12)
    ended = []
    c.dealEnded.connect(lambda *_: ended.append(1))
    pressed = set()
    while not ended and not c.match.finished:
        qtbot.waitUntil(lambda: c.awaiting == 0 or bool(ended) or c.match.finished, timeout=20000)
        if ended or c.match.finished:
            break
        legal = c.match.legal_actions()
        _check_bar(window, [x for x in legal if x.kind != "play-card"])
        hand = window.scene.hand_order()
        choosable = [card for card in hand if any(card in x.cards for x in legal if x.kind != PLAY)]
        assert window.action_bar.choosable() == choosable       # in the hand's order, as the table shows it
        playable = {x.cards[0] for x in legal if x.kind == "play-card"}
        assert set(window.action_bar.card_buttons) == playable | set(choosable)
        buttons = [card for card in window.action_bar.card_buttons if card in playable]
        assert buttons == [card for card in hand if card in playable]
        n = len(c.match.history)
        pressed.add(_first_enabled(window))
        qtbot.waitUntil(lambda k=n: len(c.match.history) > k, timeout=5000)
    assert "card" in pressed and (game != "fly" or "cards" in pressed), pressed
    c.stop()


def test_stopping_a_ferme_match_splits_the_farm(window, qtbot, questions):
    window.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2), {"starting_chips": 10, "first_dealer": 2},
                      seed=5)
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting == 0)
    assert c.match.summary()["table"]["farm"] == 3
    window.act_stop.trigger()
    qtbot.waitUntil(lambda: c.ended)
    s = c.match.summary()
    assert s["finished"] and s["table"].get("farm", 0) == 0 and sum(s["stacks"]) == 30
    assert window.history.stats("ferme")["played"] == 1
    assert "The match was stopped." in window.log.text()
    assert len(questions.asked) == 1     # Stop asked first: Anna was playing
