"""Events: what happened, in the order a person at the table would see it."""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple


class Ev(str, Enum):
    """Kinds of event. The UI animates them and the log prints them."""

    DEAL_START = "deal-start"      # a new deal (coup) begins; seat = dealer/farmer/banker
    DEALT = "dealt"                # card(s) to a seat (face up or down); seat None = to the table
    SHOWN = "shown"                # a seat's cards shown (cards)
    TURNED = "turned"              # a card turned up on the table (trump, surs)
    ACTION = "action"              # a seat's decision (text; `public` what the other seats learn of it)
    PLAYED = "played"              # a card played to the trick
    TRICK = "trick"                # a trick taken (seat)
    DISCARDED = "discarded"        # cards discarded face down or set aside
    CHIPS = "chips"                # chips moved (src → dst, amount, reason)
    SCORE = "score"                # a score changed (amount = new score, reason)
    ROLE = "role"                  # someone became farmer/banker/dealer (reason says which)
    OUT = "out"                    # a seat leaves the match
    DEAL_END = "deal-end"          # the deal is settled (text: a short result)
    MATCH_END = "match-end"        # the match is over (seat = winner or None)
    NOTE = "note"                  # anything else worth a log line (reason)


class Event(NamedTuple):
    """One thing that happened. Fields not used by a kind stay empty.

    A named tuple, not a frozen dataclass: as immutable, and built four times faster (a frozen dataclass sets
    each field through `object.__setattr__`), which is most of the cost of replaying a long record."""

    kind: Ev
    seat: int | None = None
    cards: tuple[str, ...] = ()
    face_up: bool = True
    amount: int = 0
    src: str = ""
    dst: str = ""
    reason: str = ""
    text: str = ""      # English words for logs and bug reports; the UI words events from the other fields
    arg: str = ""       # one machine-readable value a NOTE's wording needs (a suit letter, a kind of win)
    public: str = ""    # an ACTION's text as the other seats learn it (`exchange 3`); empty: the same as `text`

    def to_json(self) -> dict[str, object]:
        """A plain dict without the empty fields (for logs and bug reports)."""
        out: dict[str, object] = {"kind": self.kind.value}
        for name in ("seat", "cards", "face_up", "amount", "src", "dst", "reason", "text", "arg", "public"):
            value = getattr(self, name)
            # face_up means something only for cards; seat 0 is a seat (0 is "empty" only as an amount)
            keep = bool(self.cards) if name == "face_up" else value is not None if name == "seat" else \
                value not in ((), "", 0)
            if keep:
                out[name] = list(value) if isinstance(value, tuple) else value
        return out


HIDDEN = "?"


def mask(events: list[Event], viewer: int | None) -> list[Event]:
    """The events as `viewer` may see them: other seats' face-down cards become `?`, and their decisions show
    only their public form (`exchange 3`, not which cards).

    `viewer` None (a spectator, a screen behind the hot-seat curtain) sees only what lies face up and every
    decision in its public form. The events a game returns keep everything: records and tests read those.
    """
    out = []
    for e in events:
        other = viewer is None or e.seat != viewer
        if other and e.cards and not e.face_up:
            e = e._replace(cards=(HIDDEN,) * len(e.cards))
        if other and e.public:
            e = e._replace(text=e.public, public="")
        out.append(e)
    return out
