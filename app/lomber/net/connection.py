"""One client's connection at the host, once it holds the table's code: its socket set up, its frames, its rate,
what is queued for it and when it was last heard (the host's keep-alives: docs/network.md, "Limits")."""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtNetwork import QAbstractSocket, QSslSocket

from lomber.net import protocol as p
from lomber.net.listener import address_of


@dataclass(eq=False)
class Conn:
    sock: QSslSocket
    reader: p.FrameReader
    since: float                    # when its TLS was up
    tokens: float                   # its rate limit's bucket
    last: float                     # when the bucket was last filled
    address: str = ""
    seat: int | None = None
    closing: float | None = None    # when the error was sent
    heard: float = 0.0              # when a byte last came from it
    pinged: float = 0.0             # when it was last sent a keep-alive

    @classmethod
    def over(cls, sock: QSslSocket, max_frame: int, burst: int) -> Conn:
        now = time.monotonic()
        # Small frames go at once: with Nagle's algorithm each waited for the peer's delayed ACK (~40 ms).
        sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        # Qt reads from the kernel no further than this ahead of us: a fast sender waits, not our memory.
        sock.setReadBufferSize(max_frame + p.HEADER.size)
        return cls(sock, p.FrameReader(max_frame, p.MAX_DEPTH_TO_HOST), now, float(burst), now, address_of(sock),
                   heard=now, pinged=now)

    def queued(self) -> int:
        """Bytes written to it and not yet taken by the kernel: the text not yet encrypted and the encrypted bytes
        (for a TLS socket `bytesToWrite` counts only the first; a client that stopped reading grew the second)."""
        return self.sock.bytesToWrite() + self.sock.encryptedBytesToWrite()

    def take_token(self, rate: float, burst: int) -> bool:
        """One message's worth of its rate limit (a token bucket); False: it floods."""
        now = time.monotonic()
        self.tokens = min(float(burst), self.tokens + (now - self.last) * rate)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True
