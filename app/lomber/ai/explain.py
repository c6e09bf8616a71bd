"""Why a computer played a move, said to a viewer: the advisor's reason at that seat's view, never naming a card
the viewer may not know.

The reason comes from the advisor (`lomber.ai.advisor.advise`) run on the computer seat's own view at that
decision, so it is what that seat knew. The advisor's reasons may name cards of that seat's hand ("7♣ looked
better"): a reason is shown to a viewer as it is only if every card it names is in the viewer's knowledge of the
current deal (`lomber.engine.knowledge`); otherwise each field naming a card outside it is said without the card
(`fair_reason`): a face-down exchange in its public form ("Exchange 3"), any other card as "a card you cannot see".
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from typing import Any

from lomber.engine.actions import PLAY, parse_action
from lomber.engine.errors import IllegalAction
from lomber.engine.events import Event
from lomber.engine.knowledge import cards_in, known_cards
from lomber.search.advice import N_, Advice, Reason, only_choice, only_reason

HIDDEN_CARDS = N_("It chose from the cards in its hand, which you cannot see.")
OWN_WAY = N_("It played {action} in its own way at this level; the strongest choice would have been another.")
# A reason's field said without the card(s) it would name (advicetext translates these values).
UNSEEN_CARD = N_("a card you cannot see")
UNSEEN_CARDS = N_("cards you cannot see")
# The strong level is the advisor's own player: it differs only where its sampled deals fell otherwise.
STRONG_OTHER = N_("It played {action}; asked again, the strongest level's search now prefers another choice "
                  "(it samples deals, and a close choice can go either way).")


def cards_named(reason: Reason) -> set[str]:
    """Every card a reason's filled-in text would name: the cards in its arguments (decisions, card lists)."""
    out: set[str] = set()
    for value in reason.args.values():
        for text in (value if isinstance(value, (list, tuple)) else [value]):
            if isinstance(text, str):
                out |= cards_in(text)
    return out


def seen_cards(events: Iterable[Event], viewer: int | None) -> frozenset[str]:
    """The cards `viewer` may know after `events`: the knowledge of the current deal (`known_cards`)."""
    return known_cards(list(events), viewer)


def reason_for(advice: Advice | None, played: str, legal: list[Any], level: str | None = None) -> Reason:
    """The reason for the move `played` from the advisor's answer at that decision: the advisor's own reason
    when it chose the same, the only legal move's, else a plain word that the computer (of `level`) played its
    own way, or for the searching levels (strong, expert) that their sampling fell otherwise."""
    only = only_choice(legal)
    if only is not None:
        return only_reason(only)
    if advice is not None and advice.action == played:
        return advice.reason
    if level in ("strong", "expert"):    # expert is the same search with more deals: its sampling too
        return Reason("explain.strong-other", STRONG_OTHER, {"action": played})
    return Reason("explain.own-way", OWN_WAY, {"action": played})


def unseen(name: str, value: Any) -> str:
    """A field's value said without its cards: a decision in its public form (`exchange 3`), else in words."""
    if not isinstance(value, str) or name == "cards":
        return UNSEEN_CARDS if isinstance(value, (list, tuple)) or len(cards_in(str(value))) > 1 else UNSEEN_CARD
    try:
        action = parse_action(value)
    except IllegalAction:
        return UNSEEN_CARD
    if action.kind != PLAY and action.cards:
        return f"{action.kind} {len(action.cards)}"
    return UNSEEN_CARD


def fair_reason(reason: Reason, known: AbstractSet[str]) -> Reason:
    """`reason` if every card it names is in `known` (the viewer's knowledge), else the same reason with each
    field naming a card outside it said without the card; one naming none if that is not enough."""
    if cards_named(reason) <= known:
        return reason
    args = {}
    for name, value in reason.args.items():
        texts = value if isinstance(value, (list, tuple)) else [value]
        named = set().union(*(cards_in(t) for t in texts if isinstance(t, str)))
        args[name] = value if named <= known else unseen(name, value)
    fair = Reason(reason.code, reason.template, args)
    if cards_named(fair) <= known and cards_in(fair.text) <= known:
        return fair
    return Reason("explain.hidden", HIDDEN_CARDS)


def explain(record: dict[str, Any], index: int, viewer: int | None, seed: int = 0) -> Reason:
    """Why the action `index` of `record` was played, for `viewer` (None: a spectator): computed from the acting
    seat's view just before it, filtered by what the viewer may know once it was played (`known_cards`)."""
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

