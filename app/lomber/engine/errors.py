"""Errors the engine raises; each message says which rule was broken."""


class IllegalAction(ValueError):
    """An action the rules do not allow now; the match is left unchanged."""


class OptionError(ValueError):
    """An unknown option key or a value out of range."""


class RecordError(ValueError):
    """A record that is malformed, of an unknown version, or does not replay."""


class PresetError(ValueError):
    """A stacked pack that names a card the pack does not hold (or too many of one)."""
