"""The worked example of the rule panels, as a record `lomber.testing.check_game` replays to the chip."""

from __future__ import annotations

from lomber.engine.gameinfo import Example

# rules.*.md: seat 1 takes 3 tricks (25 - 3), seat 2 holds the ace of spades and takes 2 (25 - 2 - 5),
# the dealer takes none (a remise: 25 + 5), seat 3 folds; no stakes, so no chips move.
EXAMPLE = Example(
    seats=4,
    options={"first_dealer": 0},
    packs=("AD AS 6S 10D 7C 8D 7S JH 6H 7H 8S 9H KC 8C 6C 10C QC 9C 6D JC 9D KH QH",),
    actions=(
        (1, "exchange 7C 6H"),
        (2, "keep"),
        (3, "fold"),
        (0, "keep"),
        (1, "AD"),
        (2, "AS"),
        (0, "10D"),
        (2, "7H"),
        (0, "9H"),
        (1, "KH"),
        (1, "KC"),
        (2, "8C"),
        (0, "10C"),
        (1, "QC"),
        (2, "9C"),
        (0, "JC"),
        (1, "QH"),
        (2, "8D"),
        (0, "JH"),
    ),
    chips=(0, 0, 0, 0),
    rows=(
        {"seat": 0, "tricks": 0, "change": 5, "score": 30, "result": "remise", "chips": 0},
        {"seat": 1, "tricks": 3, "change": -3, "score": 22, "result": "", "chips": 0},
        {"seat": 2, "tricks": 2, "change": -7, "score": 18, "result": "ace", "chips": 0},
        {"seat": 3, "score": 25, "change": 0, "result": "folded", "chips": 0},
    ),
)
