"""Actions and their canonical text form; every decision in every game is one of these."""

from __future__ import annotations

import random
from dataclasses import dataclass

from lomber.engine.cards import Card, CardError, parse_card
from lomber.engine.errors import IllegalAction

PLAY = "play-card"
MAX_DIGITS = 12     # amounts are chips: anything longer is nonsense, refused before int() sees it


@dataclass(frozen=True, slots=True)
class Action:
    """One decision: a word, maybe an amount (`bet 30`), maybe cards (`exchange 7C 6H`, or a card to play)."""

    kind: str
    amount: int | None = None
    cards: tuple[Card, ...] = ()

    @property
    def text(self) -> str:
        """Canonical text, parsed back exactly by `parse_action`."""
        if self.kind == PLAY and len(self.cards) == 1:
            return self.cards[0]
        parts = [self.kind]
        if self.amount is not None:
            parts.append(str(self.amount))
        parts.extend(self.cards)
        return " ".join(parts)

    def __str__(self) -> str:
        return self.text


def card_action(card: Card) -> Action:
    """The action of playing `card`."""
    return Action(PLAY, cards=(card,))


@dataclass(frozen=True, slots=True)
class AmountChoice:
    """A legal range of amounts for one word: any `kind N` with lo ≤ N ≤ hi."""

    kind: str
    lo: int
    hi: int

    @property
    def text(self) -> str:
        return f"{self.kind} {self.lo}..{self.hi}"

    def __contains__(self, action: object) -> bool:
        return (
            isinstance(action, Action)
            and action.kind == self.kind
            and action.amount is not None
            and self.lo <= action.amount <= self.hi
        )

    def sample(self, rng: random.Random) -> Action:
        """A random action from the range (ends favoured, so edges get tested)."""
        r = rng.random()
        n = self.lo if r < 0.25 else self.hi if r < 0.5 else rng.randint(self.lo, self.hi)
        return Action(self.kind, amount=n)

    def at(self, amount: int) -> Action:
        """The action with this amount, clamped into the range."""
        return Action(self.kind, amount=max(self.lo, min(self.hi, amount)))


Choice = Action | AmountChoice


def _amount(word: str) -> int | None:
    """A whole number written in ASCII digits (an optional minus), else None."""
    digits = word.removeprefix("-")
    if not digits or len(digits) > MAX_DIGITS or not all("0" <= ch <= "9" for ch in digits):
        return None
    return int(word)


def parse_action(text: str) -> Action:
    """Parse an action's text: `draw`, `bet 30`, `exchange 7C 6H`, `QH`. Raises IllegalAction on nonsense.

    The form says the kind: a word alone, a word and a whole number, a word and cards, or a card alone, so
    any game's words parse without a table of them here (the game then says whether the action is legal)."""
    if not isinstance(text, str) or not text.strip():
        raise IllegalAction("an action must be a non-empty text such as 'draw', 'bet 30' or 'QH'")
    words = text.split()
    head = words[0].lower()
    if head == PLAY:
        raise IllegalAction("a card is played by naming it alone, e.g. 'QH'")
    if len(words) == 1:
        try:
            return card_action(parse_card(words[0]))
        except CardError:
            return Action(head)
    if len(words) == 2 and (amount := _amount(words[1])) is not None:
        return Action(head, amount=amount)
    try:
        cards = tuple(parse_card(w) for w in words[1:])
    except CardError:
        raise IllegalAction(f"cannot read the action {text!r}: after {head!r} comes one whole number "
                            f"(e.g. '{head} 10') or cards (e.g. '{head} 7C')") from None
    return Action(head, cards=cards)


def is_listed(action: Action, legal: list[Choice]) -> bool:
    """True if `action` is one of the legal choices (exact, or inside an amount range)."""
    for choice in legal:
        if isinstance(choice, AmountChoice):
            if action in choice:
                return True
        elif choice == action:
            return True
    return False
