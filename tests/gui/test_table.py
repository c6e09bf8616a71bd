"""The table scene: views placed inside the table, events animated, clicks, resize, no leaks."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from lomber.engine.events import Ev, Event, mask
from lomber.engine.match import default_seats
from lomber.engine.registry import new_match
from lomber.search.players import RandomPlayer
from lomber.ui.table.layout import hand_key
from lomber.ui.table.speeds import Speed, durations
from lomber.ui.table.sprites import CardSprite


def ferme_view(n: int, farmer: int = 0, cards: int = 2) -> dict:
    """A hand-made Ferme-like view for seat 0."""
    hands = [["6H", "AS", "7C", "9D", "10S"][:cards]] + [["?"] + ["7H"] * (cards - 1) for _ in range(n - 1)]
    return {"game": "ferme", "seat": 0, "hands": hands, "stock": 45 - n * cards, "center": [], "table_cards": {},
            "roles": {"farmer": farmer}, "idle": [], "out": [], "stacks": [20] * n, "table": {"farm": n}}


def cdf_view(n: int) -> dict:
    """A Chemin de fer coup in progress: banker 3, punter n-1, each with three cards."""
    hands = [[] for _ in range(n)]
    hands[3], hands[n - 1] = ["KS", "3H", "5C"], ["7C", "8D", "9S"]
    return {"game": "chemin-de-fer", "seat": 0, "hands": hands, "stock": 250, "center": [], "table_cards": {},
            "roles": {"banker": 3, "punter": n - 1}, "idle": [], "out": [1], "stacks": [1000] * n,
            "table": {"bank": 400, "bets": 300, "house": 15}}


def trick_view() -> dict:
    """A four-hand trick game mid-trick, with a trump and a pool."""
    hands = [["AS", "KS", "QH", "2C", "9D"], ["?"] * 4, ["?"] * 4, ["?"] * 5]
    return {"game": "fly", "seat": 0, "hands": hands, "stock": 12, "center": [[1, "10S"], [2, "JS"]],
            "table_cards": {"trump": "9C"}, "roles": {"dealer": 3}, "idle": [], "out": [], "stacks": [50] * 4,
            "table": {"pool": 20}, "scores": [5, 4, 3, 5]}


def _inside(table) -> None:
    rect = table.sceneRect()
    for item in table.sprites() + table.badges() + list(table.piles().values()):
        assert rect.contains(item.sceneBoundingRect()), item


def _no_overlaps(table) -> None:
    """No two badges overlap and no hand card covers a badge."""
    badges = [b.mapRectToScene(b.boundingRect().adjusted(4, 4, -4, -4)) for b in table.badges()]
    for i, a in enumerate(badges):
        for b in badges[i + 1:]:
            assert not a.intersects(b)
    for s in table.sprites():
        r = s.sceneBoundingRect().adjusted(3, 6, -3, -3)
        assert not any(r.intersects(b) for b in badges), s.card


@pytest.mark.parametrize(("n", "size"), [(2, (1280, 800)), (12, (1280, 800)), (12, (1024, 640)), (12, (700, 460))])
def test_sync_places_every_card_inside_the_table(table_view, qtbot, n, size):
    t = table_view.table
    table_view.resize(*size)
    qtbot.waitUntil(lambda: round(t.sceneRect().width()) == max(640, table_view.viewport().width()))
    t.setup("ferme", [f"Player number {i}" for i in range(n)], 0)
    t.sync(ferme_view(n, cards=5))
    assert len(t.sprites()) == 5 * n
    _inside(t)
    _no_overlaps(t)


@pytest.mark.parametrize("size", [(1280, 800), (800, 520)])
def test_thirty_seats_of_chemin_de_fer_fit(table_view, qtbot, size):
    t = table_view.table
    table_view.resize(*size)
    qtbot.waitUntil(lambda: round(t.sceneRect().width()) == table_view.viewport().width())
    t.setup("chemin-de-fer", [f"Player number {i}" for i in range(30)], 0)
    t.sync(cdf_view(30))
    assert len(t.sprites()) == 6
    assert t.stock().count == 250 and t.piles()["bank"].count == 400
    _inside(t)
    _no_overlaps(t)
    assert t.badges()[1].out and t.badges()[3].roles == ["banker"]


def test_resize_reflows_the_table(table_view, qtbot):
    t = table_view.table
    t.setup("ferme", [f"P{i}" for i in range(12)], 0)
    t.sync(ferme_view(12, cards=4))
    before = t.badges()[3].pos()
    table_view.resize(900, 700)
    qtbot.waitUntil(lambda: round(t.sceneRect().width()) == table_view.viewport().width())
    assert t.badges()[3].pos() != before
    _inside(t)
    _no_overlaps(t)
    table_view.resize(400, 300)    # below the minimum: the scene keeps its size and the view scales it
    qtbot.waitUntil(lambda: table_view.transform().m11() < 1.0)
    _inside(t)


def test_instant_show_events_emits_idle_synchronously(table_view):
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


def _deal_events(n: int) -> list[Event]:
    events = [Event(Ev.DEAL_START, seat=2)]
    events += [Event(Ev.CHIPS, src=f"seat:{i}", dst="farm", amount=1, reason="ante") for i in range(n)]
    events += [Event(Ev.DEALT, seat=i, cards=("6H" if i == 0 else "?",), face_up=False) for i in range(n)]
    return events


def test_normal_speed_animates_then_idles(table_view, qtbot):
    t = table_view.table
    t.setup("ferme", [f"P{i}" for i in range(3)], 0)
    t.set_speed(Speed.NORMAL)
    with qtbot.waitSignal(t.idle, timeout=10_000):
        t.show_events(_deal_events(3), ferme_view(3, farmer=2, cards=1))
        assert t.busy()
        qtbot.waitUntil(lambda: any(isinstance(i, CardSprite) and i.busy() for i in t.items()), timeout=5000)
    assert not t.busy()
    assert t.piles()["farm"].count == 3
    assert [b.stack for b in t.badges()] == [20] * 3
    assert [s.card for s in t.sprites()] == ["6H", "?", "?"]


def test_a_batch_starts_on_the_next_turn_of_the_event_loop(table_view, qtbot):
    """Whoever hands the table a batch (a host serving it to its clients) has that turn of the event loop to itself:
    the table is busy at once, and its first step runs on the next turn."""
    t = table_view.table
    t.setup("ferme", [f"P{i}" for i in range(3)], 0)
    t.set_speed(Speed.NORMAL)
    shown = []
    t.eventShown.connect(lambda e: shown.append(e.kind))
    t.show_events(_deal_events(3), ferme_view(3, farmer=2, cards=1))
    assert t.busy() and shown == [] and t.sprites() == []
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    assert shown[0] is Ev.DEAL_START
    qtbot.waitUntil(lambda: not t.busy(), timeout=10_000)
    assert [s.card for s in t.sprites()] == ["6H", "?", "?"]


def test_events_arriving_during_an_animation_wait_their_turn(table_view, qtbot):
    t = table_view.table
    t.setup("ferme", [f"P{i}" for i in range(3)], 0)
    t.set_speed(Speed.FAST)
    idles = []
    t.idle.connect(lambda: idles.append(len(t.sprites())))
    t.show_events(_deal_events(3), ferme_view(3, cards=1))
    t.show_events([Event(Ev.DEALT, seat=i, cards=("7H",)) for i in range(3)], ferme_view(3, cards=2))
    assert idles == []
    qtbot.waitUntil(lambda: bool(idles), timeout=10_000)
    assert idles == [6]            # one idle, after both batches
    assert [s.card for s in t.sprites()] == ["6H", "AS", "?", "7H", "?", "7H"]   # Ferme's hand as dealt


def test_switching_to_instant_finishes_at_once(table_view, qtbot):
    t = table_view.table
    t.setup("ferme", [f"P{i}" for i in range(6)], 0)
    t.set_speed(Speed.SLOW)
    idles = []
    t.idle.connect(lambda: idles.append(True))
    t.show_events(_deal_events(6), ferme_view(6, cards=1))
    qtbot.wait(50)
    assert t.busy()
    t.set_speed(Speed.INSTANT)
    assert idles == [True] and not t.busy()
    assert not any(s.busy() for s in t.sprites())
    assert t.piles()["farm"].count == 6


def test_trick_events_move_cards_to_the_middle_and_away(table_view, qtbot):
    t = table_view.table
    t.setup("fly", ["A", "B", "C", "D"], 0)
    t.sync(trick_view())
    t.set_speed(Speed.FAST)
    view = trick_view()
    view["hands"][3] = ["?"] * 4
    view["hands"][0] = ["KS", "QH", "2C", "9D"]
    view["center"] = []
    events = [Event(Ev.PLAYED, seat=3, cards=("QS",)), Event(Ev.PLAYED, seat=0, cards=("AS",)),
              Event(Ev.TRICK, seat=0, cards=("10S", "JS", "QS", "AS"))]
    with qtbot.waitSignal(t.idle, timeout=10_000):
        t.show_events(events, view)
        qtbot.waitUntil(lambda: len(t._centre) == 4, timeout=5000)
    assert t._centre == [] and t.badges()[0].tricks == 1
    assert sorted(s.card for s in t.sprites()) == sorted(["KS", "QH", "2C", "9D", "9C"] + ["?"] * 12)


def _sprite_point(view, sprite) -> QPoint:
    """A point of the sprite not covered by its right-hand neighbour in the fan."""
    r = sprite.sceneBoundingRect()
    return view.mapFromScene(r.left() + sprite.width() * 0.2, r.center().y())


def test_clicking_a_playable_card_emits_and_a_greyed_one_does_not(table_view, qtbot):
    t = table_view.table
    t.setup("fly", ["A", "B", "C", "D"], 0)
    t.sync(trick_view())
    t.set_playable({"KS", "QH"})
    mine = {s.card: s for s in t.sprites() if s.card in ("AS", "KS", "QH", "2C", "9D")}
    assert mine["KS"].playable and not mine["KS"].greyed
    assert mine["AS"].greyed and not mine["AS"].playable
    clicked = []
    t.cardClicked.connect(clicked.append)
    qtbot.mouseClick(table_view.viewport(), Qt.MouseButton.LeftButton, pos=_sprite_point(table_view, mine["AS"]))
    assert clicked == []
    qtbot.mouseClick(table_view.viewport(), Qt.MouseButton.LeftButton, pos=_sprite_point(table_view, mine["KS"]))
    assert clicked == ["KS"]
    t.set_curtain("Pass the screen to B")       # hot-seat: nothing is clickable behind the curtain
    qtbot.mouseClick(table_view.viewport(), Qt.MouseButton.LeftButton, pos=_sprite_point(table_view, mine["QH"]))
    assert clicked == ["KS"]
    t.set_curtain(None)
    t.set_playable(set())
    assert not any(s.greyed or s.playable for s in t.sprites())


def test_keyboard_picks_a_playable_card(table_view, qtbot):
    t = table_view.table
    t.setup("fly", ["A", "B", "C", "D"], 0)
    t.sync(trick_view())
    t.set_playable({"KS", "QH"})
    clicked = []
    t.cardClicked.connect(clicked.append)
    table_view.setFocus()
    qtbot.keyClick(table_view, Qt.Key.Key_Right)
    qtbot.keyClick(table_view, Qt.Key.Key_Right)
    qtbot.keyClick(table_view, Qt.Key.Key_Return)
    assert clicked == ["QH"]


def _play_deals(table, game: str, seats: int, deals: int, seed: int = 5, options: dict | None = None) -> None:
    match = new_match(game, default_seats(seats), options or {}, seed)
    player = RandomPlayer(seed)
    table.setup(game, [f"S{i}" for i in range(seats)], 0)
    table.show_events(mask(list(match.start_events), 0), match.view(0))
    while not match.finished and match.deals < deals:
        seat = match.to_act()
        events = match.apply(seat, player.choose(match.view(seat), match.legal_actions()))
        table.show_events(mask(events, 0), match.view(0))


def test_many_deals_leak_no_items(table_view):
    t = table_view.table
    _play_deals(t, "ferme", 12, 3)
    count = len(t.items())
    _play_deals(t, "ferme", 12, 12, seed=6)
    assert abs(len(t.items()) - count) <= 40      # only the cards in hand differ between two moments
    _play_deals(t, "ferme", 12, 3)
    assert len(t.items()) == count
    _inside(t)


def test_real_chemin_de_fer_coups_at_fast_speed(table_view, qtbot):
    t = table_view.table
    t.set_speed(Speed.FAST)
    match = new_match("chemin-de-fer", default_seats(8), {"first_dealer": 2}, 1)
    player = RandomPlayer(1)
    t.setup("chemin-de-fer", [f"S{i}" for i in range(8)], 0)
    t.sync(match.view(0))
    while match.deals < 1:
        seat = match.to_act()
        events = match.apply(seat, player.choose(match.view(seat), match.legal_actions()))
        t.show_events(mask(events, 0), match.view(0))
    qtbot.waitUntil(lambda: not t.busy(), timeout=20_000)
    view = match.view(0)
    assert [b.stack for b in t.badges()] == view["stacks"]
    assert {k: p.count for k, p in t.piles().items()} == view["table"]


def test_art_cache_renders_each_size_once(qapp):
    from lomber.ui.table.cardart import CardArt

    art = CardArt()
    a = art.pixmap("QH", 70, 98)
    assert art.renders == 1
    b = art.pixmap("QH", 70, 98)
    assert art.renders == 1 and a.cacheKey() == b.cacheKey()
    art.pixmap("QH", 80, 112)
    art.pixmap("?", 70, 98)
    assert art.renders == 3
    art.set_dpr(2.0)
    hi = art.pixmap("QH", 70, 98)
    assert art.renders == 4 and hi.width() == 140 and hi.deviceIndependentSize().width() == 70


def test_every_card_has_art(qapp):
    from lomber.engine.cards import ALL_CARDS
    from lomber.ui.table.cardart import BACKS, DECKS, CardArt

    art = CardArt()
    for deck in DECKS:
        for back in BACKS:
            art.set_style(deck, back)
            assert art._renderer("?") is not None
        for card in ALL_CARDS:
            assert art._renderer(card) is not None, (deck, card)


def test_durations_come_from_one_place():
    assert durations(Speed.INSTANT).instant
    assert all(v == 0 for v in vars_of(durations(Speed.INSTANT)))
    assert durations(Speed.SLOW).deal_ms > durations(Speed.NORMAL).deal_ms > durations(Speed.FAST).deal_ms > 0


def vars_of(d) -> list[int]:
    return [getattr(d, f) for f in d.__dataclass_fields__]


def test_bench_measures_the_frames_of_a_seven_seat_trick(qapp):
    from lomber.bench import frames

    sc = next(s for s in frames.scenarios() if s.key == "fly-7")
    figures = frames.measure(sc, quick=True, seed=11)
    assert figures["frames"] > 10
    assert 0 < figures["median_ms"] <= figures["p99_ms"] <= figures["max_ms"]
    assert 0 < figures["cpu_median_ms"] <= figures["cpu_p99_ms"]


def test_table_cards_roles_scores_and_showdown_animate(table_view, qtbot):
    t = table_view.table
    t.setup("fortuna", ["A", "B", "C", "D"], 0)
    t.set_speed(Speed.FAST)
    view = {"hands": [["AS", "KS"], ["?", "?"], ["?", "?"], ["QH", "2C"]], "stock": 0, "center": [],
            "table_cards": {"surs": "QS"}, "roles": {"dealer": 3}, "idle": [], "out": [2], "stacks": [5, 5, 5, -3],
            "table": {"pool": 24}, "scores": [[1, 0], [0, 0], [0, 0], [2, 1]]}
    events = [Event(Ev.DEAL_START, seat=3), Event(Ev.ROLE, seat=3, reason="dealer"),
              Event(Ev.CHIPS, src="seat:3", dst="pool", amount=24, reason="stake"),
              Event(Ev.DEALT, seat=None, cards=("QS",), face_up=False, reason="surs"),
              Event(Ev.TURNED, cards=("QS",), reason="surs")]
    events += [Event(Ev.DEALT, seat=i, cards=(c,), face_up=False) for i, c in enumerate(["AS", "?", "?", "?"] * 2)]
    events += [Event(Ev.SHOWN, seat=3, cards=("QH", "2C")), Event(Ev.OUT, seat=2), Event(Ev.SCORE, seat=3, amount=2)]
    with qtbot.waitSignal(t.idle, timeout=15_000):
        t.show_events(events, view)
    b = t.badges()
    # Fortuna's score is one number, the sum the log says ("score: 3"); its parts are in the tooltip
    assert b[3].roles == ["dealer"] and b[2].out and b[3].score == "3" and b[3].stack == -3
    assert "Score 3 = leves 2 + honours 1" in b[3].toolTip()
    assert t.piles()["pool"].count == 24
    cards = {s.card: s for s in t.sprites()}
    assert cards["QS"].face_up and cards["QS"].caption == "Surs"
    assert cards["QH"].face_up and cards["2C"].face_up
    assert sum(s.card == "?" and not s.face_up for s in t.sprites()) == 4
    _inside(t)


def test_card_style_switch_repaints_with_the_other_deck(table_view):
    t = table_view.table
    t.setup("fly", ["A", "B", "C", "D"], 0)
    t.sync(trick_view())
    before = t.art.renders
    t.set_card_style(deck="four-colour", back="red")
    table_view.grab()
    assert t.art.deck == "four-colour" and t.art.renders > before


def test_animated_deals_leave_no_sprites_behind(table_view, qtbot):
    t = table_view.table
    t.set_speed(Speed.FAST)
    match = new_match("ferme", default_seats(3), {"first_dealer": 0}, 3)
    player = RandomPlayer(3)
    t.setup("ferme", [f"S{i}" for i in range(3)], 0)
    t.show_events(mask(list(match.start_events), 0), match.view(0))
    while match.deals < 1:
        seat = match.to_act()
        t.show_events(mask(match.apply(seat, player.choose(match.view(seat), match.legal_actions())), 0),
                      match.view(0))
    qtbot.waitUntil(lambda: not t.busy(), timeout=30_000)
    view = match.view(0)
    assert not t._transient
    cards = [i for i in t.items() if isinstance(i, CardSprite)]
    assert len(cards) == sum(len(h) for h in view["hands"]) == len(t.sprites())
    assert [[s.card for s in h] for h in t._hands] == view["hands"]


def test_an_idle_handler_may_queue_the_next_batch(table_view, qtbot):
    """The controller's loop: on idle, apply the next move and show it (no recursion, one idle per batch)."""
    t = table_view.table
    t.setup("fly", ["A", "B", "C", "D"], 0)
    t.sync(trick_view())
    for speed in (Speed.INSTANT, Speed.FAST):
        t.set_speed(speed)
        idles = []

        def more(idles=idles) -> None:
            idles.append(True)
            if len(idles) < 200:
                t.show_events([Event(Ev.SCORE, seat=len(idles) % 4, amount=len(idles))], trick_view())

        t.idle.connect(more)
        t.show_events([Event(Ev.SCORE, seat=0, amount=0)], trick_view())
        qtbot.waitUntil(lambda idles=idles: len(idles) == 200, timeout=20_000)
        t.idle.disconnect(more)
        assert not t.busy()


