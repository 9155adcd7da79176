"""Which published releases throw each entry's message, and how older releases worded it.

``sandbox-errors catalog history`` reads the published tarballs of every package catalog.yaml pins (``npm
pack`` by exact version, cached, never fetched twice), their source maps through the drift reader
(``load_tree``, the extractor, ``message_key``), and writes ``catalog/history.yaml``, which the loader validates
and gives to the matcher.

Which releases are read
-----------------------

Stable releases only (prereleases and snapshot builds are not what users install by default). Of those, every
minor's last patch, the very first release, and the pinned one; then, between two neighbours that differ in
what they say for any entry of the package, the middle release, until the change is pinned to two adjacent
published releases (bisection). A change that happens and is undone between two read releases that agree is
not seen. ``--releases RANGE`` (an npm range) limits the releases considered; a release whose tarball carries
no source maps with sources is listed as ``unreadable``.

What a release says for an entry
--------------------------------

1. **current**: an occurrence has the key of the entry's template (or of a source's own spelling);
2. **same skeleton**: else a raised message with the same literal text (only placeholder expressions differ);
3. **same throw site**: else, at each place the pinned release throws the entry (its file and the enclosing
   named function, read from the tokens), a raised message that no catalog entry has, at least 60% alike in
   literal text; several entries wanting one message: the most alike wins;
4. else the release does not throw it.

The record of an entry: ``first`` and ``last``, the first and last release read that throw it in any wording;
``changed``, each release whose wording differs from the previous release read that throws it; ``wordings``, each
other wording with the first and last release that says it and the rule that found it.
"""

from ._build import History, HistoryError, build_history, dump, published_entries
from ._releases import FolderReleases, NpmReleases, ReleaseError, Releases

__all__ = [
    "FolderReleases",
    "History",
    "HistoryError",
    "NpmReleases",
    "ReleaseError",
    "Releases",
    "build_history",
    "dump",
    "published_entries",
]
