"""Cards as bits of an int, for the games' exact end solvers (games/fly/solve.py, games/fortuna/solve.py)."""

from __future__ import annotations


def top_bits(mask: int) -> list[int]:
    """The single bits of a mask, highest first."""
    out = []
    while mask:
        top = 1 << (mask.bit_length() - 1)
        out.append(top)
        mask ^= top
    return out


_RUNS: dict[tuple[int, int], tuple[int, ...]] = {}


def runs(mine: int, live: int) -> tuple[int, ...]:
    """Of one suit's cards `mine` among the `live` ones, the highest of each run of touching cards (a solver tries
    one card of a run: the others give the same result)."""
    key = (mine, live)
    got = _RUNS.get(key)
    if got is None:
        out = []
        prev = False
        for b in top_bits(live):
            if b & mine:
                if not prev:
                    out.append(b)
                prev = True
            else:
                prev = False
        got = _RUNS[key] = tuple(out)
    return got
