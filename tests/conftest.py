"""Shared test setup: Qt offscreen, and helpers to build stacked-pack records."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
