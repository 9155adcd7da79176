"""The atomic writer: a build goes into a fresh folder beside the output and is swapped in by rename.

A failed build removes its folder and leaves the previous site untouched. On Linux the swap is a single
``renameat2(RENAME_EXCHANGE)``, so a server never sees the output folder missing; elsewhere it is two renames.

A build never deletes what it did not write. Each build leaves a marker file (:data:`MARKER`) listing every file
and folder it wrote, and the writer replaces only a folder that is empty or holds nothing but what its marker
lists: a mistyped ``--out``, a catalog or checkout kept inside an earlier output, or a file dropped into it
later is refused with the path that is in the way. A stage folder carries the marker from its first moment,
so the leftovers of a killed build are recognised as ours and nothing else beside the output is removed.
"""

from __future__ import annotations

import contextlib
import ctypes
import json
import os
import re
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

MARKER = ".sandbox-errors-site"
_WRITTEN_BY = "sandbox-errors site build"
# A marker lists a few thousand paths; one past this is not ours.
_MARKER_LIMIT = 16 * 2**20
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
    """Raise :class:`OutputError` when ``out`` is one of ``folders`` ({what: folder}) or inside one (a build
    would write into the sources, and a preview watching them would rebuild for ever), or when one of them is
    inside ``out`` (replacing the output would delete it)."""
    target = Path(os.path.realpath(out))
    for what, folder in folders.items():
        if folder is None:
            continue
        inside = Path(os.path.realpath(folder))
        if target == inside or inside in target.parents:
            raise OutputError(
                f"refusing to build into {out}: it is inside {what} ({inside}); choose a folder outside it"
            )
        if target in inside.parents:
            raise OutputError(
                f"refusing to build into {out}: {what} ({inside}) is inside it, and a build replaces the whole "
                "folder; move it out, or choose another folder"
            )


def _marker_text(paths: list[str], state: str, note: str = "") -> str:
    record = {"written_by": _WRITTEN_BY, "state": state, "paths": paths, "note": note.strip()}
    return json.dumps(record, indent=0, ensure_ascii=False) + "\n"


def _marker(folder: Path) -> dict[str, object] | None:
    """The folder's marker, or None when it has none that a build wrote (missing, unreadable, another shape)."""
    from .._safe_read import FileRefused, read_json

    try:
        record = read_json(folder / MARKER, _MARKER_LIMIT)
    except (OSError, FileRefused):
        return None
    if not isinstance(record, dict) or record.get("written_by") != _WRITTEN_BY:
        return None
    paths = record.get("paths")
    if record.get("state") not in ("building", "complete") or not isinstance(paths, list):
        return None
    return record


def _written(root: Path) -> list[str]:
    """Every file and folder under ``root``, relative and sorted, the marker aside (links are not followed)."""
    found: list[str] = []
    for dirpath, dirnames, filenames in os.walk(root):
        rel = os.path.relpath(dirpath, root)
        for name in dirnames + filenames:
            path = name if rel == "." else f"{rel}/{name}"
            if path != MARKER:
                found.append(path.replace(os.sep, "/"))
    return sorted(found)


def _not_written(folder: Path, record: dict[str, object]) -> str | None:
    """The first path under ``folder`` that its marker does not list (a file someone put there), or None."""
    listed = record["paths"]
    assert isinstance(listed, list)
    known = set(listed)
    for dirpath, dirnames, filenames in os.walk(folder):
        rel = os.path.relpath(dirpath, folder)
        for name in sorted(dirnames + filenames):
            path = name if rel == "." else f"{rel}/{name}"
            if path != MARKER and path.replace(os.sep, "/") not in known:
                return path
    return None


def _check_replaceable(out: Path) -> None:
    if not out.exists() and not out.is_symlink():
        return
    if out.is_symlink() or not out.is_dir():
        raise OutputError(f"{out} exists and is not a folder")
    if not any(out.iterdir()):
        return
    record = _marker(out)
    if record is None:
        if (out / MARKER).exists():
            raise OutputError(
                f"refusing to replace {out}: its marker does not list the files a build wrote (it was built by an "
                "older sandbox-errors, or the marker was changed); delete the folder yourself, or choose another"
            )
        raise OutputError(f"refusing to replace {out}: it is not empty and was not built by sandbox-errors")
    stray = _not_written(out, record)
    if stray is not None:
        raise OutputError(
            f"refusing to replace {out}: it holds {stray}, which no build wrote, and a build replaces the whole "
            "folder; move it out first"
        )


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _remove_leftovers(out: Path) -> None:
    """Remove stage and old folders left by builds that were killed (their process is gone): only folders that
    carry a build's marker and hold nothing it does not list (a stage lists nothing yet: it is all ours)."""
    pattern = re.compile(rf"^\.{re.escape(out.name)}\.(build|old)-(\d+)-")
    for candidate in out.parent.glob(f".{out.name}.*-*"):
        m = pattern.match(candidate.name)
        if not (m and candidate.is_dir() and not candidate.is_symlink()):
            continue
        if int(m.group(2)) == os.getpid() or _alive(int(m.group(2))):
            continue
        record = _marker(candidate)
        if record is None:
            continue
        if record["state"] == "building" or _not_written(candidate, record) is None:
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
        # From the first moment: a build killed now leaves a folder the next one knows to be its own.
        (root / MARKER).write_text(_marker_text([], "building"), encoding="utf-8")
        yield stage
        (root / MARKER).write_text(_marker_text(_written(root), "complete", note), encoding="utf-8")
        _check_replaceable(out)  # again: something may have appeared there during the build
        _swap_in(root, out)
    except BaseException:
        shutil.rmtree(root, ignore_errors=True)
        raise
