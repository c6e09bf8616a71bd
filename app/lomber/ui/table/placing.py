"""Where the table's cards, chips and piles go: a part `TableScene` holds and calls through its methods.

It places what the table holds (the hands, the middle, the face-up table cards, the draw, the piles) as the
layout says, and moves cards between them; the sprites themselves and the geometry stay the table's. It knows the
table only as the `Table` protocol below, public members only (no import of the scene: one direction of
knowledge; tests/test_doors.py holds it to that list).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem

from lomber.engine.events import Ev, Event
from lomber.engine.gameinfo import Spread, TablePlace
from lomber.ui.table import layout as L
from lomber.ui.table.cardart import HIDDEN
from lomber.ui.table.events import Z_CENTRE, Z_FLY, Z_HAND, Z_PILE, Z_TABLE_CARD
from lomber.ui.table.piles import ChipPile
from lomber.ui.table.sprites import CardSprite
from lomber.ui.texts import tr

if TYPE_CHECKING:
    from lomber.ui.table.badges import SeatBadge
    from lomber.ui.table.cardart import CardArt
    from lomber.ui.table.eventqueue import EventQueue
    from lomber.ui.table.handvalues import HandValues
    from lomber.ui.table.piles import StockPile
    from lomber.ui.table.speeds import Durations
    from lomber.ui.texts import GameTexts


class Table(Protocol):
    """What the placer reads and moves of the table: public members only (`holdings.TableHoldings` names the
    scene's live hands, middle, table cards and draws for it; tests/test_doors.py holds it to this list)."""

    art: CardArt
    words: GameTexts | None
    queue: EventQueue
    hand_values: HandValues
    durations: Durations
    hands: list[list[CardSprite]]
    centre: list[tuple[int | None, CardSprite]]
    table_cards: dict[str, CardSprite]
    draws: list[tuple[int, CardSprite]]
    leaving: set

    def addItem(self, item: QGraphicsItem) -> None: ...
    def add_pile(self, name: str, pile: ChipPile) -> None: ...
    def drop(self, item: QGraphicsItem) -> None: ...
    def layout(self) -> L.TableLayout: ...
    def viewer(self) -> int | None: ...
    def badges(self) -> list[SeatBadge]: ...
    def piles(self) -> dict[str, ChipPile]: ...
    def stock(self) -> StockPile: ...
    def role_seat(self, role: str) -> int | None: ...
    def playable_cards(self) -> set[str]: ...
    def chosen_cards(self) -> set[str] | None: ...
    def curtained(self) -> bool: ...


def table_card_names(place: str, count: int) -> list[str]:
    """The names of a table place's cards, first to last: the place's own, then `place#1`, `place#2` …"""
    return [place if i == 0 else f"{place}#{i}" for i in range(count)]


class CardPlacer:
    """Places the table's cards and chips (see the module's doc)."""

    def __init__(self, table: Table) -> None:
        self.t = table
        self._fly_z = Z_FLY

    # --- chips ---------------------------------------------------------------------------------------------
    def start_from(self, events: list[Event], view: dict) -> None:
        """A new match's first frame: the stacks and piles before its first batch (the draw, the antes) moved chips."""
        stacks = [int(x) for x in view.get("stacks") or []]
        table = {str(k): int(v) for k, v in (view.get("table") or {}).items()}
        for e in events:
            if e.kind is not Ev.CHIPS:
                continue
            for place, back in ((e.src, e.amount), (e.dst, -e.amount)):
                if place.startswith("seat:") and place[5:].isdigit() and int(place[5:]) < len(stacks):
                    stacks[int(place[5:])] += back
                elif place in table:
                    table[place] += back
        for b, stack in zip(self.t.badges(), stacks):
            b.set_fields(stack=stack)
        for name, count in table.items():
            self.pile(name).set_count(max(0, count))
        self.place_piles()

    def place_point(self, place: str) -> QPointF:
        if place.startswith("seat:"):
            try:
                seat = int(place[5:])
            except ValueError:
                seat = -1
            if 0 <= seat < len(self.t.badges()):
                return self.t.badges()[seat].chip_point()
            return QPointF(*self.t.layout().centre)
        return self.pile(place).pos()

    def add_chips(self, place: str, amount: int) -> None:
        if place.startswith("seat:"):
            try:
                seat = int(place[5:])
            except ValueError:
                return
            if 0 <= seat < len(self.t.badges()):
                b = self.t.badges()[seat]
                b.set_fields(stack=b.stack + amount)
        elif place:
            p = self.pile(place)
            p.set_count(max(0, p.count + amount))

    def pile(self, name: str) -> ChipPile:
        p = self.t.piles().get(name)
        if p is None:
            words = self.t.words
            p = ChipPile(name, words.pile_label(name), words.pile_colour(name), self.t.layout().card_w * 0.5)
            p.setZValue(Z_PILE)
            self.t.add_pile(name, p)
            self.place_piles()
        return p

    def _row(self) -> dict[str, tuple[float, float]]:
        slots = list(dict.fromkeys(self.slot(name) for name in self.t.table_cards))
        return self.t.layout().row(self.t.stock().isVisible(), slots, list(self.t.piles()))

    def row_pos(self, name: str) -> tuple[float, float]:
        """Centre of `name` in the row above the middle (the deck, table cards, piles, the discard)."""
        row = self._row()
        return row.get(self.slot(name)) or row["discard"]

    def slot(self, name: str) -> str:
        """The row slot of a table card named `name` (a place's second card is `place#1`, see `table_card_names`):
        its own, or its place's when the place is squared."""
        place = name.partition("#")[0]
        squared = self.t.words is not None and self.t.words.info.table_place(place).spread is Spread.SQUARED
        return place if squared else name

    def lay_on_table(self, place: TablePlace, card: str) -> tuple[str, CardSprite]:
        """A new sprite for `card` in the table place `place`, and its name among the table cards."""
        names = table_card_names(place.name, len(self.t.table_cards) + 1)
        name = next(n for n in names if n not in self.t.table_cards)   # never lose track of a sprite
        s = self.new_card(card)
        self.t.table_cards[name] = s
        s.caption = self.t.words.table_card(self.slot(name))
        return name, s

    def place_piles(self) -> None:
        """Put the deck and the chip piles in their places in the row (table cards move in _place_cards)."""
        row = self._row()
        self.t.stock().setPos(*row["stock"])
        for name, p in self.t.piles().items():
            p.set_size(self.t.layout().card_w * 0.5)
            p.setPos(*row[name])

    def next_fly_z(self) -> float:
        self._fly_z = self._fly_z + 1 if self._fly_z < Z_FLY + 5000 else Z_FLY
        return self._fly_z

    def new_card(self, card: str) -> CardSprite:
        """A card appearing on top of the deck, face down, with `card` as its face."""
        s = CardSprite(self.t.art, card, False, self.t.layout().card_w)
        top = self.t.stock().top() if self.t.stock().count > 0 else QPointF(*self.row_pos("stock"))
        s.setPos(top)
        s.setZValue(self.next_fly_z())
        self.t.addItem(s)
        return s

    def take_card(self, seat: int, card: str) -> CardSprite:
        """Take `card` (or a hidden one) out of a seat's hand; a new one from the deck if the hand is short."""
        hand = self.t.hands[seat]
        for i, s in enumerate(hand):
            if s.card == card:
                return hand.pop(i)
        hidden = [i for i, s in enumerate(hand) if s.card == HIDDEN]
        if hidden:
            return hand.pop(hidden[len(hidden) // 2])
        return self.new_card(HIDDEN)

    def take_from_stock(self) -> None:
        self.t.stock().set_count(max(0, self.t.stock().count - 1))

    def remove(self, s: CardSprite, duration: int, to: QPointF | None = None) -> None:
        """Send a card off the table (to the discard, or to `to`) and delete it."""
        if s in self.t.leaving:
            return
        self.t.leaving.add(s)
        s.set_state(False, False)
        target = to if to is not None else QPointF(*self.row_pos("discard"))

        def gone(s=s) -> None:
            self.t.leaving.discard(s)
            self.t.drop(s)

        s.animate(target.x(), target.y(), 0, self.next_fly_z(), face_up=False, duration=duration, on_done=gone)
        self.t.queue.mark(duration)

    def hand_targets(self, seat: int, count: int) -> tuple[list[tuple[float, float, float]], float]:
        """Positions of a seat's hand cards and their width (Chemin de fer's banker/punter: the middle)."""
        lay = self.t.layout()
        for slot, role in enumerate(self.t.words.info.centre_hands if self.t.words else ()):
            if self.t.role_seat(role) == seat:
                cw = lay.card_w * 1.1
                return [(*lay.centre_hand(slot, count, i, cw), 0.0) for i in range(count)], cw
        return lay.fan(seat, count), lay.seats[seat].card_w

    def sorts(self, seat: int) -> bool:
        """The viewer's own hand is shown sorted (not a hand that lies in the middle, whose order is the draw's, nor
        a hand of a game that keeps its cards in the order drawn)."""
        info = self.t.words.info if self.t.words else None
        return seat == self.t.viewer() and not (info and (info.centre_hands or info.in_drawn_order))

    def layout_hand(self, seat: int, duration: int, fly: int = 0, mark: bool = False) -> None:
        """Move a hand's cards to their places; the last `fly` cards come from the deck (one after another), with
        a fading halo once there if `mark` (they were drawn, not dealt)."""
        hand = self.t.hands[seat]
        new = set(map(id, hand[len(hand) - fly:])) if fly else set()
        if self.sorts(seat):
            hand.sort(key=lambda s: L.hand_key(s.card))
        targets, cw = self.hand_targets(seat, len(hand))
        moved = False
        for i, (s, (x, y, rot)) in enumerate(zip(hand, targets)):
            s.set_width(cw)
            up = s.card != HIDDEN
            if id(s) in new:
                def landed(s=s, z=Z_HAND + i, mark=mark) -> None:
                    s.setZValue(z)
                    if mark:
                        s.mark(self.t.durations.mark_ms)

                moved |= s.animate(x, y, rot, self.next_fly_z(), face_up=up, duration=duration,
                                   flip_ms=self.t.durations.flip_ms, on_done=landed)
            else:
                moved |= s.animate(x, y, rot, Z_HAND + i, face_up=up, duration=duration,
                                   flip_ms=self.t.durations.flip_ms)
        if moved:
            self.t.queue.mark(duration)
        self.t.hand_values.place(seat, [s.card for s in hand], self.t.words.info if self.t.words else None,
                               targets[:len(hand)], cw)
        self.apply_states()

    def layout_centre(self, duration: int) -> None:
        k = len(self.t.centre)
        moved = False
        for i, (seat, s) in enumerate(self.t.centre):
            x, y = self.t.layout().centre_slot(seat, i, k)
            s.set_width(self.t.layout().card_w)
            moved |= s.animate(x, y, 0, Z_CENTRE + i, face_up=s.card != HIDDEN, duration=duration,
                               flip_ms=self.t.durations.flip_ms)
        if moved:
            self.t.queue.mark(duration)

    def layout_table_cards(self, duration: int) -> None:
        moved = False
        for i, (name, s) in enumerate(self.t.table_cards.items()):
            x, y = self.row_pos(name)
            s.caption = self.t.words.table_card(self.slot(name))
            s.set_width(self.t.layout().card_w)
            moved |= s.animate(x, y, 0, Z_TABLE_CARD + i, face_up=s.card != HIDDEN, duration=duration)
        if moved:
            self.t.queue.mark(duration)

    def place_cards(self, duration: int) -> None:
        for seat in range(len(self.t.hands)):
            self.layout_hand(seat, duration)
        self.layout_centre(duration)
        self.layout_table_cards(duration)
        self.layout_draws(duration)

    def layout_draws(self, duration: int) -> None:
        """Each seat's draw cards squared in one pile where its hand goes, the latest on top and captioned."""
        tops: dict[int, CardSprite] = {}
        for k, (seat, s) in enumerate(self.t.draws):
            if not 0 <= seat < len(self.t.hands):
                continue
            x, y, rot = self.t.layout().fan(seat, 1)[0]
            cw = self.t.layout().seats[seat].card_w
            depth = sum(1 for other, _ in self.t.draws[:k] if other == seat)
            s.set_width(cw)
            s.caption = ""
            tops[seat] = s
            if s.animate(x + depth * 1.5, y - depth * 1.5, rot, Z_HAND + depth, face_up=s.card != HIDDEN,
                         duration=duration, flip_ms=self.t.durations.flip_ms):
                self.t.queue.mark(duration)
        for s in tops.values():
            s.caption = tr("The draw")
            s.update()

    def apply_states(self) -> None:
        """Playable / greyed marks on the viewer's hand, and the cards chosen raised."""
        viewer = self.t.viewer()
        mine = self.t.hands[viewer] if viewer is not None and 0 <= viewer < len(self.t.hands) else []
        curtain = self.t.curtained()
        chosen = self.t.chosen_cards() or set()
        for h in self.t.hands:
            for s in h:
                if h is mine and not curtain:
                    ok = s.card in self.t.playable_cards() and s.card != HIDDEN
                    s.set_state(ok, bool(self.t.playable_cards()) and not ok)
                    s.set_chosen(ok and s.card in chosen)
                    if not ok:
                        s.set_focused(False)
                else:
                    s.set_state(False, False)
                    s.set_chosen(False)
                    s.set_focused(False)

