"""The card table: a scene that draws any game from its view and animates the engine's events."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainter, QPen, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView, QWidget

from lomber.engine.cards import ALL_CARDS
from lomber.engine.events import Ev, Event
from lomber.ui import layout as L
from lomber.ui.cardart import HIDDEN, CardArt
from lomber.ui.speeds import Speed, durations
from lomber.ui.sprites import (
    INK,
    CardSprite,
    ChipPile,
    ChipToken,
    Curtain,
    SeatBadge,
    StockPile,
    role_name,
    table_card_name,
    tr,
)
from lomber.ui.texts import ACTIONS

# z layers: hands below the middle, flying things above everything but the curtain.
Z_HAND, Z_TABLE_CARD, Z_CENTRE, Z_PILE, Z_BADGE, Z_FLY = 10, 150, 200, 300, 400, 1000
NAMED_TABLE_CARDS = ("trump", "surs")   # DEALT to seat None with these reasons lies face up by the deck

SUIT_GLYPHS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
WARM_PER_TURN = 3          # faces rendered ahead per event-loop turn (a few ms: the window stays responsive)

Step = tuple[Callable[[], None], int]


def action_label(text: str) -> str:
    """A decision's canonical text (`bet 30`, `stand`, `QH`) as a short translated bubble."""
    verb, _, rest = text.partition(" ")
    # The action bar's button words (one translation serves both); & marks a mnemonic.
    if verb not in ACTIONS:      # a card: rank and suit symbol read the same in every language
        return " ".join(c[:-1] + SUIT_GLYPHS.get(c[-1], c[-1]) for c in text.split())
    word = tr(ACTIONS[verb]).replace("&&", "\0").replace("&", "").replace("\0", "&")
    if verb in ("discard", "exchange", "take-trump") and rest:
        return f"{word} {len(rest.split())}" if verb != "take-trump" else word
    return f"{word} {rest}".strip()


def _score_text(scores: object, seat: int) -> str:
    if not isinstance(scores, list) or seat >= len(scores):
        return ""
    s = scores[seat]
    if isinstance(s, list | tuple):
        return "/".join(str(x) for x in s)
    return str(s)


