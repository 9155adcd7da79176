"""What one release says for each entry: its current wording, an older one, or nothing.

The rules (also in the package docstring):

1. **Current**: some occurrence in the release has a key of the entry's template (or of a source's spelling).
2. **Same skeleton**: otherwise, a raised message whose literal text equals the entry's (only the
   placeholder expressions differ) is the entry in other words.
3. **Same throw site**: otherwise, at each place the pinned release throws the entry (the file and the
   enclosing named function, see ``_scopes``), a raised message there whose key no catalog entry has, and whose
   literal text is at least ``MIN_SIMILARITY`` alike, is the entry's wording in that release. When several
   entries could claim one message, the most alike claims it first.
4. Otherwise the release does not throw the entry.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from ..catalog import Catalog, Entry
from ..drift import Tree, message_key
from ..drift._extract import EarlierFiles, FileScan, Occurrence, _occurrences, scan_files
from ..drift._keys import Key, SourceError, render_key, skeleton
from ..drift._report import _catalog_classes
from ._scopes import Sites

# Literal text at least this alike (rapidfuzz ratio, 0-100) for a message at the same site to be a rewording.
MIN_SIMILARITY = 60.0

Site = tuple[str, str]  # (repository path, enclosing function chain)


@dataclass(frozen=True)
class Seen:
    """One entry in one release. ``state``: current, reworded or absent; ``how``: skeleton or site."""

    state: str
    message: str | None = None  # the wording's template text (reworded)
    how: str | None = None

    @property
    def signature(self) -> tuple[str, str | None]:
        return self.state, self.message


ABSENT = Seen("absent")
CURRENT = Seen("current")


def spellings(entry: Entry) -> set[Key]:
    return {message_key(entry.message)} | {message_key(s.message) for s in entry.sources if s.message}


def _text(key: Key) -> str:
    return " ".join("".join(v for k, v in key if k == "text").split())


class ReleaseReuse:
    """What reading the releases of one package made, for the next release to use again where a file did not
    change (``EarlierFiles``): the files' scans and their scope chains."""

    def __init__(self) -> None:
        self.scans: EarlierFiles[FileScan | SourceError] = EarlierFiles()
        self.sites: EarlierFiles[Sites] = EarlierFiles()


class Release:
    """The occurrences of one release, indexed the ways the rules need them."""

    def __init__(self, catalog: Catalog, tree: Tree, reuse: ReleaseReuse | None = None) -> None:
        scans, self.skipped = scan_files(tree.files, reuse=reuse.scans if reuse is not None else None)
        self.tree = tree
        self.occurrences, _unreadable = _occurrences(scans, _catalog_classes(catalog))
        self.keys = {o.key for o in self.occurrences}
        self.raised_by_skeleton: dict[Key, list[Occurrence]] = {}
        for o in self.occurrences:
            if o.raised:
                self.raised_by_skeleton.setdefault(skeleton(o.key), []).append(o)
        self._sites: dict[str, tuple[str, Sites]] = {}
        self._earlier_sites = reuse.sites if reuse is not None else None
        if reuse is not None:
            reuse.sites.keep(self._sites)  # filled as sites are asked for

    def site_of(self, occ: Occurrence) -> Site:
        if occ.path not in self._sites:
            text = self.tree.files.get(occ.path, "")
            earlier = self._earlier_sites.get(occ.path, text) if self._earlier_sites is not None else None
            self._sites[occ.path] = (text, earlier if earlier is not None else Sites(text))
        return occ.path, self._sites[occ.path][1].at_line(occ.line)

    def sites_of(self, entry: Entry) -> set[Site]:
        """Where this release throws the entry's current wording: in the files its sources name, else anywhere."""
        keys = spellings(entry)
        found = [o for o in self.occurrences if o.key in keys]
        named = {s.path for s in entry.sources}
        preferred = [o for o in found if o.path in named] or found
        raised = [o for o in preferred if o.raised] or preferred
        return {self.site_of(o) for o in raised}


def observe(
    catalog: Catalog, entries: Iterable[Entry], release: Release, sites: dict[str, set[Site]]
) -> dict[str, Seen]:
    """Each entry's state in ``release``; ``sites`` are the entries' throw sites in the pinned release."""
    from rapidfuzz import fuzz

    known = {k for e in catalog.entries for k in spellings(e)}
    known_skeletons = {skeleton(k) for k in known}
    out: dict[str, Seen] = {}
    claims: list[tuple[float, str, Occurrence]] = []
    for entry in entries:
        keys = spellings(entry)
        if keys & release.keys:
            out[entry.id] = CURRENT
            continue
        same = sorted(
            (o for k in keys for o in release.raised_by_skeleton.get(skeleton(k), []) if o.key not in known),
            key=lambda o: (o.path, o.line),
        )
        if same:
            out[entry.id] = Seen("reworded", same[0].raw, "skeleton")
            continue
        out[entry.id] = ABSENT
        wanted = sites.get(entry.id, set())
        if not wanted:
            continue
        text = _text(message_key(entry.message))
        for occ in release.occurrences:
            if not occ.raised or occ.filled is not None or occ.key in known:
                continue
            if skeleton(occ.key) in known_skeletons or release.site_of(occ) not in wanted:
                continue
            score = float(fuzz.ratio(text, _text(occ.key)))
            if score >= MIN_SIMILARITY:
                claims.append((score, entry.id, occ))
    taken: set[int] = set()
    for _score, entry_id, occ in sorted(claims, key=lambda c: (-c[0], c[1], c[2].path, c[2].line)):
        if out[entry_id] is ABSENT and id(occ) not in taken:
            taken.add(id(occ))
            out[entry_id] = Seen("reworded", render_key(occ.key) if not occ.raw else occ.raw, "site")
    return out
