"""The arena: whole blocks, duplicate cycles dealt the same cards, the same result with any number of
processes, intervals over blocks, bad requests refused before any play."""

from __future__ import annotations

import json
import math

import pytest

from lomber import arena
from lomber.arena import Tally, ratio_ci, run_arena
from lomber.cli import main
from lomber.engine.errors import OptionError

FORTUNA = {"parties": 1}


def test_ratio_ci_by_hand() -> None:
    # Blocks (sum, count): (10, 2), (0, 2), (-4, 4): mean 6/8 = 0.75.
    # Residuals s - 0.75 c: 8.5, -1.5, -7; squares 72.25 + 2.25 + 49 = 123.5;
    # variance 123.5 / (3 * 2 * (8/3)^2) = 2.89453125.
    m, h = ratio_ci([10, 0, -4], [2, 2, 4])
    assert m == pytest.approx(0.75)
    assert h == pytest.approx(1.959964 * math.sqrt(2.89453125))
    assert ratio_ci([], []) == (0.0, 0.0)
    assert ratio_ci([3], [1])[1] == math.inf


def test_a_block_folds_in_as_one_unit() -> None:
    total = Tally()
    total.add_block(Tally(chips=[1, 2, 3], matches=1, won=1))
    total.add_block(Tally(chips=[-6], matches=1))
    assert total.block_chips == [6, -6] and total.block_deals == [3, 1]
    assert total.chips_ci()[0] == 0.0 and (total.matches, total.won) == (2, 1)


def test_duplicate_cycles_deal_the_same_cards_to_every_rotation(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[int, list[str]]] = []
    real = arena.new_match

    def recording(game, seats, options, seed):  # type: ignore[no-untyped-def]
        match = real(game, seats, options, seed)
        if seats[0].name != "s0":                 # not the up-front check of the options
            seen.append((seed, [s.name.split()[0] for s in seats]))
        return match

    monkeypatch.setattr(arena, "new_match", recording)
    result = run_arena("fortuna", 4, ["easy", "normal"], 12, 3, FORTUNA, 60, duplicate=True)
    assert result.duplicate and result.matches == 2 * result.blocks and len(seen) == result.matches
    for (seed_a, seats_a), (seed_b, seats_b) in zip(seen[::2], seen[1::2]):
        assert seed_a == seed_b                                  # the same cards ...
        assert seats_a == ["easy", "normal"] * 2 and seats_b == ["normal", "easy"] * 2   # ... every seat swapped
    assert len({seed for seed, _ in seen}) == result.blocks
    rows = result.to_json()["levels"]
    assert rows["easy"]["seat_deals"] == rows["normal"]["seat_deals"] == 2 * result.deals


def test_whole_blocks_and_the_same_result_with_two_processes() -> None:
    one = run_arena("fortuna", 4, ["easy", "random"], 25, 4, FORTUNA, 60, duplicate=True)
    two = run_arena("fortuna", 4, ["easy", "random"], 25, 4, FORTUNA, 60, duplicate=True, jobs=2)
    assert one.to_json() == two.to_json()
    assert one.deals >= 25 and one.blocks >= 2
    net = sum(sum(t.chips) for t in one.tallies.values())
    assert net <= 0          # chips only go to seats or the pool (what is left in a pool is lost to all)


def test_progress_counts_up_to_the_deals_played() -> None:
    calls: list[tuple[int, int]] = []
    result = run_arena("ferme", 3, ["easy", "normal"], 30, 2, {}, 10, progress=lambda d, t: calls.append((d, t)))
    assert calls[-1] == (result.deals, 30)
    assert [d for d, _ in calls] == sorted(d for d, _ in calls)


@pytest.mark.parametrize("kwargs", [{"jobs": -1}, {"deals": 0}, {"deals_per_match": 0}])
def test_bad_requests_are_refused(kwargs: dict) -> None:
    args = {"deals": 10, "deals_per_match": 10, **kwargs}
    with pytest.raises(ValueError):
        run_arena("ferme", 3, ["easy"], seed=1, **args)


def test_unknown_level_is_refused_before_any_play() -> None:
    with pytest.raises(OptionError, match="unknown level"):
        run_arena("ferme", 3, ["easy", "brilliant"], 10, 1, jobs=2)


def test_cli_duplicate_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["arena", "--game", "fortuna", "--seats", "4", "--ai", "easy,normal", "--deals", "10",
                 "--options", json.dumps(FORTUNA), "--match-deals", "60", "--duplicate", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["duplicate"] is True and data["deals"] >= 10
    assert set(data["levels"]) == {"easy", "normal"}
    assert main(["arena", "--game", "fortuna", "--seats", "4", "--ai", "easy", "--jobs", "-2"]) == 2


def test_the_paired_difference_cancels_the_luck_both_levels_share() -> None:
    # Block sums (per 10 seat-deals): a = luck + 2, b = luck − 2, the luck large and shared.
    luck = [40.0, -35.0, 12.0, -20.0, 30.0, -27.0]
    a, b = Tally(), Tally()
    for x in luck:
        a.add_block(Tally(chips=[(x + 20) / 10] * 10))
        b.add_block(Tally(chips=[(x - 20) / 10] * 10))
    d, h = arena.diff_ci(a, b)
    assert d == pytest.approx(a.chips_ci()[0] - b.chips_ci()[0]) == pytest.approx(4.0)
    assert h == pytest.approx(0.0, abs=1e-9)                     # nothing but the shared luck varied
    assert a.chips_ci()[1] > 1.0                                 # while each level's own interval is wide
    assert arena.diff_ci(Tally(), Tally())[1] == math.inf


def test_progress_lines_for_a_log(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    clock = [100.0]
    monkeypatch.setattr(arena.time, "monotonic", lambda: clock[0])
    lines = arena.ProgressLines(every=60)
    lines(5, 100)                      # too soon for a line
    clock[0] += 61
    lines(9, 100)
    clock[0] += 10
    lines(12, 100)                     # too soon again
    assert capsys.readouterr().err == "9/100 deals, 1.0 min\n"


def test_the_ismcts_yardstick_plays_in_the_arena(capsys: pytest.CaptureFixture[str],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from lomber.games.fortuna import ai as fortuna
    from lomber.search.ismcts import IsmctsPlayer

    # A short search: this is about the plumbing.
    monkeypatch.setitem(fortuna.YARDSTICKS, "ismcts", lambda seed=0: IsmctsPlayer(fortuna.FortunaIsmcts(), seed, 20))
    code = main(["arena", "--game", "fortuna", "--seats", "4", "--ai", "ismcts,normal", "--deals", "2",
                 "--options", json.dumps(FORTUNA), "--match-deals", "1", "--duplicate", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and set(data["levels"]) == {"ismcts", "normal"}
    assert set(data["differences"]) == {"ismcts - normal"}
