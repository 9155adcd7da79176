"""The one bounded reader: every file the tool reads from a place a user or a package controls comes through here.

A FIFO would block the reader forever and ``/dev/zero`` would fill memory, so the type is checked before the
file is opened (opening a device can itself have effects) and again on the open descriptor (the path may have
been swapped in between). Opening never blocks: ``O_NONBLOCK`` makes a FIFO's open return at once. On top of
the size cap:

- JSON is refused when it nests deeper than a cap (``package.json``, source maps, markers): a few hundred
  thousand brackets would otherwise reach the parser's recursion limit;
- a gzip tarball is read as a stream with a cap on what it decompresses to, on each member and on what is
  extracted (a few MB of gzip can expand to gigabytes), and a truncated one is reported as such;
- an input a user names on the command line (``diagnose --file``, ``scan FILE``) may be of any size and may be
  a pipe, but it is opened without blocking, so a FIFO that no program writes to reads as empty instead of
  waiting forever.

``private`` files and folders (caches, whose content is trusted) must also be this user's and writable by no
one else.
"""

from __future__ import annotations

import fcntl
import io
import json
import os
import stat
import zlib
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

from ._lazy_re import LazyPattern

if TYPE_CHECKING:
    import tarfile

__all__ = [
    "JSON_DEPTH",
    "SOURCE_LIMIT",
    "FileRefused",
    "TarLimits",
    "extract_tar",
    "open_input",
    "open_regular",
    "parse_json",
    "private_folder",
    "read_json",
    "read_regular",
    "read_text",
    "refuse_shared",
]

#: Deeper JSON than this is not a package.json or a source map (real ones nest 3 to 6 levels).
JSON_DEPTH = 64
#: One upstream source file: five times the largest in @mastra/core (agent.ts, 400 KB).
SOURCE_LIMIT = 2 * 2**20

_KINDS = {
    stat.S_IFIFO: "a FIFO",
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
    stat.S_IFSOCK: "a socket",
    stat.S_IFDIR: "a folder",
    stat.S_IFLNK: "a symbolic link",
}


class FileRefused(Exception):
    """The file exists but is not one to read: its message says why, for a person."""


def _kind(st: os.stat_result) -> str:
    return _KINDS.get(stat.S_IFMT(st.st_mode), "a special file")


def _check(st: os.stat_result, limit: int, private: bool) -> None:
    if not stat.S_ISREG(st.st_mode):
        raise FileRefused(f"not a regular file ({_kind(st)})")
    if private:
        refuse_shared(st)
    if st.st_size > limit:
        raise FileRefused(f"larger than the {_size(limit)} limit ({_size(st.st_size)})")


def refuse_shared(st: os.stat_result) -> None:
    """Raise unless the file or folder is owned by this user and writable by no one else."""
    if st.st_uid != os.geteuid():
        raise FileRefused(f"owned by another user (uid {st.st_uid})")
    if st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        raise FileRefused("writable by group or others")


def private_folder(directory: str | os.PathLike[str]) -> str | None:
    """Why the folder is not one whose files can be trusted, or None when it is: a folder of this user that no
    one else can write (reached, if through a link, by a link of this user: a link's own mode bits mean nothing)."""
    try:
        link = os.lstat(directory)
        if stat.S_ISLNK(link.st_mode) and link.st_uid != os.geteuid():
            return f"it is a link owned by another user (uid {link.st_uid})"
        st = os.stat(directory)
        if not stat.S_ISDIR(st.st_mode):
            return f"it is not a folder ({_kind(st)})"
        refuse_shared(st)
    except FileRefused as exc:
        return str(exc)
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


_OPEN_FLAGS = os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | getattr(os, "O_CLOEXEC", 0)


def _open_fd(path: str | os.PathLike[str], limit: int, private: bool) -> tuple[int, os.stat_result]:
    _check(os.lstat(path) if private else os.stat(path), limit, private)
    fd = os.open(path, _OPEN_FLAGS | (getattr(os, "O_NOFOLLOW", 0) if private else 0))
    try:
        st = os.fstat(fd)
        _check(st, limit, private)
    except BaseException:
        os.close(fd)
        raise
    return fd, st


def open_regular(path: str | os.PathLike[str], limit: int, *, private: bool = False) -> BinaryIO:
    """A regular file of at most ``limit`` bytes, open for reading (the caller closes it).

    Raises :class:`FileRefused`, or ``OSError`` when it cannot be opened.
    """
    fd, _st = _open_fd(path, limit, private)
    return os.fdopen(fd, "rb")


