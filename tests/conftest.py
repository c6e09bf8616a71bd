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
# Nothing a test runs (a `lomber join` keeping its seat's token, net/seatstore.py) writes in the user's data folder;
# the window's tests set a folder of their own per test (tests/gui/conftest.py).
if "LOMBER_DATA_DIR" not in os.environ:
    import tempfile

    os.environ["LOMBER_DATA_DIR"] = tempfile.mkdtemp(prefix="lomber-tests-data-")
