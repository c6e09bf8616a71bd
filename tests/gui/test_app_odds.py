"""The odds panel: the advisor's figures for the seat on screen, on the table's clock, never ahead of it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from lomber.ai.advisor import advise
from lomber.engine.events import HIDDEN, Ev
from lomber.engine.match import Seat
from lomber.engine.records import replay
from lomber.ui.panels.advicesource import current_decision
from lomber.ui.panels.advicetext import number, percent
from lomber.ui.table.speeds import Speed
from tests.gui.apphelpers import ai_seats

DATA = Path(__file__).parent.parent / "data"


def _show_odds(window) -> None:
    window.docks["odds"].show()
    window.docks["odds"].raise_()
    assert window.odds.in_view()


def test_the_panel_follows_the_table_and_never_shows_a_card_before_the_table_does(window, qtbot):
    """At a real speed, each figure shown comes from a view the table has already settled to: every card of the
    seat's hand behind the figures is on the table, face up, at the moment any event is shown."""
    _show_odds(window)
    window.apply_speed(Speed.FAST.value)
    settled: list[dict] = []
    checks = {"events": 0, "with_figures": 0}
    bases: list[dict] = []

    def on_settled(view):
        settled.append(view)

    def on_shown(e):
        checks["events"] += 1
        basis = window.odds.basis
        if basis is None:
            return
        checks["with_figures"] += 1
        assert any(basis == v for v in settled), "figures from a view the table has not settled to"
        faces = {s.card for s in window.scene.sprites() if s.face_up}
        mine = [c for c in basis["hands"][0] if c != HIDDEN]
        assert set(mine) <= faces, (mine, faces)
        if not bases or bases[-1] is not basis:
            bases.append(basis)

    window.scene.viewSettled.connect(on_settled)
    window.scene.eventShown.connect(on_shown)
    window.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2), {"first_dealer": 1}, seed=5)
    c = window.controller
    ends = [0]
    window.scene.eventShown.connect(lambda e: ends.__setitem__(0, ends[0] + (e.kind == Ev.DEAL_END)))
    checked_decision = False
    while ends[0] < 2 and not c.match.finished:
        qtbot.waitUntil(lambda: c.awaiting == 0 or ends[0] >= 2 or c.match.finished or window.deal_paused,
                        timeout=30000)
        if window.deal_paused:         # View ▸ Pause after each deal (on by default): on to the next deal
            window.continue_play()
            continue
        if c.awaiting != 0:
            break
        d = current_decision(window.controller)
        qtbot.waitUntil(lambda d=d: window.odds.advice is not None and window.odds.basis == d.view, timeout=10000)
        if not checked_decision:
            want = advise(d.view, d.legal, d.seed).odds
            figures = window.odds.figures()
            assert figures["It busts you"] == percent(want["bust"])
            assert figures["It makes exactly 16"] == percent(want["sixteen"])
            for choice in ("draw", "stand"):     # the line says which, with the estimate's margin where given
                error = want[f"{choice}_error"]
                sampled = "" if want["exact"] else f" (estimate, ±{number(error, '.2f')})" if error else " (estimate)"
                assert f"Expected chips this deal if you {choice}{sampled}" in figures
            assert str(want["unseen"]) in figures["caption"]
            checked_decision = True
        total = d.view.get("total") or 0
        window.action_bar.buttons["draw" if total < 12 else "stand"].click()
    assert checked_decision and checks["with_figures"] > 10 and len(bases) >= 3


def _punter_at_five(window, qtbot):
    """Chemin de fer, two seats: the computer banks, Anna punts 10 and holds 7♣ 8♦ (5) against K♠ 3♥."""
    data = json.loads((DATA / "advise-chemin-de-fer.json").read_text(encoding="utf-8"))
    data["seats"] = [{"name": "Bank", "kind": "ai", "level": "normal"}, {"name": "Anna", "kind": "human"}]
    data["actions"] = []
    window.resume(replay(data))
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting == 1, timeout=10000)
    c.submit("bet 10")
    qtbot.waitUntil(lambda: c.awaiting == 1, timeout=10000)
    assert {a.kind for a in c.match.legal_actions()} == {"draw", "stand"}


