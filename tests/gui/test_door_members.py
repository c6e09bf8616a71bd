"""The Protocols of tests/test_doors.py are true of the real objects: each door the window hands its match glue
has every member of its Protocol, the table scene every member of `EventTable` and of placing's `Table`; and the
glue holds no reference to the window."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.test_doors import APP, GLUE_DOORS, protocol_members


def _members(home: str, protocol: str) -> set[str]:
    return protocol_members(Path(APP / home).read_text(encoding="utf-8"), protocol)


def test_the_window_and_the_scene_have_every_member_of_their_doors(window) -> None:
    for door, protocol in GLUE_DOORS.items():
        part = getattr(window.glue, door)
        missing = [m for m in _members("ui/shell/gluewindow.py", protocol) if not hasattr(part, m)]
        assert not missing, f"{protocol} names what the glue's {door} lacks: {missing}"
    for home, protocol in (("ui/table/events.py", "EventTable"), ("ui/table/placing.py", "Table")):
        missing = [m for m in _members(home, protocol) if not hasattr(window.scene, m)]
        assert not missing, f"{protocol} names what the scene lacks: {missing}"


def _refers_to(value: object, target: object) -> bool:
    """`value` is `target`, or a method bound to it, or a function whose closure holds it."""
    if value is target or getattr(value, "__self__", None) is target:
        return True
    cells = getattr(getattr(value, "__func__", value), "__closure__", None) or ()
    return any(cell.cell_contents is target for cell in cells)


def test_the_glue_and_its_doors_hold_no_reference_to_the_window(window) -> None:
    """Neither the glue nor the small parts of ui/shell/gluedoors.py it is handed keep the window (nor a method
    bound to it, nor a function closed over it): each reaches only the pieces it drives."""
    from lomber.ui.shell import gluedoors

    assert window.coach is not None   # made now: the lessons' gate holds it from here on
    glue = window.glue
    doors = [getattr(glue, door) for door in GLUE_DOORS]
    ours = [d for d in doors if type(d).__module__ == gluedoors.__name__]
    assert {type(d).__name__ for d in ours} >= {"Notices", "Panels", "Advice", "DealPause", "Standings", "Records",
                                                  "MatchItems", "Lessons"}
    assert all(d is not window for d in doors)
    for owner in [glue, *ours]:
        held = [(name, value) for name, value in vars(owner).items() if _refers_to(value, window)]
        held += [(f"_wired[{i}]", slot) for i, (_signal, slot) in enumerate(getattr(owner, "_wired", []))
                 if _refers_to(slot, window)]
        assert not held, f"{type(owner).__name__} holds the window: {held}"


def test_the_deal_pause_is_set_only_by_its_owner(window) -> None:
    """The window and the others read the pause; only `DealPause` sets it: `hold` holds the table's clock once,
    `cancel` forgets the pause, `resume` lets the clock go on."""
    pause, queue = window.pause, window.scene.queue
    for owner, name in ((window, "deal_paused"), (pause, "paused")):
        with pytest.raises(AttributeError):
            setattr(owner, name, True)
    assert not window.deal_paused and not queue.held()
    pause.hold()
    pause.hold()
    assert window.deal_paused and queue.held()
    pause.cancel()
    assert not window.deal_paused and queue.held()     # the table is gone: whoever clears it clears its clock
    pause.hold()
    pause.resume()
    assert not window.deal_paused and not queue.held()
