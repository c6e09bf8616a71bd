"""Cards chosen on the table (an exchange, a discard, the trump taken), the last trick reviewed, cards just drawn
marked, badges legible on a small screen, and a crowded table's first coup in seconds."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from lomber.engine.actions import PLAY, Action
from lomber.engine.events import Ev, Event
from lomber.engine.match import Seat
from lomber.ui.table import layout as L
from lomber.ui.table.speeds import Speed
from tests.gui.apphelpers import ai_seats


def _point(view, sprite) -> QPoint:
    """A point of the sprite that its right-hand neighbour in the fan does not cover."""
    r = sprite.sceneBoundingRect()
    return view.mapFromScene(r.left() + sprite.width() * 0.25, r.bottom() - sprite.width() * 0.5)


def _hand(window) -> dict:
    """The viewer's card sprites by card."""
    order = window.scene.hand_order()
    return {s.card: s for s in window.scene.sprites() if s.card in order and s.scene() is window.scene}


def _click(qtbot, window, card: str) -> None:
    sprite = _hand(window)[card]
    qtbot.mouseClick(window.table_view.viewport(), Qt.MouseButton.LeftButton, pos=_point(window.table_view, sprite))


def _wait_for(qtbot, window, word: str) -> list:
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting == 0 and any(x.kind == word for x in c.match.legal_actions()), timeout=20000)
    return c.match.legal_actions()


def _last_of(window, seat: int) -> str:
    return [t for s, t in window.controller.match.history if s == seat][-1]


def test_a_fly_exchange_is_made_by_clicking_cards_on_the_table(window, qtbot):
    window.start_game("fly", [Seat("Anna", "human")] + ai_seats(3, "easy"), {"first_dealer": 3}, seed=4)
    legal = _wait_for(qtbot, window, "exchange")
    bar, scene = window.action_bar, window.scene
    exchange = bar.buttons["exchange"]
    # Nothing is chosen at first: Exchange waits for cards, Keep is there.
    assert not bar.picked() and not exchange.isEnabled() and bar.buttons["keep"].isEnabled()
    assert not any(s.chosen for s in scene.sprites())
    choosable = bar.choosable()
    assert choosable == [c for c in scene.hand_order() if c != "AS"]
    assert choosable == sorted(choosable, key=L.hand_key)          # the hand is shown sorted, the bar follows it
    first, second = choosable[0], choosable[-1]
    _click(qtbot, window, first)
    assert _hand(window)[first].chosen and bar.picked() == {first} and exchange.isEnabled()
    _click(qtbot, window, second)
    assert _hand(window)[second].chosen and exchange.isEnabled()
    assert bar.card_buttons[second].isChecked()                      # the bar's card button says so too
    _click(qtbot, window, first)                                     # put back
    assert not _hand(window)[first].chosen and bar.picked() == {second}
    _click(qtbot, window, first)
    assert bar.picked() == {first, second}
    want = next(a for a in legal if a.kind == "exchange" and set(a.cards) == {first, second})
    n = len(window.controller.match.history)
    qtbot.mouseClick(exchange, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.controller.match.history) > n)
    assert _last_of(window, 0) == want.text
    assert not bar.picked() and not any(s.chosen for s in scene.sprites())


def test_the_ace_of_spades_cannot_be_chosen(window, qtbot):
    """Fly: the AS may never be exchanged; in the hand it is greyed and a click on it does nothing."""
    for seed in range(1, 40):
        window.start_game("fly", [Seat("Anna", "human")] + ai_seats(3, "easy"), {"first_dealer": 3}, seed=seed)
        _wait_for(qtbot, window, "exchange")
        if "AS" in window.scene.hand_order():
            break
    else:
        pytest.fail("no seed dealt the AS to the human")
    ace = _hand(window)["AS"]
    assert ace.greyed and not ace.playable
    _click(qtbot, window, "AS")
    assert not window.action_bar.picked() and not ace.chosen


def _fortuna_discard(window, qtbot, buy: int) -> None:
    """Fortuna with a talon: the human buys `buy` cards and must now discard as many."""
    window.start_game("fortuna", [Seat("Anna", "human"), Seat("Boris", "ai", "easy")],
                      {"variant": "two-talon", "first_dealer": 1}, seed=5)
    _wait_for(qtbot, window, "buy")
    window.action_bar.spins["buy"].setValue(buy)
    window.action_bar.buttons["buy"].click()
    _wait_for(qtbot, window, "discard")


