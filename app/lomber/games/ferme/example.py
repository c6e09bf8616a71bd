"""The worked example of the rule panels, as a record `lomber.testing.check_game` replays to the chip."""

from __future__ import annotations

from lomber.engine.gameinfo import Example

# rules.*.md: seat 3 busts at 17, seat 2 and the farmer stop at 14, seat 1 is closest at 15; the stacks
# change by -1, +1, -2, -2, the antes included.
EXAMPLE = Example(
    seats=4,
    options={"first_dealer": 0},
    packs=("10S 9C KH 4S 7H 5D 2C 3S 10D",),
    actions=(
        (3, "draw"),
        (3, "stand"),
        (2, "draw"),
        (2, "stand"),
        (1, "draw"),
        (1, "draw"),
        (1, "stand"),
        (0, "draw"),
        (0, "stand"),
    ),
    chips=(-1, 1, -2, -2),
    rows=(
        {"seat": 3, "cards": ["10S", "7H"], "total": 17, "result": "bust", "chips": -2},
        {"seat": 2, "cards": ["9C", "5D"], "total": 14, "result": "", "chips": -2},
        {"seat": 1, "cards": ["KH", "2C", "3S"], "total": 15, "result": "closest", "chips": 1},
        {"seat": 0, "cards": ["4S", "10D"], "total": 14, "result": "", "chips": -1},
    ),
)