def test_seats_go_clockwise_from_the_viewer_at_the_bottom(table_view):
    t = table_view.table
    t.setup("fly", ["A", "B", "C", "D"], 0)
    t.sync(trick_view())
    pos = [b.pos() for b in t.badges()]
    centre = t.sceneRect().center()
    assert pos[0].y() > centre.y() and pos[1].x() < centre.x() and pos[2].y() < centre.y() and pos[3].x() > centre.x()
    t.set_viewer(2)                       # hot-seat: seat 2's player now sits at the bottom
    pos = [b.pos() for b in t.badges()]
    assert pos[2].y() > centre.y() and pos[3].x() < centre.x() and pos[0].y() < centre.y() and pos[1].x() > centre.x()
    assert t.layout().seats[2].card_w > t.layout().seats[0].card_w


@pytest.mark.parametrize(("game", "seats", "options"), [
    ("ferme", 12, {}), ("chemin-de-fer", 30, {}), ("fortuna", 4, {}), ("fortuna", 2, {"variant": "two-talon"}),
    ("fly", 7, {}),
])
def test_real_matches_stay_tidy(table_view, game, seats, options):
    """Random play of every game: after each move the table shows the view, inside the table, nothing on a badge."""
    t = table_view.table
    match = new_match(game, default_seats(seats), {"first_dealer": 1, **options}, 2)
    player = RandomPlayer(2)
    t.setup(game, [f"Player {i}" for i in range(seats)], 0)
    t.show_events(mask(list(match.start_events), 0), match.view(0))
    for _ in range(120):
        if match.finished:
            break
        seat = match.to_act()
        t.show_events(mask(match.apply(seat, player.choose(match.view(seat), match.legal_actions())), 0),
                      match.view(0))
        view = match.view(0)
        want = [list(h) for h in view["hands"]]
        if not (t.words.info.centre_hands or t.words.info.in_drawn_order):
            want[0].sort(key=hand_key)          # the viewer's own hand is shown sorted (Ferme's: as drawn)
        assert [[s.card for s in h] for h in t._hands] == want
        assert [b.stack for b in t.badges()] == view["stacks"]
        _inside(t)
        _no_overlaps(t)


