"""Help ▸ Learn to play: one guided first deal per game, as data (the coach that plays them is ui/panels/lesson.py).

A lesson is a record (stacked pack, every seat's decision scripted) and the steps said over it. A step points at
one thing on the table and either waits for Next or for the one move the script makes there. Steps with a move
take the learner's decisions (those the table asks him: not the forced ones) in order; the steps after the last
move are said when the deal has been settled on the table. A lesson that `plays_out` has fewer move steps than
decisions: the learner's decisions after its last move step are made for him from the script (the last move
step says so), so a deal of thirteen tricks need not ask for every card.

A step's `rules` name the rule statements its text makes (ids such as "fortuna.remise"); tests/test_lesson_rules.py
checks each one against the engine with a stacked pack, and fails on a statement no test checks.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field
from typing import Any

from lomber.controller.match_controller import forced
from lomber.engine.actions import parse_action
from lomber.engine.match import Match, Seat
from lomber.engine.registry import game_ids, new_match
from lomber.ui.seatnames import default_name

LEARNER = 0          # the learner's seat in every lesson


@dataclass(frozen=True)
class Target:
    """What a step points at: `kind` is badge (key: a seat), hand (a seat), card (a card's code), pile (a chip
    pile's name), stock, or button (an action word, or a card's code for its button)."""

    kind: str
    key: Any = None


@dataclass(frozen=True)
class Step:
    """One thing said: `text` (English source, translated when shown), the element it points at, and the move it
    waits for (an action's text) or None for Next."""

    text: str
    target: Target | None = None
    expect: str | None = None
    rules: tuple[str, ...] = ()       # the rule statements the text makes (checked by tests/test_lesson_rules.py)
    hint_differs: bool = False        # Hint advises another move here, and the text says why the lesson differs


@dataclass(frozen=True)
class Lesson:
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

    def played_for_learner(self, index: int) -> bool:
        """The learner's decision at the script's `index` is made for him (after the last move step)."""
        return self.plays_out and bool(self.asked) and index > self.asked[-1]

    def match(self, moves: int = 0) -> Match:
        """The lesson's match, with the script's first `moves` decisions made."""
        seats = [Seat(default_name(i), "human" if i == LEARNER else "ai", None if i == LEARNER else "normal")
                 for i in range(self.seats)]
        m = new_match(self.game, seats, dict(self.options), self.seed, self.presets)
        for seat, text in self.script[:moves]:
            m.apply(seat, parse_action(text))
        return m

    def start_of(self, step: int) -> int:
        """The first step of the group `step` belongs to (where a lesson left at `step` is taken up again)."""
        step = max(0, min(step, len(self.steps) - 1))
        while step > 0 and self.at[step - 1] == self.at[step] and self.steps[step - 1].expect is None:
            step -= 1
        return step


def prompts(lesson: Lesson) -> list[int]:
    """The script's indexes where the table asks the learner (not a forced decision): one per step with a move."""
    m = lesson.match()
    out = []
    for k, (seat, text) in enumerate(lesson.script):
        if m.to_act() != seat:
            raise ValueError(f"{lesson.game}: the script's move {k} is {seat}'s but {m.to_act()} is to act")
        if seat == LEARNER and forced(m.legal_actions()) is None:
            out.append(k)
        m.apply(seat, parse_action(text))
    return out


def placed(lesson: Lesson) -> Lesson:
    """The lesson with each step's script index (checked: each move step matches the learner's decision there)."""
    asks = prompts(lesson)
    moves = [s for s in lesson.steps if s.expect is not None]
    if lesson.plays_out and 0 < len(moves) <= len(asks):
        asks = asks[:len(moves)]
    if len(moves) != len(asks):
        raise ValueError(f"{lesson.game}: {len(moves)} steps with a move for {len(asks)} decisions")
    at, n = [], 0
    for s in lesson.steps:
        k = asks[n] if n < len(asks) else len(lesson.script)
        if s.expect is not None:
            if parse_action(lesson.script[k][1]) != parse_action(s.expect):
                raise ValueError(f"{lesson.game}: step {s.text[:30]!r} waits for {s.expect}, the script has "
                                 f"{lesson.script[k][1]}")
            n += 1
        at.append(k)
    return Lesson(lesson.game, lesson.seats, lesson.options, lesson.presets, lesson.script, lesson.steps,
                  lesson.seed, lesson.plays_out, tuple(at), tuple(asks))


def _module(game: str) -> str:
    """The module of a game's lesson: `lomber.ui.panels.lessons.<id with _ for ->`."""
    return f"lomber.ui.panels.lessons.{game.replace('-', '_')}"


def lesson(game: str) -> Lesson:
    """The lesson of a game (KeyError if it has none yet)."""
    if game not in available():
        raise KeyError(game)
    return placed(importlib.import_module(_module(game)).LESSON)


def available() -> list[str]:
    """The games whose lesson is written, in the order the app lists the games."""
    return [g for g in game_ids() if importlib.util.find_spec(_module(g)) is not None]
