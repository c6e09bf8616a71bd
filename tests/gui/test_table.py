"""The table scene: views placed inside the table, events animated, clicks, resize, no leaks."""

from __future__ import annotations

from lomber.engine.events import Ev, Event
from lomber.ui.speeds import Speed


def ferme_view(n: int, farmer: int = 0, cards: int = 2) -> dict:
    """A hand-made Ferme-like view for seat 0."""
    hands = [["6H", "AS", "7C", "9D", "10S"][:cards]] + [["?"] + ["7H"] * (cards - 1) for _ in range(n - 1)]
    return {"game": "ferme", "seat": 0, "hands": hands, "stock": 45 - n * cards, "center": [], "table_cards": {},
            "roles": {"farmer": farmer}, "idle": [], "out": [], "stacks": [20] * n, "table": {"farm": n}}


def test_instant_show_events_emits_idle_synchronously(table_view, qtbot):
    t = table_view.table
    t.setup("ferme", [f"P{i}" for i in range(4)], 0)
    seen = []
    t.idle.connect(lambda: seen.append(True))
    t.show_events([Event(Ev.DEAL_START, seat=0), Event(Ev.DEALT, seat=0, cards=("6H",), face_up=False)],
                  ferme_view(4, cards=1))
    assert seen == [True]
    assert not t.busy()
    assert len(t.sprites()) == 4
    assert t.piles()["farm"].count == 4


def test_sync_keeps_every_card_inside_the_scene(table_view):
    t = table_view.table
    for n in (2, 12):
        t.setup("ferme", [f"Player {i}" for i in range(n)], 0)
        t.sync(ferme_view(n, cards=5))
        rect = t.sceneRect()
        assert len(t.sprites()) == 5 * n
        for s in t.sprites():
            assert rect.contains(s.sceneBoundingRect())


def test_normal_speed_animates_then_idles(table_view, qtbot):
    t = table_view.table
    t.setup("ferme", [f"P{i}" for i in range(6)], 0)
    t.set_speed(Speed.FAST)
    events = [Event(Ev.DEAL_START, seat=2)]
    events += [Event(Ev.CHIPS, src=f"seat:{i}", dst="farm", amount=1, reason="ante") for i in range(6)]
    events += [Event(Ev.DEALT, seat=i, cards=("6H" if i == 0 else "?",), face_up=False) for i in range(6)]
    with qtbot.waitSignal(t.idle, timeout=10_000):
        t.show_events(events, ferme_view(6, farmer=2, cards=1))
        assert t.busy()
    assert not t.busy()
    assert t.piles()["farm"].count == 6
    assert [b.stack for b in t.badges()] == [20] * 6
