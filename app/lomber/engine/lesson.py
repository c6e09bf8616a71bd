"""A game's lesson (Help ▸ Learn to play) as pure data: the guided first deal a game brings in its own package.

A lesson is a record (stacked pack, every seat's decision scripted) and the steps said over it. A step points at
one thing on the table and either waits for Next or for the one move the script makes there. Steps with a move
take the learner's decisions (those the table asks him: not the forced ones) in order; the steps after the last
move are said when the deal has been settled on the table. A lesson of more than one deal (Chemin de fer's two
coups) may say a step at the end of a deal before the last (`Step.deal_end`): the table is held on that deal's
showdown while it is read, and its Next lets the next deal begin. A lesson that `plays_out` has fewer move steps than
decisions: the learner's decisions after its last move step are made for him from the script (the last move
step says so), so a deal of thirteen tricks need not ask for every card.

A game names the module holding its `LESSON = Lesson(...)` in `GameInfo.lesson`; the coach that plays it on the
table, and the checks made when it is loaded, are the UI's (lomber/ui/panels/lessons). The learner sits at seat 0.
A step's `rules` name the rule statements its text makes (ids such as "fortuna.remise"); the app's
tests/test_lesson_rules.py checks each one of its own games' lessons against the engine with a stacked pack.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

LEARNER = 0          # the learner's seat in every lesson


@dataclass(frozen=True)
class Target:
    """What a step points at: `kind` is badge (key: a seat), hand (a seat), card (a card's code), pile (a chip
    pile's name), stock, or button (an action word, or a card's code for its button)."""

    kind: str
    key: Any = None


@dataclass(frozen=True)
class Step:
    """One thing said: `text` (English source marked `N_`, translated when shown), the element it points at, and
    the move it waits for (an action's text) or None for Next."""

    text: str
    target: Target | None = None
    expect: str | None = None
    rules: tuple[str, ...] = ()       # the rule statements the text makes
    hint_differs: bool = False        # Hint advises another move here, and the text says why the lesson differs
    deal_end: bool = False            # said at the end of the deal in play (not the last), the table held there


@dataclass(frozen=True)
class Lesson:
    """A lesson as a game declares it; `at` and `asked` are filled when the UI loads it (ui/panels/lessons)."""

    game: str
    seats: int
    options: dict[str, Any]
    presets: list[Any]
    script: tuple[tuple[int, str], ...]        # every decision of the deal, the learner's and the computers'
    steps: tuple[Step, ...]
    seed: int = 1
    plays_out: bool = False          # the learner's decisions after the last move step are made for him
    at: tuple[int, ...] = field(default=(), compare=False)   # per step: the script's index it is said at
    asked: tuple[int, ...] = field(default=(), compare=False)   # the script's indexes of the move steps
    ends: tuple[int, ...] = field(default=(), compare=False)    # the script's moves made when each deal ends

    def played_for_learner(self, index: int) -> bool:
        """The learner's decision at the script's `index` is made for him (after the last move step)."""
        return self.plays_out and bool(self.asked) and index > self.asked[-1]

    def start_of(self, step: int) -> int:
        """The first step of the group `step` belongs to (where a lesson left at `step` is taken up again)."""
        step = max(0, min(step, len(self.steps) - 1))
        while step > 0 and self.at[step - 1] == self.at[step] and self.steps[step - 1].expect is None:
            step -= 1
        ended_by_learner = self.at[step] >= len(self.script) and self.at[step] - 1 in self.asked
        if self.steps[step].deal_end or ended_by_learner:
            # The deal it is said at the end of cannot be ended again from a later position (nor by a computer's
            # move replayed, when the learner's own move ended it): the lesson is taken up at the learner's last
            # move before it.
            moves = [k for k in range(step) if self.steps[k].expect is not None]
            return self.start_of(moves[-1]) if moves else 0
        return step
