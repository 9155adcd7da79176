"""Local processes the probes start: argv only, a new session each, and the whole tree contained and killed.

Every child runs under the subreaper (``_reaper.py``, Linux): a process it starts that leaves the process
group (LocalSandbox spawns commands with ``detached: true``), daemonizes with a double fork or ``setsid``, or
clears its environment is still re-parented to the subreaper, so it remains a descendant that ``/proc``
shows. When the command exits the subreaper kills what is left; on overrun this side kills every descendant
while the subreaper still holds them. Without prctl (not Linux) the ``MASTRA_PROBE_RUN`` marker in the
environment still finds daemonized processes that kept their environment.
"""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO

#: A process identity that survives PID reuse: (pid, start time in clock ticks since boot).
ProcessId = tuple[int, int]

_OUTPUT_CAP = 64 * 1024
MARKER_VAR = "MASTRA_PROBE_RUN"
_REAPER = Path(__file__).with_name("_reaper.py")
#: Rounds of killing descendants: a process that forks between a listing and the kill adds one more round.
_KILL_ROUNDS = 50


def new_marker() -> str:
    return secrets.token_hex(8)


@dataclass(frozen=True)
class Completed:
    exit_code: int | None
    stdout: str
    stderr: str
    timed_out: bool
    elapsed: float


def _stat(pid: int) -> tuple[int, int, int] | None:
    """(ppid, pgid, starttime) of ``pid`` from /proc, or None when it is gone or /proc is absent."""
    try:
        raw = Path(f"/proc/{pid}/stat").read_bytes()
    except OSError:
        return None
    # The command name may contain spaces and parentheses: split after its last ')'.
    fields = raw[raw.rfind(b")") + 2 :].split()
    if fields[0] == b"Z":  # a zombie is already dead; its parent reaps it
        return None
    return int(fields[1]), int(fields[2]), int(fields[19])


def descendants(root: int) -> list[ProcessId]:
    """All live descendants of ``root`` (not ``root`` itself), found through /proc parent links."""
    children: dict[int, list[int]] = {}
    starts: dict[int, int] = {}
    try:
        names = os.listdir("/proc")
    except OSError:
        return []
    for name in names:
        if not name.isdigit():
            continue
        info = _stat(int(name))
        if info is not None:
            children.setdefault(info[0], []).append(int(name))
            starts[int(name)] = info[2]
    found: list[ProcessId] = []
    todo = [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append((child, starts[child]))
            todo.append(child)
    return found


def marked(marker: str) -> list[ProcessId]:
    """Live processes (of this user) whose environment carries ``MASTRA_PROBE_RUN=<marker>``."""
    needle = f"\0{MARKER_VAR}={marker}\0".encode()
    found: list[ProcessId] = []
    try:
        names = os.listdir("/proc")
    except OSError:
        return []
    for name in names:
        if not name.isdigit() or int(name) == os.getpid():
            continue
        try:
            environ = Path(f"/proc/{name}/environ").read_bytes()
        except OSError:
            continue  # gone, or another user's
        if needle in b"\0" + environ + b"\0":
            info = _stat(int(name))
            if info is not None:
                found.append((int(name), info[2]))
    return found


def kill_processes(procs: Sequence[ProcessId]) -> None:
    """SIGKILL each process still alive with the same identity, and the group it leads, if any."""
    for pid, start in procs:
        info = _stat(pid)
        if info is None or info[2] != start:
            continue  # gone, or the pid now names another process
        try:
            if info[1] == pid:
                os.killpg(pid, signal.SIGKILL)
            else:
                os.kill(pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass


def contained(argv: Sequence[str]) -> list[str]:
    """``argv`` run under the subreaper, so nothing it starts can outlive it; as is where that cannot work."""
    if not sys.platform.startswith("linux") or not sys.executable or not _REAPER.is_file():
        return list(argv)
    # -I -S: the reaper needs only the standard library, and no user site or environment may change it.
    return [sys.executable, "-I", "-S", str(_REAPER), str(os.getpid()), *argv]


def kill_tree(proc: subprocess.Popen[bytes] | subprocess.Popen[str]) -> None:
    """Kill every descendant of ``proc``, then ``proc``'s process group, and reap ``proc``.

    Descendants go first: while ``proc`` (the subreaper) lives, orphans are re-parented to it and stay
    visible; once it is dead they would be re-parented to init and lost.
    """
    for _ in range(_KILL_ROUNDS):
        found = descendants(proc.pid)
        if not found:
            break
        kill_processes(found)
        time.sleep(0.005)
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass


class CappedReader(threading.Thread):
    """Drains a pipe in the background and keeps at most ``cap`` bytes (the tail)."""

    def __init__(self, stream: IO[bytes] | None, cap: int = _OUTPUT_CAP) -> None:
        super().__init__(daemon=True)
        assert stream is not None, "a pipe"
        self._stream = stream
        self._cap = cap
        self._chunks = bytearray()

    def run(self) -> None:
        # read1 returns what is there instead of waiting for a full buffer.
        read = getattr(self._stream, "read1", self._stream.read)
        while True:
            try:
                chunk = read(65536)
            except (OSError, ValueError):
                return
            if not chunk:
                return
            self._chunks += chunk
            if len(self._chunks) > self._cap:
                del self._chunks[: len(self._chunks) - self._cap]

    def text(self) -> str:
        return bytes(self._chunks).decode("utf-8", "replace")


def run_argv(argv: Sequence[str], *, cwd: str | os.PathLike[str], env: Mapping[str, str], timeout: float) -> Completed:
    """Run ``argv`` (never through a shell) and kill its whole tree if it overruns ``timeout`` seconds."""
    started = time.monotonic()
    marker = new_marker()
    try:
        proc = subprocess.Popen(
            contained(argv),
            cwd=cwd,
            env={**env, MARKER_VAR: marker},
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,
        )
    except OSError as exc:  # like a shell's "command not found"
        return Completed(127, "", f"{argv[0]}: {exc.strerror}", False, time.monotonic() - started)
    readers = [CappedReader(proc.stdout), CappedReader(proc.stderr)]
    for reader in readers:
        reader.start()
    timed_out = False
    try:
        proc.wait(timeout=max(timeout, 0.0))
    except subprocess.TimeoutExpired:
        timed_out = True
        kill_tree(proc)
    else:
        try:  # the command is done; whatever it left running in its group is the probe's to remove
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
    kill_processes(marked(marker))
    for reader in readers:
        reader.join(timeout=2)
    return Completed(
        None if timed_out else proc.returncode,
        readers[0].text(),
        readers[1].text(),
        timed_out,
        time.monotonic() - started,
    )
