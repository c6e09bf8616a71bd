"""Chemin de fer: its rules and descriptor (`match`), computer players and advice (`ai`, `odds`), rule panels
(`rules.<lang>.md`). Found through the `lomber.games` entry point `chemin-de-fer`."""

from lomber.games.chemin_de_fer.match import GAME, MATCH, CheminDeFer

__all__ = ["GAME", "MATCH", "CheminDeFer"]
