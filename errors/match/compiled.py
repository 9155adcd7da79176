"""What matching needs of one template, computed once per catalog.

Every entry gives one :class:`CompiledTemplate` for its message, one per other release's wording
(``catalog/history.yaml``, an entry's ``unreleased_wordings``), and, when its message starts with a constant log
prefix (``${LOG_PREFIX}`` bound to ``[VercelServerlessSandbox]``, or a literal ``[BoatSandbox] ``), one for the
message without it: users quote the message and leave the prefix out. All three are the same entry to the
matcher; ``variant`` says which it is. Only what the indexes need is computed up front; the rest when a text
first reaches the template (a cold diagnose of one message touches a handful).
"""

from __future__ import annotations

import itertools
import re
from functools import cached_property

from .._lazy_re import LazyPattern
from ..catalog import Entry, Wording
from ..normalize import fold
from ..template import Literal, Placeholder, Template
from .specificity import Background, tier
from .words import fuzzy_words, gap_values, merged, readings, sequence, words_of

__all__ = ["MIN_PREFIX_CHARS", "CompiledTemplate", "constant_prefix", "folded"]

# A truncated paste must show at least this many characters of a template's literal text to be trusted.
MIN_PREFIX_CHARS = 20
# Anchors are made of characters that neither fold nor an HTML entity change in a paste (no quotes, dashes or
# ``&<>``), so that a byte search of the lower-cased log finds them whatever the quotes in it look like.
ANCHOR_PIECE = LazyPattern(r"[a-z0-9 !#$%()*+,./:;=?@\[\\\]^_{|}~]+")  # (only building conditions uses it)
_BRACKET_TAG = LazyPattern(r"\[[A-Za-z][\w.-]{1,60}\]")
_LITERAL_TAG = LazyPattern(r"\[[A-Z][A-Za-z0-9]{2,60}\] +")
# What is left once a constant prefix is gone must still say something.
MIN_PREFIXLESS_WORDS = 2


def folded(template: Template) -> Template:
    """The template with its literals folded (values untouched)."""
    parts = tuple(Literal(p.source, fold(p.text)) if isinstance(p, Literal) else p for p in template.parts)
    return Template(template.source, parts)


def constant_prefix(entry: Entry, template: Template) -> tuple[str, Template] | None:
    """The log prefix a message starts with and the message without it, or None.

    A prefix is a leading placeholder every value of which is a bracketed tag (``${LOG_PREFIX}``, closed to
    ``[BoatSandbox]``), or a leading literal tag in brackets (``[RailwaySandbox] ``), followed by a space.
    """
    parts = template.head().parts
    if len(parts) < 2:
        return None
    first, second = parts[0], parts[1]
    closed = {p.name: p.values for p in entry.params}
    if isinstance(first, Placeholder) and isinstance(second, Literal) and second.text.startswith(" "):
        values = closed.get(first.name) or ()
        if not values or not all(_BRACKET_TAG.fullmatch(v) for v in values):
            return None
        prefix = " / ".join(values)
        rest = (Literal(second.source.lstrip(" "), second.text.lstrip(" ")), *parts[2:])
    elif isinstance(first, Literal) and (m := _LITERAL_TAG.match(first.text)):
        prefix = m.group().strip()
        cut = first.text[m.end() :]
        rest = ((Literal(cut, cut),) if cut else ()) + parts[1:]
    else:
        return None
    rest_template = Template(template.source, tuple(rest))
    if len(sequence(rest_template, folding=True)) < MIN_PREFIXLESS_WORDS:
        return None
    return prefix, rest_template