def read_regular(path: str | os.PathLike[str], limit: int, *, private: bool = False) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    ``private``: also refuse a symbolic link, and a file not owned by this user or writable by others (for a
    cache, whose content is trusted). Raises :class:`FileRefused`, or ``OSError`` when it cannot be read.
    """
    fd, st = _open_fd(path, limit, private)
    try:
        # Sized by the file, not the limit: a buffer of the limit for each of 150 small files costs time.
        data = os.read(fd, st.st_size + 1)
        if len(data) > st.st_size:  # it grew after the check: read on, to the limit at most
            chunks = [data]
            while chunks[-1] and sum(map(len, chunks)) <= limit:
                chunks.append(os.read(fd, 65536))
            data = b"".join(chunks)
    finally:
        os.close(fd)
    if len(data) > limit:
        raise FileRefused(f"larger than the {_size(limit)} limit")
    return data


def read_text(path: str | os.PathLike[str], limit: int) -> str:
    """A regular file of at most ``limit`` bytes as UTF-8 text (undecodable bytes replaced)."""
    return read_regular(path, limit).decode("utf-8", errors="replace")


# --- JSON -------------------------------------------------------------------------------------------------------

_JSON_STRING = LazyPattern(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_JSON_BRACKET = LazyPattern(r"[\[\]{}]")


def _too_deep(text: str, max_depth: int) -> bool:
    """Whether the brackets outside strings nest deeper than ``max_depth`` (stops at the first that does)."""
    depth = 0
    for m in _JSON_BRACKET.finditer(_JSON_STRING.sub("", text)):
        if m.group() in "[{":
            depth += 1
            if depth > max_depth:
                return True
        else:
            depth -= 1
    return False


def parse_json(data: bytes | str, *, max_depth: int = JSON_DEPTH) -> Any:
    """The value of a JSON text; :class:`FileRefused` when it is not valid JSON or nests too deeply."""
    try:
        text = data.decode("utf-8-sig") if isinstance(data, bytes) else data
    except UnicodeDecodeError as exc:
        raise FileRefused(f"not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    if _too_deep(text, max_depth):
        raise FileRefused(f"JSON nested more than {max_depth} levels deep")
    try:
        return json.loads(text)
    except RecursionError:  # unreachable past the check above; kept so no input can give a traceback
        raise FileRefused(f"JSON nested more than {max_depth} levels deep") from None
    except ValueError as exc:
        raise FileRefused(f"not valid JSON ({exc})") from None


def read_json(
    path: str | os.PathLike[str], limit: int, *, max_depth: int = JSON_DEPTH, private: bool = False
) -> Any:
    """A regular file of at most ``limit`` bytes, parsed as JSON of at most ``max_depth`` levels."""
    return parse_json(read_regular(path, limit, private=private), max_depth=max_depth)


# --- a named input of any size ----------------------------------------------------------------------------------


def open_input(path: str | os.PathLike[str]) -> io.BufferedReader:
    """A file a user names as input, for streaming: any size, a pipe or a device, but never a blocked open.

    The open does not block (``O_NONBLOCK``); the descriptor is then made blocking again, so a pipe with a
    writer is read to its end as usual, and a FIFO that no program has open for writing reads as empty at once
    (Linux returns end-of-file from a FIFO with no writer). A folder is refused.
    """
    fd = os.open(path, _OPEN_FLAGS)
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(21, "Is a directory", str(path))
        flags = fcntl.fcntl(fd, fcntl.F_GETFL)
        fcntl.fcntl(fd, fcntl.F_SETFL, flags & ~os.O_NONBLOCK)
    except BaseException:
        os.close(fd)
        raise
    return os.fdopen(fd, "rb")


# --- gzip tarballs ----------------------------------------------------------------------------------------------


class TarLimits:
    """Caps on one tarball: its size on disk, what it decompresses to, each extracted member and their sum."""

    def __init__(self, compressed: int, decompressed: int, member: int, extracted: int) -> None:
        self.compressed = compressed
        self.decompressed = decompressed
        self.member = member
        self.extracted = extracted


class _Capped(io.RawIOBase):
    """A stream that raises :class:`FileRefused` once more than ``limit`` bytes have been read from it."""

    def __init__(self, inner: io.BufferedIOBase, limit: int) -> None:
        self.inner = inner
        self.limit = limit
        self.count = 0

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        data = self.inner.read(len(buffer))
        self.count += len(data)
        if self.count > self.limit:
            raise FileRefused(f"decompresses to more than {_size(self.limit)}")
        buffer[: len(data)] = data
        return len(data)


def extract_tar(
    path: str | os.PathLike[str],
    dest: Path,
    wanted: Callable[[tarfile.TarInfo], bool],
    limits: TarLimits,
    *,
    private: bool = False,
) -> int:
    """Extract the regular-file members ``wanted`` accepts from a gzip tarball into ``dest``; their count.

    The tarball is read once, as a stream, through a cap on what it decompresses to; a wanted member larger than
    ``limits.member``, or more than ``limits.extracted`` extracted in all, refuses the tarball. Tar's "data"
    filter refuses links and paths that leave ``dest``. Raises :class:`FileRefused` (with what is wrong with it,
    a truncated file included) or ``OSError`` when it cannot be opened or written.
    """
    import gzip
    import tarfile  # only the history reader unpacks tarballs: keep it off the start-up path

    extracted = count = 0
    with open_regular(path, limits.compressed, private=private) as raw:
        try:
            with gzip.GzipFile(fileobj=raw) as unzipped:
                stream = io.BufferedReader(_Capped(unzipped, limits.decompressed))
                with tarfile.open(fileobj=stream, mode="r|") as tar:
                    for member in tar:
                        if not member.isfile() or not wanted(member):
                            continue
                        if member.size > limits.member:
                            raise FileRefused(
                                f"{member.name} is larger than the {_size(limits.member)} limit for one file"
                            )
                        extracted += member.size
                        if extracted > limits.extracted:
                            raise FileRefused(f"its files add up to more than {_size(limits.extracted)}")
                        tar.extract(member, dest, filter="data")
                        count += 1
        except EOFError:
            raise FileRefused("truncated: the file ends before the end of its compressed data") from None
        except (tarfile.TarError, zlib.error, gzip.BadGzipFile) as exc:
            raise FileRefused(f"not a readable gzip tarball ({exc})") from None
    return count


def _size(n: int) -> str:
    return f"{n / 2**20:.1f} MiB" if n >= 2**20 else f"{n:,} bytes"
