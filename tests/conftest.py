"""Shared test setup: Qt offscreen, and helpers to build stacked-pack records."""

from __future__ import annotations

import os
from pathlib import Path

# Offscreen Qt on a 1920×1200 screen (its own default is 800×800): the window opens at its full first size, as on
# a desktop; tests of small screens resize the window or start a child on smaller screens (the window fits its
# screen, ui/shell/screenfit.py).
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={Path(__file__).parent / 'data' / 'offscreen-screen.json'}"
# A table hosted by a test is not announced on the machine's networks, nor heard from them (net/announce.py); the
# discovery test sets this back inside a network namespace of its own.
os.environ["LOMBER_DISCOVERY"] = "off"