class CompiledTemplate:
    """One template of an entry, ready to match (see the module's docstring)."""

    def __init__(
        self,
        entry: Entry,
        template: Template,
        seq: tuple[tuple[str, int, bool], ...],
        key: str | None,
        prefix_key: str | None,
        *,
        wording: Wording | None = None,
        dropped_prefix: str | None = None,
        bits: float = 0.0,
    ) -> None:
        self.entry = entry
        self.template = template
        self.wording = wording  # another release's wording: matched as the same entry
        self.dropped_prefix = dropped_prefix  # the prefixless variant: the log prefix it leaves out
        self.seq = seq  # safe words: (word, offset in the literal text, whether a value comes before it)
        self.key = key  # the rarest safe word (with the next rarest, the exact-match index)
        self.prefix_key = prefix_key  # the rarest safe word a cut-off rendering must show (the prefix index)
        self.bits = bits  # specificity of the literal words (errors.match.specificity)

    @property
    def variant(self) -> str:
        """``message``, ``wording`` (another release's) or ``prefixless`` (the message without its log prefix)."""
        if self.dropped_prefix is not None:
            return "prefixless"
        return "message" if self.wording is None else "wording"

    @property
    def tier(self) -> str:
        return tier(self.bits)

    @cached_property
    def _kinds(self) -> dict[str, str]:
        return {p.name: p.kind for p in self.entry.params}

    def kind(self, name: str) -> str:
        """The kind of a placeholder's values (catalog ``params[].kind``)."""
        return self._kinds.get(name, "text")

    @cached_property
    def head(self) -> Template:
        """The template up to its first line break, literals folded, without trailing whitespace (a pasted
        line loses it, and it must not bound the last value)."""
        head = folded(self.template.head())
        parts = list(head.parts)
        while parts and isinstance(parts[-1], Literal) and not parts[-1].text.strip():
            parts.pop()
        if parts and isinstance(parts[-1], Literal) and parts[-1].text != parts[-1].text.rstrip():
            last = parts[-1]
            parts[-1] = Literal(last.source.rstrip(), last.text.rstrip())
        changed = len(parts) != len(head.parts) or parts[-1:] != list(head.parts[-1:])
        return Template(head.source, tuple(parts)) if changed else head

    def starts(self, text: str) -> bool:
        """Whether ``text`` (folded) may start with a rendering of this template: it starts with its first literal,
        or the template starts with a value."""
        first = self.head.parts[0] if self.head.parts else None
        return not isinstance(first, Literal) or text.startswith(first.text) or first.text.startswith(text)

    @cached_property
    def literal_chars(self) -> int:
        return sum(len(lit) for lit in self.head.literals)

    @cached_property
    def offsets(self) -> tuple[tuple[str, int], ...]:
        """The safe words with their offset in the literal text."""
        return tuple((w, at) for w, at, _ in self.seq)

    @cached_property
    def sequence(self) -> tuple[tuple[str, bool], ...]:
        """The safe words in order, with "a value may come before it"."""
        return tuple((w, gap) for w, _, gap in self.seq)

    @cached_property
    def required(self) -> frozenset[str]:
        """Every safe word: a rendering holds them all (checked before a regex runs)."""
        return frozenset(w for w, _, _ in self.seq)

    @cached_property
    def prefix_required(self) -> frozenset[str]:
        """The safe words a rendering cut off after MIN_PREFIX_CHARS of literal text still shows."""
        return frozenset(w for w, at, _ in self.seq if at + len(w) <= MIN_PREFIX_CHARS)

    @cached_property
    def words(self) -> tuple[str, ...]:
        """Distinct safe words, stopwords left out (the fuzzy shortlist)."""
        return fuzzy_words(self.seq)

    @cached_property
    def skeleton(self) -> str:
        """The head's literal text, values dropped, spaces collapsed."""
        return " ".join(" ".join(self.head.literals).split())

    @cached_property
    def separators(self) -> tuple[str | None, ...]:
        """Per word of the fuzzy reading after the first (:func:`errors.match.words.words_of`): the punctuation
        between it and the word before (spaces dropped), or None where a value stands between them. Fuzzy
        matching holds a text to it."""
        items = words_of(self.head)
        literal = "".join(self.head.literals)
        return tuple(
            None if gap else "".join(literal[prev_at + len(prev) : at].split())
            for (prev, prev_at, _, _), (_, at, gap, _) in itertools.pairwise(items)
        )

    @cached_property
    def trailers(self) -> tuple[str | None, ...]:
        """Per word of the fuzzy reading: the punctuation between it and a value right after it (``: "`` in
        ``URL: "${endpoint}"``, spaces dropped), or None where no value follows it (or only spaces stand
        between). A text that retypes the message keeps it."""
        items = words_of(self.head)
        out: list[str | None] = [None] * len(items)
        offset = 0
        parts = self.head.parts
        for index, part in enumerate(parts):
            if not isinstance(part, Literal):
                continue
            start, offset = offset, offset + len(part.text)
            if index + 1 == len(parts):  # nothing follows the last literal
                break
            inside = [k for k, (_, at, _, _) in enumerate(items) if start <= at < offset]
            if inside:
                last = inside[-1]
                word, at, _, _ = items[last]
                rest = "".join(part.text[at - start + len(word) :].split())
                out[last] = rest or None
        return tuple(out)

    @cached_property
    def values_around(self) -> tuple[bool, bool]:
        """Whether a value comes before the head's first word, and whether one comes after its last."""
        items = words_of(self.head)
        if not items:
            return True, True
        first_at, last_at = items[0][1], items[-1][1] + len(items[-1][0])
        before = after = False
        offset = 0
        for part in self.head.parts:
            if isinstance(part, Literal):
                offset += len(part.text)
            elif offset <= first_at:
                before = True
            elif offset >= last_at:
                after = True
        return before, after

    @cached_property
    def closed(self) -> bool:
        """Whether a value of the head has a closed set (then fuzzy readings are one per combination)."""
        return any(p.values for p in self.entry.params if p.name in self.head.params)

    @cached_property
    def tail_ws(self) -> str:
        """Whitespace the head ends with before its trailing values (lost when a paste line is stripped)."""
        parts = self.head.parts
        trailing = len(parts)
        while trailing > 0 and not isinstance(parts[trailing - 1], Literal):
            trailing -= 1
        tail = parts[trailing - 1] if 0 < trailing < len(parts) else None
        text = tail.text if isinstance(tail, Literal) else ""
        return text[len(text.rstrip()) :]

    @cached_property
    def full(self) -> Template:
        """The whole template, folded literals."""
        return folded(self.template)

    @cached_property
    def gap_kinds(self) -> tuple[tuple[tuple[str, ...], str], ...]:
        """Per word of the fuzzy reading (an open template's one reading): the kinds of the values between it and
        the word before, and the other characters of the literal text between them (see ``gap_values``)."""
        template = Template(self.head.source, merged(self.head.parts))
        return tuple(
            (tuple(self.kind(name) for name in names), "".join(set(around)))
            for names, around in gap_values(template)
        )

    @cached_property
    def readings(self) -> tuple[tuple[tuple[str, bool, str], ...], ...]:
        """The sequence once per allowed value combination (closed value sets)."""
        return readings(self.entry, self.head)

    @cached_property
    def anchor(self) -> str:
        """The longest single-line literal run: every rendering holds it (scan prefilter)."""
        return self._anchors[0]

    @cached_property
    def prefix_anchor(self) -> str:
        """Literal text within the first MIN_PREFIX_CHARS: a cut-off rendering holds it."""
        return self._anchors[1]

    @cached_property
    def _anchors(self) -> tuple[str, str]:
        longest, prefix = "", ""
        offset = 0
        for lit in self.head.literals:
            for m in ANCHOR_PIECE.finditer(lit):
                whole = m.group().strip()
                if len(whole) > len(longest):
                    longest = whole
                shown = m.group()[: max(MIN_PREFIX_CHARS - (offset + m.start()), 0)].strip()
                if len(shown) > len(prefix):
                    prefix = shown
            offset += len(lit)
        return longest, prefix

    def value_bits(self, background: Background, params: dict[str, str]) -> float:
        """What the closed-set values of a reading add to its specificity (a tag the template always shows)."""
        closed = [params[p.name] for p in self.entry.params if p.values and params.get(p.name)]
        return background.bits(w for value in closed for w in re.findall(r"[a-z0-9_]+", fold(value)))
