"""Why a computer played a move, said to a viewer: the advisor's reason at that seat's view, never naming a card
the viewer has not seen.

The reason comes from the advisor (`lomber.ai.advisor.advise`) run on the computer seat's own view at that
decision, so it is what that seat knew. The advisor's reasons may name cards of that seat's hand ("keeps A♥ to
win the last trick"): a reason is shown to a viewer only if every card it names is one the viewer saw (his own,
or one shown face up); otherwise a reason naming none is given instead (`fair_reason`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from lomber.ai.advice import N_, Advice, Reason, only_choice, only_reason
from lomber.engine.actions import parse_action
from lomber.engine.cards import ALL_CARDS
from lomber.engine.events import HIDDEN, Event, mask

CARDS = frozenset(ALL_CARDS)
HIDDEN_CARDS = N_("It chose from the cards in its hand, which you cannot see.")
OWN_WAY = N_("It played {action} in its own way at this level; the strongest choice would have been another.")
# The strong level is the advisor's own player: it differs only where its sampled deals fell otherwise.
STRONG_OTHER = N_("It played {action}; asked again, the strongest level's search now prefers another choice "
                  "(it samples deals, and a close choice can go either way).")


def cards_in(text: str) -> set[str]:
    """The cards a text names (canonical card words among its space-separated words, e.g. `play QH`)."""
    return {w for w in text.replace(",", " ").split() if w in CARDS}


def cards_named(reason: Reason) -> set[str]:
    """Every card a reason's filled-in text would name: the cards in its arguments (decisions, card lists)."""
    out: set[str] = set()
    for value in reason.args.values():
        for text in (value if isinstance(value, (list, tuple)) else [value]):
            if isinstance(text, str):
                out |= cards_in(text)
    return out


def seen_cards(events: Iterable[Event], viewer: int | None) -> set[str]:
    """The cards `viewer` has seen in `events` (his own, and every card shown face up), as the table showed them."""
    return shown_cards(mask(list(events), viewer))


def shown_cards(events: Iterable[Event]) -> set[str]:
    """The cards named in events as the screen got them (already masked)."""
    out: set[str] = set()
    for e in events:
        out |= {c for c in e.cards if c != HIDDEN}
        out |= cards_in(e.text)
    return out


def reason_for(advice: Advice | None, played: str, legal: list[Any], level: str | None = None) -> Reason:
    """The reason for the move `played` from the advisor's answer at that decision: the advisor's own reason
    when it chose the same, the only legal move's, else a plain word that the computer (of `level`) played its
    own way, or for the strong level that its sampling fell otherwise."""
    only = only_choice(legal)
    if only is not None:
        return only_reason(only)
    if advice is not None and advice.action == played:
        return advice.reason
    if level == "strong":
        return Reason("explain.strong-other", STRONG_OTHER, {"action": played})
    return Reason("explain.own-way", OWN_WAY, {"action": played})


def fair_reason(reason: Reason, known: set[str]) -> Reason:
    """`reason` if every card it names is in `known` (the viewer's seen cards), else one that names none."""
    if cards_named(reason) <= known:
        return reason
    return Reason("explain.hidden", HIDDEN_CARDS)


def explain(record: dict[str, Any], index: int, viewer: int | None, seed: int = 0) -> Reason:
    """Why the action `index` of `record` was played, for `viewer` (None: a spectator): computed from the acting
    seat's view just before it, filtered by what the viewer had seen once it was played."""
    from lomber.ai.advisor import advise
    from lomber.engine.records import replay

    events: list[Event] = []
    match = replay(record, upto=index, events=events)
    seat, played = record["actions"][index]
    legal = match.legal_actions()
    played = match.normalize(seat, parse_action(played)).text
    advice = advise(match.view(seat), legal, seed) if only_choice(legal) is None else None
    level = (record.get("seats") or [{}] * (seat + 1))[seat].get("level")
    reason = reason_for(advice, played, legal, level)
    events.extend(match.apply(seat, played))
    return fair_reason(reason, seen_cards(events, viewer))

