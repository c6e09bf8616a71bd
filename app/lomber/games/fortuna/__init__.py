"""Fortuna (Russian Фортуна, 1842): the game for 4, 3, 2 players and 2 with a talon."""

from lomber.games.fortuna.match import FortunaMatch

MATCH = FortunaMatch

__all__ = ["MATCH", "FortunaMatch"]
