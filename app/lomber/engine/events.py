"""Events: what happened, in the order a person at the table would see it."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum


class Ev(str, Enum):
    """Kinds of event. The UI animates them and the log prints them."""

    DEAL_START = "deal-start"      # a new deal (coup) begins; seat = dealer/farmer/banker
    DEALT = "dealt"                # card(s) to a seat (face up or down); seat None = to the table
    SHOWN = "shown"                # a seat's cards shown (cards)
    TURNED = "turned"              # a card turned up on the table (trump, surs)
    ACTION = "action"              # a seat's decision (text)
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


@dataclass(frozen=True, slots=True)
class Event:
    """One thing that happened. Fields not used by a kind stay empty."""

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

    def to_json(self) -> dict[str, object]:
        """A plain dict without the empty fields (for logs and bug reports)."""
        out: dict[str, object] = {"kind": self.kind.value}
        for name in ("seat", "cards", "face_up", "amount", "src", "dst", "reason", "text", "arg"):
            value = getattr(self, name)
            if value not in (None, (), "", 0) or (name == "face_up" and self.cards):
                out[name] = list(value) if isinstance(value, tuple) else value
        return out


HIDDEN = "?"


def mask(events: list[Event], viewer: int | None) -> list[Event]:
    """The events as `viewer` may see them: face-down cards of other seats become `?`.

    `viewer` None (a spectator, or the log after the match) hides every face-down card.
    """
    out = []
    for e in events:
        if e.cards and not e.face_up and e.seat != viewer:
            e = replace(e, cards=(HIDDEN,) * len(e.cards))
        out.append(e)
    return out
