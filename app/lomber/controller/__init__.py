"""The QObject layer between a match and the window: seats, computer players, signals."""

from lomber.controller.match_controller import MatchController, forced, safe_action

__all__ = ["MatchController", "forced", "safe_action"]
