"""The table's verbs: what an engine event does to the table, each as one call of the scene (deal cards, show a
hand, turn a table card up, say, play to the trick, take it, discard, move chips, give a role, mark a seat out,
show a score, start a deal). `events.EventAnimations` decides which verb and how long its move takes; the verbs
keep the table's hands, middle, table cards, piles and badges consistent and animate the sprites.

`TableVerbs` is a half of `scene.TableScene` (a mixin: its fields and parts are the scene's, declared below).
A verb whose `duration` is None works at once and leaves the cards where they are: the reconcile with the view
that follows places them (the at-once path of a batch, `EventAnimations.apply_at_once`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from lomber.engine.gameinfo import Anchor
from lomber.ui.table.cardart import HIDDEN
from lomber.ui.table.events import Z_TABLE_CARD
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


class TableVerbs:
    """The verbs the scene offers its event animations (see the module's doc)."""

    # the scene's own, which the verbs work on
    words: GameTexts | None
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
    addItem: Callable[[QGraphicsItem], None]
    drop: Callable[[QGraphicsItem], None]
    _valid_seat: Callable[[int | None], bool]
    _end_draw: Callable[[], list]
    _clear_bubbles: Callable[[], None]
    _forget_tricks: Callable[[], None]
    _trick_played: Callable[[int | None, tuple[str, ...]], None]
    _trick_taken: Callable[[int | None], None]

    @property
    def durations(self) -> Durations:
        """How long each kind of move takes at the speed in use."""
        return self._d

    def new_deal(self, stock: int | None = None, duration: int | None = None) -> None:
        """A deal starts: the bubbles, the trick counts and the last trick start afresh, the draw for the first
        dealer is over. Moving (`duration`), every card on the table goes to the discard and the deck shows
        `stock` cards (None: as it is); at once, the draw's cards go and the rest waits for the reconcile."""
        if duration is None:
            for s in self._end_draw():
                self.drop(s)
            self._clear_bubbles()
            self._tricks = [0] * len(self._names)
            self._forget_tricks()
            return
        self._clear_bubbles()
        self._forget_tricks()
        self._tricks = [0] * len(self._names)
        for b in self._badges:
            b.set_fields(tricks=0)
        gone = [s for h in self._hands for s in h] + [s for _, s in self._centre] + list(self._tcards.values())
        gone += self._end_draw()
        for h in self._hands:
            h.clear()
        self.hand_values.clear()
        self._centre.clear()
        self._tcards.clear()
        for s in gone:
            self.placer.remove(s, duration)
        if stock is not None:
            self._stock.set_count(stock)
            self._stock.setVisible(stock > 0)
            self.placer.place_piles()

    def deal(self, seat: int | None, cards: tuple[str, ...], duration: int, place: str = "card",
             face_up: bool = False) -> None:
        """`cards` fly from the deck to `seat`'s hand (drawn, and marked so, after a decision of this deal), or to
        its draw pile while the first dealer is drawn for; a card for no seat goes to the game's table place
        `place` (`GameInfo.places`; only a place in the row takes cards), face up if `face_up`."""
        if not self._valid_seat(seat):
            spot = self.words.info.table_place(place)
            if spot.anchor is not Anchor.ROW:
                return
            for c in cards:
                name, s = self.placer.lay_on_table(spot, c)
                self.placer.take_from_stock()
                x, y = self.placer.row_pos(name)
                s.animate(x, y, 0, self.placer.next_fly_z(), face_up=face_up and c != HIDDEN, duration=duration,
                          flip_ms=self._d.flip_ms, on_done=lambda s=s: s.setZValue(Z_TABLE_CARD))
                self.queue.mark(duration)
            return
        if self._drawing:
            for c in cards:
                self._draws.append((seat, self.placer.new_card(c)))
                self.placer.take_from_stock()
            self.placer.layout_draws(duration)
            return
        hand = self._hands[seat]
        for c in cards:
            hand.append(self.placer.new_card(c))
            self.placer.take_from_stock()
        self.placer.layout_hand(seat, duration, fly=len(cards), mark=self._acted)

    def show_hand(self, seat: int | None, cards: tuple[str, ...], duration: int) -> None:
        """`seat`'s hand turns face up as `cards` (cards beyond those it holds come from the deck)."""
        if not self._valid_seat(seat):
            return
        hand = self._hands[seat]
        if self.placer.sorts(seat):
            # A sorted hand: the cards already face up stay where they are; the others take the rest.
            free = [s for s in hand if not (s.face_up and s.card in cards)]
            rest = [c for c in cards if not any(s.face_up and s.card == c for s in hand)]
            pairs = list(zip(free, rest))
            extra = rest[len(pairs):]
        else:
            pairs = list(zip(hand, cards))
            extra = list(cards[len(hand):])
        for s, c in pairs:
            if s.card == HIDDEN or not s.face_up:
                s.card = c
            elif s.card != c:
                s.set_card(c, True)
        hand.extend(self.placer.new_card(c) for c in extra)
        self.placer.layout_hand(seat, duration)

    def turn_up(self, name: str, card: str, seat: int | None, duration: int) -> None:
        """The table card `name` shows `card` face up in its place in the row: a new one comes from `seat`'s hand
        (Fortuna's dealer turns his last card) or, for no seat, from the deck."""
        s = self._tcards.get(name)
        if s is None:
            s = self.placer.new_card(card)
            self._tcards[name] = s
            if self._valid_seat(seat) and self._hands[seat]:
                s.setPos(self._hands[seat][-1].pos())
            else:
                self.placer.take_from_stock()
        s.caption = self.words.table_card(name)
        s.card = card
        x, y = self.placer.row_pos(name)
        s.animate(x, y, 0, Z_TABLE_CARD, face_up=True, duration=duration, flip_ms=self._d.flip_ms)
        self.queue.mark(duration)

    def say(self, seat: int | None, text: str) -> None:
        """A seat's decision in its bubble (cards dealt after it this deal are drawn ones)."""
        if self._valid_seat(seat):
            self._acted = True
            self._badges[seat].say(text)

    def play_to_trick(self, seat: int | None, cards: tuple[str, ...], duration: int | None = None) -> None:
        """`seat` plays `cards` from his hand to the middle (at once: only the last trick notes them)."""
        if duration is None:
            self._trick_played(seat, cards)
            return
        if not self._valid_seat(seat) or not cards:
            return
        self._trick_played(seat, cards)
        for c in cards:
            s = self.placer.take_card(seat, c)
            s.set_state(False, False)
            s.set_chosen(False)
            s.card = c if c != HIDDEN else s.card
            self._centre.append((seat, s))
        self.placer.layout_centre(duration)
        self.placer.layout_hand(seat, duration)

    def take_trick(self, seat: int | None, duration: int | None = None) -> None:
        """`seat` takes the trick: its count grows and the middle's cards go to his badge (to the discard for no
        seat); at once, only the count and the last trick change."""
        if duration is None:
            if seat is not None and 0 <= seat < len(self._tricks):
                self._tricks[seat] += 1
            self._trick_taken(seat)
            return
        self._trick_taken(seat)
        target = self._badges[seat].pos() if self._valid_seat(seat) else QPointF(*self.placer.row_pos("discard"))
        for _, s in self._centre:
            self.placer.remove(s, duration, target)
        self._centre.clear()
        if self._valid_seat(seat):
            self._tricks[seat] += 1
            self._badges[seat].set_fields(tricks=self._tricks[seat])

    def discard(self, seat: int | None, cards: tuple[str, ...], duration: int) -> None:
        """`seat` lays `cards` away from his hand, face down to the discard."""
        if not self._valid_seat(seat):
            return
        for c in cards:
            self.placer.remove(self.placer.take_card(seat, c), duration)
        self.placer.layout_hand(seat, duration)

    def move_chips(self, src: str, dst: str, amount: int, duration: int) -> None:
        """`amount` chips fly from the place `src` to `dst` (a seat `seat:N` or a pile): a few tokens one after
        another; `dst` counts them when the last lands."""
        if amount <= 0:
            return
        start, end = self.placer.place_point(src), self.placer.place_point(dst)
        self.placer.add_chips(src, -amount)
        colour = self._piles[dst].chip_colour() if dst in self._piles else (
            self._piles[src].chip_colour() if src in self._piles else "#d9a520")
        k = min(amount, 5)
        size = self._lay.card_w * 0.42
        gap = max(1, duration // 10)
        for i in range(k):
            t = ChipToken(colour, size)
            t.setZValue(self.placer.next_fly_z())
            t.setPos(start)
            self.addItem(t)
            self._transient.add(t)
            last = i == k - 1

            def arrived(t=t, last=last) -> None:
                if last:
                    self.placer.add_chips(dst, amount)
                self._transient.discard(t)
                self.drop(t)

            t.fly(end.x(), end.y(), duration, i * gap, arrived)
        self.queue.mark(duration + k * gap)

    def set_role(self, role: str, seat: int | None, duration: int) -> None:
        """`seat` now holds `role` (the banker, the dealer …): its label moves, and a hand laid in the middle
        for a role (Chemin de fer) moves with it."""
        if not role:
            return
        self._roles[role] = seat
        self.view_sync.update_roles()
        if self.words.info.centre_hands:
            for s in range(len(self._hands)):
                self.placer.layout_hand(s, duration)

    def mark_out(self, seat: int | None) -> None:
        """`seat` is out of the match."""
        if self._valid_seat(seat):
            self._badges[seat].set_fields(out=True)

    def show_score(self, seat: int | None, score: int) -> None:
        """The badge shows `score` where a score is one number (Fly); a score of two columns (Fortuna's leves and
        honours) is a total in the event and waits for the view."""
        scores = (self._view or {}).get("scores")
        if self._valid_seat(seat) and isinstance(scores, list) and seat < len(scores) \
                and isinstance(scores[seat], int):
            self._badges[seat].set_fields(score=str(score))
