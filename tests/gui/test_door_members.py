"""The Protocols of tests/test_doors.py are true of the real objects: the main window has every member of
`GlueWindow`, the table scene every member of `EventTable`."""

from __future__ import annotations

from pathlib import Path

from tests.test_doors import APP, protocol_members


def _members(home: str, protocol: str) -> set[str]:
    return protocol_members(Path(APP / home).read_text(encoding="utf-8"), protocol)


def test_the_window_and_the_scene_have_every_member_of_their_doors(window) -> None:
    missing = [m for m in _members("ui/shell/gluewindow.py", "GlueWindow") if not hasattr(window, m)]
    assert not missing, f"GlueWindow names what the window lacks: {missing}"
    missing = [m for m in _members("ui/table/events.py", "EventTable") if not hasattr(window.scene, m)]
    assert not missing, f"EventTable names what the scene lacks: {missing}"
