"""Why Fly refuses an action: the words and code of each refusal (the match asks when an action is illegal)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lomber.engine.actions import PLAY, Action
from lomber.engine.cards import suit
from lomber.engine.errors import IllegalAction
from lomber.games.fly.rules import ACE_OF_SPADES, EXCHANGE, EXCHANGE_PHASE, PLAY_PHASE, TAKE_TRUMP

if TYPE_CHECKING:
    from lomber.games.fly.match import FlyMatch


def refusal(m: FlyMatch, seat: int, action: Action) -> IllegalAction | None:
    """The refusal of `action` by `seat` in the exchange round or the play, or None (the match's common words)."""
    if m.phase == EXCHANGE_PHASE:
        hand = m.hands[seat]
        if action.kind == PLAY:
            return IllegalAction("cards are played only after the exchange round", code="fly-exchange-first")
        if action.kind in (EXCHANGE, TAKE_TRUMP):
            missing = [c for c in action.cards if c not in hand]
            if missing:
                return IllegalAction(f"{' '.join(missing)} is not in your hand", code="not-in-hand",
                                     cards=tuple(missing))
            if ACE_OF_SPADES in action.cards:
                return IllegalAction("the ace of spades may never be discarded", code="fly-keep-ace")
        if action.kind == EXCHANGE:
            if len(set(action.cards)) != len(action.cards):
                return IllegalAction("a card is named twice", code="fly-card-twice")
            if len(action.cards) > len(m.stock):
                return IllegalAction(f"the stock holds only {len(m.stock)} card(s): you cannot exchange "
                                     f"{len(action.cards)}", code="fly-stock-short", n=len(m.stock))
        if action.kind == TAKE_TRUMP:
            if not m.options["dealer_takes_trump"]:
                return IllegalAction("taking the trump card is not allowed (option dealer_takes_trump is off)",
                                     code="fly-trump-off", option="dealer_takes_trump")
            if seat != m.dealer_seat:
                return IllegalAction("only the dealer may take the trump card", code="fly-trump-dealer")
            return IllegalAction("take-trump gives up exactly one card of your hand", code="fly-trump-one")
        if action.kind == "fold":
            if ACE_OF_SPADES in hand:
                return IllegalAction("the holder of the ace of spades may not fold", code="fly-ace-stays")
            return IllegalAction("the dealer may not fold unless at least two other players are still in",
                                 code="fly-dealer-stays")
        return IllegalAction(f"{action.text!r} is not an exchange decision (keep, exchange C …, fold)",
                             code="fly-exchange-round", action=action.text, legal=tuple(m.legal_actions()))
    if m.phase == PLAY_PHASE:
        if action.kind != PLAY:
            return IllegalAction("during play, play a card of your hand", code="fly-play-a-card")
        card = action.cards[0]
        if card not in m.hands[seat]:
            return IllegalAction(f"{card} is not in your hand", code="not-in-hand", cards=(card,))
        led = suit(m.trick[0][1])
        hand = m.hands[seat]
        if any(suit(c) == led for c in hand):
            return IllegalAction(f"you must follow suit ({led})", code="follow-suit", card=card, suit=led)
        return IllegalAction(f"you cannot follow suit ({led}), so you must trump ({m.trumps})",
                             code="fly-must-trump", suit=led, trumps=m.trumps)
    return super().explain_illegal(seat, action)