class TableScene(QGraphicsScene):
    """Draws a game's table from its view dicts and animates engine events (see SCENE_API.md)."""

    cardClicked = Signal(str)
    idle = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.art = CardArt()
        self.action_label: Callable[[str], str] = action_label   # the app may plug in its own texts
        self._speed = Speed.NORMAL
        self._d = durations(self._speed)
        self._game = ""
        self._names: list[str] = []
        self._viewer: int | None = None
        self._w, self._h = 1280.0, 800.0
        self._lay = L.compute(self._w, self._h, 2)
        self._badges: list[SeatBadge] = []
        self._hands: list[list[CardSprite]] = []
        self._centre: list[tuple[int | None, CardSprite]] = []
        self._tcards: dict[str, CardSprite] = {}
        self._piles: dict[str, ChipPile] = {}
        self._transient: set = set()          # sprites and chips on their way out
        self._roles: dict[str, int | None] = {}
        self._tricks: list[int] = []
        self._turn: int | None = None
        self._playable: set[str] = set()
        self._view: dict | None = None
        self._stock = StockPile(self.art, self._lay.card_w)
        self._stock.setZValue(Z_TABLE_CARD - 1)
        self.addItem(self._stock)
        self._role_labels: dict[str, QGraphicsSimpleTextItem] = {}
        self._curtain = Curtain()
        self._curtain.hide()
        self.addItem(self._curtain)
        # The event queue: batches of (events, view); steps of the running batch; one timer drives them.
        self._queue: deque[tuple[list[Event], dict]] = deque()
        self._steps: deque[Step] = deque()
        self._batch_view: dict | None = None
        self._running = False
        self._draining = False
        self._in_tick = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self._clock.start()
        self._until = 0
        self._fly_z = Z_FLY
        # Faces are rendered ahead, a few per event-loop turn, so no frame waits for an SVG render.
        self._warm: deque[tuple[str, float, bool]] = deque()
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._warm_some)
        self._warm_held = False   # a view holds the warming until its first paint (see `hold_warming`)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)   # everything moves; no BSP churn
        self.setSceneRect(0, 0, self._w, self._h)

    # --- the API --------------------------------------------------------------------------------------------
    def setup(self, game_id: str, names: list[str], viewer: int | None) -> None:
        """A new table: clears everything."""
        self._stop_all()
        for item in self._all_cards() + list(self._transient) + self._badges + list(self._piles.values()):
            self._drop(item)
        self._transient.clear()
        self._game, self._names, self._viewer = game_id, list(names), viewer
        n = len(names)
        self._hands = [[] for _ in range(n)]
        self._centre, self._tcards, self._piles, self._roles = [], {}, {}, {}
        for label in self._role_labels.values():
            label.hide()
        self._tricks = [0] * n
        self._turn, self._playable, self._view = None, set(), None
        self._stock.shoe = game_id == "chemin-de-fer"
        self._stock.set_count(0)
        self._badges = []
        for i, name in enumerate(names):
            b = SeatBadge(i, name, 100, 40, False)
            b.setZValue(Z_BADGE)
            self.addItem(b)
            self._badges.append(b)
        self._relayout()

    def show_events(self, events: list[Event], view: dict) -> None:
        """Animate `events` (already masked) in order, then reconcile with `view`; `idle` when all is done."""
        self._queue.append((list(events), view))
        if self._draining or self._running:
            return
        if self._d.instant:
            self._drain()
        else:
            self._running = True
            if self._in_tick:          # queued from an idle handler: start on the next turn, no recursion
                self._timer.start(0)
            else:
                self._tick()

    def sync(self, view: dict) -> None:
        """Place everything as `view` says, at once (drops animations still queued)."""
        was_busy = self.busy()
        self._stop_all()
        self._queue.clear()
        self._reconcile(view, 0)
        if was_busy:
            self.idle.emit()

    def busy(self) -> bool:
        """Animations still running or queued."""
        return self._running or bool(self._queue)

    def set_turn(self, seat: int | None) -> None:
        """Highlight the seat to act."""
        self._turn = seat
        for b in self._badges:
            b.set_fields(turn=b.seat == seat)

    def set_playable(self, cards: set[str]) -> None:
        """These cards of the viewer's hand are clickable; when some are, the others are greyed."""
        self._playable = set(cards)
        self._apply_states()

    def set_speed(self, speed: Speed) -> None:
        """Change the animation speed; INSTANT finishes whatever is running at once."""
        self._speed = speed
        self._d = durations(speed)
        self._start_warming()
        if speed is Speed.INSTANT and self.busy():
            self._stop_all()
            self._drain()

    def speed(self) -> Speed:
        """The current speed."""
        return self._speed

    def set_curtain(self, text: str | None) -> None:
        """Hot-seat: hide the whole table behind a curtain with `text`; None lifts it."""
        if text is None:
            self._curtain.hide()
        else:
            self._curtain.set_text(text)
            self._curtain.show()
        self._apply_states()

    def set_viewer(self, viewer: int | None) -> None:
        """Whose cards are face up and larger (hot-seat switches seats)."""
        if viewer != self._viewer:
            self._viewer = viewer
            self._relayout()

    def set_card_style(self, deck: str | None = None, back: str | None = None) -> None:
        """Change the deck ("classic", "four-colour") or the back ("blue", "red"); repaints every card."""
        self.art.set_style(deck, back)
        for item in self._all_cards() + [self._stock]:
            item.update()
        self._start_warming()

    def viewer(self) -> int | None:
        """The seat whose cards are shown."""
        return self._viewer

    # --- sizes ----------------------------------------------------------------------------------------------
    def set_size(self, w: float, h: float) -> None:
        """The view was resized: reflow the table to w×h scene units."""
        w, h = max(w, L.MIN_W), max(h, L.MIN_H)
        if (round(w), round(h)) == (round(self._w), round(self._h)):
            return
        self._w, self._h = w, h
        self.setSceneRect(0, 0, w, h)
        self._relayout()

    def layout(self) -> L.TableLayout:
        """The current geometry."""
        return self._lay

    def _relayout(self) -> None:
        for item in self._all_cards() + list(self._transient):
            item.finish()
        self._lay = L.compute(self._w, self._h, len(self._names), self._viewer, self._game)
        lay = self._lay
        for b, g in zip(self._badges, lay.seats):
            b.set_geometry(g.badge_w, g.badge_h, g.compact, bubble_below=g.bubble_below,
                           bubble_inside=lay.n > L.BUBBLES_OUTSIDE_UP_TO)
            b.setPos(g.x, g.y)
        self._stock.set_width(lay.card_w)
        self._curtain.set_rect(self.sceneRect())
        self._place_piles()
        self._place_cards(0)
        self._place_role_labels()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self._start_warming()

    def _start_warming(self) -> None:
        """Queue every face and the back at the sizes this layout uses, as the sprites paint them.

        At every speed: at INSTANT a move is painted at once, so a face rendered on first use would show
        as a stall of 100 ms and more on the first paint after a move."""
        self._warm.clear()
        self._warm_timer.stop()
        if not self._names:
            return
        widths = {self._lay.card_w} | {g.card_w for g in self._lay.seats}
        if self._game in L.CENTRE_HAND_GAMES:
            widths.add(self._lay.card_w * 1.1)
        self._warm.append((HIDDEN, self._lay.card_w, False))          # the deck (no shadow)
        # Sprites paint with their shadow; the viewer's size (the largest) first: his hand shows first.
        self._warm.extend((card, w, True) for w in sorted(widths, reverse=True) for card in (HIDDEN, *ALL_CARDS))
        if not self._warm_held:
            self._warm_timer.start()

    def hold_warming(self, held: bool) -> None:
        """Held, faces are queued but not rendered ahead: the first paint renders only the cards it shows."""
        self._warm_held = held
        if not held and self._warm:
            self._warm_timer.start()

    def warming(self) -> bool:
        """Faces are still being rendered ahead."""
        return bool(self._warm)

    def _warm_some(self) -> None:
        for _ in range(WARM_PER_TURN):
            if not self._warm:
                self._warm_timer.stop()
                return
            card, w, shadow = self._warm.popleft()
            self.art.pixmap(card, w, w * L.CARD_RATIO, shadow)

    # --- background -----------------------------------------------------------------------------------------
    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        r = self.sceneRect()
        p.fillRect(rect, QColor("#2a1a10"))
        lay = self._lay
        cx, cy = r.center().x(), r.center().y()
        oval = QRectF(cx - lay.table_rx, cy - lay.table_ry, lay.table_rx * 2, lay.table_ry * 2)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rim = max(4.0, min(r.width(), r.height()) * 0.012)
        p.setPen(QPen(QColor("#5b3a1e"), rim))
        g = QRadialGradient(QPointF(cx, cy * 0.9), max(lay.table_rx, lay.table_ry))
        g.setColorAt(0.0, QColor("#2f7d4a"))
        g.setColorAt(0.7, QColor("#1f5e36"))
        g.setColorAt(1.0, QColor("#154527"))
        p.setBrush(QBrush(g))
        p.drawEllipse(oval.adjusted(rim / 2, rim / 2, -rim / 2, -rim / 2))
        p.setPen(QPen(QColor(255, 255, 255, 22), max(1.0, rim / 4)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        inner = oval.adjusted(lay.table_rx * 0.3, lay.table_ry * 0.3, -lay.table_rx * 0.3, -lay.table_ry * 0.3)
        p.drawEllipse(inner)

    # --- the queue ------------------------------------------------------------------------------------------
    def _drain(self) -> None:
        """INSTANT: apply every queued batch synchronously; handlers of `idle` may queue more."""
        self._draining = True
        try:
            while True:
                while self._queue:
                    events, view = self._queue.popleft()
                    self._instant_batch(events, view)
                self.idle.emit()
                if not self._queue:
                    break
        finally:
            self._draining = False

    def _instant_batch(self, events: list[Event], view: dict) -> None:
        for e in events:
            if e.kind is Ev.DEAL_START:
                self._clear_bubbles()
                self._tricks = [0] * len(self._names)
            elif e.kind is Ev.ACTION and e.seat is not None and 0 <= e.seat < len(self._badges):
                self._badges[e.seat].set_bubble(self.action_label(e.text))
            elif e.kind is Ev.TRICK and e.seat is not None and 0 <= e.seat < len(self._tricks):
                self._tricks[e.seat] += 1
        self._reconcile(view, 0)

    def _tick(self) -> None:
        """Run steps until one holds; between batches reconcile with the batch's view; idle at the end."""
        self._in_tick = True
        try:
            while True:
                if self._batch_view is None and not self._steps:
                    if not self._queue:
                        self._running = False
                        self.idle.emit()
                        return
                    events, view = self._queue.popleft()
                    self._batch_view = view
                    self._steps = deque(self._plan(events, view))
                while self._steps:
                    fn, hold = self._steps.popleft()
                    fn()
                    if hold > 0:
                        self._timer.start(hold)
                        return
                wait = self._remaining()
                if wait <= 0 and self._batch_view is not None:
                    view, self._batch_view = self._batch_view, None
                    self._reconcile(view, self._d.move_ms // 2)
                    wait = self._remaining()
                if wait > 0:
                    self._timer.start(wait)
                    return
        finally:
            self._in_tick = False

    def _remaining(self) -> int:
        """Milliseconds until the animations started so far end (polls if one overran)."""
        left = self._until - self._clock.elapsed()
        if left > 0:
            return int(left) + 1
        if any(s.busy() for s in self._all_cards()) or self._transient:
            return 16
        return 0

    def _mark(self, ms: int) -> None:
        self._until = max(self._until, self._clock.elapsed() + ms)

    def _stop_all(self) -> None:
        """Finish every animation at once and forget the running batch's remaining steps."""
        self._timer.stop()
        self._steps.clear()
        for item in self._all_cards() + list(self._transient):
            item.finish()
        view, self._batch_view = self._batch_view, None
        self._running = False
        self._until = 0
        if view is not None:
            self._reconcile(view, 0)

    # --- planning the animation of one batch ----------------------------------------------------------------
    def _plan(self, events: list[Event], view: dict) -> list[Step]:
        d = self._d
        steps: list[Step] = []
        # Cards left in the deck at each new deal: what the view says plus what this batch still deals.
        starts = [i for i, e in enumerate(events) if e.kind is Ev.DEAL_START]
        for i, e in enumerate(events):
            k = e.kind
            if k is Ev.DEAL_START:
                later = [j for j in starts if j > i]
                end = later[0] if later else len(events)
                dealt = sum(len(x.cards) for x in events[i:end] if x.kind is Ev.DEALT)
                stock = int(view.get("stock") or 0) + dealt if not later else None
                steps.append((lambda e=e, s=stock: self._ev_deal_start(e, s), d.move_ms))
            elif k is Ev.DEALT:
                steps.append((lambda e=e: self._ev_dealt(e), int(d.deal_ms * 0.45)))
            elif k is Ev.SHOWN:
                steps.append((lambda e=e: self._ev_shown(e), d.flip_ms + d.move_ms // 3))
            elif k is Ev.TURNED:
                steps.append((lambda e=e: self._ev_turned(e), d.flip_ms + d.move_ms // 3))
            elif k is Ev.ACTION:
                steps.append((lambda e=e: self._ev_action(e), int(d.move_ms * 0.5)))
            elif k is Ev.PLAYED:
                steps.append((lambda e=e: self._ev_played(e), d.move_ms))
            elif k is Ev.TRICK:
                steps.append((lambda: None, d.result_ms // 3))    # let the finished trick be seen
                steps.append((lambda e=e: self._ev_trick(e), d.move_ms))
            elif k is Ev.DISCARDED:
                steps.append((lambda e=e: self._ev_discarded(e), d.move_ms))
            elif k is Ev.CHIPS:
                steps.append((lambda e=e: self._ev_chips(e), int(d.chips_ms * (0.25 if e.reason == "ante" else 0.5))))
            elif k is Ev.ROLE:
                steps.append((lambda e=e: self._ev_role(e), d.move_ms // 2))
            elif k is Ev.OUT:
                steps.append((lambda e=e: self._ev_out(e), 0))
            elif k is Ev.SCORE:
                steps.append((lambda e=e: self._ev_score(e), 0))
            elif k in (Ev.DEAL_END, Ev.MATCH_END):
                steps.append((lambda: None, d.result_ms))
        return steps

    # --- event animations -----------------------------------------------------------------------------------
    def _valid_seat(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self._hands)

    def _ev_deal_start(self, e: Event, stock: int | None) -> None:
        self._clear_bubbles()
        self._tricks = [0] * len(self._names)
        for b in self._badges:
            b.set_fields(tricks=0)
        gone = [s for h in self._hands for s in h] + [s for _, s in self._centre] + list(self._tcards.values())
        for h in self._hands:
            h.clear()
        self._centre.clear()
        self._tcards.clear()
        for s in gone:
            self._remove(s, self._d.move_ms)
        if stock is not None:
            self._stock.set_count(stock)
            self._stock.setVisible(stock > 0)
            self._place_piles()

    def _ev_dealt(self, e: Event) -> None:
        d = self._d
        if not self._valid_seat(e.seat):
            for c in e.cards:
                if e.reason in NAMED_TABLE_CARDS or e.reason not in ("stock", "talon"):
                    name = e.reason or "card"
                    if name in self._tcards:       # never lose track of a sprite: a second card gets its own name
                        name = f"{name}{len(self._tcards)}"
                    s = self._new_card(c)
                    self._tcards[name] = s
                    s.caption = table_card_name(name)
                    self._take_from_stock()
                    x, y = self._row_pos(name)
                    s.animate(x, y, 0, self._next_fly_z(), face_up=e.face_up and c != HIDDEN,
                              duration=d.deal_ms, flip_ms=d.flip_ms, on_done=lambda s=s: s.setZValue(Z_TABLE_CARD))
                    self._mark(d.deal_ms)
            return
        hand = self._hands[e.seat]
        for c in e.cards:
            hand.append(self._new_card(c))
            self._take_from_stock()
        self._layout_hand(e.seat, d.deal_ms, fly=len(e.cards))

    def _ev_shown(self, e: Event) -> None:
        if not self._valid_seat(e.seat):
            return
        hand = self._hands[e.seat]
        for i, c in enumerate(e.cards):
            if i >= len(hand):
                hand.append(self._new_card(c))
            elif hand[i].card == HIDDEN or not hand[i].face_up:
                hand[i].card = c
            elif hand[i].card != c:
                hand[i].set_card(c, True)
        self._layout_hand(e.seat, self._d.flip_ms)

    def _ev_turned(self, e: Event) -> None:
        if not e.cards:
            return
        name = e.reason or "trump"
        s = self._tcards.get(name)
        if s is None:
            s = self._new_card(e.cards[0])
            self._tcards[name] = s
            if self._valid_seat(e.seat) and self._hands[e.seat]:
                s.setPos(self._hands[e.seat][-1].pos())     # turned up from a hand (Fortuna's dealer)
            else:
                self._take_from_stock()
        s.caption = table_card_name(name)
        s.card = e.cards[0]
        x, y = self._row_pos(name)
        s.animate(x, y, 0, Z_TABLE_CARD, face_up=True, duration=self._d.flip_ms + self._d.move_ms // 2,
                  flip_ms=self._d.flip_ms)
        self._mark(self._d.flip_ms + self._d.move_ms // 2)

    def _ev_action(self, e: Event) -> None:
        if self._valid_seat(e.seat):
            self._badges[e.seat].set_bubble(self.action_label(e.text))

    def _take_card(self, seat: int, card: str) -> CardSprite:
        """Take `card` (or a hidden one) out of a seat's hand; a new one from the deck if the hand is short."""
        hand = self._hands[seat]
        for i, s in enumerate(hand):
            if s.card == card:
                return hand.pop(i)
        hidden = [i for i, s in enumerate(hand) if s.card == HIDDEN]
        if hidden:
            return hand.pop(hidden[len(hidden) // 2])
        return self._new_card(HIDDEN)

    def _ev_played(self, e: Event) -> None:
        if not self._valid_seat(e.seat) or not e.cards:
            return
        d = self._d
        for c in e.cards:
            s = self._take_card(e.seat, c)
            s.set_state(False, False)
            s.card = c if c != HIDDEN else s.card
            self._centre.append((e.seat, s))
        self._layout_centre(d.move_ms)
        self._layout_hand(e.seat, d.move_ms)

    def _ev_trick(self, e: Event) -> None:
        d = self._d
        target = self._badges[e.seat].pos() if self._valid_seat(e.seat) else QPointF(*self._row_pos("discard"))
        for _, s in self._centre:
            self._remove(s, d.move_ms, target)
        self._centre.clear()
        if self._valid_seat(e.seat):
            self._tricks[e.seat] += 1
            self._badges[e.seat].set_fields(tricks=self._tricks[e.seat])

    def _ev_discarded(self, e: Event) -> None:
        if not self._valid_seat(e.seat):
            return
        for c in e.cards:
            s = self._take_card(e.seat, c)
            self._remove(s, self._d.move_ms)
        self._layout_hand(e.seat, self._d.move_ms)

    def _ev_chips(self, e: Event) -> None:
        if e.amount <= 0:
            return
        d = self._d
        src, dst = self._place_point(e.src), self._place_point(e.dst)
        self._add_chips(e.src, -e.amount)
        colour = self._piles[e.dst].chip_colour() if e.dst in self._piles else (
            self._piles[e.src].chip_colour() if e.src in self._piles else "#d9a520")
        k = min(e.amount, 5)
        size = self._lay.card_w * 0.42
        gap = max(1, d.chips_ms // 10)
        for i in range(k):
            t = ChipToken(colour, size)
            t.setZValue(self._next_fly_z())
            t.setPos(src)
            self.addItem(t)
            self._transient.add(t)
            last = i == k - 1

            def arrived(t=t, last=last) -> None:
                if last:
                    self._add_chips(e.dst, e.amount)
                self._transient.discard(t)
                self._drop(t)

            t.fly(dst.x(), dst.y(), d.chips_ms, i * gap, arrived)
        self._mark(d.chips_ms + k * gap)

    def _ev_role(self, e: Event) -> None:
        role = e.reason
        if not role:
            return
        self._roles[role] = e.seat
        self._update_roles()
        if self._game in L.CENTRE_HAND_GAMES:
            for seat in range(len(self._hands)):
                self._layout_hand(seat, self._d.move_ms)

    def _ev_out(self, e: Event) -> None:
        if self._valid_seat(e.seat):
            self._badges[e.seat].set_fields(out=True)

    def _ev_score(self, e: Event) -> None:
        if self._valid_seat(e.seat) and not e.reason:
            self._badges[e.seat].set_fields(score=str(e.amount))

    # --- chips ----------------------------------------------------------------------------------------------
    def _place_point(self, place: str) -> QPointF:
        if place.startswith("seat:"):
            try:
                seat = int(place[5:])
            except ValueError:
                seat = -1
            if 0 <= seat < len(self._badges):
                return self._badges[seat].chip_point()
            return QPointF(*self._lay.centre)
        return self._pile(place).pos()

    def _add_chips(self, place: str, amount: int) -> None:
        if place.startswith("seat:"):
            try:
                seat = int(place[5:])
            except ValueError:
                return
            if 0 <= seat < len(self._badges):
                b = self._badges[seat]
                b.set_fields(stack=b.stack + amount)
        elif place:
            p = self._pile(place)
            p.set_count(max(0, p.count + amount))

    def _pile(self, name: str) -> ChipPile:
        p = self._piles.get(name)
        if p is None:
            p = ChipPile(name, self._lay.card_w * 0.5)
            p.setZValue(Z_PILE)
            self.addItem(p)
            self._piles[name] = p
            self._place_piles()
        return p

    def _row_pos(self, name: str) -> tuple[float, float]:
        """Centre of `name` in the row above the middle (the deck, table cards, piles, the discard)."""
        row = self._lay.row(self._stock.isVisible(), list(self._tcards), list(self._piles))
        return row.get(name) or row["discard"]

    def _place_piles(self) -> None:
        """Put the deck and the chip piles in their places in the row (table cards move in _place_cards)."""
        row = self._lay.row(self._stock.isVisible(), list(self._tcards), list(self._piles))
        self._stock.setPos(*row["stock"])
        for name, p in self._piles.items():
            p.set_size(self._lay.card_w * 0.5)
            p.setPos(*row[name])

    # --- cards ----------------------------------------------------------------------------------------------
    def _all_cards(self) -> list[CardSprite]:
        return [s for h in self._hands for s in h] + [s for _, s in self._centre] + list(self._tcards.values())

    def _next_fly_z(self) -> float:
        self._fly_z = self._fly_z + 1 if self._fly_z < Z_FLY + 5000 else Z_FLY
        return self._fly_z

    def _new_card(self, card: str) -> CardSprite:
        """A card appearing on top of the deck, face down, with `card` as its face."""
        s = CardSprite(self.art, card, False, self._lay.card_w)
        top = self._stock.top() if self._stock.count > 0 else QPointF(*self._row_pos("stock"))
        s.setPos(top)
        s.setZValue(self._next_fly_z())
        self.addItem(s)
        return s

    def _take_from_stock(self) -> None:
        self._stock.set_count(max(0, self._stock.count - 1))

    def _remove(self, s: CardSprite, duration: int, to: QPointF | None = None) -> None:
        """Send a card off the table (to the discard, or to `to`) and delete it."""
        if s in self._transient:
            return
        self._transient.add(s)
        s.set_state(False, False)
        target = to if to is not None else QPointF(*self._row_pos("discard"))

        def gone(s=s) -> None:
            self._transient.discard(s)
            self._drop(s)

        s.animate(target.x(), target.y(), 0, self._next_fly_z(), face_up=False, duration=duration, on_done=gone)
        self._mark(duration)

    def _drop(self, item: QGraphicsItem) -> None:
        if item.scene() is self:
            self.removeItem(item)
        if hasattr(item, "deleteLater"):
            item.deleteLater()

    def _hand_targets(self, seat: int, count: int) -> tuple[list[tuple[float, float, float]], float]:
        """Positions of a seat's hand cards and their width (Chemin de fer's banker/punter: the middle)."""
        lay = self._lay
        if self._game in L.CENTRE_HAND_GAMES:
            for role in ("banker", "punter"):
                if self._roles.get(role) == seat:
                    cw = lay.card_w * 1.1
                    return [(*lay.centre_hand(role, count, i, cw), 0.0) for i in range(count)], cw
        return lay.fan(seat, count), lay.seats[seat].card_w

    def _layout_hand(self, seat: int, duration: int, fly: int = 0) -> None:
        """Move a hand's cards to their places; the last `fly` cards come from the deck (one after another)."""
        hand = self._hands[seat]
        targets, cw = self._hand_targets(seat, len(hand))
        first_new = len(hand) - fly
        moved = False
        for i, (s, (x, y, rot)) in enumerate(zip(hand, targets)):
            s.set_width(cw)
            up = s.card != HIDDEN
            if i >= first_new:
                moved |= s.animate(x, y, rot, self._next_fly_z(), face_up=up, duration=duration,
                                   flip_ms=self._d.flip_ms, on_done=lambda s=s, z=Z_HAND + i: s.setZValue(z))
            else:
                moved |= s.animate(x, y, rot, Z_HAND + i, face_up=up, duration=duration, flip_ms=self._d.flip_ms)
        if moved:
            self._mark(duration)
        self._apply_states()

    def _layout_centre(self, duration: int) -> None:
        k = len(self._centre)
        moved = False
        for i, (seat, s) in enumerate(self._centre):
            x, y = self._lay.centre_slot(seat, i, k)
            s.set_width(self._lay.card_w)
            moved |= s.animate(x, y, 0, Z_CENTRE + i, face_up=s.card != HIDDEN, duration=duration,
                               flip_ms=self._d.flip_ms)
        if moved:
            self._mark(duration)

    def _layout_table_cards(self, duration: int) -> None:
        moved = False
        for i, (name, s) in enumerate(self._tcards.items()):
            x, y = self._row_pos(name)
            s.caption = table_card_name(name)
            s.set_width(self._lay.card_w)
            moved |= s.animate(x, y, 0, Z_TABLE_CARD + i, face_up=s.card != HIDDEN, duration=duration)
        if moved:
            self._mark(duration)

    def _place_cards(self, duration: int) -> None:
        for seat in range(len(self._hands)):
            self._layout_hand(seat, duration)
        self._layout_centre(duration)
        self._layout_table_cards(duration)

    @staticmethod
    def _retarget(s: CardSprite, card: str) -> None:
        """Make a sprite show `card`; a card turning over flips in the next animate."""
        if card == s.card:
            return
        if card == HIDDEN:
            s.set_card(HIDDEN, False)
        elif s.card == HIDDEN or not s.face_up:
            s.card = card
        else:
            s.set_card(card, True)

    def _sync_cards(self, have: list[CardSprite], want: list[str], duration: int) -> None:
        while len(have) > len(want):
            self._remove(have.pop(), duration)
        for i, c in enumerate(want):
            if i < len(have):
                self._retarget(have[i], c)
            else:
                have.append(self._new_card(c))

    # --- reconcile with a view ------------------------------------------------------------------------------
    def _reconcile(self, view: dict, duration: int) -> None:
        """Make the table match `view` (moving cards for `duration` ms)."""
        self._view = view
        n = len(self._names)
        self._roles = dict(view.get("roles") or {})
        self._stock.set_count(int(view.get("stock") or 0))
        self._stock.setVisible(self._stock.count > 0)
        stacks = list(view.get("stacks") or [])
        idle, out = set(view.get("idle") or []), set(view.get("out") or [])
        scores = view.get("scores")
        tricks = view.get("tricks")
        for i, b in enumerate(self._badges):
            t = tricks[i] if isinstance(tricks, list) and i < len(tricks) and isinstance(tricks[i], int) else (
                self._tricks[i] if i < len(self._tricks) else 0)
            b.set_fields(stack=int(stacks[i]) if i < len(stacks) else 0, idle=i in idle, out=i in out,
                         score=_score_text(scores, i), tricks=t)
        self._update_roles()
        table = dict(view.get("table") or {})
        for name in [p for p in self._piles if p not in table]:
            self._drop(self._piles.pop(name))
        for name, count in table.items():
            self._pile(name).set_count(int(count))
        self._place_piles()
        hands = list(view.get("hands") or [])
        for seat in range(n):
            want = [str(c) for c in hands[seat]] if seat < len(hands) and hands[seat] else []
            self._sync_cards(self._hands[seat], want, duration)
        centre = [(s, str(c)) for s, c in (view.get("center") or [])]
        have = [s for _, s in self._centre]
        self._sync_cards(have, [c for _, c in centre], duration)
        self._centre = [(seat if isinstance(seat, int) else None, s) for (seat, _), s in zip(centre, have)]
        tc = {str(k): str(v) for k, v in (view.get("table_cards") or {}).items() if v}
        for name in [k for k in self._tcards if k not in tc]:
            self._remove(self._tcards.pop(name), duration)
        for name, c in tc.items():
            if name not in self._tcards:
                self._tcards[name] = self._new_card(c)
            self._retarget(self._tcards[name], c)
        self._place_piles()
        self._place_cards(duration)
        self._apply_states()

    def _update_roles(self) -> None:
        for b in self._badges:
            b.set_fields(roles=[r for r, s in self._roles.items() if s == b.seat])
        self._place_role_labels()

    def _place_role_labels(self) -> None:
        """Chemin de fer: "Banker — name" under the banker's hand in the middle, the same for the punter."""
        for role in ("banker", "punter"):
            seat = self._roles.get(role) if self._game in L.CENTRE_HAND_GAMES else None
            label = self._role_labels.get(role)
            if not self._valid_seat(seat):
                if label is not None:
                    label.hide()
                continue
            if label is None:
                label = QGraphicsSimpleTextItem()
                label.setBrush(INK)
                label.setZValue(Z_PILE)
                self.addItem(label)
                self._role_labels[role] = label
            f = label.font()
            f.setPixelSize(max(9, round(self._lay.card_w * 0.24)))
            f.setBold(True)
            label.setFont(f)
            label.setText(f"{role_name(role).capitalize()} \u2014 {self._names[seat]}")
            cw = self._lay.card_w * 1.1
            x, y = self._lay.centre_hand(role, 1, 0, cw)
            br = label.boundingRect()
            label.setPos(x - br.width() / 2, y + cw * L.CARD_RATIO / 2 + cw * 0.12)
            label.show()

    def _clear_bubbles(self) -> None:
        for b in self._badges:
            b.set_bubble("")

    def _apply_states(self) -> None:
        """Playable / greyed marks on the viewer's hand."""
        mine = self._hands[self._viewer] if self._valid_seat(self._viewer) else []
        curtain = self._curtain.isVisible()
        for h in self._hands:
            for s in h:
                if h is mine and not curtain:
                    ok = s.card in self._playable and s.card != HIDDEN
                    s.set_state(ok, bool(self._playable) and not ok)
                else:
                    s.set_state(False, False)

    # --- input ----------------------------------------------------------------------------------------------
    def card_pressed(self, s: CardSprite) -> None:
        """A sprite was clicked: emit cardClicked if it is a playable card of the viewer's hand."""
        if self.busy() or self._curtain.isVisible() or not self._valid_seat(self._viewer):
            return
        if s in self._hands[self._viewer] and s.playable and s.card in self._playable:
            self.cardClicked.emit(s.card)

    def playable_sprites(self) -> list[CardSprite]:
        """The viewer's playable cards, left to right (keyboard focus moves among them)."""
        if not self._valid_seat(self._viewer):
            return []
        return [s for s in self._hands[self._viewer] if s.playable]

    def sprites(self) -> list[CardSprite]:
        """Every card sprite on the table (tests)."""
        return self._all_cards()

    def badges(self) -> list[SeatBadge]:
        """The seat badges (tests, screenshots)."""
        return list(self._badges)

    def piles(self) -> dict[str, ChipPile]:
        """Chip piles by name."""
        return dict(self._piles)

    def stock(self) -> StockPile:
        """The deck / shoe."""
        return self._stock


class _FirstPaint(QObject):
    """Calls `fn` at the first paint of `widget`, then stops watching."""

    def __init__(self, widget: QWidget, fn: Callable[[], None]) -> None:
        super().__init__(widget)
        self.fn = fn
        widget.installEventFilter(self)

    def eventFilter(self, obj: QObject, ev: QEvent) -> bool:
        if ev.type() == QEvent.Type.Paint:
            obj.removeEventFilter(self)
            self.fn()
        return False


def on_first_paint(widget: QWidget, fn: Callable[[], None]) -> None:
    """Run `fn` when `widget` first paints (from inside that paint: queue anything slow)."""
    _FirstPaint(widget, fn)


class TableView(QGraphicsView):
    """Shows a TableScene scaled to the window; the scene reflows on resize. Arrows and Enter pick cards."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = TableScene(self)
        self.setScene(self.table)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 210)
        self._focus = -1
        # Faces are rendered ahead in idle time after the first paint, which should not wait for them.
        self.table.hold_warming(True)
        on_first_paint(self.viewport(), lambda: QTimer.singleShot(0, lambda: self.table.hold_warming(False)))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.reflow()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.reflow()

    def reflow(self) -> None:
        """Fit the table to the viewport: reflow at its size, scale down below the minimum."""
        vp = self.viewport().size()
        self.table.art.set_dpr(self.devicePixelRatioF())
        self.table.set_size(vp.width(), vp.height())
        self.resetTransform()
        r = self.table.sceneRect()
        if r.width() > vp.width() + 0.5 or r.height() > vp.height() + 0.5:
            self.fitInView(r, Qt.AspectRatioMode.KeepAspectRatio)
        self.centerOn(r.center())
        self.resetCachedContent()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        cards = self.table.playable_sprites()
        key = event.key()
        if cards and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if key == Qt.Key.Key_Right else -1
            self._focus = (self._focus + step) % len(cards) if self._focus >= 0 else 0
            for i, s in enumerate(cards):
                s._hover = i == self._focus   # the hover lift doubles as the keyboard focus mark
                s.update()
            return
        if cards and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and 0 <= self._focus < len(cards):
            self.table.card_pressed(cards[self._focus])
            self._focus = -1
            return
        super().keyPressEvent(event)
