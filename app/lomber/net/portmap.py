"""The home router's port mapping for a table friends reach over the internet: UPnP-IGD through the `miniupnpc`
library, else NAT-PMP through libnatpmp (net/natpmp.py; no protocol code of ours), with a lease so that a crash leaves a mapping that expires (docs/network.md,
"Over the internet"). miniupnpc is optional at import: without it hosting works and says why there is no mapping."""

from __future__ import annotations

import contextlib
import ipaddress
import random
import threading
from dataclasses import dataclass, field
from typing import IO, Any

from lomber.engine.errors import LomberError
from lomber.net.address import format_address

LEASE_S = 3600          # what the router keeps after a crash at most; renewed every RENEW_S while the table is open
RENEW_S = 1200
DISCOVER_MS = 2000      # how long the router is waited for (SSDP)
DESCRIPTION = "Lomber table"
TRIES = 8               # external ports tried: the table's own first, then random ones


class PortMapError(LomberError):
    """No mapping: no library, no router answering UPnP, or the router refused."""


class RouterRefused(PortMapError):
    """A router answered UPnP and refused every port asked."""


@dataclass
class PortMapping:
    """One TCP mapping on the router: `public_ip:external_port` → `lan_ip:port`."""

    public_ip: str
    external_port: int
    lan_ip: str
    port: int
    lease: int
    upnp: Any = field(repr=False)
    lock: threading.Lock = field(default_factory=threading.Lock, repr=False)
    removed: bool = False
    via: str = "UPnP"

    @property
    def public_address(self) -> str:
        return format_address(self.public_ip, self.external_port)

    def public(self) -> bool:
        """Whether the router's own address is one the internet reaches (not behind a carrier's NAT too)."""
        try:
            ip = ipaddress.ip_address(self.public_ip)
        except ValueError:
            return False
        return not (ip.is_private or ip.is_loopback or ip.is_link_local)

    def renew(self) -> None:
        """Ask again, so that the lease does not run out while the table is open."""
        with self.lock:
            if not self.removed:
                _add(self.upnp, self.external_port, self.lan_ip, self.port, self.lease)

    def remove(self) -> None:
        """Delete the mapping (once; a router that is gone is not waited for again)."""
        with self.lock:
            if self.removed:
                return
            self.removed = True
            # The router forgot it, or is gone: the lease ends it anyway. (miniupnpc raises plain Exception.)
            with contextlib.suppress(Exception):
                self.upnp.deleteportmapping(self.external_port, "TCP")


def _add(upnp: Any, external: int, lan_ip: str, port: int, lease: int) -> None:
    upnp.addportmapping(external, "TCP", lan_ip, port, DESCRIPTION, "", lease)


def open_mapping(port: int, lease: int = LEASE_S, discover_ms: int = DISCOVER_MS) -> PortMapping:
    """Find the router, learn its public address and map a TCP port to this computer's `port`: by UPnP, else by
    NAT-PMP when no router answers UPnP; PortMapError with both reasons."""
    try:
        return _open_upnp(port, lease, discover_ms)
    except PortMapError as upnp_failed:
        if isinstance(upnp_failed, RouterRefused):   # a UPnP router answered: NAT-PMP is for where none does
            raise
        from lomber.net.natpmp import NatPmpError, open_natpmp

        try:
            public_ip, external, lan_ip, lifetime, router = open_natpmp(port, lease)
        except NatPmpError as natpmp_failed:
            raise PortMapError(f"{upnp_failed}; {natpmp_failed}", code="net-upnp") from None
        return PortMapping(public_ip, external, lan_ip, port, lifetime or lease, router, via="NAT-PMP")


def _open_upnp(port: int, lease: int, discover_ms: int) -> PortMapping:
    try:
        import miniupnpc
    except ImportError:
        raise PortMapError("the miniupnpc library is not installed (pip install miniupnpc): no router mapping",
                           code="net-upnp") from None
    upnp = miniupnpc.UPnP()
    upnp.discoverdelay = discover_ms
    try:
        if upnp.discover() == 0:
            raise PortMapError("no router answers UPnP on this network", code="net-upnp")
        upnp.selectigd()
        public_ip = upnp.externalipaddress()
    except PortMapError:
        raise
    except Exception as exc:  # noqa: BLE001 - miniupnpc raises plain Exception with the router's words
        raise PortMapError(f"the router does not map ports ({exc})", code="net-upnp") from None
    if not public_ip:
        raise PortMapError("the router does not know its public address (is it connected?)", code="net-upnp")
    last = ""
    for external in [port, *random.sample(range(20000, 60000), TRIES - 1)]:
        taken = _taken_by_another(upnp, external, upnp.lanaddr, port)
        if taken:
            last = taken
            continue
        try:
            _add(upnp, external, upnp.lanaddr, port, lease)
        except Exception as exc:  # noqa: BLE001 - the router's refusal, as miniupnpc raises it
            last = str(exc)
            continue
        return PortMapping(public_ip, external, upnp.lanaddr, port, lease, upnp)
    raise RouterRefused(f"the router refused the mapping ({last})", code="net-upnp")


def _taken_by_another(upnp: Any, external: int, lan_ip: str, port: int) -> str:
    try:
        there = upnp.getspecificportmapping(external, "TCP")
    except Exception:  # noqa: BLE001 - no such mapping: miniupnpc raises plain Exception
        return ""
    if there and (there[0], there[1]) != (lan_ip, port):
        return f"port {external} already goes to {there[0]}"
    return ""


def map_for_serve(port: int, err: IO[str]) -> PortMapping | None:
    """`lomber serve --upnp`: the mapping, or None with the reason said on `err` (the table opens anyway)."""
    try:
        mapping = open_mapping(port)
    except PortMapError as exc:
        print(f"lomber serve: {exc}; friends on the internet need the relay (--relay URL)", file=err, flush=True)
        return None
    print(f"lomber serve: the router maps {mapping.public_address} to this computer's port {port} "
          f"({mapping.via}, a lease of {mapping.lease} s, renewed while the table is open)", file=err, flush=True)
    if not mapping.public():
        print(f"lomber serve: the router's own address {mapping.public_ip} is not public (a carrier's NAT?): "
              "friends may need the relay", file=err, flush=True)
    return mapping
