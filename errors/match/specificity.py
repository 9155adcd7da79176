"""How much a template's literal words alone prove: its specificity, in bits, and the tier it puts it in.

A word's weight is how rare it is in text that is not a Mastra error: ``log2(N / (n + 1))`` where ``n`` of
``N`` documents of the background (other projects' error messages, manual pages, real tool output; see
``tests/corpus/background.py``, which writes ``common_words.txt``) hold it. "invalid", "not", "found",
"timed", "failed" weigh next to nothing; "executeCommand" or "sandbox" weigh a lot. A template's specificity is
the sum over its distinct safe words (:func:`errors.match.words.sequence`), plus the words of a closed-set value
it was read with (a provider tag such as ``[AgentCoreRuntimeSandbox]`` is text the template always shows).

The tiers (thresholds from ``tests/bench/bench_calibration.py``, which also prints the precision they give):

- **specific**: the words alone say it is this error; found anywhere at a word boundary, it is ``exact``;
- **medium**: the whole text saying exactly this is enough; found inside a longer text, it needs context;
- **plain**: enough words to read the text loosely (a slip, a wrapped line), too few for the whole text to prove
  it: other programs print such phrases whole ("Process aborted", "Command timed out after 5000ms",
  "Subclasses must implement spawn()", "'df' must be greater than zero." in another project's source); like a
  generic one it is ``exact`` only with context;
- **generic**: the words say little ("Directory not found: ${path}", "Stream error"): never read loosely, and
  only context (the error class, code, a frame or marker of the package) makes it ``exact``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from functools import cache
from importlib import resources

__all__ = [
    "GENERIC",
    "MEDIUM",
    "MEDIUM_BITS",
    "PLAIN",
    "PLAIN_BITS",
    "SPECIFIC",
    "SPECIFIC_BITS",
    "Background",
    "background",
    "tier",
]

SPECIFIC, MEDIUM, PLAIN, GENERIC = "specific", "medium", "plain", "generic"
SPECIFIC_BITS = 32.0
# Just above the most specific templates that text of other programs was found to say whole (issue 27):
# "Command timed out after ${ms}ms" (26.6 bits), "${name} must implement spawn()" (24.8, a JS idiom),
# "${name} must be greater than zero." (23.0, a message in site-packages).
MEDIUM_BITS = 27.0
# Below this a template is too common to read loosely (errors.match.fuzzy, the line filter's wrapped lines).
PLAIN_BITS = 18.0
# No word proves more than this on its own (a rare word may still be a typo or a name).
MAX_WORD_BITS = 14.0
# A single character or a number is rarely what tells an error apart.
MIN_WORD_LEN = 2


class Background:
    """Document frequencies of words in text that is not a Mastra error.

    A part of the table (``covered``: the words it was cut down to, ``counts`` theirs) answers for those words
    and asks ``whole`` (the shipped table, loaded then) for any other."""

    def __init__(
        self,
        documents: int,
        counts: dict[str, int],
        covered: frozenset[str] | None = None,
        whole: Callable[[], Background] | None = None,
    ) -> None:
        self.documents = max(documents, 1)
        self.counts = counts
        self._covered = covered
        self._whole = whole

    def word_bits(self, word: str) -> float:
        if len(word) < MIN_WORD_LEN or word.isdigit():
            return 0.0
        if self._covered is not None and word not in self._covered and self._whole is not None:
            return self._whole().word_bits(word)
        n = self.counts.get(word, 0)
        return min(MAX_WORD_BITS, math.log2((self.documents + 1) / (n + 1)))

    def bits(self, words: Iterable[str]) -> float:
        return round(sum(self.word_bits(w) for w in set(words)), 2)


@cache
def background() -> Background:
    """The shipped table (``common_words.txt`` beside this module)."""
    text = resources.files(__package__).joinpath("common_words.txt").read_text(encoding="utf-8")
    documents, counts = 1, {}
    for line in text.splitlines():
        if line.startswith("# documents\t"):
            documents = int(line.split("\t")[1])
        elif line and not line.startswith("#"):
            word, _, n = line.partition("\t")
            counts[word] = int(n)
    return Background(documents, counts)


_cut: list[Background] = []


def prefer(table: Background) -> None:
    """Answer :func:`any_table` with ``table``, a cut of the shipped one (which answers every word the same)."""
    _cut[:] = [table]


def any_table() -> Background:
    """A table that answers as the shipped one: a cut made for the catalog in use when there is one (cheap)."""
    return _cut[0] if _cut else background()


def tier(bits: float) -> str:
    if bits >= SPECIFIC_BITS:
        return SPECIFIC
    if bits >= MEDIUM_BITS:
        return MEDIUM
    if bits >= PLAIN_BITS:
        return PLAIN
    return GENERIC