def test_a_fortuna_talon_discard_is_made_with_the_keyboard_on_the_table(window, qtbot):
    _fortuna_discard(window, qtbot, 2)
    bar, view = window.action_bar, window.table_view
    discard = bar.buttons["discard"]
    assert not bar.picked() and not discard.isEnabled()
    assert "Choose 2 cards in your hand." in bar.prompt.text()
    view.setFocus()
    order = window.scene.hand_order()
    qtbot.keyClick(view, Qt.Key.Key_Space)             # the keyboard's mark starts on the first card
    assert bar.picked() == {order[0]} and not discard.isEnabled()   # one card of two: not yet
    qtbot.keyClick(view, Qt.Key.Key_Enter)             # nothing to confirm yet
    assert window.controller.awaiting == 0
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert bar.picked() == {order[0], order[2]} and discard.isEnabled()
    assert _hand(window)[order[2]].chosen
    n = len(window.controller.match.history)
    qtbot.keyClick(view, Qt.Key.Key_Return)             # Enter makes the discard
    qtbot.waitUntil(lambda: len(window.controller.match.history) > n)
    assert _last_of(window, 0).split()[0] == "discard"
    assert set(_last_of(window, 0).split()[1:]) == {order[0], order[2]}


def test_a_discard_of_the_wrong_count_is_never_enabled(window, qtbot):
    _fortuna_discard(window, qtbot, 1)
    bar = window.action_bar
    cards = bar.choosable()
    for card in cards[:3]:
        bar.toggle_card(card)
    assert not bar.buttons["discard"].isEnabled() and not bar.confirm()
    bar.toggle_card(cards[1])
    bar.toggle_card(cards[2])
    assert bar.buttons["discard"].isEnabled()
    assert "Chosen:" in bar.prompt.text()


def test_the_dealer_takes_the_trump_by_choosing_one_card(window, qtbot):
    options = {"first_dealer": 0, "dealer_takes_trump": True}
    c = window.controller
    for seed in range(1, 40):
        window.start_game("fly", [Seat("Anna", "human")] + ai_seats(3, "easy"), options, seed=seed)
        qtbot.waitUntil(lambda: c.awaiting == 0, timeout=20000)
        if any(x.kind == "take-trump" for x in c.match.legal_actions()):
            break
    else:
        pytest.fail("the dealer was never asked")
    bar = window.action_bar
    take, exchange = bar.buttons["take-trump"], bar.buttons["exchange"]
    assert not take.isEnabled() and not exchange.isEnabled()
    one, two = bar.choosable()[:2]
    _click(qtbot, window, one)
    assert take.isEnabled() and exchange.isEnabled()               # one card: either
    _click(qtbot, window, two)
    assert not take.isEnabled() and exchange.isEnabled()           # the trump is taken for exactly one card
    _click(qtbot, window, two)
    n = len(c.match.history)
    take.click()
    qtbot.waitUntil(lambda: len(c.match.history) > n)
    assert _last_of(window, 0) == f"take-trump {one}"


def _play_until_a_trick(window, qtbot, c) -> None:
    """The human plays his first playable card until a trick has been taken this deal."""
    while not window.scene.last_trick():
        qtbot.waitUntil(lambda: c.awaiting == 0, timeout=20000)
        legal = c.match.legal_actions()
        plays = [a for a in legal if isinstance(a, Action) and a.kind == PLAY]
        c.submit(plays[0] if plays else next(a for a in legal if a.kind == "keep"))


