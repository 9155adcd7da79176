"""The Python end of the Node bridge (``bridge.mjs``): JSON lines, a deadline per request, kill on overrun.

Node runs as ``node --input-type=module -e <bridge source>`` with the user's project as working directory,
so the bridge resolves ``@mastra/core`` and the user's module exactly as their own ESM code does, and nothing
is written into the project. Requests go to the bridge's stdin; responses come back on a separate pipe, so
output from the user's module cannot corrupt the protocol.
"""

from __future__ import annotations

import itertools
import json
import os
import queue
import re
import shutil
import subprocess
import tempfile
import threading
from importlib import resources
from pathlib import Path
from typing import Any

from .._deadline import Deadline
from .._errors import ProbeTimeout, TargetError
from .._proc import (
    MARKER_VAR,
    CappedReader,
    ProcessId,
    contained,
    descendants,
    kill_processes,
    kill_tree,
    marked,
    new_marker,
)
from .._redact import redact, register, secret_values

#: How much longer than the bridge's own op timeout Python waits before killing it.
_GRACE = 5.0
_ERROR_LINE = re.compile(r"^(?:[A-Z][A-Za-z]*)?Error(?: \[[A-Z_]+\])?: ")
_ERROR_LINE_MAX = 300


def bridge_source() -> str:
    return resources.files(__package__).joinpath("bridge.mjs").read_text(encoding="utf-8")


class BridgeDied(TargetError):
    """The bridge process exited or was killed; no further requests are possible."""


class Bridge:
    def __init__(self, project: Path) -> None:
        self._project = project
        self._proc: subprocess.Popen[bytes] | None = None
        self._responses: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self._stderr: CappedReader | None = None
        self._marker = new_marker()

    @property
    def pid(self) -> int | None:
        return None if self._proc is None else self._proc.pid

    def start(self) -> None:
        node = shutil.which("node")
        if node is None:
            raise TargetError("node is not on PATH; the mastra: target needs Node.js to load the sandbox")
        if not self._project.is_dir():
            raise TargetError(f"project folder {self._project} does not exist")
        read_fd, write_fd = os.pipe()
        # The user's module may need its credentials from the environment, so the environment is inherited.
        env = dict(os.environ, MASTRA_PROBE_FD=str(write_fd), TMPDIR=tempfile.gettempdir())
        env[MARKER_VAR] = self._marker
        register(secret_values(env))  # what the bridge sees stays masked even if os.environ changes later
        try:
            self._proc = subprocess.Popen(
                # Under the subreaper: whatever the user's module starts ends with the bridge.
                contained([node, "--input-type=module", "-e", bridge_source()]),
                cwd=self._project,
                env=env,
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,  # whatever the user's module prints; responses use their own pipe
                stderr=subprocess.PIPE,
                pass_fds=(write_fd,),
                start_new_session=True,
            )
        except OSError as exc:
            os.close(read_fd)
            raise TargetError(f"cannot start node: {exc}") from None
        finally:
            os.close(write_fd)
        self._stderr = CappedReader(self._proc.stderr)
        self._stderr.start()
        threading.Thread(target=self._read, args=(read_fd,), daemon=True).start()

    def _read(self, fd: int) -> None:
        with os.fdopen(fd, "rb") as stream:
            for line in stream:
                try:
                    msg = json.loads(line)
                except ValueError:
                    continue
                if isinstance(msg, dict):
                    self._responses.put(msg)
        self._responses.put(None)  # EOF: the bridge is gone

    def error_line(self) -> str:
        """The last JavaScript error line Node printed, if any. Only that line: stderr may hold anything the
        user's module logged, environment values included."""
        text = self._stderr.text() if self._stderr else ""
        lines = [ln.strip() for ln in text.splitlines() if _ERROR_LINE.match(ln.strip())]
        if not lines:
            return ""
        line = redact(lines[-1])  # before cutting: a secret cut in two would no longer match
        return line if len(line) <= _ERROR_LINE_MAX else line[: _ERROR_LINE_MAX - 1] + "…"

    def request(self, op: str, *, timeout: float, **args: Any) -> dict[str, Any]:
        """Send one request and wait for its response; on overrun kill the bridge and raise ``ProbeTimeout``."""
        proc = self._proc
        if proc is None or proc.poll() is not None:
            raise BridgeDied(f"the Node bridge is not running{self._why()}")
        if timeout <= 0:
            raise ProbeTimeout(f"no time left for bridge operation {op!r}")
        with self._lock:
            rid = next(self._ids)
            line = json.dumps({"id": rid, "op": op, "opTimeoutMs": int(timeout * 1000), **args}) + "\n"
            try:
                assert proc.stdin is not None
                proc.stdin.write(line.encode())
                proc.stdin.flush()
            except (BrokenPipeError, OSError):
                raise BridgeDied(f"the Node bridge exited{self._why()}") from None
            deadline = Deadline.after(timeout + _GRACE)
            while True:
                try:
                    msg = self._responses.get(timeout=max(deadline.remaining(), 0.001))
                except queue.Empty:
                    self.kill()
                    raise ProbeTimeout(
                        f"bridge operation {op!r} did not answer within {timeout + _GRACE:.0f}s; the bridge was stopped"
                    ) from None
                if msg is None:
                    self._responses.put(None)
                    try:  # the response pipe closed: the bridge is exiting; let it finish, to report its status
                        proc.wait(timeout=2)
                    except subprocess.TimeoutExpired:
                        pass
                    if self._stderr is not None and proc.poll() is not None:
                        # Its last words may still be in the pipe: the reader ends at the pipe's end.
                        self._stderr.join(timeout=2)
                    raise BridgeDied(f"the Node bridge exited during {op!r}{self._why()}")
                if msg.get("id") == rid:
                    return msg
                # A late answer to an earlier request that already timed out: drop it.

    def _why(self) -> str:
        line = self.error_line()
        code = self._proc.poll() if self._proc is not None else None
        return (f" (exit status {code})" if code is not None else "") + (f": {line}" if line else "")

    def close(self, deadline: Deadline) -> None:
        """Ask the bridge to exit; kill whatever it and its descendants left behind."""
        proc = self._proc
        if proc is None:
            return
        leftovers: list[ProcessId] = descendants(proc.pid)
        if proc.poll() is None:
            try:
                self.request("close", timeout=deadline.cap(2.0))
            except (TargetError, ProbeTimeout):
                pass
            try:
                proc.wait(timeout=max(deadline.cap(2.0), 0.1))
            except subprocess.TimeoutExpired:
                pass
        self.kill()
        # Orphans of the bridge (e.g. detached commands a sandbox never reaped) are no longer its children.
        kill_processes(leftovers + marked(self._marker))
        for stream in (proc.stdin, proc.stderr):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass
        self._proc = None

    def kill(self) -> None:
        if self._proc is not None:
            kill_tree(self._proc)
