"""One Lomber per data folder: a lock file, and a local socket through which a second start raises the first.

Two windows on one data folder would overwrite each other's autosave (the last writer wins and the other
match is lost). A user who starts Lomber again expects the window already open, so the second start asks
the first to come forward and exits (docs/app.md, "One Lomber at a time").
"""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, QSysInfo, QTimer, Signal

if TYPE_CHECKING:   # QtNetwork loads after the table's first paint (listen) or in a second start only
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "lomber.lock"
ANSWER = b"raised\n"
ANSWER_MS = 8000   # how long a second start waits for the first window (it may still be starting) to answer
RETRY_MS = 100
MAX_MESSAGE = 64 * 1024
WATCH_MS = 1000    # how often a running Lomber checks its lock is still there (a stat)


def server_name(folder: Path) -> str:
    """The local socket's name for a data folder (tests and portable installs have their own)."""
    import hashlib  # here: it loads OpenSSL, which the table's first paint need not wait for

    return "lomber-" + hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:20]


class SingleInstance(QObject):
    """Holds the data folder's lock and answers later starts; `activated(argv)` asks for the window."""

    activated = Signal(list)

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.lock: QLockFile | None = None
        self.server: QLocalServer | None = None
        self._watcher: QTimer | None = None

    def claim(self) -> bool:
        """True if this process is the data folder's only Lomber now; False if another one holds it.

        A folder where no lock can be made (read-only, full) is not held by anyone: Lomber runs without the
        lock, and the autosave reports its own failure.
        """
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        if not _clear_odd(self.folder / LOCK_NAME):
            return True       # a name no lock can take: as a folder where none can be made
        lock = QLockFile(str(self.folder / LOCK_NAME))
        lock.setStaleLockTime(0)   # stale only when its process is gone (a kill -9), never by age
        if not lock.tryLock(0):
            if lock.error() != QLockFile.LockError.LockFailedError:
                return True
            if not (self._clear_stale(lock) and lock.tryLock(0)):
                return False
        self.lock = lock
        self._watch()
        return True

    def _watch(self) -> None:
        """Check every WATCH_MS that the lock is still there: a data folder deleted under a running Lomber took the
        lock with it, and a second start then opened a second window over the first one's autosave."""
        if self._watcher is None:
            self._watcher = QTimer(self)
            self._watcher.timeout.connect(self.keep)
            self._watcher.start(WATCH_MS)

    def keep(self) -> None:
        """Make the lock again if its file is gone (the folder too, if need be); a start that took it meanwhile
        keeps it."""
        if self.lock is None or os.path.lexists(self.folder / LOCK_NAME):
            return
        old, self.lock = self.lock, None
        old.unlock()          # its file is gone: this only lets go of the old one
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return
        lock = QLockFile(str(self.folder / LOCK_NAME))
        lock.setStaleLockTime(0)
        if lock.tryLock(0):
            self.lock = lock

    def _clear_stale(self, lock: QLockFile) -> bool:
        """Remove a lock no running Lomber holds; True if it is gone.

        Qt calls a lock stale only when its pid is gone, so an empty lock (a disk full at the wrong moment), a
        folder of that name, or a pid since given to another program blocked every start. A Lomber holds its
        lock file open and locked by the system (flock) until it ends, and `removeStaleLockFile` removes the file
        only if it can take that lock itself: what it removes no live Lomber holds. A lock of another machine
        (a data folder on a network disk) is never touched: its holder cannot be seen from here.
        """
        path = self.folder / LOCK_NAME
        if path.is_dir() and not path.is_symlink():
            return _set_folder_aside(path)
        info = lock.getLockInfo()   # (pid, hostname, appname); (0, "", "") when it cannot be read
        host = info[-2] if isinstance(info, tuple) and len(info) >= 3 else ""
        if host and host != QSysInfo.machineHostName():
            return False
        return lock.removeStaleLockFile()

    def listen(self) -> None:
        """Answer later starts (called after the first paint: a second start waits up to ANSWER_MS for it)."""
        from PySide6.QtNetwork import QLocalServer

        if self.lock is None or self.server is not None:
            return
        self.server = QLocalServer(self)
        name = server_name(self.folder)   # after the first paint, as the server itself
        QLocalServer.removeServer(name)   # a socket left by a killed Lomber: we hold the lock now
        if self.server.listen(name):
            self.server.newConnection.connect(self._on_connection)

    def _on_connection(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            sock = self.server.nextPendingConnection()
            sock.readyRead.connect(lambda s=sock: self._on_message(s))
            sock.disconnected.connect(sock.deleteLater)

    def _on_message(self, sock: QLocalSocket) -> None:
        data = bytes(sock.readAll().data())[:MAX_MESSAGE]
        try:
            argv = json.loads(data.decode("utf-8")).get("argv", [])
        except (ValueError, AttributeError):
            argv = []
        if not isinstance(argv, list) or not all(isinstance(a, str) for a in argv):
            argv = []
        sock.write(ANSWER)
        sock.flush()
        self.activated.emit(argv)

    def release(self) -> None:
        """Stop answering and free the lock (the window is closing)."""
        if self._watcher is not None:
            self._watcher.stop()
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None


def _clear_odd(path: Path) -> bool:
    """A lock's name taken by something no Lomber makes — a FIFO (opening it waited for a writer for ever), a link
    (to /dev/zero: read for ever; dangling: every start refused), a device or a socket — is renamed aside unread
    (never followed). True if the name is free or holds a plain file or folder (`claim` and `_clear_stale` judge
    those)."""
    try:
        mode = path.lstat().st_mode
    except FileNotFoundError:
        return True
    except OSError:
        return False
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return True
    from lomber.settings import keep_aside

    try:
        keep_aside(path)
    except OSError:
        return False
    return True


def _set_folder_aside(path: Path) -> bool:
    """A folder where the lock file goes: removed if empty, else renamed aside (its contents are not ours to
    delete). True if the name is free now."""
    from lomber.settings import keep_aside

    try:
        path.rmdir()
    except OSError:
        try:
            keep_aside(path)
        except OSError:
            return False
    return True


def ask_first_to_raise(folder: Path, argv: list[str], wait_ms: int = ANSWER_MS) -> bool:
    """Ask the Lomber holding `folder` to bring its window forward; True once it answered."""
    from PySide6.QtNetwork import QLocalSocket

    sock = QLocalSocket()
    deadline = time.monotonic() + wait_ms / 1000
    while True:   # the first may hold the lock but not listen yet (two starts at once)
        sock.connectToServer(server_name(folder))
        if sock.waitForConnected(RETRY_MS):
            break
        sock.abort()
        if time.monotonic() >= deadline:
            return False
        time.sleep(RETRY_MS / 1000)
    sock.write(json.dumps({"argv": argv}).encode("utf-8"))
    sock.flush()
    got = b""
    while len(got) < len(ANSWER) and sock.waitForReadyRead(wait_ms):
        got += bytes(sock.readAll().data())
    sock.disconnectFromServer()
    return got.startswith(ANSWER)


def bring_forward(window: QObject) -> None:
    """Show the window on top, restored if it was minimized."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()

