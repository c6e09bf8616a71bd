"""The lighter check PySide6 makes of every module imported after it answers as PySide6's own."""

from __future__ import annotations

import sys

import lomber.engine.match
import lomber.ui.shell.app
import lomber.ui.shell.mainwindow  # noqa: F401
from lomber import ui


def test_the_lighter_check_is_in_place_with_the_pinned_pyside() -> None:
    feature = sys.modules["shibokensupport.feature"]
    assert ui.lighten_import_check()
    assert feature._mod_uses_pyside is ui.uses_pyside
    assert ui.pyside_own_check is not None and ui.pyside_own_check is not ui.uses_pyside


def test_it_answers_as_pysides_own_check_for_every_module_loaded() -> None:
    own = ui.pyside_own_check
    assert own is not None
    modules = [m for m in list(sys.modules.values()) if m is not None]
    answers = {m.__name__: ui.uses_pyside(m) for m in modules}
    assert answers == {m.__name__: own(m) for m in modules}
    # Both kinds are among them: the check tells the app's Qt modules from its pure ones.
    assert answers["lomber.ui.shell.app"] and answers["lomber.ui.shell.mainwindow"]
    assert not answers["lomber.engine.match"] and not answers["json"]
