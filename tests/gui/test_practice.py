"""Take back (practice): the exact earlier state, the computers' same later choices, off in hot-seat, the mark kept."""

from __future__ import annotations

from lomber.engine.actions import Action, AmountChoice
from lomber.engine.match import Seat
from lomber.engine.registry import new_match
from lomber.games.ferme.ai import StrongPlayer
from lomber.search.players import forced, warm
from lomber.storage.autosave import read_autosave
from tests.gui.apphelpers import ai_seats


def _wait_prompt(qtbot, c) -> None:
    qtbot.waitUntil(lambda: c.awaiting == 0 or c.match.finished, timeout=10000)


def _decide(c) -> Action:
    """A fixed policy for the human: stand when he may (his turn ends), else the first choice at its least."""
    legal = c.match.legal_actions()
    stand = [a for a in legal if isinstance(a, Action) and a.kind == "stand"]
    first = stand[0] if stand else legal[0]
    return first.at(first.lo) if isinstance(first, AmountChoice) else first


def _play(qtbot, c, decisions: int) -> None:
    """Make the human's next `decisions` decisions by the fixed policy (fewer if the match ends)."""
    for _ in range(decisions):
        _wait_prompt(qtbot, c)
        if c.match.finished:
            return
        c.submit(_decide(c))
    _wait_prompt(qtbot, c)


def test_take_back_restores_the_record_and_the_computers_choose_again_as_before(window, qtbot, toy):
    c = window.controller
    seats, options = [Seat("Anna", "human"), *ai_seats(3)], {"max_deals": 30}
    window.start_game("toy", seats, options, seed=17)
    _play(qtbot, c, 12)
    straight = c.match.record()["actions"]      # the match played straight through

    window.start_game("toy", seats, options, seed=17)
    _play(qtbot, c, 3)
    before = c.match.record()
    c.submit(_decide(c))
    _wait_prompt(qtbot, c)
    assert len(c.match.history) > len(before["actions"]) + 1     # the computers decided after it
    assert window.practice.act_take_back.isEnabled()
    window.practice.act_take_back.trigger()
    _wait_prompt(qtbot, c)
    assert c.match.record() == {**before, "practice": True}       # exactly the state before the decision
    assert "taken back" in window.log.text()
    assert read_autosave()[0].record() == c.match.record()          # the autosave keeps the mark

    _play(qtbot, c, 9)                                              # the same decision again, and on
    assert c.match.record()["actions"] == straight                  # the computers chose as the first time


def test_take_back_is_off_in_hot_seat(window, qtbot, toy):
    c = window.controller
    window.start_game("toy", [Seat("Anna", "human"), Seat("Boris", "human"), *ai_seats(1)], {}, seed=3)
    qtbot.waitUntil(lambda: c.handing_to is not None or c.awaiting is not None, timeout=10000)
    if c.handing_to is not None:
        c.reveal()
    qtbot.waitUntil(lambda: c.awaiting is not None, timeout=10000)
    c.submit(_decide(c))
    qtbot.waitUntil(lambda: bool(c.match.history), timeout=10000)
    assert not c.can_take_back() and not window.practice.act_take_back.isEnabled()
    before = c.match.record()
    assert not c.take_back() and c.match.record() == before


def test_a_practice_match_goes_into_the_history_as_practice(window, qtbot, toy):
    c = window.controller
    window.start_game("toy", [Seat("Anna", "human"), *ai_seats(2)], {"max_deals": 2}, seed=5)
    _wait_prompt(qtbot, c)
    c.submit(_decide(c))
    assert c.take_back()          # while the computers may still be thinking
    while not c.match.finished:
        _wait_prompt(qtbot, c)
        if not c.match.finished:
            c.submit(_decide(c))
    qtbot.waitUntil(lambda: c.ended, timeout=10000)
    assert window.history.db.execute("SELECT practice FROM matches").fetchall() == [(1,)]
    assert window.history.stats("toy")["played"] == 0
    assert window.history.statistics("toy", practice=True)[0].matches == 1


def test_a_new_player_warmed_from_the_record_knows_what_one_that_played_along_learned():
    match = new_match("ferme", ai_seats(4, "strong"), {"starting_chips": 10}, 8)
    along = [StrongPlayer(i) for i in range(4)]
    while not match.finished and match.deals < 4:
        seat, legal = match.to_act(), match.legal_actions()
        action = forced(legal) or along[seat].choose(match.view(seat), legal)
        match.apply(seat, action)
    fresh = StrongPlayer(0)
    warm(fresh, match.record(), 0)
    assert along[0].model.draws and fresh.model.draws == along[0].model.draws
    assert (fresh.model.stands, fresh.model.seen_deal) == (along[0].model.stands, along[0].model.seen_deal)


def test_explained_moves_come_into_the_log_naming_no_hidden_card(window, qtbot):
    from lomber.ai.explain import cards_named  # noqa: F401 - the module the reasons come from
    from lomber.engine.cards import ALL_CARDS
    from lomber.ui.texts import cards_text

    window.explainer.act.setChecked(True)
    c = window.controller
    window.start_game("ferme", [Seat("Anna", "human"), *ai_seats(2)], {"starting_chips": 10}, seed=4)
    _wait_prompt(qtbot, c)
    for _ in range(6):
        if c.match.finished:
            break
        c.submit(_decide(c))
        _wait_prompt(qtbot, c)
    qtbot.waitUntil(lambda: "Why AI" in window.log.text(), timeout=20000)
    qtbot.waitUntil(lambda: not window.explainer.queue and not window.explainer.service.busy(), timeout=20000)
    from lomber.ai.explain import seen_cards
    known = seen_cards(c.past, 0)
    lines = [line for line in window.log.text().splitlines() if line.startswith("Why AI")]
    hidden = {cards_text([card]) for card in ALL_CARDS if card not in known}
    assert lines and not [line for line in lines if any(h in line for h in hidden)]


def test_watching_writes_no_history_and_no_autosave_and_shows_every_hand(window, qtbot):
    from lomber.engine.events import HIDDEN, Ev
    from lomber.storage.autosave import autosave_path

    batches = []
    window.controller.eventsReady.connect(lambda events, view: batches.append(events))
    assert window.practice.watch("ferme", seed=6)
    c = window.controller
    assert c.open_hands and all(s.kind == "ai" for s in c.match.seats)
    qtbot.waitUntil(lambda: c.match.deals >= 2, timeout=60000)
    assert c.stop_match()                                                 # ended as a match ends
    qtbot.waitUntil(lambda: c.ended, timeout=10000)
    dealt = [e for events in batches for e in events if e.kind == Ev.DEALT]
    assert dealt and all(HIDDEN not in e.cards for e in dealt)             # every hand face up
    assert {e.seat for e in dealt if e.cards and not e.face_up} >= {1, 2}  # the computers' hidden cards too
    assert window.history.statistics() == [] and window.history.db.execute(
        "SELECT count(*) FROM matches").fetchone() == (0,)
    assert not autosave_path().exists()
    assert "not kept in the history" in window.log.text()


def test_a_match_after_watching_is_played_as_usual(window, qtbot, toy):
    window.practice.watch("ferme", seed=6)
    window.start_game("toy", [Seat("Anna", "human"), *ai_seats(2)], {}, seed=2)
    assert not window.controller.open_hands
