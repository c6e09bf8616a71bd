"""The card table: a scene that draws any game from its view and animates the engine's events.

The jobs are split: `eventqueue` (the clock every batch of events runs on), `verbs` (the scene's half that does
what an event does to the table), `holdings` (the half that names what lies on the table for its parts), and the scene's parts, called by it only through their entry points: `events`
(which verb each kind of event is, and its timing), `sync` (matching a view), `placing`
(where cards, chips and piles go), `lasttrick` (the last trick and its review), `handvalues` (a hand's value
beside it); `warming` (faces rendered ahead), `felt` (the background). This module holds the scene's state and
its API.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSimpleTextItem

from lomber.engine.events import Ev, Event
from lomber.ui.table import layout as L
from lomber.ui.table.badges import Curtain, SeatBadge
from lomber.ui.table.cardart import CardArt
from lomber.ui.table.eventqueue import EventQueue, Step
from lomber.ui.table.events import Z_BADGE, Z_TABLE_CARD, EventAnimations
from lomber.ui.table.felt import paint_felt
from lomber.ui.table.handvalues import HandValues
from lomber.ui.table.holdings import TableHoldings
from lomber.ui.table.lasttrick import LastTrick
from lomber.ui.table.piles import ChipPile, StockPile
from lomber.ui.table.placing import CardPlacer
from lomber.ui.table.speeds import Speed, durations
from lomber.ui.table.sprites import CardSprite
from lomber.ui.table.sync import ViewSync
from lomber.ui.table.verbs import TableVerbs
from lomber.ui.table.warming import FaceWarmer
from lomber.ui.texts import GameTexts

if TYPE_CHECKING:   # the last trick's review loads when first shown, not before the table's first paint
    from lomber.ui.table.review import TrickReview


class TableScene(QGraphicsScene, TableVerbs, TableHoldings):
    """Draws a game's table from its view dicts and animates engine events (see docs/table.md)."""

    cardClicked = Signal(str)
    idle = Signal()
    eventShown = Signal(object)     # an Event, at the moment the table shows it (the log follows this clock)
    viewSettled = Signal(object)    # a batch's view, once the table matches it
    seatChanged = Signal(int)       # a seat's badge shows other chips, score, roles or out (the scores panel)
    confirmRequested = Signal()     # Enter on the table while cards are being chosen: the action bar confirms
    lastTrickChanged = Signal(bool)  # a last trick can be reviewed now (or no longer)
    choosingStarted = Signal()      # cards of the viewer's hand are to be chosen now (the view marks the first)
    bubbleClicked = Signal(int, object)   # a seat's speech bubble was clicked: the seat, where (a global QPoint)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.art = CardArt()
        self.words: GameTexts | None = None      # the game's words (set by `setup`)
        self._speed = Speed.NORMAL
        self._d = durations(self._speed)
        self._names: list[str] = []
        self._viewer: int | None = None
        self._w, self._h = 1280.0, 800.0
        self._lay = L.compute(self._w, self._h, 2)
        self._badges: list[SeatBadge] = []
        self._hands: list[list[CardSprite]] = []
        self._centre: list[tuple[int | None, CardSprite]] = []
        self._tcards: dict[str, CardSprite] = {}
        # The draw for the first dealer (cards face up to each seat before the first deal): a pile by each seat,
        # apart from the hands, so no hand value counts them (Ferme's draw once showed totals of 81 and 102).
        self._draws: list[tuple[int, CardSprite]] = []
        self._drawing = False
        self._card_size = "auto"     # View ▸ Card size (layout.CARD_SIZES)
        self._piles: dict[str, ChipPile] = {}
        self._transient: set = set()          # sprites and chips on their way out
        self._roles: dict[str, int | None] = {}
        self._tricks: list[int] = []
        self._turn: int | None = None
        self._playable: set[str] = set()
        self._chosen: set[str] | None = None    # cards raised for an exchange or discard; None: not choosing
        self._acted = False     # a decision was shown this deal: cards dealt now are drawn, and marked
        self._view: dict | None = None
        self._fresh = False     # a new table: its first batch starts from the stacks before that batch's chips
        self._stock = StockPile(self.art, self._lay.card_w)
        self._stock.setZValue(Z_TABLE_CARD - 1)
        self.addItem(self._stock)
        self._role_labels: dict[str, QGraphicsSimpleTextItem] = {}
        # The scene's parts: each acts on the scene; the scene calls only their entry points.
        self.animations = EventAnimations(self)     # which verb each event is, its timing (events.py)
        self.view_sync = ViewSync(self)             # matching a view (sync.py)
        self.hand_values = HandValues(self)         # the value beside each hand (handvalues.py)
        self.placer = CardPlacer(self)              # where cards, chips and piles go (placing.py)
        self._curtain = Curtain()
        self._curtain.hide()
        self.addItem(self._curtain)
        self.tricks = LastTrick(self, self.art)     # the last trick and its review (lasttrick.py)
        self.queue = EventQueue(self, self)
        self.queue.idle.connect(self.idle)
        self.queue.shown.connect(self.eventShown)
        self.queue.settled.connect(self.viewSettled)
        self.warmer = FaceWarmer(self.art, self)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)   # everything moves; no BSP churn
        self.setSceneRect(0, 0, self._w, self._h)

    # --- the API --------------------------------------------------------------------------------------------
    def setup(self, game_id: str, names: list[str], viewer: int | None) -> None:
        """A new table: clears everything."""
        self.queue.stop()
        self.queue.clear()
        for item in self._all_cards() + list(self._transient) + self._badges + list(self._piles.values()):
            self.drop(item)
        self._transient.clear()
        self.words = GameTexts(game_id, names)
        self._names, self._viewer = list(names), viewer
        n = len(names)
        self._hands = [[] for _ in range(n)]
        self._centre, self._tcards, self._piles, self._roles = [], {}, {}, {}
        self._draws, self._drawing = [], True     # until the first deal starts, a card dealt to a seat is a draw
        for label in self._role_labels.values():
            label.hide()
        self.hand_values.clear()
        self._tricks = [0] * n
        self._turn, self._playable, self._view = None, set(), None
        self._chosen = None
        self._forget_tricks()
        self._fresh = True
        self._stock.shoe = self.words.info.shoe
        self._stock.set_count(0)
        self._badges = []
        for i, name in enumerate(names):
            b = SeatBadge(i, name, 100, 40, False, self.words)
            b.on_change = self.seatChanged.emit
            b.setZValue(Z_BADGE)
            self.addItem(b)
            self._badges.append(b)
        self._relayout()

    # the queue's animator (eventqueue.Animator): its steps are planned and applied by `animations`
    def plan(self, events: list[Event], view: dict) -> list[Step]:
        return self.animations.plan(events, view)

    def apply_at_once(self, events: list[Event], view: dict) -> None:
        self.animations.apply_at_once(events, view)

    def reconcile(self, view: dict, duration: int) -> None:
        self.view_sync.reconcile(view, duration)

    def hand_value_shown(self, seat: int) -> str:
        """The value shown beside `seat`'s hand ("" for none): tests and screenshots."""
        return self.hand_values.shown(seat)

    def rename(self, names: list[str]) -> None:
        """The seats' names as shown (a default name in another language); nothing else changes."""
        if len(names) != len(self._badges) or self.words is None:
            return
        self._names = list(names)
        self.words.names = list(names)
        for badge, name in zip(self._badges, names):
            badge.set_fields(name=name)

    def mark_away(self, notes: dict[int, list[str]]) -> None:
        """Network players' states on their badges' second line (`notes`: a seat's words, full then shorter); a
        seat not named is here."""
        for badge in self._badges:
            badge.set_fields(away=list(notes.get(badge.seat, [])))

    def retranslate(self) -> None:
        """The table's captions in the language in use: piles, face-up cards, the middle's roles, the badges."""
        if self.words is None:
            return
        for name, pile in self._piles.items():
            pile.label = self.words.pile_label(name)
            pile.update()
        for name, sprite in self._tcards.items():
            sprite.caption = self.words.table_card(name)
            sprite.update()
        self.placer.layout_draws(0)
        for badge in self._badges:
            badge.retranslate()
        self._stock.update()
        self.view_sync.place_role_labels()
        if self.reviewing():
            self.show_last_trick()      # its title and hint again

    def show_events(self, events: list[Event], view: dict) -> None:
        """Animate `events` (already masked) in order, then reconcile with `view`; `idle` when all is done."""
        if self._fresh:
            self._fresh = False
            self.placer.start_from(events, view)
        self.queue.push(events, view)

    def sync(self, view: dict, events: list[Event] | None = None) -> None:
        """Place everything as `view` says, at once (drops animations still queued). `events`, the match's so far,
        give what a view does not hold: the trick counts and the last decisions of the deal in play."""
        was_busy = self.busy()
        self._fresh = False
        if not events or any(e.kind is Ev.DEAL_START for e in events):
            for s in self._end_draw():      # a table shown anew after its draw: no draw pile waits
                self.drop(s)
        self.queue.stop()
        self.queue.clear()
        if events:
            self._tricks = [0] * len(self._names)
            self._clear_bubbles()
            self._forget_tricks()
            start = max((i for i, e in enumerate(events) if e.kind is Ev.DEAL_START), default=0)
            self.animations.apply_at_once(events[start:], view)
        else:
            self.view_sync.reconcile(view, 0)
        if was_busy:
            self.idle.emit()

    def busy(self) -> bool:
        """Animations still running or queued."""
        return self.queue.busy()

    def set_turn(self, seat: int | None) -> None:
        """Highlight the seat to act."""
        self._turn = seat
        for b in self._badges:
            b.set_fields(turn=b.seat == seat)

    def set_playable(self, cards: set[str]) -> None:
        """These cards of the viewer's hand are clickable; when some are, the others are greyed."""
        self._playable = set(cards)
        self.placer.apply_states()

    def set_chosen(self, cards: set[str] | None) -> None:
        """Cards being chosen for an exchange or a discard: these are raised; None ends the choosing."""
        started = self._chosen is None and cards is not None
        self._chosen = None if cards is None else set(cards)
        self.placer.apply_states()
        if started:
            self.choosingStarted.emit()

    def choosing(self) -> bool:
        """Cards of the viewer's hand are being chosen (a click or Space toggles one, Enter confirms)."""
        return self._chosen is not None

    def confirm(self) -> None:
        """Enter while choosing: ask the action bar to make the exchange or discard."""
        if self.choosing() and not self.busy() and not self.curtained():
            self.confirmRequested.emit()

    def hand_order(self) -> list[str]:
        """The viewer's cards as his hand shows them, left to right."""
        return [s.card for s in self._hands[self._viewer]] if self._valid_seat(self._viewer) else []

    # --- the last trick -------------------------------------------------------------------------------------
    def last_trick(self) -> list[tuple[int | None, str]]:
        """The last trick taken this deal, as the screen saw it: (seat, card) in the order played."""
        return list(self.tricks.last)

    def last_trick_winner(self) -> int | None:
        """Who took the last trick."""
        return self.tricks.winner

    def show_last_trick(self) -> bool:
        """Show the last trick over the dimmed table (each card where it lay, with who played it); False if
        there is none this deal or the curtain is up. A click, a key, the next card played or a few seconds
        bring the table back."""
        if self.curtained() or self.words is None:
            return False
        return self.tricks.show(self.sceneRect(), self._lay, self._names)

    def hide_last_trick(self) -> None:
        """Back to the table."""
        self.tricks.hide()

    def reviewing(self) -> bool:
        """The last trick is on show."""
        return self.tricks.reviewing()

    def review(self) -> TrickReview:
        """The review's item, made on first use (tests, screenshots)."""
        return self.tricks.review()

    def _forget_tricks(self) -> None:
        self._acted = False
        if self.tricks.forget():
            self.lastTrickChanged.emit(False)

    def _trick_played(self, seat: int | None, cards: tuple[str, ...]) -> None:
        if self.tricks.played(seat, cards):
            # The deal's first card: the decisions before the play (an exchange, a bid) are over; their bubbles
            # go, the card's own ("A♥", said just before) stays.
            for i, b in enumerate(self._badges):
                if i != seat:
                    b.set_bubble("")

    def _trick_taken(self, seat: int | None) -> None:
        if self.tricks.taken(seat):
            self.lastTrickChanged.emit(True)

    def set_speed(self, speed: Speed) -> None:
        """Change the animation speed; INSTANT finishes whatever is running at once."""
        self._speed = speed
        self._d = durations(speed)
        self._start_warming()
        if speed is Speed.INSTANT and self.busy() and not self.queue.held():   # held: finished when released
            self.queue.stop(announce=True)
            self.queue.drain()

    def speed(self) -> Speed:
        """The current speed."""
        return self._speed

    def set_curtain(self, text: str | None) -> None:
        """Hot-seat: hide the whole table behind a curtain with `text`; None lifts it."""
        if text is None:
            self._curtain.hide()
        else:
            self.hide_last_trick()
            self._curtain.set_text(text)
            self._curtain.show()
        self.placer.apply_states()

    def curtained(self) -> bool:
        """The hot-seat curtain is up."""
        return self._curtain.isVisible()

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

    def hold_warming(self, held: bool) -> None:
        """Held, faces are queued but not rendered ahead (until the view's first paint)."""
        self.warmer.hold(held)

    def warming(self) -> bool:
        """Faces are still being rendered ahead."""
        return self.warmer.busy()

    # --- what the event queue asks of the scene (the rest is in EventAnimations and ViewSync) --------------
    def finish_moves(self) -> None:
        for item in self._all_cards() + list(self._transient):
            item.finish()

    def moving(self) -> bool:
        return any(s.busy() for s in self._all_cards()) or bool(self._transient)

    def instant(self) -> bool:
        return self._d.instant

    def settle_ms(self) -> int:
        return self._d.move_ms // 2

    # --- sizes ----------------------------------------------------------------------------------------------
    def set_size(self, w: float, h: float) -> None:
        """The view was resized: reflow the table to w×h scene units."""
        w, h = max(w, L.MIN_W), max(h, L.MIN_H)
        if (round(w), round(h)) == (round(self._w), round(self._h)):
            return
        self._w, self._h = w, h
        self.setSceneRect(0, 0, w, h)
        self._relayout()

    def set_card_size(self, key: str) -> None:
        """View ▸ Card size: small, medium, large or automatic (layout.CARD_SIZES); the table reflows."""
        key = key if key in L.CARD_SIZES else "auto"
        if key != self._card_size:
            self._card_size = key
            self._relayout()

    def layout(self) -> L.TableLayout:
        """The current geometry."""
        return self._lay

    def _relayout(self) -> None:
        self.finish_moves()
        centre = bool(self.words and self.words.info.centre_hands)
        self._lay = L.compute(self._w, self._h, len(self._names), self._viewer, centre, self._card_size)
        lay = self._lay
        for b, g in zip(self._badges, lay.seats):
            b.set_geometry(g.badge_w, g.badge_h, g.compact, bubble_below=g.bubble_below,
                           bubble_inside=lay.n > L.BUBBLES_OUTSIDE_UP_TO)
            b.setPos(g.x, g.y)
        self._stock.set_width(lay.card_w)
        self._curtain.set_rect(self.sceneRect())
        self.hide_last_trick()
        self.placer.place_piles()
        self.placer.place_cards(0)
        self.view_sync.place_role_labels()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self._start_warming()

    def _start_warming(self) -> None:
        """Render every face ahead at the sizes this layout uses (the middle hands' too)."""
        if not self._names:
            self.warmer.clear()
            return
        widths = {self._lay.card_w} | {g.card_w for g in self._lay.seats}
        if self.words and self.words.info.centre_hands:
            widths.add(self._lay.card_w * 1.1)
        self.warmer.start(self._lay.card_w, widths)

    def drawBackground(self, p: QPainter, rect: QRectF) -> None:
        paint_felt(p, rect, self.sceneRect(), self._lay)

    def _valid_seat(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self._hands)

    # --- chips ----------------------------------------------------------------------------------------------
    # --- cards ----------------------------------------------------------------------------------------------
    def _all_cards(self) -> list[CardSprite]:
        return [s for h in self._hands for s in h] + [s for _, s in self._centre] + list(self._tcards.values()) \
            + [s for _, s in self._draws]

    def _end_draw(self) -> list[CardSprite]:
        """The first deal starts: the draw is over; its cards (to be taken away)."""
        gone = [s for _, s in self._draws]
        self._draws, self._drawing = [], False
        return gone

    def _clear_bubbles(self) -> None:
        for b in self._badges:
            b.set_bubble("")

    # --- input ----------------------------------------------------------------------------------------------
    def card_pressed(self, s: CardSprite) -> None:
        """A sprite was clicked: emit cardClicked if it is a playable card of the viewer's hand (while cards are
        being chosen, the action bar toggles it)."""
        if self.busy() or self._curtain.isVisible() or not self._valid_seat(self._viewer):
            return
        if self.reviewing():
            self.hide_last_trick()
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

    def bubble_pressed(self, b: SeatBadge, screen_pos: object) -> None:
        """A seat's speech bubble was clicked (View ▸ Explain says why it made that decision)."""
        self.bubbleClicked.emit(b.seat, screen_pos)

    def badge_pressed(self, b: SeatBadge) -> None:
        """A badge was clicked: the badge of a seat that took tricks this deal shows the last trick."""
        if self.reviewing():
            self.hide_last_trick()
        elif b.tricks > 0 and self.tricks.last:
            self.show_last_trick()
    def seat_rects(self, all_hands: bool = True) -> list[QRectF]:
        """Where every badge (with its bubble) and every hand's card lies (only the viewer's hand unless
        `all_hands`), in scene coordinates: what a panel laid over the felt must leave clear."""
        hands = self._hands if all_hands else [self._hands[self._viewer]] if self._valid_seat(self._viewer) else []
        return [b.sceneBoundingRect() for b in self._badges] + [s.sceneBoundingRect() for h in hands for s in h]

    def hand_sprites(self, seat: int) -> list[CardSprite]:
        """The cards of one seat's hand (tests)."""
        return list(self._hands[seat]) if 0 <= seat < len(self._hands) else []

    def badges(self) -> list[SeatBadge]:
        """The seat badges (tests, screenshots)."""
        return list(self._badges)

    def piles(self) -> dict[str, ChipPile]:
        """Chip piles by name."""
        return dict(self._piles)

    def stock(self) -> StockPile:
        """The deck / shoe."""
        return self._stock
