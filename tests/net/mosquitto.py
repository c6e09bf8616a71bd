"""A private Mosquitto broker for the relay's tests: its own process, config file and free loopback port."""

from __future__ import annotations

import shutil
import socket
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

import pytest


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Broker:
    """`mosquitto -c FILE` on 127.0.0.1:port, no persistence (a restart forgets everything, as a crash would)."""

    def __init__(self, folder: Path) -> None:
        self.binary = shutil.which("mosquitto") or next(
            (str(p) for p in (Path("/usr/sbin/mosquitto"), Path("/usr/local/sbin/mosquitto")) if p.is_file()), None)
        if self.binary is None:
            pytest.skip("the mosquitto broker is not installed (Debian: apt-get install mosquitto)")
        self.port = free_port()
        self.config = folder / "mosquitto.conf"
        # set_tcp_nodelay: what docs/network.md advises for a group's broker (small chunks go at once).
        self.config.write_text(f"listener {self.port} 127.0.0.1\nallow_anonymous true\npersistence false\n"
                               "set_tcp_nodelay true\n")
        self.log = folder / "mosquitto.log"
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"mqtt://127.0.0.1:{self.port}"

    def start(self) -> None:
        with self.log.open("a") as log:
            self.proc = subprocess.Popen([self.binary, "-c", str(self.config)], stdout=log, stderr=log)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise AssertionError(f"mosquitto did not start: {self.log.read_text()[-500:]}")

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


class Spy:
    """An MQTT client subscribed to every topic (`#`), keeping each (topic, payload); it comes back after a
    broker restart like the bridges do."""

    def __init__(self, broker: Broker) -> None:
        import paho.mqtt.client as mqtt

        self.seen: list[tuple[str, bytes]] = []
        self.lock = threading.Lock()
        self.client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="spy")
        self.client.on_connect = lambda c, *_: c.subscribe("#", qos=1)
        self.client.on_message = self._on_message
        self.client.reconnect_delay_set(0.2, 1)
        self.client.connect_async("127.0.0.1", broker.port)
        self.client.loop_start()

    def _on_message(self, _c: Any, _u: Any, msg: Any) -> None:
        with self.lock:
            self.seen.append((msg.topic, bytes(msg.payload)))

    def stop(self) -> None:
        self.client.disconnect()
        self.client.loop_stop()
