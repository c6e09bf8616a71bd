"""A table's address as people read and type it: `host:port`, an IPv6 host in brackets (`[::1]:7000`) — pure."""

from __future__ import annotations

import ipaddress

from lomber.engine.errors import LomberError


class AddressError(LomberError):
    """Text that is no `HOST:PORT` address."""


EXAMPLE = "192.168.1.20:7000"


def is_ipv6(host: str) -> bool:
    try:
        return isinstance(ipaddress.ip_address(host.partition("%")[0]), ipaddress.IPv6Address)
    except ValueError:
        return False


def format_address(host: str, port: int) -> str:
    """`host:port`, or `[host]:port` for an IPv6 host (its colons would read as the port's)."""
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def parse_address(text: str) -> tuple[str, int]:
    """`HOST:PORT` or `[IPV6]:PORT` as (host, port); an IPv6 address without brackets is refused (is its last group
    the port?), and so is anything else that is not an address."""
    text = text.strip()
    head, sep, port = text.rpartition(":")
    if head.startswith("["):
        host = head[1:-1] if head.endswith("]") else ""
        host_ok = is_ipv6(host)
    else:
        host = head
        host_ok = bool(host) and ":" not in host and "[" not in host and "]" not in host \
            and not any(c.isspace() for c in host)
    if not sep or not host_ok or not port.isascii() or not port.isdigit() or not 0 < int(port) < 65536:
        hint = " (an IPv6 address in brackets: [::1]:7000)" if text.count(":") > 1 else ""
        raise AddressError(f"{text[:60]!r} is no HOST:PORT address (e.g. {EXAMPLE}){hint}", code="net-address")
    return host, int(port)
