"""Find the resources folder the same way from a checkout, an editable install, a wheel and a bundle."""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path


@cache
def resources_dir() -> Path:
    """The folder holding cards/, icons/, translations/ … (raises if the install is broken)."""
    here = Path(__file__).resolve().parent
    candidates = [
        here / "resources",                       # installed wheel: lomber/resources
        here.parent.parent / "resources",         # checkout and editable install: <repo>/resources
    ]
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.insert(0, Path(bundle) / "lomber" / "resources")
    for c in candidates:
        if (c / "translations").is_dir():
            return c
    raise FileNotFoundError("Lomber's resources are missing; reinstall the app")


def resource(*parts: str) -> Path:
    """A path inside the resources folder."""
    return resources_dir().joinpath(*parts)