def test_chemin_de_fer_the_punter_at_five_reads_draw_stand_and_the_edge(window, qtbot):
    _show_odds(window)
    _punter_at_five(window, qtbot)
    d = current_decision(window.controller)
    qtbot.waitUntil(lambda: window.odds.advice is not None and window.odds.basis == d.view, timeout=10000)
    want = advise(d.view, d.legal, d.seed).odds
    f = window.odds.figures()
    assert f["heading"] == "The coming coup"
    assert f["caption"] == "Exact, from the 310 cards left in the shoe that you have not seen."
    assert f["If you draw, per chip bet"] == percent(want["draw"], 2, signed=True)
    assert f["If you stand, per chip bet"] == percent(want["stand"], 2, signed=True)
    assert f["The banker's edge per chip bet against him"] == percent(want["edge"], 2, signed=True)
    bold = window.odds.rows[0][0].font().bold() and not window.odds.rows[1][0].font().bold()   # draw, advised
    assert window.odds.advice.action == "draw" and bold


def test_chemin_de_fer_before_the_cards_the_panel_gives_the_edge_of_the_coming_coup(window, qtbot):
    _show_odds(window)
    window.start_game("chemin-de-fer", [Seat("Anna", "human")] + ai_seats(2), {"first_dealer": 1}, seed=4)
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting == 0, timeout=10000)
    d = current_decision(window.controller)
    qtbot.waitUntil(lambda: window.odds.basis == d.view, timeout=10000)
    f = window.odds.figures()
    assert set(f) == {"heading", "caption", "The banker's edge per chip bet against him"}
    edge = advise(d.view, d.legal, d.seed).odds["edge"]
    assert f["The banker's edge per chip bet against him"] == percent(edge, 2, signed=True)


def test_fly_and_fortuna_show_labelled_estimates_at_the_players_decisions(window, qtbot):
    _show_odds(window)
    window.start_game("fortuna", [Seat("Anna", "human")] + ai_seats(3), {"first_dealer": 1}, seed=7)
    c = window.controller
    qtbot.waitUntil(lambda: c.awaiting == 0, timeout=30000)
    d = current_decision(window.controller)
    qtbot.waitUntil(lambda: window.odds.basis == d.view, timeout=30000)
    want = advise(d.view, d.legal, d.seed).odds["candidates"]
    f = window.odds.figures()
    assert f["heading"] == "Your decision"
    assert f["caption"] == (f"Estimates over {want[0].worlds} sampled deals." if any(e.worlds for e in want)
                            else "Estimates of the hand model (no deals sampled).")
    assert window.odds.table.rowCount() == len(want)
    window.action_bar.buttons["pass"].click()
    assert window.odds.figures()["heading"] == "Your last decision"   # kept, and said to be the last one's

    window.start_game("fly", [Seat("Anna", "human")] + ai_seats(3), {"first_dealer": 3}, seed=2)
    qtbot.waitUntil(lambda: c.awaiting == 0, timeout=30000)
    d = current_decision(window.controller)
    qtbot.waitUntil(lambda: window.odds.basis == d.view, timeout=30000)
    want = advise(d.view, d.legal, d.seed).odds["candidates"]
    f = window.odds.figures()
    assert f["caption"] == f"Estimates over {want[0].worlds} sampled deals." and want[0].worlds > 1
    assert window.odds.table.horizontalHeaderItem(1).text() == "Points off your score"
    assert window.odds.table.rowCount() == len(want)


