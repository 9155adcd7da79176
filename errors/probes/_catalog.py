"""The probes' only coupling to the catalog: which entries a finding is evidence for.

Entries are never listed here by id: an entry is linked to a probe result when the entry's capability was
found missing or broken by a probe the entry names in its ``probes``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from ._result import NEGATIVE, Finding


class EntryLike(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def capability(self) -> str: ...
    @property
    def probes(self) -> Sequence[str]: ...


class CatalogLike(Protocol):
    @property
    def entries(self) -> Sequence[EntryLike]: ...


def default_catalog() -> CatalogLike:
    """The shipped catalog (loaded lazily, so importing the probes costs nothing)."""
    from ..catalog import load_catalog

    return load_catalog()


def entries_for(catalog: CatalogLike | None, probe: str, findings: Mapping[str, Finding]) -> tuple[str, ...]:
    """Ids of the entries that this probe's findings confirm, in catalog order."""
    if catalog is None:
        return ()
    negative = {cap for cap, found in findings.items() if found in NEGATIVE}
    return tuple(
        e.id
        for e in catalog.entries
        if e.capability in negative and probe in e.probes and getattr(e, "status", "active") != "retired"
    )


def titles(catalog: CatalogLike | None) -> dict[str, str]:
    return {} if catalog is None else {e.id: e.title for e in catalog.entries}
