"""Fortuna (Russian Фортуна, 1842): the game for 4, 3, 2 players and 2 with a talon.

Its card rules (`rules`), payments (`settle`), match and descriptor (`match`), computer players and advice (`ai`,
`strong`, `sim`, `solve`, `worlds`), rule panels (`rules.<lang>.md`). Found through the `lomber.games` entry
point `fortuna`."""

from lomber.games.fortuna.match import GAME, FortunaMatch

MATCH = FortunaMatch

__all__ = ["GAME", "MATCH", "FortunaMatch"]
