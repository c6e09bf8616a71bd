"""The dialogs: a new game, hosting a network table, a long record opening."""
