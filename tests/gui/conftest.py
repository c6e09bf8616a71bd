"""GUI test setup: offscreen Qt (tests/conftest.py), pytest-qt's `qapp`, and a table fixture."""

from __future__ import annotations

import pytest

from lomber.ui.speeds import Speed


@pytest.fixture
def table_view(qtbot):
    """A shown 1280×800 TableView at INSTANT speed."""
    from lomber.ui.tableview import TableView

    view = TableView()
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    qtbot.waitExposed(view)
    view.table.set_speed(Speed.INSTANT)
    return view
