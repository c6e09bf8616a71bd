"""The QObject layer between a match and the window: seats, computer players, signals."""
