"""`python -m lomber.testing [GAME …]`: run `check_game` on the games named (every registered one by default),
print each report; the exit status is 1 if any check failed."""

from __future__ import annotations

import sys

from lomber.engine.registry import broken, game_ids
from lomber.testing import check_game


def main(argv: list[str]) -> int:
    ids = argv or game_ids()
    for game, why in broken().items():
        print(f"{game}: left out ({why})")
    reports = [check_game(g) for g in ids]
    for report in reports:
        print(report, flush=True)
    return 0 if all(r.ok for r in reports) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
