"""How the table animates each kind of engine event (a part of `TableScene`, which calls `plan` and
`apply_at_once`): which of the scene's verbs (`verbs.TableVerbs`) each event is, and how long its move and its
step take. It knows the scene only as the `EventTable` protocol below, public verbs and nothing of the scene's
state (tests/test_doors.py holds it to that list)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from lomber.engine.events import Ev, Event
from lomber.ui.table.eventqueue import Step

if TYPE_CHECKING:
    from lomber.ui.table.speeds import Durations

# z layers: hands below the middle, flying things above everything but the curtain.
Z_HAND, Z_TABLE_CARD, Z_CENTRE, Z_PILE, Z_BADGE, Z_FLY = 10, 150, 200, 300, 400, 1000
# A decision that changes nothing on the table but its bubble (a pass, a bid) holds this share of a move: the
# bubble stays until the next deal anyway, and a crowded table's round of passes should not drag.
QUIET_SHARE = 0.2


class EventTable(Protocol):
    """The scene's verbs the event animations use (`verbs.TableVerbs` has what each does); a `duration` of None
    is at once, the cards left for the reconcile."""

    durations: Durations

    def new_deal(self, stock: int | None = None, duration: int | None = None) -> None: ...
    def deal(self, seat: int | None, cards: tuple[str, ...], duration: int, place: str = "card",
             face_up: bool = False) -> None: ...
    def show_hand(self, seat: int | None, cards: tuple[str, ...], duration: int) -> None: ...
    def turn_up(self, name: str, card: str, seat: int | None, duration: int) -> None: ...
    def say(self, seat: int | None, text: str) -> None: ...
    def play_to_trick(self, seat: int | None, cards: tuple[str, ...], duration: int | None = None) -> None: ...
    def take_trick(self, seat: int | None, duration: int | None = None) -> None: ...
    def discard(self, seat: int | None, cards: tuple[str, ...], duration: int) -> None: ...
    def move_chips(self, src: str, dst: str, amount: int, duration: int) -> None: ...
    def set_role(self, role: str, seat: int | None, duration: int) -> None: ...
    def mark_out(self, seat: int | None) -> None: ...
    def show_score(self, seat: int | None, score: int) -> None: ...
    def reconcile(self, view: dict, duration: int) -> None: ...


class EventAnimations:
    """Plans one batch of events as timed steps, and applies a batch at once at INSTANT speed."""

    def __init__(self, scene: EventTable) -> None:
        self.scene = scene

    def plan(self, events: list[Event], view: dict) -> list[Step]:
        d = self.scene.durations
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
        sc = self.scene
        for e in events:
            if e.kind is Ev.DEAL_START:
                sc.new_deal()
            elif e.kind is Ev.ACTION:
                sc.say(e.seat, e.text)
            elif e.kind is Ev.PLAYED:
                sc.play_to_trick(e.seat, e.cards)
            elif e.kind is Ev.TRICK:
                sc.take_trick(e.seat)
        sc.reconcile(view, 0)

    # --- one kind of event each (the moves' durations are read as the step runs: the speed may have changed) --
    def _ev_deal_start(self, e: Event, stock: int | None) -> None:
        self.scene.new_deal(stock, self.scene.durations.move_ms)

    def _ev_dealt(self, e: Event) -> None:
        # A card for no seat goes to the game's table place of that name (`GameInfo.places`).
        self.scene.deal(e.seat, e.cards, self.scene.durations.deal_ms, e.reason or "card", e.face_up)

    def _ev_shown(self, e: Event) -> None:
        self.scene.show_hand(e.seat, e.cards, self.scene.durations.flip_ms)

    def _ev_turned(self, e: Event) -> None:
        if e.cards:
            d = self.scene.durations
            self.scene.turn_up(e.reason or "card", e.cards[0], e.seat, d.flip_ms + d.move_ms // 2)

    def _ev_action(self, e: Event) -> None:
        self.scene.say(e.seat, e.text)

    def _ev_played(self, e: Event) -> None:
        self.scene.play_to_trick(e.seat, e.cards, self.scene.durations.move_ms)

    def _ev_trick(self, e: Event) -> None:
        self.scene.take_trick(e.seat, self.scene.durations.move_ms)

    def _ev_discarded(self, e: Event) -> None:
        self.scene.discard(e.seat, e.cards, self.scene.durations.move_ms)

    def _ev_chips(self, e: Event) -> None:
        self.scene.move_chips(e.src, e.dst, e.amount, self.scene.durations.chips_ms)

    def _ev_role(self, e: Event) -> None:
        self.scene.set_role(e.reason, e.seat, self.scene.durations.move_ms)

    def _ev_out(self, e: Event) -> None:
        self.scene.mark_out(e.seat)

    def _ev_score(self, e: Event) -> None:
        self.scene.show_score(e.seat, e.amount)
