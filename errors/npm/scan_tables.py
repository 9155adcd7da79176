"""The scan's tables for the package's reading of a log (errors/npm/js/lib/scan.js and input.js).

The scan itself (the streaming, the line filter, the screen, wrapped messages) is ``site/static/matcher.js``'s
port of :mod:`errors.scan`, over its own data (:mod:`errors.site.matcher_data`); what is left here is how the
log is read: the sizes of the blocks Python's scan reads (the start it sniffs for the encoding, then chunks).
"""

from __future__ import annotations

from typing import Any

from .. import normalize, scan
from ..catalog import Catalog

__all__ = ["scan_tables"]


def scan_tables(catalog: Catalog) -> dict[str, Any]:
    """The constants of errors.scan's reading of a stream (the same for every catalog)."""
    del catalog  # kept in the signature: every data file is made from the catalog
    return {
        "constants": {
            "CHUNK_BYTES": scan.CHUNK_BYTES,
            "SNIFF_BYTES": normalize.SNIFF_BYTES,
        },
    }
