"""Read a file only when it is a regular file of bounded size (and, for private files, ours alone).

A FIFO would block the reader forever and ``/dev/zero`` would fill memory, so the type is checked before the
file is opened (opening a device can itself have effects) and again on the open descriptor (the path may have
been swapped in between). Opening never blocks: ``O_NONBLOCK`` makes a FIFO's open return at once.
"""

from __future__ import annotations

import os
import stat

__all__ = ["FileRefused", "read_regular", "refuse_shared"]

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


def _check(st: os.stat_result, limit: int, private: bool) -> None:
    if not stat.S_ISREG(st.st_mode):
        raise FileRefused(f"not a regular file ({_KINDS.get(stat.S_IFMT(st.st_mode), 'a special file')})")
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


def read_regular(path: str | os.PathLike[str], limit: int, *, private: bool = False) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    ``private``: also refuse a symbolic link, and a file not owned by this user or writable by others (for a
    cache, whose content is trusted). Raises :class:`FileRefused`, or ``OSError`` when it cannot be read.
    """
    _check(os.lstat(path) if private else os.stat(path), limit, private)
    flags = os.O_RDONLY | os.O_NONBLOCK | os.O_NOCTTY | getattr(os, "O_CLOEXEC", 0)
    if private:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        _check(st, limit, private)
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


def _size(n: int) -> str:
    return f"{n / 2**20:.1f} MiB" if n >= 2**20 else f"{n:,} bytes"
