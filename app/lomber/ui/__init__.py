"""Qt widgets: the main window, the table scene, card sprites, panels and dialogs.

Importing this package loads PySide6 with a lighter check of the modules imported after it (`lighten_import_check`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

import PySide6.QtCore  # noqa: F401  (loads shiboken's support package, whose check is lightened below)

# PySide6 asks of every module imported after it whether its source names PySide6 (so that only such
# modules may select `__feature__` options). It asks through `inspect.getsource`, whose module lookup
# walks all of `sys.modules` each time: about 16 ms of a 300 ms start. Reading the file answers alike.
PYSIDE_WORD = b"PySide6"
pyside_own_check: Callable[[ModuleType], bool] | None = None   # PySide6's check, kept for the tests


def uses_pyside(module: ModuleType) -> bool:
    """Whether a module's source file names PySide6 (False when it has no readable `.py` source)."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False
    try:
        with open(path, "rb") as f:
            return PYSIDE_WORD in f.read()
    except OSError:
        return False


def lighten_import_check() -> bool:
    """Put `uses_pyside` in place of PySide6's own check, if this PySide6 has it; True if it did."""
    global pyside_own_check
    feature = sys.modules.get("shibokensupport.feature")
    own = getattr(feature, "_mod_uses_pyside", None)
    if not callable(own):
        return False
    if own is not uses_pyside:
        pyside_own_check = own
        feature._mod_uses_pyside = uses_pyside  # type: ignore[union-attr]
    return True


lighten_import_check()
