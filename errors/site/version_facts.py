"""What an entry page says about versions: which releases throw it, how other releases word it, what it is
checked against.

Every entry has a fact of some kind: an entry of a published package its release range (catalog/history.yaml)
and its pinned release; an entry of code that is not published the repository and commit it was read at.
The count of releases that throw it follows :func:`errors.versions.said_by`, the rule ``diagnose --project``
applies (a release read from ``first`` to ``last`` throws it unless it is ``missing``); it is counted on the
ordered list of releases read rather than by comparing versions, and the tests check the two agree.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote

from ..catalog import Entry, Location
from ..template import Literal, Template


@dataclass(frozen=True)
class Pin:
    """What an entry is checked against: a published release, or a repository at a commit."""

    name: str  # the npm package, or the repository
    ref: str  # the version, or the full commit
    url: str  # the release on npm, or the repository's tree at the commit
    commit: bool

    @property
    def short(self) -> str:
        return self.ref[:12] if self.commit else self.ref


@dataclass(frozen=True)
class WordingPart:
    text: str  # literal text, or ``${expr}``
    placeholder: bool


@dataclass(frozen=True)
class WordingView:
    """Another wording of the message, as the releases that say it wrote it."""

    parts: tuple[WordingPart, ...]
    releases: str  # "@mastra/core 1.47.0–1.57.0"
    newer: bool  # said by releases after the pinned one
    released: bool = True  # False: seen in upstream's development code, in no published release


@dataclass(frozen=True)
class VersionFacts:
    package: str
    pins: tuple[Pin, ...]
    read: tuple[str, ...]  # the releases of the package `catalog history` read, oldest first; () without history
    first: str | None  # the first and last release read that throw it, in any wording
    last: str | None
    throwing: int  # how many of the releases read throw it
    missing: tuple[str, ...]  # releases read between first and last that do not throw it
    changed: tuple[str, ...]  # releases whose wording differs from the previous release read
    gone_in: str | None  # the first release read after `last`, when there is one
    wordings: tuple[WordingView, ...]

    @property
    def published(self) -> bool:
        return any(not p.commit for p in self.pins)

    @property
    def span(self) -> str | None:
        """A short label for the entry's header: ``since 1.52.1``, ``up to 1.51.0``, ``1.20.0–1.51.0``.

        None when it says nothing: thrown from the first release read to the last (the first release read need not
        be the package's first), or no history."""
        if self.first is None or self.last is None or len(self.read) < 2:
            return None
        since, until = self.first != self.read[0], self.last != self.read[-1]
        if since and until:
            return self.first if self.first == self.last else f"{self.first}–{self.last}"
        if since:
            return f"since {self.first}"
        return f"up to {self.last}" if until else None


def _pin(source: Location) -> Pin | None:
    if source.release:
        name, _, version = source.release.rpartition("@")
        return Pin(name, version, f"https://www.npmjs.com/package/{name}/v/{version}", False)
    if source.commit:
        url = f"https://github.com/{source.repo}/tree/{quote(source.commit, safe='')}"
        return Pin(source.repo, source.commit, url, True)
    return None


def _parts(template: Template) -> tuple[WordingPart, ...]:
    return tuple(
        WordingPart(p.text, False) if isinstance(p, Literal) else WordingPart("${" + p.expr + "}", True)
        for p in template.parts
    )


def pins(entry: Entry) -> tuple[Pin, ...]:
    """The releases and commits the entry's sources are pinned to, each once, in the order the entry cites them."""
    found: dict[Pin, None] = {}
    for source in entry.sources:
        pin = _pin(source)
        if pin is not None:
            found.setdefault(pin)
    return tuple(found)


def version_facts(entry: Entry) -> VersionFacts:
    h = entry.history
    read = h.checked if h is not None else ()
    throwing = 0
    if h is not None and h.first in read and h.last in read:
        throwing = read.index(h.last) - read.index(h.first) + 1 - len(h.missing)
    gone_in = None
    if h is not None and h.last is not None and h.last in read and h.last != read[-1]:
        gone_in = read[read.index(h.last) + 1]
    return VersionFacts(
        package=entry.package,
        pins=pins(entry),
        read=read,
        first=h.first if h else None,
        last=h.last if h else None,
        throwing=throwing,
        missing=h.missing if h else (),
        changed=h.changed if h else (),
        gone_in=gone_in,
        wordings=tuple(WordingView(_parts(w.template), w.releases, w.newer, w.released) for w in entry.wordings),
    )
