"""How fast the table animates: the setting's words, kept free of Qt so that settings and storage stay pure.

The durations each speed stands for are the window's business (`lomber.ui.table.speeds`)."""

from __future__ import annotations

import enum

from lomber.engine.options import N_


class Speed(enum.Enum):
    """How fast the table animates; INSTANT finishes everything synchronously (tests, --smoke).

    The value is the settings' word; `label` the menu's (translated where it is shown)."""

    SLOW = ("slow", N_("Slow"))
    NORMAL = ("normal", N_("Normal"))
    FAST = ("fast", N_("Fast"))
    INSTANT = ("instant", N_("Instant"))

    def __new__(cls, value: str, label: str) -> Speed:  # noqa: PYI034
        member = object.__new__(cls)
        member._value_ = value
        member.label = label
        return member
