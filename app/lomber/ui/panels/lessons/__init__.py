"""Help ▸ Learn to play: loading a game's lesson (the data, lomber/engine/lesson.py, is in the game's package,
named by `GameInfo.lesson`) and checking it against its script; the coach that plays it is ui/panels/lesson.py.

A lesson's steps with a move are placed on the learner's decisions (those the table asks him: not the forced ones)
in order; `placed` checks that each such step waits for the move the script makes there, and places each step said
at a deal's end (`Step.deal_end`) on the end of the deal its last move was made in.
"""

from __future__ import annotations

import importlib
from dataclasses import fields

from lomber.controller.match_controller import forced
from lomber.engine.actions import parse_action
from lomber.engine.events import Ev
from lomber.engine.lesson import LEARNER, Step, Target
from lomber.engine.lesson import Lesson as GameLesson
from lomber.engine.match import Match, Seat
from lomber.engine.registry import game_ids, game_info, new_match
from lomber.ui.seatnames import default_name


class Lesson(GameLesson):
    """A game's lesson as the UI plays it: placed on its script, and its match with the seats' default names."""

    def match(self, moves: int = 0) -> Match:
        """The lesson's match, with the script's first `moves` decisions made."""
        seats = [Seat(default_name(i), "human" if i == LEARNER else "ai", None if i == LEARNER else "normal")
                 for i in range(self.seats)]
        m = new_match(self.game, seats, dict(self.options), self.seed, self.presets)
        for seat, text in self.script[:moves]:
            m.apply(seat, parse_action(text))
        return m


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


def deal_ends(lesson: Lesson) -> list[int]:
    """The number of the script's moves made when each of its deals ends (the last is the script's length)."""
    m = lesson.match()
    out = []
    for k, (seat, text) in enumerate(lesson.script):
        if any(e.kind == Ev.DEAL_END for e in m.apply(seat, parse_action(text))):
            out.append(k + 1)
    return out


def placed(lesson: GameLesson) -> Lesson:
    """The lesson with each step's script index (checked: each move step matches the learner's decision there)."""
    lesson = Lesson(**{f.name: getattr(lesson, f.name) for f in fields(GameLesson)})
    asks = prompts(lesson)
    moves = [s for s in lesson.steps if s.expect is not None]
    if lesson.plays_out and 0 < len(moves) <= len(asks):
        asks = asks[:len(moves)]
    if len(moves) != len(asks):
        raise ValueError(f"{lesson.game}: {len(moves)} steps with a move for {len(asks)} decisions")
    ends = deal_ends(lesson)
    at, n = [], 0
    for s in lesson.steps:
        k = asks[n] if n < len(asks) else len(lesson.script)
        if s.deal_end:
            after = asks[n - 1] if n > 0 else -1
            k = next((e for e in ends if e > after), len(lesson.script))
            if s.expect is not None or k >= len(lesson.script) or (n < len(asks) and k > asks[n]):
                raise ValueError(f"{lesson.game}: step {s.text[:30]!r} is said at no deal's end before the "
                                 "last one (nor waits for a move)")
        elif s.expect is not None:
            if parse_action(lesson.script[k][1]) != parse_action(s.expect):
                raise ValueError(f"{lesson.game}: step {s.text[:30]!r} waits for {s.expect}, the script has "
                                 f"{lesson.script[k][1]}")
            n += 1
        at.append(k)
    return Lesson(lesson.game, lesson.seats, lesson.options, lesson.presets, lesson.script, lesson.steps,
                  lesson.seed, lesson.plays_out, tuple(at), tuple(asks), tuple(ends))


def lesson(game: str) -> Lesson:
    """The lesson of a game (KeyError if it has none)."""
    if game not in available():
        raise KeyError(game)
    found = importlib.import_module(game_info(game).lesson).LESSON
    if not isinstance(found, GameLesson):
        raise TypeError(f"{game}: {game_info(game).lesson}.LESSON is not a Lesson")
    return placed(found)


def available() -> list[str]:
    """The games that bring a lesson (`GameInfo.lesson`), in the order the app lists the games."""
    return [g for g in game_ids() if game_info(g).lesson]


__all__ = ["LEARNER", "Lesson", "Step", "Target", "available", "deal_ends", "lesson", "placed", "prompts"]
