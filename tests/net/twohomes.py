"""Two homes behind routers and an "internet" between them, in network namespaces of the test's own making
(veth pairs inside them only, deleted at teardown; nothing is linked to this machine's own network).

    home A (10.99.1.2) ── router A (lan 10.99.1.1 | wan 11.99.1.2, miniupnpd, masquerade) ──┐
                                                                       internet (11.99.1.1, 11.99.2.1: mosquitto)
    home B (10.99.2.2) ── router B (lan 10.99.2.1 | wan 11.99.2.2, masquerade) ─────────────┘

The internet's addresses are outside the ranges miniupnpd calls private or reserved (it maps nothing behind such
a router: a carrier's NAT); they exist only on the test's veths, in namespaces with no route out.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

import lomber

APP = str(Path(lomber.__file__).parent.parent)
PUBLIC_A, BROKER = "11.99.1.2", "11.99.1.1"

ROUTER_A_NFT = """
table inet lomber_upnp {
    chain forward { type filter hook forward priority 0; policy accept; jump miniupnpd; }
    chain miniupnpd { }
    chain prerouting { type nat hook prerouting priority -100; policy accept; jump prerouting_miniupnpd; }
    chain postrouting { type nat hook postrouting priority 100; policy accept; jump postrouting_miniupnpd;
                        oifname "wan" masquerade; }
    chain prerouting_miniupnpd { }
    chain postrouting_miniupnpd { }
}
"""
ROUTER_B_NFT = """
table ip lomber_nat {
    chain postrouting { type nat hook postrouting priority 100; policy accept; oifname "wan" masquerade; }
}
"""
MINIUPNPD_CONF = """ext_ifname=wan
listening_ip=lan
http_port=0
enable_upnp=yes
enable_natpmp=yes
secure_mode=yes
system_uptime=yes
uuid=3f1c2a5e-9b7d-4c1e-8a2f-6d5e4c3b2a19
upnp_table_name=lomber_upnp
upnp_nat_table_name=lomber_upnp
upnp_forward_chain=miniupnpd
upnp_nat_chain=prerouting_miniupnpd
upnp_nat_postrouting_chain=postrouting_miniupnpd
allow 1024-65535 10.99.1.0/24 1024-65535
deny 0-65535 0.0.0.0/0 0-65535
"""


def run(*cmd: str, ok: bool = True) -> subprocess.CompletedProcess:
    done = subprocess.run(list(cmd), capture_output=True, text=True, timeout=30, check=False)
    if ok and done.returncode != 0:
        raise AssertionError(f"{' '.join(cmd)}: {done.stderr.strip()}")
    return done


def needs(*binaries: str) -> None:
    missing = [b for b in binaries if not (shutil.which(b) or Path("/usr/sbin", b).exists())]
    if missing:
        pytest.skip(f"the two homes need {', '.join(missing)} (Debian: miniupnpd nftables mosquitto iproute2)")


class TwoHomes:
    """The five namespaces, their veths, routes and NAT; `exec(ns, …)` runs a command in one; `close()` ends
    every process started here and deletes the namespaces (their veths go with them)."""

    def __init__(self, folder: Path) -> None:
        needs("ip", "nft", "miniupnpd", "mosquitto")
        tag = f"{os.getpid() % 100000}"
        self.ns = {k: f"lomber{k}{tag}" for k in ("homeA", "routerA", "inet", "routerB", "homeB")}
        self.folder = folder
        self.procs: list[subprocess.Popen] = []
        self.upnpd: subprocess.Popen | None = None
        probe = f"lomberprobe{tag}"
        if os.geteuid() != 0 or run("ip", "netns", "add", probe, ok=False).returncode != 0:
            pytest.skip("network namespaces are not allowed here (`ip netns add` needs root): the two homes are "
                        "not built")
        run("ip", "netns", "del", probe)
        self.made: list[str] = []
        try:
            self._build()
        except BaseException:
            self.close()
            raise

    def _build(self) -> None:
        ns = self.ns
        for name in ns.values():
            run("ip", "netns", "add", name)
            self.made.append(name)
            run("ip", "-n", name, "link", "set", "lo", "up")
        links = [("homeA", "eth0", "10.99.1.2/24", "routerA", "lan", "10.99.1.1/24"),
                 ("routerA", "wan", "11.99.1.2/24", "inet", "toA", "11.99.1.1/24"),
                 ("homeB", "eth0", "10.99.2.2/24", "routerB", "lan", "10.99.2.1/24"),
                 ("routerB", "wan", "11.99.2.2/24", "inet", "toB", "11.99.2.1/24")]
        for a, ifa, addr_a, b, ifb, addr_b in links:
            run("ip", "link", "add", "name", ifa, "netns", ns[a], "type", "veth", "peer", "name", ifb, "netns", ns[b])
            for n, i, addr in ((a, ifa, addr_a), (b, ifb, addr_b)):
                run("ip", "-n", ns[n], "addr", "add", addr, "dev", i)
                run("ip", "-n", ns[n], "link", "set", i, "up")
        for home, gw in (("homeA", "10.99.1.1"), ("homeB", "10.99.2.1")):
            run("ip", "-n", ns[home], "route", "add", "default", "via", gw)
        for router, gw in (("routerA", "11.99.1.1"), ("routerB", "11.99.2.1")):
            run("ip", "-n", ns[router], "route", "add", "default", "via", gw)
        for n in ("routerA", "routerB", "inet"):
            self.exec(n, "sysctl", "-qw", "net.ipv4.ip_forward=1")
        # SSDP answers come from the router's LAN address to the host's: multicast needs the LAN link to allow it.
        run("ip", "-n", ns["routerA"], "link", "set", "lan", "multicast", "on")
        for router, rules in (("routerA", ROUTER_A_NFT), ("routerB", ROUTER_B_NFT)):
            path = self.folder / f"{router}.nft"
            path.write_text(rules)
            self.exec(router, "nft", "-f", str(path))

    def exec(self, ns: str, *cmd: str) -> subprocess.CompletedProcess:
        return run("ip", "netns", "exec", self.ns[ns], *cmd)

    def start(self, ns: str, *cmd: str, **kw: Any) -> subprocess.Popen:
        env = {**os.environ, "PYTHONPATH": APP, "QT_QPA_PLATFORM": "offscreen", **kw.pop("env", {})}
        proc = subprocess.Popen(["ip", "netns", "exec", self.ns[ns], *cmd], env=env, text=True,
                                stdout=kw.pop("stdout", subprocess.PIPE), stderr=kw.pop("stderr", subprocess.PIPE),
                                **kw)
        self.procs.append(proc)
        return proc

    def lomber(self, ns: str, *args: str, data: str) -> subprocess.Popen:
        env = {"LOMBER_CONFIG_DIR": str(self.folder / data / "config"), "LOMBER_DATA_DIR": str(self.folder / data)}
        return self.start(ns, sys.executable, "-m", "lomber", *args, env=env)

    def broker(self) -> subprocess.Popen:
        conf = self.folder / "mosquitto.conf"
        conf.write_text("listener 1883 0.0.0.0\nallow_anonymous true\npersistence false\nset_tcp_nodelay true\n")
        binary = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
        with (self.folder / "mosquitto.log").open("a") as log:
            return self.start("inet", binary, "-c", str(conf), stdout=log, stderr=log)

    def miniupnpd(self, upnp: bool = True) -> subprocess.Popen:
        """Router A's miniupnpd (one at a time: a running one is stopped first); `upnp=False`: NAT-PMP only."""
        if self.upnpd is not None and self.upnpd.poll() is None:
            self.upnpd.terminate()   # it removes its mappings as it ends
            self.upnpd.communicate(timeout=10)
        conf = self.folder / "miniupnpd.conf"
        conf.write_text(MINIUPNPD_CONF.replace("enable_upnp=yes", f"enable_upnp={'yes' if upnp else 'no'}"))
        binary = shutil.which("miniupnpd") or "/usr/sbin/miniupnpd"
        log_path = self.folder / "miniupnpd.log"
        with log_path.open("a") as log:
            start = log.tell()
            proc = self.start("routerA", binary, "-d", "-f", str(conf), "-P", str(self.folder / "miniupnpd.pid"),
                              stdout=log, stderr=log)
        self.upnpd = proc
        ready = "HTTP listening" if upnp else "Listening for NAT-PMP"   # its ports are up only then
        deadline = time.monotonic() + 10
        while ready not in log_path.read_text()[start:]:
            assert proc.poll() is None and time.monotonic() < deadline, log_path.read_text()[-800:]
            time.sleep(0.05)
        return proc

    def mappings(self) -> str:
        """The DNAT rules miniupnpd keeps on router A (one per mapping)."""
        return self.exec("routerA", "nft", "list", "chain", "inet", "lomber_upnp", "prerouting_miniupnpd").stdout

    def close(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.kill()
            proc.communicate()
        for name in self.made:
            run("ip", "netns", "del", name, ok=False)
        self.made = []


if __name__ == "__main__":   # by hand: build the homes, start router A's miniupnpd and the broker, wait for Enter
    import tempfile

    homes = TwoHomes(Path(tempfile.mkdtemp(prefix="lomber-homes-")))
    try:
        homes.miniupnpd()
        homes.broker()
        print(" ".join(f"{k}={v}" for k, v in homes.ns.items()), f"files={homes.folder}", flush=True)
        input("the two homes are up; Enter removes them\n")
    finally:
        homes.close()
