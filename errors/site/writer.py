"""The atomic writer: a build goes into a fresh folder beside the output and is swapped in by rename.

A failed build removes its folder and leaves the previous site untouched. On Linux the swap is a single
``renameat2(RENAME_EXCHANGE)``, so a server never sees the output folder missing; elsewhere it is two renames.
The writer only ever replaces a folder that is empty or that it built itself (it leaves a marker file), so a
mistyped ``--out`` cannot delete someone's work.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import re
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

MARKER = ".sandbox-errors-site"
SITE_NOTE = "Built by `sandbox-errors site build`; the next build replaces this folder.\n"
_AT_FDCWD = -100
_RENAME_EXCHANGE = 2


class OutputError(Exception):
    """The output folder cannot be (re)placed."""


class Stage:
    """The folder a build writes into; paths are relative to the future site root."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.files = 0
        self._made: set[Path] = set()

    def path(self, relative: str) -> Path:
        target = self.root / relative
        if target.parent not in self._made:  # one mkdir per folder, not per file: thousands of pages share api/
            target.parent.mkdir(parents=True, exist_ok=True)
            self._made.add(target.parent)
        self.files += 1
        return target

    def write_text(self, relative: str, text: str) -> None:
        with open(self.path(relative), "w", encoding="utf-8", newline="\n") as fh:
            fh.write(text)

    def write_bytes(self, relative: str, data: bytes) -> None:
        self.path(relative).write_bytes(data)


def check_output(out: Path) -> None:
    """Raise :class:`OutputError` unless ``out`` is missing, empty, or an earlier build (which may be replaced)."""
    _check_replaceable(Path(os.path.abspath(out)))


def check_outside(out: Path, folders: dict[str, Path | None]) -> None:
    """Raise :class:`OutputError` when ``out`` is one of ``folders`` ({what: folder}) or inside one: a build
    would write into the sources (and a preview watching them would rebuild for ever)."""
    target = Path(os.path.realpath(out))
    for what, folder in folders.items():
        if folder is None:
            continue
        inside = Path(os.path.realpath(folder))
        if target == inside or inside in target.parents:
            raise OutputError(
                f"refusing to build into {out}: it is inside {what} ({inside}); choose a folder outside it"
            )


def _check_replaceable(out: Path) -> None:
    if not out.exists() and not out.is_symlink():
        return
    if out.is_symlink() or not out.is_dir():
        raise OutputError(f"{out} exists and is not a folder")
    if (out / MARKER).is_file():
        return
    if any(out.iterdir()):
        raise OutputError(f"refusing to replace {out}: it is not empty and was not built by sandbox-errors")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _remove_leftovers(out: Path) -> None:
    """Remove stage and old folders left by builds that were killed (their process is gone)."""
    pattern = re.compile(rf"^\.{re.escape(out.name)}\.(?:build|old)-(\d+)-")
    for candidate in out.parent.glob(f".{out.name}.*-*"):
        m = pattern.match(candidate.name)
        if m and candidate.is_dir() and int(m.group(1)) != os.getpid() and not _alive(int(m.group(1))):
            shutil.rmtree(candidate, ignore_errors=True)


def _exchange(a: Path, b: Path) -> bool:
    """Atomically swap two paths (Linux renameat2); False when the platform cannot."""
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    renameat2.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    renameat2.restype = ctypes.c_int
    result = renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE)
    return int(result) == 0


def _swap_in(stage: Path, out: Path) -> None:
    if not out.exists():
        os.rename(stage, out)
        return
    if _exchange(stage, out):
        shutil.rmtree(stage, ignore_errors=True)  # it now holds the previous site
        return
    old = Path(tempfile.mkdtemp(prefix=f".{out.name}.old-{os.getpid()}-", dir=out.parent))
    os.rmdir(old)
    os.rename(out, old)
    try:
        os.rename(stage, out)
    except OSError:
        os.rename(old, out)  # put the previous site back before reporting
        raise
    shutil.rmtree(old, ignore_errors=True)


@contextlib.contextmanager
def staged_output(out: Path, note: str = SITE_NOTE) -> Iterator[Stage]:
    """Yield a :class:`Stage`; on a clean exit it replaces ``out``, on an exception it is removed. ``note`` is
    what the marker file says of the folder."""
    out = Path(os.path.abspath(out))
    _check_replaceable(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    _remove_leftovers(out)
    root = Path(tempfile.mkdtemp(prefix=f".{out.name}.build-{os.getpid()}-", dir=out.parent))
    try:
        # mkdtemp makes a private folder; a site is meant to be read by a web server.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(root, 0o777 & ~umask)
        stage = Stage(root)
        yield stage
        stage.write_text(MARKER, note)
        _check_replaceable(out)  # again: something may have appeared there during the build
        _swap_in(root, out)
    except BaseException:
        shutil.rmtree(root, ignore_errors=True)
        raise
