"""The worked example of the rule panels, as a record `lomber.testing.check_game` replays to the chip."""

from __future__ import annotations

from lomber.engine.gameinfo import Example

# rules.*.md: the banker (seat 2) holds a bank of 100; seat 3 bets 30, seat 4 bets 70 and plays 4
# against the banker's 8: the banker wins both bets.
EXAMPLE = Example(
    seats=5,
    options={},
    packs=("7C KS 8D 3H 9S 5C",),
    actions=(
        (0, "pass"),
        (1, "pass"),
        (2, "bid 100"),
        (3, "pass"),
        (4, "pass"),
        (3, "bet 30"),
        (4, "bet 70"),
        (4, "draw"),
        (2, "draw"),
    ),
    chips=(0, 0, 0, -30, -70),
    rows=(
        {"seat": 2, "role": "banker", "point": 8, "result": "won", "chips": 100},
        {"seat": 3, "role": "bettor", "bet": 30, "point": None, "result": "lost", "chips": -30},
        {"seat": 4, "role": "punter", "bet": 70, "point": 4, "result": "lost", "chips": -70},
    ),
)
