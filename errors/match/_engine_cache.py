"""The compiled Hyperscan database on disk, beside the catalog's cache (:mod:`errors._cache`).

Compiling the database takes seconds, so it is kept, keyed by a BLAKE2b hash of the patterns, their ids, the
Hyperscan version and this code. It is read under the rules of the catalog cache: only a regular file in a
folder this user owns and no one else can write (a serialized database is code for Hyperscan's matcher, so
it is trusted only as the user's own files are); anything else is ignored, and the database compiled anew.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from .. import _cache

try:  # CPython's built-in BLAKE2: hashlib would load OpenSSL first
    from _blake2 import blake2b
except ImportError:  # pragma: no cover - another Python
    from hashlib import blake2b

__all__ = ["key", "read", "write"]

def key(expressions: Sequence[bytes], ids: Sequence[int], version: str) -> str:
    digest = blake2b(digest_size=16)
    digest.update(Path(__file__).with_name("engine.py").read_bytes())
    digest.update(version.encode())
    for expression, pattern_id in zip(expressions, ids, strict=True):
        digest.update(b"%d\0%s\0" % (pattern_id, expression))
    return digest.hexdigest()


def read(name: str, kind: str = "engine") -> bytes | None:
    """The database ``name`` of ``kind`` (one kept per kind: "engine", the pass; "marks", its evidence marks)."""
    directory = _cache.cache_dir()
    return None if directory is None else _cache.read(directory, f"{kind}-{name}.hsdb")


def write(name: str, data: bytes, kind: str = "engine") -> None:
    directory = _cache.cache_dir()
    if directory is not None:
        _cache.write(directory, f"{kind}-{name}.hsdb", data, replaces=f"{kind}-")
