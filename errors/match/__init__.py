"""Find the catalog entries behind a pasted error, and say how sure that is.

A paste becomes candidate texts (:mod:`errors.normalize`); each text is read by layers, one module each:

- :mod:`.compiled`: what matching needs of one template (its message, another release's wording, the message
  without its constant log prefix);
- :mod:`.exact`: the template found whole, inside a longer text at its boundaries, or cut off; every value
  fitting its kind (:mod:`.values`) and closed set;
- :mod:`.fuzzy`: a text that spells out a template's words in order, with its punctuation, after a slip;
- :mod:`.specificity` and :mod:`.confidence`: how much a template's words prove alone, what the context around
  the text adds (the error class, code, a frame or marker of the package), and the level that follows:
  ``exact`` (this text is this error), ``strong`` (almost surely), ``possible`` (worth a look; ``why`` says
  why it is not more);
- :mod:`.rivals`: entries that read the same text, and what tells them apart;
- :mod:`.engine`: for large texts, the one pass that rules out the lines that cannot hold a message;
- :mod:`.matcher`: the catalog compiled and indexed, and the layers run over a paste's texts.

The result holds only findings the tool stands behind, each with its line; an empty list means "not in the
catalog".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .compiled import MIN_PREFIX_CHARS, CompiledTemplate
from .confidence import Context, context_of, keep_trustworthy
from .exact import MIN_EMBEDDED_LITERAL, MIN_UNMARKED_PREFIX
from .finding import EXACT, LEVELS, POSSIBLE, STRONG_LEVEL, Finding
from .fuzzy import MIN_FUZZY_WORDS, STRONG, WEAK
from .matcher import Matcher
from .rivals import rival_note, tells_apart
from .words import TYPO_MIN_LEN, tokens

if TYPE_CHECKING:
    from .engine import AnchorFinder, LineFilter, anchor_owners, scan_anchors

# The line filter is for large texts (scan, a long paste): imported when first asked for, so that a cold
# diagnose of a few lines does not load it.
_ENGINE = frozenset({"AnchorFinder", "LineFilter", "anchor_owners", "scan_anchors"})


def __getattr__(name: str) -> Any:
    if name not in _ENGINE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from . import engine

    value = getattr(engine, name)
    globals()[name] = value
    return value

__all__ = [
    "EXACT",
    "LEVELS",
    "MIN_EMBEDDED_LITERAL",
    "MIN_FUZZY_WORDS",
    "MIN_PREFIX_CHARS",
    "MIN_UNMARKED_PREFIX",
    "POSSIBLE",
    "STRONG",
    "STRONG_LEVEL",
    "TYPO_MIN_LEN",
    "WEAK",
    "AnchorFinder",
    "CompiledTemplate",
    "Context",
    "Finding",
    "LineFilter",
    "Matcher",
    "anchor_owners",
    "context_of",
    "keep_trustworthy",
    "rival_note",
    "scan_anchors",
    "tells_apart",
    "tokens",
]
