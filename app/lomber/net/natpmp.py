"""NAT-PMP, the router's port mapping where UPnP finds no router: bindings (ctypes) to the miniupnp project's own
C library libnatpmp (Debian `libnatpmp1`), no protocol code of ours. Optional at run time: without the library
`open_natpmp` says so (docs/network.md, "Over the internet")."""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import select
import socket
import threading
import time
from typing import Any

from lomber.engine.errors import LomberError

LIBRARY = "natpmp"       # the name ctypes looks for (libnatpmp.so.1)
WAIT_S = 2.0             # how long the router is waited for; libnatpmp alone would retry for about two minutes
PROTOCOL_TCP = 2         # NATPMP_PROTOCOL_TCP
RESPONSE_ADDRESS, RESPONSE_TCP = 0, 2   # NATPMP_RESPTYPE_PUBLICADDRESS, _TCPPORTMAPPING
TRYAGAIN = -100          # NATPMP_TRYAGAIN: no answer yet
HANDLE_BYTES = 512       # natpmp_t is opaque to us: a generous buffer (it is about 50 bytes on 64-bit Linux)


class NatPmpError(LomberError):
    """No NAT-PMP mapping: no library, no gateway answering, or the router refused."""


class _Timeval(ctypes.Structure):
    _fields_ = [("tv_sec", ctypes.c_long), ("tv_usec", ctypes.c_long)]


class _Mapping(ctypes.Structure):
    _fields_ = [("privateport", ctypes.c_uint16), ("mappedpublicport", ctypes.c_uint16),
                ("lifetime", ctypes.c_uint32)]


class _Answer(ctypes.Union):
    # publicaddress is a struct in_addr: four bytes in network order
    _fields_ = [("publicaddress", ctypes.c_uint8 * 4), ("newportmapping", _Mapping)]


class _Response(ctypes.Structure):
    """natpmpresp_t (natpmp.h)."""

    _fields_ = [("type", ctypes.c_uint16), ("resultcode", ctypes.c_uint16), ("epoch", ctypes.c_uint32),
                ("pnu", _Answer)]


def _library() -> Any:
    path = ctypes.util.find_library(LIBRARY)
    if path is None:
        raise NatPmpError("the libnatpmp library is not installed (Debian: libnatpmp1)", code="net-upnp")
    lib = ctypes.CDLL(path)   # a fresh object each time: its functions' argtypes are its own
    lib.initnatpmp.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint32]
    lib.closenatpmp.argtypes = [ctypes.c_void_p]
    lib.sendpublicaddressrequest.argtypes = [ctypes.c_void_p]
    lib.sendnewportmappingrequest.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_uint16, ctypes.c_uint16,
                                              ctypes.c_uint32]
    lib.getnatpmprequesttimeout.argtypes = [ctypes.c_void_p, ctypes.POINTER(_Timeval)]
    lib.readnatpmpresponseorretry.argtypes = [ctypes.c_void_p, ctypes.POINTER(_Response)]
    return lib


class NatPmp:
    """One libnatpmp handle on the default gateway (libnatpmp finds it); `close()` ends it."""

    def __init__(self, wait_s: float = WAIT_S) -> None:
        self.lib = _library()
        self.wait_s = wait_s
        self.handle = ctypes.create_string_buffer(HANDLE_BYTES)
        if self.lib.initnatpmp(self.handle, 0, 0) < 0:
            raise NatPmpError("no gateway to ask NAT-PMP (no default route?)", code="net-upnp")
        self.lock = threading.Lock()

    def _answer(self, sent: int, kind: int) -> _Response:
        if sent < 0:
            raise NatPmpError(f"the request to the router could not be sent (libnatpmp error {sent})",
                              code="net-upnp")
        fd = ctypes.c_int.from_buffer(self.handle).value   # natpmp_t's first field: its UDP socket
        response, timeout = _Response(), _Timeval()
        deadline = time.monotonic() + self.wait_s
        while True:
            got = self.lib.readnatpmpresponseorretry(self.handle, ctypes.byref(response))
            if got != TRYAGAIN:
                break
            left = deadline - time.monotonic()
            if left <= 0:
                raise NatPmpError("no router answers NAT-PMP on this network", code="net-upnp")
            self.lib.getnatpmprequesttimeout(self.handle, ctypes.byref(timeout))
            select.select([fd], [], [], max(0.0, min(left, timeout.tv_sec + timeout.tv_usec / 1e6)))
        if got < 0:
            raise NatPmpError(f"the router refused (NAT-PMP error {got})", code="net-upnp")
        if response.type != kind:
            raise NatPmpError("the router answered another question", code="net-upnp")
        return response

    def lan_ip(self) -> str:
        """This computer's address towards the gateway (libnatpmp's socket is connected to it)."""
        fd = ctypes.c_int.from_buffer(self.handle).value
        with socket.socket(fileno=os.dup(fd)) as sock:
            return str(sock.getsockname()[0])

    def public_address(self) -> str:
        with self.lock:
            answer = self._answer(self.lib.sendpublicaddressrequest(self.handle), RESPONSE_ADDRESS)
        return socket.inet_ntoa(bytes(answer.pnu.publicaddress))

    def map(self, port: int, external: int, lease: int) -> tuple[int, int]:
        """Ask for TCP `external` → this computer's `port`; the router's (external port, lifetime) granted."""
        with self.lock:
            got = self._answer(self.lib.sendnewportmappingrequest(self.handle, PROTOCOL_TCP, port, external, lease),
                               RESPONSE_TCP).pnu.newportmapping
        return got.mappedpublicport, got.lifetime

    def close(self) -> None:
        with self.lock:
            if self.handle is not None:
                self.lib.closenatpmp(self.handle)
                self.handle = None


class NatPmpRouter:
    """The mapping calls `PortMapping` makes (as miniupnpc's `UPnP` object takes them), spoken through libnatpmp;
    a removal is a mapping request with lifetime 0, which also closes the handle."""

    def __init__(self, client: NatPmp, port: int) -> None:
        self.client = client
        self.port = port

    def addportmapping(self, external: int, _proto: str, _lan_ip: str, port: int, _desc: str, _remote: str,
                       lease: int) -> None:
        self.client.map(port, external, lease)

    def deleteportmapping(self, _external: int, _proto: str) -> None:
        try:
            self.client.map(self.port, 0, 0)
        finally:
            self.client.close()


def open_natpmp(port: int, lease: int, wait_s: float = WAIT_S) -> tuple[str, int, str, int, NatPmpRouter]:
    """The router's public address, the external port it granted, this computer's LAN address, the lifetime
    granted, and the handle that renews and removes the mapping; NatPmpError."""
    client = NatPmp(wait_s)
    try:
        public_ip = client.public_address()
        external, lifetime = client.map(port, port, lease)
        lan_ip = client.lan_ip()
    except BaseException:
        client.close()
        raise
    return public_ip, external, lan_ip, lifetime, NatPmpRouter(client, port)