def test_the_panel_asks_nothing_while_tabbed_away(window, qtbot):
    assert not window.odds.in_view()                      # behind the scores tab at first
    window.start_game("ferme", [Seat("Anna", "human")] + ai_seats(2), {"first_dealer": 1}, seed=5)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0, timeout=10000)
    assert window.advisor.asked == 0
    window.docks["odds"].raise_()
    qtbot.waitUntil(lambda: window.odds.basis is not None, timeout=10000)
    assert window.advisor.asked >= 1


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_chemin_de_fer_rules_name_the_menus_of_the_hint_and_the_odds(window, qapp, lang):
    from lomber.ui.panels.docks import rules_file
    from lomber.ui.shell.language import use_language
    from lomber.ui.texts import plain

    promised = re.findall(r"\((\w+) ▸ (\w+)[,)]", rules_file("chemin-de-fer", lang))
    assert len(promised) == 2
    window.set_language(lang)
    try:
        menus = {plain(top.text()): {plain(a.text()) for a in top.menu().actions()}
                 for top in window.menuBar().actions()}
        for menu, item in promised:
            assert item in menus[menu], (menu, item, menus.get(menu))
    finally:
        window.set_language("en")
        use_language(qapp, "en")


def test_chemin_de_fer_after_the_decision_no_figures_of_a_coup_gone_by(window, qtbot):
    """The punter at 5 stands; through the banker's play, the showdown and the coup's end the panel never shows
    the decision's figures ("If you stand" of a choice no longer open) nor a coup's figures once its cards moved
    on; once the table settles, the coming coup's edge, counted on the shoe as it is now."""
    _show_odds(window)
    window.apply_speed(Speed.FAST.value)
    _punter_at_five(window, qtbot)
    c = window.controller
    d = current_decision(c)
    qtbot.waitUntil(lambda: window.odds.advice is not None and window.odds.basis == d.view, timeout=10000)
    assert "If you stand, per chip bet" in window.odds.figures()
    wrong: list[tuple[str, dict]] = []
    ends = [0]

    def on_shown(e):
        ends[0] += e.kind == Ev.DEAL_END
        if e.kind in (Ev.DEALT, Ev.SHOWN, Ev.DEAL_END, Ev.CHIPS) and window.odds.basis is not None \
                and window.odds.basis["phase"] in ("punter", "banker"):
            wrong.append((e.kind.name, window.odds.figures()))

    window.scene.eventShown.connect(on_shown)
    c.submit("stand")
    qtbot.waitUntil(lambda: ends[0] >= 1, timeout=20000)
    assert not wrong, wrong[:2]
    qtbot.waitUntil(lambda: window.odds.basis is not None and not window.scene.queue._running, timeout=20000)
    f = window.odds.figures()
    now = advise(c.match.view(1), [], 0).odds        # the shoe as the seat knows it now
    assert "If you stand, per chip bet" not in f and f"{now['unseen']} cards" in f["caption"]
    assert window.odds.basis["phase"] not in ("punter", "banker")


def test_at_800_by_600_the_odds_table_has_no_scroll_bar_of_its_own(window, qtbot):
    """Fly's table of choices in a short dock: every row shows in the table, and only the dock's scroll area
    scrolls (no second vertical scroll bar nested inside it)."""
    from PySide6.QtWidgets import QScrollArea

    window.resize(800, 600)
    _show_odds(window)
    window.start_game("fly", [Seat("Anna", "human")] + ai_seats(3), {"first_dealer": 3}, seed=2)
    qtbot.waitUntil(lambda: window.controller.awaiting == 0, timeout=30000)
    d = current_decision(window.controller)
    qtbot.waitUntil(lambda: window.odds.basis == d.view, timeout=30000)
    qtbot.wait(50)
    table = window.odds.table
    assert table.rowCount() > 1 and table.isVisible()
    assert not table.verticalScrollBar().isVisible()
    rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
    assert table.viewport().height() >= rows                      # every row in the table itself, none hidden
    outer = window.docks["odds"].widget()
    assert isinstance(outer, QScrollArea)
    bars = [w for w in outer.findChildren(QScrollArea) if w.verticalScrollBar().isVisible()]
    assert bars == []                                            # the one scroll bar, if any, is the dock's own
