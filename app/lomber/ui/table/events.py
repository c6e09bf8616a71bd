"""How the table animates each kind of engine event (a part of `TableScene`, which holds the state and calls
`plan` and `apply_at_once`). It knows the scene only as the `EventTable` protocol below, exactly what it reads and
moves (tests/test_doors.py holds it to that list)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from lomber.engine.events import Ev, Event
from lomber.engine.gameinfo import Anchor
from lomber.ui.table.cardart import HIDDEN
from lomber.ui.table.eventqueue import Step
from lomber.ui.table.piles import ChipToken

if TYPE_CHECKING:
    from lomber.ui.table import layout as L
    from lomber.ui.table.badges import SeatBadge
    from lomber.ui.table.eventqueue import EventQueue
    from lomber.ui.table.handvalues import HandValues
    from lomber.ui.table.piles import ChipPile, StockPile
    from lomber.ui.table.placing import CardPlacer
    from lomber.ui.table.speeds import Durations
    from lomber.ui.table.sprites import CardSprite
    from lomber.ui.table.sync import ViewSync
    from lomber.ui.texts import GameTexts

# z layers: hands below the middle, flying things above everything but the curtain.
Z_HAND, Z_TABLE_CARD, Z_CENTRE, Z_PILE, Z_BADGE, Z_FLY = 10, 150, 200, 300, 400, 1000
# A decision that changes nothing on the table but its bubble (a pass, a bid) holds this share of a move: the
# bubble stays until the next deal anyway, and a crowded table's round of passes should not drag.
QUIET_SHARE = 0.2


class EventTable(Protocol):
    """What the event animations read and move of the table (the scene's state and parts)."""

    words: GameTexts
    queue: EventQueue
    placer: CardPlacer
    view_sync: ViewSync
    hand_values: HandValues
    _lay: L.TableLayout
    _d: Durations
    _names: list[str]
    _view: dict | None
    _badges: list[SeatBadge]
    _hands: list[list[CardSprite]]
    _centre: list[tuple[int | None, CardSprite]]
    _tcards: dict[str, CardSprite]
    _draws: list[tuple[int, CardSprite]]
    _drawing: bool
    _piles: dict[str, ChipPile]
    _roles: dict[str, int | None]
    _stock: StockPile
    _transient: set
    _tricks: list[int]
    _acted: bool

    def addItem(self, item: QGraphicsItem) -> None: ...
    def _drop(self, item: QGraphicsItem) -> None: ...
    def _valid_seat(self, seat: int | None) -> bool: ...
    def _end_draw(self) -> list[CardSprite]: ...
    def _clear_bubbles(self) -> None: ...
    def _forget_tricks(self) -> None: ...
    def _trick_played(self, seat: int | None, cards: tuple[str, ...]) -> None: ...
    def _trick_taken(self, seat: int | None) -> None: ...


class EventAnimations:
    """Plans one batch of events as timed steps, and applies a batch at once at INSTANT speed."""

    def __init__(self, scene: EventTable) -> None:
        self.scene = scene

    def plan(self, events: list[Event], view: dict) -> list[Step]:
        d = self.scene._d
        steps: list[Step] = []
        quiet = all(e.kind is Ev.ACTION for e in events)
        # Cards left in the deck at each new deal: what the view says plus what this batch still deals.
        starts = [i for i, e in enumerate(events) if e.kind is Ev.DEAL_START]
        for i, e in enumerate(events):
            k = e.kind
            if k is Ev.DEAL_START:
                later = [j for j in starts if j > i]
                end = later[0] if later else len(events)
                dealt = sum(len(x.cards) for x in events[i:end] if x.kind is Ev.DEALT)
                stock = int(view.get("stock") or 0) + dealt if not later else None
                steps.append((e, lambda e=e, s=stock: self._ev_deal_start(e, s), d.move_ms))
            elif k is Ev.DEALT:
                steps.append((e, lambda e=e: self._ev_dealt(e), int(d.deal_ms * 0.45)))
            elif k is Ev.SHOWN:
                steps.append((e, lambda e=e: self._ev_shown(e), d.flip_ms + d.move_ms // 3))
            elif k is Ev.TURNED:
                steps.append((e, lambda e=e: self._ev_turned(e), d.flip_ms + d.move_ms // 3))
            elif k is Ev.ACTION:
                steps.append((e, lambda e=e: self._ev_action(e), int(d.move_ms * (QUIET_SHARE if quiet else 0.5))))
            elif k is Ev.PLAYED:
                steps.append((e, lambda e=e: self._ev_played(e), d.move_ms))
            elif k is Ev.TRICK:
                steps.append((None, lambda: None, d.result_ms // 3))    # let the finished trick be seen
                steps.append((e, lambda e=e: self._ev_trick(e), d.move_ms))
            elif k is Ev.DISCARDED:
                steps.append((e, lambda e=e: self._ev_discarded(e), d.move_ms))
            elif k is Ev.CHIPS:
                share = 0.25 if e.reason == "ante" else 0.5
                steps.append((e, lambda e=e: self._ev_chips(e), int(d.chips_ms * share)))
            elif k is Ev.ROLE:
                steps.append((e, lambda e=e: self._ev_role(e), d.move_ms // 2))
            elif k is Ev.OUT:
                steps.append((e, lambda e=e: self._ev_out(e), 0))
            elif k is Ev.SCORE:
                steps.append((e, lambda e=e: self._ev_score(e), 0))
            elif k in (Ev.DEAL_END, Ev.MATCH_END):
                steps.append((e, lambda: None, d.result_ms))
            else:
                steps.append((e, lambda: None, 0))
        return steps

    def apply_at_once(self, events: list[Event], view: dict) -> None:
        for e in events:
            if e.kind is Ev.DEAL_START:
                for s in self.scene._end_draw():
                    self.scene._drop(s)
                self.scene._clear_bubbles()
                self.scene._tricks = [0] * len(self.scene._names)
                self.scene._forget_tricks()
            elif e.kind is Ev.ACTION and self.scene._valid_seat(e.seat):
                self.scene._acted = True
                self.scene._badges[e.seat].say(e.text)
            elif e.kind is Ev.PLAYED:
                self.scene._trick_played(e.seat, e.cards)
            elif e.kind is Ev.TRICK:
                if e.seat is not None and 0 <= e.seat < len(self.scene._tricks):
                    self.scene._tricks[e.seat] += 1
                self.scene._trick_taken(e.seat)
        self.scene.view_sync.reconcile(view, 0)

    # --- one kind of event each ------------------------------------------------------------------------------
    def _ev_deal_start(self, e: Event, stock: int | None) -> None:
        self.scene._clear_bubbles()
        self.scene._forget_tricks()
        self.scene._tricks = [0] * len(self.scene._names)
        for b in self.scene._badges:
            b.set_fields(tricks=0)
        sc = self.scene
        gone = [s for h in sc._hands for s in h] + [s for _, s in sc._centre] + list(sc._tcards.values())
        gone += self.scene._end_draw()
        for h in self.scene._hands:
            h.clear()
        self.scene.hand_values.clear()
        self.scene._centre.clear()
        self.scene._tcards.clear()
        for s in gone:
            self.scene.placer.remove(s, self.scene._d.move_ms)
        if stock is not None:
            self.scene._stock.set_count(stock)
            self.scene._stock.setVisible(stock > 0)
            self.scene.placer.place_piles()

    def _ev_dealt(self, e: Event) -> None:
        d = self.scene._d
        if not self.scene._valid_seat(e.seat):
            # A card for no seat goes to the game's table place of that name (`GameInfo.places`).
            place = self.scene.words.info.table_place(e.reason or "card")
            if place.anchor is not Anchor.ROW:
                return
            for c in e.cards:
                name, s = self.scene.placer.lay_on_table(place, c)
                self.scene.placer.take_from_stock()
                x, y = self.scene.placer.row_pos(name)
                s.animate(x, y, 0, self.scene.placer.next_fly_z(), face_up=e.face_up and c != HIDDEN,
                          duration=d.deal_ms, flip_ms=d.flip_ms, on_done=lambda s=s: s.setZValue(Z_TABLE_CARD))
                self.scene.queue.mark(d.deal_ms)
            return
        if self.scene._drawing:       # the draw for the first dealer: a pile by the seat, not a hand
            for c in e.cards:
                self.scene._draws.append((e.seat, self.scene.placer.new_card(c)))
                self.scene.placer.take_from_stock()
            self.scene.placer.layout_draws(d.deal_ms)
            return
        hand = self.scene._hands[e.seat]
        for c in e.cards:
            hand.append(self.scene.placer.new_card(c))
            self.scene.placer.take_from_stock()
        # Cards dealt after a decision of this deal were drawn (an exchange, the talon, a third card): marked.
        self.scene.placer.layout_hand(e.seat, d.deal_ms, fly=len(e.cards), mark=self.scene._acted)

    def _ev_shown(self, e: Event) -> None:
        if not self.scene._valid_seat(e.seat):
            return
        hand = self.scene._hands[e.seat]
        if self.scene.placer.sorts(e.seat):
            # A sorted hand: the cards already face up stay where they are; the others take the rest.
            free = [s for s in hand if not (s.face_up and s.card in e.cards)]
            rest = [c for c in e.cards if not any(s.face_up and s.card == c for s in hand)]
            pairs = list(zip(free, rest))
            extra = rest[len(pairs):]
        else:
            pairs = list(zip(hand, e.cards))
            extra = list(e.cards[len(hand):])
        for s, c in pairs:
            if s.card == HIDDEN or not s.face_up:
                s.card = c
            elif s.card != c:
                s.set_card(c, True)
        hand.extend(self.scene.placer.new_card(c) for c in extra)
        self.scene.placer.layout_hand(e.seat, self.scene._d.flip_ms)

    def _ev_turned(self, e: Event) -> None:
        if not e.cards:
            return
        name = e.reason or "card"
        s = self.scene._tcards.get(name)
        if s is None:
            s = self.scene.placer.new_card(e.cards[0])
            self.scene._tcards[name] = s
            if self.scene._valid_seat(e.seat) and self.scene._hands[e.seat]:
                s.setPos(self.scene._hands[e.seat][-1].pos())     # turned up from a hand (Fortuna's dealer)
            else:
                self.scene.placer.take_from_stock()
        s.caption = self.scene.words.table_card(name)
        s.card = e.cards[0]
        x, y = self.scene.placer.row_pos(name)
        s.animate(x, y, 0, Z_TABLE_CARD, face_up=True, duration=self.scene._d.flip_ms + self.scene._d.move_ms // 2,
                  flip_ms=self.scene._d.flip_ms)
        self.scene.queue.mark(self.scene._d.flip_ms + self.scene._d.move_ms // 2)

    def _ev_action(self, e: Event) -> None:
        if self.scene._valid_seat(e.seat):
            self.scene._acted = True
            self.scene._badges[e.seat].say(e.text)

    def _ev_played(self, e: Event) -> None:
        if not self.scene._valid_seat(e.seat) or not e.cards:
            return
        d = self.scene._d
        self.scene._trick_played(e.seat, e.cards)
        for c in e.cards:
            s = self.scene.placer.take_card(e.seat, c)
            s.set_state(False, False)
            s.set_chosen(False)
            s.card = c if c != HIDDEN else s.card
            self.scene._centre.append((e.seat, s))
        self.scene.placer.layout_centre(d.move_ms)
        self.scene.placer.layout_hand(e.seat, d.move_ms)

    def _ev_trick(self, e: Event) -> None:
        d = self.scene._d
        self.scene._trick_taken(e.seat)
        sc = self.scene
        target = sc._badges[e.seat].pos() if sc._valid_seat(e.seat) else QPointF(*sc.placer.row_pos("discard"))
        for _, s in self.scene._centre:
            self.scene.placer.remove(s, d.move_ms, target)
        self.scene._centre.clear()
        if self.scene._valid_seat(e.seat):
            self.scene._tricks[e.seat] += 1
            self.scene._badges[e.seat].set_fields(tricks=self.scene._tricks[e.seat])

    def _ev_discarded(self, e: Event) -> None:
        if not self.scene._valid_seat(e.seat):
            return
        for c in e.cards:
            s = self.scene.placer.take_card(e.seat, c)
            self.scene.placer.remove(s, self.scene._d.move_ms)
        self.scene.placer.layout_hand(e.seat, self.scene._d.move_ms)

    def _ev_chips(self, e: Event) -> None:
        if e.amount <= 0:
            return
        d = self.scene._d
        src, dst = self.scene.placer.place_point(e.src), self.scene.placer.place_point(e.dst)
        self.scene.placer.add_chips(e.src, -e.amount)
        colour = self.scene._piles[e.dst].chip_colour() if e.dst in self.scene._piles else (
            self.scene._piles[e.src].chip_colour() if e.src in self.scene._piles else "#d9a520")
        k = min(e.amount, 5)
        size = self.scene._lay.card_w * 0.42
        gap = max(1, d.chips_ms // 10)
        for i in range(k):
            t = ChipToken(colour, size)
            t.setZValue(self.scene.placer.next_fly_z())
            t.setPos(src)
            self.scene.addItem(t)
            self.scene._transient.add(t)
            last = i == k - 1

            def arrived(t=t, last=last) -> None:
                if last:
                    self.scene.placer.add_chips(e.dst, e.amount)
                self.scene._transient.discard(t)
                self.scene._drop(t)

            t.fly(dst.x(), dst.y(), d.chips_ms, i * gap, arrived)
        self.scene.queue.mark(d.chips_ms + k * gap)

    def _ev_role(self, e: Event) -> None:
        role = e.reason
        if not role:
            return
        self.scene._roles[role] = e.seat
        self.scene.view_sync.update_roles()
        if self.scene.words.info.centre_hands:
            for seat in range(len(self.scene._hands)):
                self.scene.placer.layout_hand(seat, self.scene._d.move_ms)

    def _ev_out(self, e: Event) -> None:
        if self.scene._valid_seat(e.seat):
            self.scene._badges[e.seat].set_fields(out=True)

    def _ev_score(self, e: Event) -> None:
        # The badge shows the score as the event says it, where a score is one number (Fly); a score of two
        # columns (Fortuna's leves and honours) is a total in the event and waits for the view.
        scores = (self.scene._view or {}).get("scores")
        if self.scene._valid_seat(e.seat) and isinstance(scores, list) and e.seat < len(scores) \
                and isinstance(scores[e.seat], int):
            self.scene._badges[e.seat].set_fields(score=str(e.amount))
