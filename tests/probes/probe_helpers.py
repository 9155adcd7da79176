"""Helpers shared by the probe tests: a tiny catalog and leak checks for processes and temporary folders."""

from __future__ import annotations

import ctypes
import os
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest

_PR_SET_CHILD_SUBREAPER = 36


@dataclass(frozen=True)
class Entry:
    """The fields the probes read from a catalog entry."""

    id: str
    capability: str
    probes: tuple[str, ...]
    title: str = ""


@dataclass(frozen=True)
class Catalog:
    entries: tuple[Entry, ...]


@dataclass(frozen=True)
class Sshd:
    """A running test sshd: how to reach it and its daemon's pid."""

    port: int
    user: str
    key: Path
    known_hosts: Path
    pid: int
    folder: Path

    @property
    def target(self) -> str:
        return f"ssh://{self.user}@127.0.0.1:{self.port}"


NO_EXEC = Entry("no-exec", "executeCommand", ("surface", "execute_command"), "No executeCommand")
NO_SET_ENV = Entry("no-set-env", "setEnv", ("surface", "set_env", "versions"), "No setEnv")
SET_ENV_IGNORED = Entry("set-env-ignored", "setEnv", ("set_env",), "setEnv ignored")
NO_NETWORKING = Entry("no-networking", "networking", ("surface", "networking"), "No networking")
PORT_NOT_EXPOSED = Entry("port-not-exposed", "publicUrl", ("networking", "public_url"), "Port not exposed")
START_FAILS = Entry("start-fails", "lifecycle", ("lifecycle",), "Start hook failed")
CATALOG = Catalog((NO_EXEC, NO_SET_ENV, SET_ENV_IGNORED, NO_NETWORKING, PORT_NOT_EXPOSED, START_FAILS))


def _children() -> dict[int, list[int]]:
    tree: dict[int, list[int]] = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                raw = Path(f"/proc/{name}/stat").read_bytes()
            except OSError:
                continue
            fields = raw[raw.rfind(b")") + 2 :].split()
            if fields[0] != b"Z":
                tree.setdefault(int(fields[1]), []).append(int(name))
    return tree


def live_descendants(root: int) -> set[int]:
    tree = _children()
    found: set[int] = set()
    todo = [root]
    while todo:
        for child in tree.get(todo.pop(), []):
            found.add(child)
            todo.append(child)
    return found


def cmdline(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
    except OSError:
        return "<gone>"


def _reap() -> None:
    while True:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            return


@contextmanager
def no_leftover_processes() -> Iterator[None]:
    """Fail if anything started inside the block is still running after it (orphans included).

    The test process becomes a child subreaper for the block, so a process the probe left behind is
    re-parented to it instead of to init, and shows up as its descendant.
    """
    if not Path("/proc/self/stat").exists():
        pytest.skip("needs Linux /proc to see leftover processes")
    libc = ctypes.CDLL(None, use_errno=True)
    before = live_descendants(os.getpid())
    libc.prctl(_PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    try:
        yield
        left: set[int] = set()
        for _ in range(40):  # killed processes take a moment to disappear
            _reap()
            left = live_descendants(os.getpid()) - before
            if not left:
                break
            time.sleep(0.05)
        assert not left, "processes left behind: " + "; ".join(f"{p}: {cmdline(p)}" for p in sorted(left))
    finally:
        libc.prctl(_PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0)
        _reap()


@contextmanager
def no_leftover_folders(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[Path]:
    """A fresh folder for everything temporary the block makes; fail if anything remains in it afterwards.

    Python's and the child processes' temporary folders point at it (``TMPDIR``); commands inside sandboxes
    that see only PATH (LocalSandbox, ssh) do not see that, so the block passes the folder to the probes as
    their ``scratch`` folder. Nothing machine-wide is compared: other work on the machine cannot fail the test.
    """
    private = tmp_path / "tmp"
    private.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(private))
    monkeypatch.setenv("TMPDIR", str(private))
    yield private
    assert sorted(os.listdir(private)) == [], "temporary folders left behind"
