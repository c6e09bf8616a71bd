"""Tables announced and heard on real sockets, end to end, inside a network namespace of the test's own: its only
network is a loopback of its own (`unshare -n`, then `ip link set lo up multicast on`), so no datagram reaches
any other address. `tests/net/netns_discovery.py` runs there: real `lomber serve --announce` hosts, real
`lomber join` players, and a `Listener`."""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import lomber

ROOT = Path(__file__).resolve().parents[2]
APP = str(Path(lomber.__file__).parent.parent)


def namespace_command() -> list[str]:
    """`unshare -n` as root, else `unshare -rn` (a user namespace mapping us to its root); skips, saying exactly
    why, only when this machine gives neither."""
    reasons = []
    if shutil.which("unshare") is None or shutil.which("ip") is None:
        pytest.skip("network namespaces need the `unshare` and `ip` commands, and this machine lacks one")
    for cmd in (["unshare", "-n"], ["unshare", "-rn"]):
        done = subprocess.run([*cmd, "ip", "link", "set", "lo", "up", "multicast", "on"], capture_output=True,
                              text=True, timeout=30, check=False)
        if done.returncode == 0:
            return cmd
        reasons.append(f"`{' '.join(cmd)}`: {done.stderr.strip() or done.returncode}")
    pytest.skip("no network namespace of our own on this machine: " + "; ".join(reasons))


def test_a_hosted_table_is_listed_across_the_namespace_and_leaves_when_it_fills_or_its_host_stops():
    cmd = namespace_command()
    env = {k: v for k, v in os.environ.items() if k != "LOMBER_DISCOVERY"}   # announcing is on in there only
    env.update(PYTHONPATH=os.pathsep.join([APP, str(ROOT)]), QT_QPA_PLATFORM="offscreen")
    script = f"ip link set lo up multicast on && exec {shlex.quote(sys.executable)} -m tests.net.netns_discovery"
    done = subprocess.run([*cmd, "sh", "-c", script], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=600, check=False)
    assert done.returncode == 0, done.stderr[-3000:]
    seen = {line["what"]: line for line in map(json.loads, done.stdout.splitlines())}
    assert all(s["ok"] for s in seen.values()), json.dumps(seen, ensure_ascii=False)
    first = seen["announced"]["tables"]
    assert len(first) == 1
    assert first[0]["where"].startswith("127.0.0.1:")
    # The host's name comes as text, cleaned of its control character; markup stays words (shown as plain text).
    assert {k: first[0][k] for k in ("game", "free", "seats", "name")} == \
        {"game": "fly", "free": 2, "seats": 3, "name": "Vera <b>"}
    assert seen["one joined"]["tables"][0]["free"] == 1
    assert seen["full"]["tables"] == []                        # full and started: no longer announced
    assert seen["announced 2"]["tables"][0]["name"] == "Pavel"
    assert seen["full"]["goodbye"]                             # said at once, not left to expire
    assert seen["interrupted"]["tables"] == [] and seen["interrupted"]["goodbye"]
    # A killed host says nothing: its table expired, EXPIRE_S after it was last heard.
    assert seen["killed"]["tables"] == [] and not seen["killed"]["goodbye"]
    assert seen["killed"]["after"] > 0.5
    # The window hosting from its lobby announces the same way, under its user's name, on every address it has.
    assert [{k: t[k] for k in ("game", "free", "seats", "name")} for t in seen["window hosts"]["tables"]] == \
        [{"game": "fly", "free": 2, "seats": 4, "name": "Olga"}]
    assert seen["window closed"]["tables"] == [] and seen["window closed"]["goodbye"]
