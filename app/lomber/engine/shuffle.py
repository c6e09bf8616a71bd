"""The one seeded generator of a match and the stacked packs (presets) that override its shuffles."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from lomber.engine.cards import Card, CardError, parse_cards
from lomber.engine.errors import PresetError


def check_presets(presets: Any) -> list[dict[str, Any]]:
    """Validate the shape of a record's presets: a list of objects with a `pack` string."""
    if presets is None:
        return []
    if not isinstance(presets, list):
        raise PresetError("presets must be a list of objects like {\"pack\": \"QS 10H ...\"}", code="presets-list")
    out = []
    for i, p in enumerate(presets):
        if not isinstance(p, dict):
            raise PresetError(f"preset {i + 1} must be an object", code="preset-object", index=i + 1)
        for key, value in p.items():
            if not isinstance(value, str):
                raise PresetError(f"preset {i + 1}: {key!r} must be a string of cards", code="preset-text",
                                  index=i + 1, text=str(key)[:40])
            try:
                parse_cards(value)
            except CardError as exc:
                raise PresetError(f"preset {i + 1}: {exc}", code="preset-card", index=i + 1, cause=exc) from None
        out.append(dict(p))
    return out


def check_presets_fit(presets: Sequence[dict[str, Any]], pack: Sequence[Card]) -> None:
    """Refuse a preset naming a card more often than the packs in play hold it (checked before any deal).

    Only the multiplicity is checked: which cards a later shuffle holds (a variant's pack, the discards
    reshuffled) can differ from this pack, and each shuffle still checks its own cards.
    """
    decks = max(Counter(pack).values(), default=1)
    for i, p in enumerate(presets):
        for key, value in p.items():
            for card, n in Counter(parse_cards(value)).items():
                if n > decks:
                    raise PresetError(f"preset {i + 1}: {key!r} names {card} {n} times; the pack holds it "
                                      f"{'once' if decks == 1 else f'{decks} times'}", code="preset-too-often",
                                      index=i + 1, card=card, n=n)


def seeded_shuffle(rng: random.Random, cards: list[Card]) -> None:
    """`rng.shuffle(cards)`, draw for draw the same (every record and seeded match depends on it), with its inner
    call per card inlined: a long record's replay shuffles a pack every deal."""
    if type(rng) is not random.Random:   # a generator with its own draws: its own shuffle
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    for i, k in _draw_plan(len(cards)):
        # `Random._randbelow_with_getrandbits(i + 1)`: k bits (as many as i + 1 needs), drawn again while too big.
        j = getrandbits(k)
        while j > i:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


@lru_cache(maxsize=32)
def _draw_plan(n: int) -> tuple[tuple[int, int], ...]:
    """`rng.shuffle`'s positions for n cards, last first, each with the bits its draw takes: found once per pack
    size, not per card of every shuffle."""
    return tuple((i, (i + 1).bit_length()) for i in range(n - 1, 0, -1))


class Dealer:
    """Shuffles packs: from a preset when one is left for this shuffle, the rest in seeded order."""

    def __init__(self, seed: int, presets: Sequence[dict[str, Any]] = ()) -> None:
        self.rng = random.Random(seed)
        self.presets = list(presets)
        self.used = 0

    def copy(self) -> Dealer:
        """An independent copy: the same generator state (a clone's future deals match), presets shared."""
        new = Dealer.__new__(Dealer)
        new.presets, new.used = self.presets, self.used
        new.rng = random.Random(0)   # seeded with 0, not from the system (a third of the cost): setstate replaces it
        new.rng.setstate(self.rng.getstate())
        return new

    def next_preset(self) -> dict[str, Any]:
        """Take the preset for the next shuffle (an empty dict when none is left)."""
        if self.used < len(self.presets):
            p = self.presets[self.used]
            self.used += 1
            return p
        self.used += 1
        return {}

    def shuffle(self, cards: Sequence[Card], top: str | None = None) -> list[Card]:
        """Return `cards` shuffled, top card first; `top` (a preset string) fixes the first cards."""
        rest = list(cards)
        seeded_shuffle(self.rng, rest)
        if not top:
            return rest
        fixed = parse_cards(top)
        have = Counter(cards)
        want = Counter(fixed)
        for card, n in want.items():
            if n > have[card]:
                raise PresetError(f"the stacked pack names {card} {n} time(s) but the pack holds {have[card]}",
                                  code="stacked-too-often", card=card, n=n)
        for card in fixed:
            rest.remove(card)
        return fixed + rest

    def shuffle_next(self, cards: Sequence[Card], key: str = "pack") -> tuple[list[Card], dict[str, Any]]:
        """Shuffle for the next deal, using its preset's `key` if given; returns the pack and the preset."""
        preset = self.next_preset()
        return self.shuffle(cards, preset.get(key)), preset


class _NoDealer(Dealer):
    """The dealer of a match set up from a position that never shuffles again: any shuffle is a bug (no `rng`)."""

    def __init__(self) -> None:
        self.presets, self.used = [], 0

    def copy(self) -> Dealer:
        return self

    def shuffle(self, cards: Sequence[Card], top: str | None = None) -> list[Card]:
        raise AssertionError("a match set up from a position without a dealer cannot shuffle")


NO_DEALER = _NoDealer()
