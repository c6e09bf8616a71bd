"""Real `lomber` processes for the kill -9 and two-instance tests (offscreen, folders in a temp dir)."""

from __future__ import annotations

import json
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from lomber.settings import CONFIG_ENV, DATA_ENV

DRIVE = Path(__file__).with_name("drive.py")
ROOT = Path(__file__).resolve().parents[2]
START_TIMEOUT = 90   # seconds: a cold start on a busy 2-core machine


def app_env(home: Path) -> dict[str, str]:
    """The environment of a Lomber whose settings and data live under `home` (instant speed)."""
    config = home / "config"
    config.mkdir(parents=True, exist_ok=True)
    if not (config / "settings.json").exists():
        (config / "settings.json").write_text(json.dumps({"version": 1, "speed": "instant"}))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONUNBUFFERED="1")
    env[CONFIG_ENV], env[DATA_ENV] = str(config), str(home / "data")
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")])
    return env


def dead_pid() -> int:
    """The pid of a process that has ended (and was reaped)."""
    p = subprocess.Popen([sys.executable, "-c", "pass"])
    p.wait()
    return p.pid


class App:
    """A running `lomber` (the real entry point through tests/reliability/drive.py, or plain `-m lomber`)."""

    def __init__(self, home: Path, args: list[str], driven: bool = True) -> None:
        cmd = [sys.executable, str(DRIVE), *args] if driven else [sys.executable, "-m", "lomber", *args]
        self.proc = subprocess.Popen(cmd, env=app_env(home), cwd=str(home), stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True, start_new_session=True)
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self.stderr: list[str] = []
        threading.Thread(target=self._pump, args=(self.proc.stdout, self.lines), daemon=True).start()
        threading.Thread(target=self._pump_err, daemon=True).start()

    @staticmethod
    def _pump(stream, out: queue.Queue[str]) -> None:
        for line in stream:
            out.put(line.rstrip("\n"))

    def _pump_err(self) -> None:
        for line in self.proc.stderr:
            self.stderr.append(line.rstrip("\n"))

    def wait_for(self, *prefixes: str, timeout: float = START_TIMEOUT) -> str:
        """The next stdout line starting with one of `prefixes` (AssertionError on timeout or exit)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"no {prefixes} within {timeout} s; saw {self.seen}; stderr {self.stderr[-5:]}")
            try:
                line = self.lines.get(timeout=min(left, 0.5))
            except queue.Empty:
                if self.proc.poll() is not None and self.lines.empty():
                    raise AssertionError(f"exited {self.proc.returncode} before {prefixes}; saw {self.seen}; "
                                         f"stderr {self.stderr[-5:]}") from None
                continue
            self.seen.append(line)
            if line.startswith(prefixes):
                return line

    def kill9(self) -> None:
        """SIGKILL the app's own process only (its AI worker must notice and end by itself)."""
        os.kill(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)

    def session_alive(self) -> list[int]:
        """Processes still running in the app's session (Linux: its AI worker, if orphaned)."""
        out = []
        for d in Path("/proc").iterdir():
            if d.name.isdigit():
                try:
                    fields = (d / "stat").read_text().rsplit(")", 1)[1].split()
                except OSError:
                    continue
                if int(fields[3]) == self.proc.pid and fields[0] != "Z":   # session id
                    out.append(int(d.name))
        return out

    def cleanup(self) -> None:
        """End whatever is left of the app's session (only ours: it was started in its own session)."""
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            pass


def remove_socket(data: Path) -> None:
    """The local socket a killed Lomber leaves in the temp folder (a later start would reuse it)."""
    from lomber.ui.shell.instance import server_name

    sock = Path(os.environ.get("TMPDIR", "/tmp")) / server_name(data)
    if sock.exists():
        sock.unlink()