def test_the_last_trick_is_shown_again_and_the_table_comes_back(window, qtbot):
    c = window.controller
    window.start_game("fly", [Seat("Anna", "human")] + ai_seats(3, "easy"), {"first_dealer": 3}, seed=6)
    assert not window.table_view.act_last_trick.isEnabled()
    _play_until_a_trick(window, qtbot, c)
    qtbot.waitUntil(lambda: c.awaiting == 0, timeout=20000)
    # What the table shows is what the events of the last trick said (masked for the screen).
    shown = c.shown_events()
    end = max(i for i, e in enumerate(shown) if e.kind is Ev.TRICK)
    start = max((i for i, e in enumerate(shown[:end]) if e.kind is Ev.TRICK or e.kind is Ev.DEAL_START), default=0)
    played = [(e.seat, e.cards[0]) for e in shown[start:end] if e.kind is Ev.PLAYED]
    scene = window.scene
    assert scene.last_trick() == played and scene.last_trick_winner() == shown[end].seat
    assert window.table_view.act_last_trick.isEnabled()
    # A click on the winner's badge shows it: every card with who played it, the winner marked.
    badge = scene.badges()[shown[end].seat]
    qtbot.mouseClick(window.table_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.table_view.mapFromScene(badge.scenePos()))
    assert scene.reviewing()
    names = window.names()
    review = scene.review().cards()
    assert [(r.card, r.name, r.winner) for r in review] == [(card, names[s], s == shown[end].seat) for s, card in played]
    assert window.names()[shown[end].seat] in scene.review().title
    # While it shows, a click on a card plays nothing: it brings the table back.
    n = len(c.match.history)
    qtbot.mouseClick(window.table_view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.table_view.mapFromScene(scene.review().card_rect(0).center()))
    assert not scene.reviewing() and len(c.match.history) == n
    # The menu's action (Ctrl+L) shows it; any key on the table returns.
    window.table_view.act_last_trick.trigger()
    assert scene.reviewing()
    qtbot.keyClick(window.table_view, Qt.Key.Key_Escape)
    assert not scene.reviewing()
    # Cards enlarged, names legible, everything on the table.
    scene.show_last_trick()
    assert scene.review().name_px() >= L.LEGIBLE_PX
    for i in range(len(review)):
        assert scene.sceneRect().contains(scene.review().card_rect(i))
    scene.hide_last_trick()
    c.stop()


def test_the_last_trick_is_not_shown_behind_the_curtain_and_is_forgotten_at_a_new_deal(table_view, qtbot):
    t = table_view.table
    t.setup("fly", ["A", "B", "C"], 0)
    deal = [Event(Ev.DEAL_START)]
    trick = [Event(Ev.PLAYED, 1, ("KS",), True), Event(Ev.PLAYED, 2, ("?",), False),
             Event(Ev.PLAYED, 0, ("AS",), True), Event(Ev.TRICK, 0)]
    view = {"hands": [[], [], []], "stacks": [0, 0, 0]}
    t.show_events(deal + trick, view)
    assert t.last_trick() == [(1, "KS"), (2, "?"), (0, "AS")] and t.last_trick_winner() == 0
    t.set_curtain("Pass the screen to B")
    assert not t.show_last_trick() and not t.reviewing()
    t.set_curtain(None)
    assert t.show_last_trick()
    assert [r.card for r in t.review().cards()] == ["KS", "?", "AS"]   # a card played face down stays hidden
    t.show_events(deal, view)
    assert not t.reviewing() and t.last_trick() == [] and not t.show_last_trick()


def test_cards_drawn_are_marked_for_a_moment_and_dealt_ones_are_not(table_view, qtbot):
    t = table_view.table
    t.set_speed(Speed.NORMAL)
    t.setup("fly", ["A", "B"], 0)
    view = {"hands": [["KS", "QH"], ["?", "?"]], "stacks": [0, 0], "stock": 10}
    start = [Event(Ev.DEAL_START), Event(Ev.DEALT, 0, ("KS", "QH"), False, reason="hand"),
             Event(Ev.DEALT, 1, ("?", "?"), False, reason="hand")]
    t.show_events(start, view)
    qtbot.waitUntil(lambda: not t.busy(), timeout=5000)
    assert not any(s.marked() for s in t.sprites())                 # the deal itself is not marked
    drawn = [Event(Ev.ACTION, 0, text="exchange QH"), Event(Ev.DISCARDED, 0, ("QH",), False),
             Event(Ev.DEALT, 0, ("9D",), False, reason="draw")]
    t.show_events(drawn, {**view, "hands": [["KS", "9D"], ["?", "?"]], "stock": 9})
    qtbot.waitUntil(lambda: not t.busy(), timeout=5000)
    marked = {s.card for s in t.sprites() if s.marked()}
    assert marked == {"9D"}
    qtbot.waitUntil(lambda: not any(s.marked() for s in t.sprites()), timeout=5000)   # … only for a moment


GAMES_800 = [("ferme", 4, {}), ("ferme", 12, {}), ("chemin-de-fer", 8, {}), ("fortuna", 4, {}), ("fly", 4, {}),
             ("fly", 7, {})]


