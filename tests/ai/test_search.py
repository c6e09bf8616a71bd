"""The shared search toolkit: samples respect counts, voids and known cards; the search is reproducible."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from lomber.engine.cards import suit
from lomber.games.fly.pack import fly_pack
from lomber.search.pimc import Hidden, Impossible, infer_voids, sample_deal


def spec_with_voids() -> tuple[Hidden, set[str]]:
    """A 4-player Fly position seen by seat 0: its hand and the turned trump are known."""
    pack = fly_pack(4)
    known = {"AS", "KH", "7C", "6D", "10S", "9D"}      # own hand + the trump card
    pool = [c for c in pack if c not in known]
    spec = Hidden(pool, {1: 5, 2: 5, 3: 4, "stock": len(pool) - 14}, {1: {"H", "D"}, 3: {"S", "C", "D"}})
    return spec, known


@pytest.mark.parametrize("tries", [20, 0])
def test_samples_respect_counts_voids_and_known_cards(tries: int) -> None:
    spec, known = spec_with_voids()
    rng = random.Random(5)
    for _ in range(120):
        deal = sample_deal(spec, rng, tries=tries)
        assert {p: len(c) for p, c in deal.items()} == spec.counts
        cards = [c for cs in deal.values() for c in cs]
        assert Counter(cards) == Counter(spec.pool)
        assert not known & set(cards)
        assert all(suit(c) not in "HD" for c in deal[1])
        assert all(suit(c) == "H" for c in deal[3])


def test_rejection_is_uniform_enough() -> None:
    # Seat 1 void in hearts: each non-heart card is in seat 1's 5 cards with the same chance.
    spec, _ = spec_with_voids()
    spec.voids = {1: {"H"}}
    rng = random.Random(11)
    seen: Counter[str] = Counter()
    n = 3000
    for _ in range(n):
        seen.update(sample_deal(spec, rng)[1])
    non_hearts = [c for c in spec.pool if suit(c) != "H"]
    expected = 5 * n / len(non_hearts)
    assert all(abs(seen[c] - expected) < 0.25 * expected for c in non_hearts)
    assert not any(suit(c) == "H" for c in seen)


def test_fallback_deals_the_only_consistent_way() -> None:
    # Only hearts may go to seat 1 and only spades to seat 2: one split of suits is possible.
    spec = Hidden(["AH", "KH", "AS", "KS", "QC"], {1: 2, 2: 2, "stock": 1}, {1: {"S", "C"}, 2: {"H", "C"}})
    for seed in range(20):
        deal = sample_deal(spec, random.Random(seed), tries=0)
        assert sorted(deal[1]) == ["AH", "KH"] and sorted(deal[2]) == ["AS", "KS"] and deal["stock"] == ["QC"]


def test_contradictory_view_raises() -> None:
    spec = Hidden(["AH", "KH", "AS"], {1: 2, 2: 1}, {1: {"H"}, 2: {"H"}})
    with pytest.raises(Impossible):
        sample_deal(spec, random.Random(1))
    with pytest.raises(Impossible):
        sample_deal(Hidden(["AH"], {1: 2}), random.Random(1))


def test_infer_voids_from_tricks() -> None:
    tricks = [[[0, "AH"], [1, "7H"], [2, "9D"], [3, "8C"]],   # 2 trumps on hearts, 3 neither follows nor trumps
              [[2, "KS"], [3, "AS"], [0, "7C"], [1, "QS"]]]
    voids = infer_voids(tricks, "D")
    assert voids == {2: {"H"}, 3: {"H", "D"}, 0: {"S", "D"}}
    assert infer_voids(tricks, "D", must_trump=False) == {2: {"H"}, 3: {"H"}, 0: {"S"}}
    assert infer_voids(tricks, "D", exempt=lambda t, s, c: s == 3) == {2: {"H"}, 0: {"S", "D"}}


class Guess:
    """A toy one-decision game: `keep` wins 1 if the hidden card is red and loses 1 if black; `fold` is 0."""

    deals = 0

    def __init__(self, hidden: str) -> None:
        self.hidden = hidden
        self.done = False

    @property
    def finished(self) -> bool:
        return self.done

    def to_act(self) -> int | None:
        return None if self.done else 0

    def legal_actions(self) -> list:
        from lomber.engine.actions import Action
        return [] if self.done else [Action("keep"), Action("fold")]

    def apply(self, seat: int, action) -> list:
        self.choice = action.kind
        self.done = True
        return []

    def clone(self) -> Guess:
        return Guess(self.hidden)


class GuessGame:
    """The toy game's plug: hidden card from 3 red and 1 black."""

    def sample_world(self, view, rng):
        return Guess(sample_deal(Hidden(["AH", "KD", "QH", "AS"], {"box": 1, "rest": 3}), rng)["box"][0])

    def value(self, match, seat):
        return 0.0 if match.choice == "fold" else (1.0 if suit(match.hidden) in "HD" else -1.0)


def test_pimc_is_deterministic_with_a_fixed_budget_and_seed() -> None:
    from lomber.engine.actions import Action
    from lomber.search.pimc import Budget, evaluate, pimc

    legal = [Action("keep"), Action("fold")]
    runs = [evaluate(GuessGame(), {}, legal, 0, Budget(worlds=40), random.Random(3)) for _ in range(2)]
    assert [(a.text, s.total, s.n) for a, s in runs[0].items()] == [(a.text, s.total, s.n) for a, s in runs[1].items()]
    assert runs[0][Action("keep")].n == 40 and runs[0][Action("fold")].mean == 0.0
    assert pimc(GuessGame(), {}, legal, 0, Budget(worlds=40), random.Random(3)) == Action("keep")
    assert pimc(GuessGame(), {}, legal, 0, Budget(seconds=0.01), random.Random(3)).kind in ("keep", "fold")


def test_pimc_keeps_the_default_unless_clearly_beaten() -> None:
    from lomber.engine.actions import Action
    from lomber.search.pimc import Budget, pimc

    legal = [Action("keep"), Action("fold")]
    pick = pimc(GuessGame(), {}, legal, 0, Budget(worlds=40), random.Random(3), default=Action("fold"), margin=0.0)
    assert pick == Action("keep")
    pick = pimc(GuessGame(), {}, legal, 0, Budget(worlds=40), random.Random(3), default=Action("fold"), margin=50.0)
    assert pick == Action("fold")
