"""The app's own games, one package each (rules, computer players, advice, rule panels); no Qt here.

Each is named by an entry point of the group `lomber.games` in pyproject.toml (`engine/registry.py`); a game
installed as a distribution of its own is found the same way. `words` holds the action words games share."""