@pytest.mark.parametrize(("game", "seats", "options"), GAMES_800)
def test_badge_text_stays_legible_in_an_800_by_600_window_with_the_panels_open(window, qtbot, game, seats, options):
    window.resize(800, 600)
    for dock in ("log", "scores"):
        window.docks[dock].show()
    window.start_game(game, ai_seats(seats, "easy"), {"first_dealer": 1, **options}, seed=3)
    view = window.table_view
    qtbot.waitUntil(lambda: window.width() <= 800 and view.viewport().width() < 700)
    assert window.docks["log"].isVisible() and window.docks["scores"].isVisible()
    scale = view.transform().m11()
    smallest = min(b.text_px() for b in window.scene.badges()) * scale
    assert smallest >= L.LEGIBLE_PX, (view.viewport().size(), scale, smallest)
    window.controller.stop()


def test_a_crowded_tables_first_coup_comes_in_seconds(qtbot, monkeypatch):
    """Chemin de fer with 30 computer seats at NORMAL speed: the auction names the banker and the first coup is
    dealt within a bounded number of decisions and of simulated seconds (the pauses the controller schedules and
    the time the table holds each batch at NORMAL; nothing waits for real)."""
    from lomber.controller import match_controller as mc
    from lomber.controller.match_controller import MatchController
    from lomber.ui.table.scene import TableScene

    scheduled: list[int] = []

    class Clock:
        """QTimer.singleShot that notes the delay asked for and runs at the next turn of the event loop."""

        @staticmethod
        def singleShot(ms, fn):   # Qt's name
            scheduled.append(int(ms))
            real.singleShot(0, fn)

    class Still:
        """A clock that never moves: a computer's thinking counts as taking no time, its whole pause is waited."""

        @staticmethod
        def monotonic() -> float:
            return 0.0

    real = mc.QTimer
    monkeypatch.setattr(mc, "QTimer", Clock)
    monkeypatch.setattr(mc, "time", Still)
    normal = Speed.NORMAL
    from lomber.ui.table.speeds import durations

    ctrl = MatchController()
    ctrl.ai_pause_ms = durations(normal).ai_pause_ms
    ctrl.result_pause_ms = durations(normal).result_ms
    timing = TableScene()              # plans each batch at NORMAL: how long the table would hold it
    timing.set_speed(normal)
    timing.setup("chemin-de-fer", [f"P{i}" for i in range(30)], None)
    held: list[int] = []
    dealt: list[bool] = []
    decisions: list[str] = []

    def on_events(events, view) -> None:
        # The table holds each step of a batch; the first card dealt to a seat is the first coup.
        for e, _fn, hold in timing.plan(events, view):
            if e is not None and e.kind is Ev.DEALT and e.seat is not None:
                dealt.append(True)
                ctrl.stop()
                return
            held.append(hold)

    ctrl.eventsReady.connect(on_events)
    ctrl.acted.connect(lambda seat, action: decisions.append(action.kind))
    ctrl.new_game("chemin-de-fer", ai_seats(30), {}, seed=7)
    qtbot.waitUntil(lambda: bool(dealt), timeout=60000)
    pauses = sum(scheduled)
    simulated = (pauses + sum(held)) / 1000
    print(f"30 seats: {len(decisions)} decisions, {pauses / 1000:.1f} s of pauses, {simulated:.1f} s to the first coup")
    assert {"bid"} <= set(decisions) and len(decisions) <= 45
    assert simulated <= 9.0
    # Without the crowd's shorter pauses it was half a minute: each of these decisions waited the whole pause.
    assert len(decisions) * durations(normal).ai_pause_ms / 1000 > 3 * pauses / 1000
    ctrl.shutdown()


def test_a_change_of_language_keeps_the_cards_chosen(window, qtbot, qapp):
    from lomber.ui.shell.language import use_language

    window.start_game("fly", [Seat("Анна", "human")] + ai_seats(3, "easy"), {"first_dealer": 3}, seed=4)
    _wait_for(qtbot, window, "exchange")
    bar = window.action_bar
    card = bar.choosable()[0]
    _click(qtbot, window, card)
    try:
        window.set_language("ru")
        qtbot.wait(20)                      # Qt's LanguageChange reaches the table's view
        assert bar.picked() == {card} and _hand(window)[card].chosen and bar.buttons["exchange"].isEnabled()
        assert "Выбрано:" in bar.prompt.text() and bar.buttons["exchange"].text() == "П&рикупить"
        assert window.table_view.act_last_trick.text() == "Последняя &взятка"
        assert "Щёлкните" in bar.buttons["exchange"].toolTip()
    finally:
        use_language(qapp, "en")
        window.set_language("en")
    assert bar.picked() == {card} and "Chosen:" in bar.prompt.text()
