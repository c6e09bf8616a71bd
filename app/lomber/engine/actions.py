"""Actions and their canonical text form; every decision in every game is one of these."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from lomber.engine.cards import ALL_CARDS, Card, CardError, parse_card
from lomber.engine.errors import IllegalAction

PLAY = "play-card"
# Only ASCII digits are numbers (`str.isdigit` also accepts "²", "⑤" and "١٢"), and never more than a bank can
# hold: a longer number is refused before `int` (which refuses over 4,300 digits) ever sees it.
MAX_DIGITS = 12
_NUMBER = re.compile(r"-?[0-9]+", re.ASCII)
_LIMIT = 10 ** MAX_DIGITS
_CARDS = frozenset(ALL_CARDS)


@dataclass(frozen=True, slots=True)
class Action:
    """One decision: a word, maybe an amount (`bet 30`), maybe cards (`exchange 7C 6H`, or a card to play)."""

    kind: str
    amount: int | None = None
    cards: tuple[Card, ...] = ()

    @property
    def text(self) -> str:
        """Canonical text, parsed back exactly by `parse_action`."""
        if self.amount is None and not self.cards:   # most actions (`draw`, `pass`): asked several times each
            return self.kind
        if self.kind == PLAY and self.cards:
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
    known = _CARD_ACTIONS.get(card)   # one per card: the legal list of a trick game builds one per card in hand
    return Action(PLAY, cards=(card,)) if known is None else known


_CARD_ACTIONS = {c: Action(PLAY, cards=(c,)) for c in ALL_CARDS}


@dataclass(frozen=True, slots=True)
class AmountChoice:
    """A legal range of amounts for one word: any `kind N` with lo ≤ N ≤ hi."""

    kind: str
    lo: int
    hi: int

    @property
    def text(self) -> str:
        """The choice as text, `bet 10..50` (a log or a message shows it; no action parses from it)."""
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


# Words the registered games use with a number or with cards (registry.register_game declares them): a
# malformed one is refused with a precise message. Well-formed texts parse without them.
_AMOUNT_WORDS: set[str] = set()
_CARD_WORDS: set[str] = set()


def declare_words(amount: Iterable[str], cards: Iterable[str]) -> None:
    """Words that take a number (`bet`) and words that take cards (`exchange`), for precise parse errors."""
    _AMOUNT_WORDS.update(amount)
    _CARD_WORDS.update(cards)
    _parse_known.cache_clear()   # a word declared now may read differently ("exchange" alone becomes an error)


def parse_action(text: str) -> Action:
    """Parse an action's text: `draw`, `bet 30`, `exchange 7C 6H`, `QH`. Raises IllegalAction on nonsense.

    The form says the kind: a word alone, a word and a whole number, a word and cards, or a card alone, so
    any game's words parse without a table of them here (the game then says whether the action is legal)."""
    # A long record says the same few texts over and over (`pass`, `bet 10`): each is read once. Actions are
    # frozen, so one can serve every caller; errors are not cached (each call raises its own).
    if type(text) is str and len(text) <= _CACHED_LENGTH:
        return _parse_known(text)
    return _parse(text)


_CACHED_LENGTH = 60


@lru_cache(maxsize=4096)
def _parse_known(text: str) -> Action:
    return _parse(text)


def _parse(text: str) -> Action:
    if not isinstance(text, str) or not text.strip():
        raise IllegalAction("an action must be a non-empty text such as 'draw', 'bet 30' or 'QH'", code="action-empty")
    if not text.isascii():
        # Case folding outside ASCII maps other letters onto ours ("BAN\u212a" lowers to "bank").
        raise IllegalAction(f"cannot read the action {text[:40]!r}: only plain letters, digits and spaces",
                            code="action-not-ascii", text=text[:40])
    words = text.split()
    head, rest = words[0].lower(), words[1:]
    if head == PLAY:
        if len(rest) != 1:
            raise IllegalAction(f"'{PLAY}' needs one card, e.g. '{PLAY} QH' (or just 'QH')", code="action-one-card",
                                text=PLAY)
        return card_action(_card(rest[0]))
    if not rest:
        try:
            return card_action(parse_card(head.upper()))
        except CardError:
            pass
    if head in _CARD_WORDS and _CARDS.issuperset(rest) and rest:   # canonical cards: most of a Fly record's texts
        return Action(head, cards=tuple(rest))
    if head in _AMOUNT_WORDS or (len(rest) == 1 and _NUMBER.fullmatch(rest[0])):
        return Action(head, amount=parse_amount(head, rest))
    if head in _CARD_WORDS and not rest:
        raise IllegalAction(f"'{head}' needs at least one card, e.g. '{head} 7C'", code="action-cards", text=head[:40])
    if not rest:
        return Action(head)
    if head not in _CARD_WORDS and not all(_is_card(w) for w in rest):
        raise IllegalAction(f"cannot read the action {text[:40]!r}: after {head!r} comes one whole number "
                            f"(e.g. '{head} 10') or cards (e.g. '{head} 7C')", code="action-unreadable", text=text[:40])
    return Action(head, cards=tuple(_card(w) for w in rest))


def parse_public(text: str) -> Action:
    """An action's text or its public form, as a seat is shown another's decision: `exchange 3` (how many
    cards, as an amount), or a card word alone (`take-trump`: which card stays hidden). Raises IllegalAction."""
    try:
        return parse_action(text)
    except IllegalAction:
        word = text.strip().lower() if isinstance(text, str) and text.isascii() else ""
        if word in _CARD_WORDS:
            return Action(word)
        raise


def _is_card(word: str) -> bool:
    try:
        parse_card(word)
    except CardError:
        return False
    return True


def _card(word: str) -> Card:
    if word in _CARDS:   # already canonical: a long Fly record's exchanges are nearly all distinct texts
        return word
    try:
        return parse_card(word)
    except CardError as exc:
        raise IllegalAction(str(exc), code=exc.code, **exc.params) from None


def parse_amount(head: str, rest: list[str]) -> int:
    """The one whole number after an amount word: ASCII digits only, at most MAX_DIGITS of them."""
    if len(rest) != 1 or not _NUMBER.fullmatch(rest[0]):
        raise IllegalAction(f"'{head}' needs one whole number written with the digits 0-9, e.g. '{head} 10'",
                            code="action-number", text=head[:40])
    if len(rest[0].lstrip("-")) > MAX_DIGITS:
        raise IllegalAction(f"'{head}': the number has more than {MAX_DIGITS} digits", code="long-number",
                            n=MAX_DIGITS)
    return int(rest[0])


def check_action(action: Action) -> Action:
    """An Action built in code, checked as `parse_action` checks a text (a word, a bounded int, real cards)."""
    amount, cards = action.amount, action.cards
    if (not isinstance(action.kind, str) or not action.kind.isascii()
            or (amount is not None and (type(amount) is not int or not -_LIMIT < amount < _LIMIT))
            or not isinstance(cards, tuple) or not all(isinstance(c, str) and c in _CARDS for c in cards)
            or (action.kind == PLAY and len(cards) != 1)):
        raise IllegalAction(f"not a well-formed action: {action.kind!r:.40}", code="action-malformed")
    return action


def is_listed(action: Action, legal: list[Choice]) -> bool:
    """True if `action` is one of the legal choices (exact, or inside an amount range)."""
    for choice in legal:
        if isinstance(choice, AmountChoice):
            if action in choice:
                return True
        elif choice == action:
            return True
    return False
