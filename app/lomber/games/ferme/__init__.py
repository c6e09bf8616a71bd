"""Ferme: its rules and descriptor (`match`), computer players and advice (`ai`, `joint`), rule panels
(`rules.<lang>.md`). The app finds it through the `lomber.games` entry point `ferme = "lomber.games.ferme:GAME"`."""

from lomber.games.ferme.match import GAME, MATCH, FermeMatch

__all__ = ["GAME", "MATCH", "FermeMatch"]
