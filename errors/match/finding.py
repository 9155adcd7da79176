"""A finding: one entry read in one piece of the input, how it was read, and how sure that is."""

# No postponed annotations here: typing.NamedTuple compiles each string annotation of its 26 fields (a third
# of a millisecond of every cold start); as the types themselves they cost nothing.
from typing import NamedTuple

from ..catalog import Entry, Wording

__all__ = ["EXACT", "LEVELS", "POSSIBLE", "STRONG_LEVEL", "Finding"]

EXACT, STRONG_LEVEL, POSSIBLE = "exact", "strong", "possible"
# The confidence levels, most sure first; what each promises is in errors.match.confidence.
LEVELS = (EXACT, STRONG_LEVEL, POSSIBLE)
_RANK = {EXACT: 2, STRONG_LEVEL: 1, POSSIBLE: 0}


class Finding(NamedTuple):
    """One entry found in the input, and how. (A named tuple: immutable, and cheap to define at start-up.)"""

    entry: Entry
    score: float
    confidence: str  # exact | strong | possible (errors.match.confidence)
    params: dict[str, str]
    line: int
    text: str  # the candidate text it matched (normalised)
    spans: dict[str, tuple[int, int]]
    steps: tuple[str, ...] = ()
    method: str = "exact"  # exact | prefix | prefixless | fuzzy
    missing: tuple[str, ...] = ()  # template words the candidate lacks (fuzzy)
    open_end: bool = False  # the template ends with a value that ran to the end of the text
    # Part of the text is not explained by the template: its last value ran to the end, or it was found inside.
    partial: bool = False
    demoted: bool = False  # the template is there whole, but another reading explains more of the text
    explained: int = 0  # words of the template's literal text that the text shows (how much of it it explains)
    similarity: float = 0.0  # character-level likeness to the template (breaks ties between fuzzy findings)
    end_line: int = 0  # the last line it spans, when it spans more than one (a wrapped message); else 0
    wording: Wording | None = None  # matched another release's wording of the entry (catalog/history.yaml)
    outside_values: tuple[tuple[str, str], ...] = ()  # (param, value): not among the values the pinned release emits
    whole: bool = False  # the template reads the whole text: nothing before or after it
    tier: str = "specific"  # how much what the text shows of the template proves alone (errors.match.specificity)
    evidence: tuple[str, ...] = ()  # what beside the text ties it to its entry ("error class X", "a frame of Y")
    why: str = ""  # for a finding that is not exact: why it is not more, and what would confirm it
    dropped_prefix: str | None = None  # read without the constant log prefix the message starts with
    start: int = 0  # where the reading starts and ends in ``text``
    end: int = 0

    @property
    def covered(self) -> str:
        """The part of the text the reading explains (its template and values)."""
        return self.text[self.start : self.end or len(self.text)]

    @property
    def cut_off(self) -> bool:
        """Whether the text stops before the template's end: read as a cut-off start, or its last value ran
        into the paste's cut ("... [truncated]")."""
        return self.method == "prefix" or (self.open_end and "truncated" in self.steps)

    @property
    def rank(self) -> tuple[int, int, float, float]:
        """How findings order: the level, then how much of the paste corroborates it, then the score."""
        return (_RANK[self.confidence], len(self.evidence), self.score, self.similarity)
