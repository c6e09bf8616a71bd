"""The network tests' shared fixture: the hosts a test made, closed and deleted after it."""

from __future__ import annotations

import pytest

from tests.net.harness import spin


@pytest.fixture
def hosts():
    made = []
    yield made
    for host in made:
        host.close()
        host.ctrl.shutdown()
        host.deleteLater()
    spin(lambda: False, 0.2)   # the hosts and their sockets go now, not whenever the collector gets to them
