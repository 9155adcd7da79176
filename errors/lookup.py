"""Finding an entry the way people remember it: its id, its Python class name, or a pasted message."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .catalog import Catalog, Entry


@dataclass(frozen=True)
class Found:
    entry: Entry
    match: dict[str, Any] | None = None  # the diagnose record when found by message


def lookup(catalog: Catalog, query: str) -> Found | None:
    """The entry ``query`` names: an id, an exception class (``errors.X`` too), else diagnose's top match."""
    text = query.strip()
    if text in catalog:
        return Found(catalog.get(text))
    name = text.removeprefix("errors.")
    for entry in catalog.entries:
        if entry.exception == name:
            return Found(entry)
    if not text:
        return None
    from .diagnosis import diagnose

    matches = diagnose(text, catalog, top=1)["matches"]
    if not matches:
        return None
    return Found(catalog.get(matches[0]["id"]), matches[0])
