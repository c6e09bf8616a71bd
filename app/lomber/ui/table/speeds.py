"""Animation speeds: the one place where the table's durations live (the `Speed` words are `lomber.speed`)."""

from __future__ import annotations

from dataclasses import dataclass

from lomber.speed import Speed

__all__ = ["Durations", "Speed", "durations"]


@dataclass(frozen=True, slots=True)
class Durations:
    """Milliseconds for each kind of animation."""

    deal_ms: int      # one card from the deck to a seat
    move_ms: int      # a card played, a trick gathered, a hand reflowed
    flip_ms: int      # a card turning over
    chips_ms: int     # chips sliding between places
    ai_pause_ms: int  # the pause before a computer player's move is shown
    result_ms: int    # how long a deal's result stays before the next deal clears it
    mark_ms: int = 0  # the halo that marks a card just drawn fades in this time (nothing waits for it)

    @property
    def instant(self) -> bool:
        """True when nothing animates."""
        return self.move_ms == 0


_TABLE = {
    Speed.SLOW: Durations(deal_ms=420, move_ms=520, flip_ms=320, chips_ms=620, ai_pause_ms=900, result_ms=2600,
                            mark_ms=2600),
    Speed.NORMAL: Durations(deal_ms=260, move_ms=340, flip_ms=220, chips_ms=420, ai_pause_ms=500, result_ms=1600,
                              mark_ms=1800),
    Speed.FAST: Durations(deal_ms=130, move_ms=170, flip_ms=120, chips_ms=220, ai_pause_ms=200, result_ms=800,
                            mark_ms=1200),
    Speed.INSTANT: Durations(deal_ms=0, move_ms=0, flip_ms=0, chips_ms=0, ai_pause_ms=0, result_ms=0,
                               mark_ms=0),
}


def durations(speed: Speed) -> Durations:
    """The durations for `speed`."""
    return _TABLE[speed]