def test_faces_are_rendered_ahead_at_instant_so_moves_render_nothing(table_view, qtbot):
    t = table_view.table
    match = new_match("fly", default_seats(4), {}, 3)
    t.setup("fly", [f"S{i}" for i in range(4)], 0)
    assert t.warming()
    qtbot.waitUntil(lambda: not t.warming(), timeout=10_000)
    warmed = t.art.renders
    player = RandomPlayer(3)
    t.show_events(mask(list(match.start_events), 0), match.view(0))
    for _ in range(30):
        seat = match.to_act()
        t.show_events(mask(match.apply(seat, player.choose(match.view(seat), match.legal_actions())), 0),
                      match.view(0))
        table_view.viewport().repaint()
    assert t.sprites() and t.art.renders == warmed     # every card painted came from the cache


def test_a_value_pill_keeps_its_width_until_its_text_or_size_changes(qapp, monkeypatch):
    from lomber.ui.table import handvalues
    from lomber.ui.table.handvalues import ValuePill

    pill = ValuePill()
    pill.set_value("7", 18.0)
    narrow = pill.boundingRect().width()
    measured = []
    real = handvalues.QFontMetricsF
    monkeypatch.setattr(handvalues, "QFontMetricsF", lambda f: measured.append(f) or real(f))
    assert pill.boundingRect().width() == narrow and measured == []     # asked at every frame: measured once
    pill.set_value("17", 18.0)
    assert pill.boundingRect().width() > narrow and len(measured) == 1
    pill.set_value("17", 30.0)
    assert pill.boundingRect().height() > 30 and len(measured) == 2
