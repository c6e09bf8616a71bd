"""Fly: its rules and descriptor (`match`), computer players and advice (`ai`, `heuristics`, `sim`), rule panels
(`rules.<lang>.md`). Found through the `lomber.games` entry point `fly`."""

from lomber.games.fly.match import GAME, MATCH, FlyMatch

__all__ = ["GAME", "MATCH", "FlyMatch"]
