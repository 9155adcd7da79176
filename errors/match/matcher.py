"""The matcher: a catalog's templates compiled and indexed, and the layers run over the texts of a paste.

Templates are indexed by their words, so a text is only compared with the few templates whose rarest word it
holds: the cost of a match grows with the text, not with the size of the catalog. The fuzzy layer's indexes are
built on first use (an exact match never needs them).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from functools import cached_property
from pathlib import Path
from typing import Any, ClassVar, overload

from ..catalog import Catalog, Entry, Wording
from ..normalize import Candidate, fold
from ..template import Template
from .compiled import MIN_PREFIX_CHARS, CompiledTemplate, constant_prefix
from .confidence import EMPTY_CONTEXT, Context, judge, keep_trustworthy, provider_candidates, provider_names
from .exact import demote, exact_readings
from .finding import EXACT, Finding
from .fuzzy import STRONG, fuzzy_readings
from .specificity import Background, background, prefer
from .words import TYPO_MIN_LEN, deletions, fuzzy_words, sequence, tokens

__all__ = ["MAX_FUZZY_CANDIDATES", "Matcher", "WordIndex"]

# Fuzzy matching looks at the last this many texts of a paste that matched nothing exactly.
MAX_FUZZY_CANDIDATES = 2000
# find_in calls its ``check`` every this many texts; the exact readings of this many texts are remembered.
CHECK_EVERY = 256
READINGS_KEPT = 4096


class WordIndex:
    """Templates filed under their two rarest words: a text is compared only with templates whose two words it
    holds, a dictionary look-up or two per word of the text whatever the size of the catalog."""

    def __init__(self) -> None:
        self.first: dict[str, dict[str, list[int]]] = {}
        self.loose: list[int] = []  # templates with no word to file them under: always looked at

    @classmethod
    def of(cls, data: dict[str, Any]) -> WordIndex:
        """The index :meth:`data` gave (read from a cache)."""
        index = cls()
        index.first, index.loose = data["first"], data["loose"]
        return index

    def data(self) -> dict[str, Any]:
        return {"first": self.first, "loose": self.loose}

    def add(self, keys: list[str], index: int) -> None:
        if not keys:
            self.loose.append(index)
        else:
            self.first.setdefault(keys[0], {}).setdefault(keys[1] if len(keys) > 1 else "", []).append(index)

    def lookup(self, words: set[str]) -> list[int]:
        out = list(self.loose)
        for w in words:
            inner = self.first.get(w)
            if inner is None:
                continue
            if len(inner) <= len(words):
                for second, ids in inner.items():
                    if not second or second in words:
                        out += ids
            else:
                out += inner.get("", [])
                for v in words:
                    out += inner.get(v, [])
        return out


class Matcher:
    """Matches text against a catalog. Build once, use many times (``Matcher.for_catalog`` caches)."""

    _instances: ClassVar[dict[int, Matcher]] = {}

    def __init__(self, catalog: Catalog, background: Background | None = None) -> None:
        self.catalog = catalog
        # Whether the background is the catalog's own (what is derived from it may then be cached with it).
        self.own_background = background is None
        if background is None:
            background = _background_for(catalog)
            prefer(background)
        self.background = background
        # Everything the indexes need of every template comes from a cache beside the catalog's (working it out
        # reads every entry's templates: most of a cold start, when the catalog's entries are read lazily); a
        # caller's own background weighs them afresh. A template is compiled when a text first reaches it.
        cached = _index_from(self.derived("matcherindex", lambda: _index_bytes(catalog, background)))
        self._index = cached
        self._total = max(len(cached["templates"]), 1)
        self.compiled: Sequence[CompiledTemplate] = _Compiled(catalog, cached)
        self.exact_index = WordIndex.of(cached["exact"])
        self.prefix_index = WordIndex.of(cached["prefix"])
        # Classes a catalogued package throws: on a message's line they are no sign of another program.
        self.known_classes = frozenset(e.error_class for e in catalog.entries if e.error_class)
        self._readings: dict[tuple[str, bool, frozenset[int] | None], list[Finding]] = {}

    @cached_property
    def known_providers(self) -> frozenset[str]:
        """Providers' names: a log tag of one counts against another provider's message (confidence.foreign)."""
        import orjson

        # From the cache beside the catalog's: working them out reads every entry's record (a cold start reads 3).
        data = self.derived(
            "providers",
            lambda: orjson.dumps(sorted({n for e in self.catalog.entries for n in provider_names(e)})),
        )
        return frozenset(orjson.loads(data))

    # The fuzzy layer's indexes, built on first use: an exact match never needs them.

    @property
    def word_templates(self) -> Mapping[str, int]:
        """How many templates hold each safe word (the fewer, the more a word tells them apart)."""
        return self._df

    @cached_property
    def _df(self) -> dict[str, int]:
        df: dict[str, int] = _json(self._index["df"])
        return df

    @cached_property
    def _message_of(self) -> dict[str, int]:
        """Per entry id, its message's index in ``compiled``."""
        entries = self.catalog.entries
        return {
            entries[number].id: index
            for index, (number, which) in enumerate(zip(self._index["entry"], self._index["which"], strict=True))
            if which == _MESSAGE
        }

    @cached_property
    def idf(self) -> dict[str, float]:
        return {w: math.log(1 + self._total / n) for w, n in self._df.items()}

    @cached_property
    def by_word(self) -> dict[str, list[int]]:
        """Per word of the fuzzy shortlist (CompiledTemplate.words), the templates that hold it."""
        by_word: dict[str, list[int]] = _json(self._index["by_word"])
        return by_word

    @cached_property
    def by_deletion(self) -> dict[str, list[str]]:
        """Each long word under its one-letter deletions: a mistyped word finds the words it may stand for."""
        out: dict[str, list[str]] = {}
        for w in self.by_word:
            if len(w) >= TYPO_MIN_LEN:
                for variant in deletions(w):
                    out.setdefault(variant, []).append(w)
        return out

    def derived(self, name: str, build: Callable[[], bytes], *, code: Iterable[str] = ()) -> bytes:
        """What ``build`` works out of this matcher, read from a cache beside its catalog's when it weighs words
        with the catalog's own background (keyed by :func:`matching_code` and ``code``); else built. The bytes
        are the caller's to decode as data (errors.catalog.cache.derived)."""
        if not self.own_background:
            return build()
        from ..catalog.cache import derived

        return derived(self.catalog, name, lambda _: build(), code=matching_code(*code))

    @classmethod
    def for_catalog(cls, catalog: Catalog) -> Matcher:
        key = id(catalog)
        if key not in cls._instances:
            cls._instances = {key: cls(catalog)}
        return cls._instances[key]

    def compiled_for(self, entry: Entry) -> CompiledTemplate:
        """The entry's own message, compiled."""
        return self.compiled[self._message_of[entry.id]]

    def literal_chars(self, entry: Entry) -> int:
        """How much literal text the entry's message has (its first line): the less, the more generic."""
        return self.compiled_for(entry).literal_chars

    # --- matching -----------------------------------------------------------------------------------------------

    def find(self, text: str, *, fuzzy: bool = True) -> list[Finding]:
        """Every entry found in ``text``, judged, best first (several per line where readings tie)."""
        from ..normalize import candidates
        from .confidence import context_of

        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        return self.find_in(candidates(text), fuzzy=fuzzy, context_for=lambda n: context_of(lines, n - 1))

    def find_in(
        self,
        cands: Iterable[Candidate],
        *,
        fuzzy: bool = True,
        context_for: Callable[[int], Context] | None = None,
        check: Callable[[], None] | None = None,
        only: tuple[set[int], set[int]] | None = None,
    ) -> list[Finding]:
        """The findings in some texts of one input, best first: per line (an occurrence), the best reading of
        each entry, judged with that line's record (``context_for(line)``); of the readings of one line, those a
        better one makes moot are dropped (:func:`errors.match.confidence.keep_trustworthy`). ``check`` is
        called every CHECK_EVERY texts (an exception it raises stops the work). ``only``: the templates (indexes
        into ``compiled``) that the texts may be read as exactly, and loosely, when the line filter
        (:mod:`errors.match.engine`) knows them: the others cannot read them, so they are not tried."""
        per_line: dict[int, dict[str, Finding]] = {}
        contexts: dict[int, Context] = {}

        def context(line: int) -> Context:
            if line not in contexts:
                found = context_for(line) if context_for is not None else EMPTY_CONTEXT
                contexts[line] = Context(
                    found.text, found.message_line, self.known_classes, found.next_line, self.known_providers
                )
            return contexts[line]

        def keep(hit: Finding) -> None:
            hit = judge(hit, context(hit.line))
            best = per_line.setdefault(hit.line, {})
            old = best.get(hit.entry.id)
            if old is None or hit.rank > old.rank:
                best[hit.entry.id] = hit

        loose_only = only[1] if only is not None else None
        pending_fuzzy: list[tuple[Candidate, str, set[str]]] = []
        for done, cand in enumerate(cands):
            if check is not None and done % CHECK_EVERY == 0:
                check()
            folded = fold(cand.text)
            words = set(tokens(folded))
            hits = self._exact(cand, folded, words, only[0] if only is not None else None)
            if fuzzy and hits and all(h.method == "prefix" or h.outside_values or h.partial for h in hits):
                # Only a cut-off reading, or a short template whose last value swallowed the rest: a longer
                # template that the words spell out in full is the better explanation (typed again by hand).
                # Of the readings, the one that explains the most of the text as literal words wins.
                shown = max(h.explained for h in hits)
                loose = [f for f in fuzzy_readings(self, cand, folded, words, loose_only) if f.explained > shown]
                most = max((f.explained for f in loose if f.score >= STRONG), default=0)
                hits = [
                    demote(h, self.compiled_for(h.entry).literal_chars)
                    if h.method != "prefix" and not h.outside_values and h.explained < most
                    else h
                    for h in hits
                ] + loose
            for hit in hits:
                keep(hit)
            if not hits and fuzzy:
                pending_fuzzy.append((cand, folded, words))
        if fuzzy:
            # A line read exactly needs no loose reading: an exact finding, or a template there whole as the whole
            # text (a plain one is only `possible` so, but a slip elsewhere on the line does not read it better).
            exact_lines = {
                line
                for line, best in per_line.items()
                if any(f.confidence == EXACT or (f.method == "exact" and f.whole) for f in best.values())
            }
            waiting = [p for p in pending_fuzzy if p[0].line not in exact_lines]
            for cand, folded, words in waiting[-MAX_FUZZY_CANDIDATES:]:
                for hit in fuzzy_readings(self, cand, folded, words, loose_only):
                    keep(hit)
        # A reading of lines joined is a wrapped message only if no line of them holds the message alone.
        alone = {(f.entry.id, line) for line, best in per_line.items() for f in best.values() if not f.end_line}
        out: list[Finding] = []
        for best in per_line.values():
            kept = [
                f
                for f in best.values()
                if not f.end_line or not any((f.entry.id, n) in alone for n in range(f.line, f.end_line + 1))
            ]
            out += keep_trustworthy(sorted(kept, key=lambda f: f.rank, reverse=True))
        return sorted(out, key=lambda f: (f.rank, -f.line), reverse=True)


    def _exact(self, cand: Candidate, folded: str, words: set[str], only: set[int] | None) -> list[Finding]:
        """exact_readings, remembered for the texts seen last: a log repeats its errors (the same message after
        another timestamp), and a reading depends on nothing but the text, whether it is marked as cut, and
        ``only``: scan leaves out templates that could read the text (a generic one without corroboration, those
        a wrapped message is not read as), so a reading made for one set of templates is not another's."""
        key = (cand.text, cand.truncated, None if only is None else frozenset(only))
        known = self._readings.get(key)
        if known is None:
            known = exact_readings(self, cand, folded, words, only)
            if len(self._readings) >= READINGS_KEPT:
                self._readings.clear()
            self._readings[key] = known
        return [f._replace(line=cand.line, steps=cand.steps, end_line=cand.end_line) for f in known]


def _background_for(catalog: Catalog) -> Background:
    """The shipped background cut down to the words of the catalog's messages and closed values, the only
    words a reading weighs but for a value outside its closed set (for which the whole table is loaded then):
    read from a cache beside the catalog's (parsing the whole table costs a cold diagnose some 25 ms)."""
    import orjson

    from ..catalog.cache import derived

    def build(cat: Catalog) -> bytes:
        table = background()
        words = sorted(_catalog_words(cat))
        counts = {w: table.counts[w] for w in words if w in table.counts}
        return orjson.dumps({"documents": table.documents, "covered": words, "counts": counts})

    # (before the matcher exists, so not Matcher.derived; the cut reads the words as words.tokens and fold make them)
    data = orjson.loads(derived(catalog, "background", build, code=matching_code()))
    return Background(data["documents"], data["counts"], frozenset(data["covered"]), background)


# Which template of its entry a staged one is, in the matcher's index: its message, its message without the
# constant log prefix, or (0, 1, ...) one of its other wordings.
_MESSAGE, _PREFIXLESS = -1, -2


def _staged(catalog: Catalog) -> list[tuple[int, int]]:
    """Every template the matcher compiles, in order, as (entry number in ``catalog.entries``, which template of
    it): per active entry its message, its other wordings, and its message without a constant log prefix."""
    staged: list[tuple[int, int]] = []
    for number, entry in enumerate(catalog.entries):
        if entry.retired:
            continue
        staged.append((number, _MESSAGE))
        # Other releases' wordings are matched too, as the same entry.
        staged += [(number, k) for k in range(len(entry.wordings))]
        # And the message without its constant log prefix, which users leave out when they quote it.
        if constant_prefix(entry, entry.template) is not None:
            staged.append((number, _PREFIXLESS))
    return staged


def _template_of(entry: Entry, which: int) -> tuple[Template, Wording | None, str | None]:
    """The template a staged (entry, which) stands for, its wording, and the log prefix it leaves out."""
    if which == _MESSAGE:
        return entry.template, None, None
    if which == _PREFIXLESS:
        dropped = constant_prefix(entry, entry.template)
        assert dropped is not None, f"{entry.id}: the index was made with a prefixless variant"
        return dropped[1], None, dropped[0]
    wording = entry.wordings[which]
    return wording.template, wording, None


class _Compiled(Sequence[CompiledTemplate]):
    """The matcher's templates, in index order, each compiled (and its entry read) when first asked for."""

    def __init__(self, catalog: Catalog, index: dict[str, Any]) -> None:
        self._entries = catalog.entries
        self._entry: list[int] = index["entry"]
        self._which: list[int] = index["which"]
        self._templates: list[str] = index["templates"]
        self._made: list[CompiledTemplate | None] = [None] * len(self._templates)

    def __len__(self) -> int:
        return len(self._templates)

    @overload
    def __getitem__(self, index: int) -> CompiledTemplate: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[CompiledTemplate]: ...

    def __getitem__(self, index: int | slice) -> CompiledTemplate | Sequence[CompiledTemplate]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        made = self._made[index]
        if made is None:
            entry = self._entries[self._entry[index]]
            template, wording, prefix = _template_of(entry, self._which[index])
            seq, bits, key, prefix_key = _json(self._templates[index])
            made = CompiledTemplate(
                entry,
                template,
                tuple((w, at, gap) for w, at, gap in seq),
                key,
                prefix_key,
                wording=wording,
                dropped_prefix=prefix,
                bits=bits,
            )
            self._made[index] = made
        return made

    def __iter__(self) -> Iterator[CompiledTemplate]:
        return (self[i] for i in range(len(self)))


def _build_index(catalog: Catalog, background: Background) -> dict[str, Any]:
    """What the matcher needs of every template to find the few a text may be: its word indexes (of each
    template its two rarest words, of all and of those a cut-off rendering shows); which template of which entry
    each is (:func:`_staged`); and, each decoded when first used (as JSON text, for orjson to read in one go),
    per template its safe words (:func:`errors.match.words.sequence`), their specificity and its index keys, how
    many templates hold each word, and the fuzzy shortlist's templates per word."""
    import orjson

    staged = _staged(catalog)
    templates = [_template_of(catalog.entries[number], which)[0] for number, which in staged]
    seqs = [sequence(template.head(), folding=True) for template in templates]
    df = Counter(w for seq in seqs for w in {t for t, _, _ in seq})

    def rarest(words: Iterable[str]) -> list[str]:
        # Rare first; among equally rare words the longer one.
        return sorted(set(words), key=lambda w: (df[w], -len(w), w))[:2]

    exact_index, prefix_index = WordIndex(), WordIndex()
    records: list[str] = []
    by_word: dict[str, list[int]] = {}
    for index, seq in enumerate(seqs):
        exact_keys = rarest(t for t, _, _ in seq)
        prefix_keys = rarest(t for t, at, _ in seq if at + len(t) <= MIN_PREFIX_CHARS)
        exact_index.add(exact_keys, index)
        prefix_index.add(prefix_keys, index)
        bits = background.bits(t for t, _, _ in seq)
        keys = [exact_keys[0] if exact_keys else None, prefix_keys[0] if prefix_keys else None]
        records.append(orjson.dumps([seq, bits, *keys]).decode())
        for w in fuzzy_words(seq):
            by_word.setdefault(w, []).append(index)
    return {
        "entry": [number for number, _ in staged],
        "which": [which for _, which in staged],
        "templates": records,
        "df": orjson.dumps(dict(df)).decode(),
        "by_word": orjson.dumps(by_word).decode(),
        "exact": exact_index.data(),
        "prefix": prefix_index.data(),
    }


def _json(text: str) -> Any:
    import orjson

    return orjson.loads(text)


def _index_bytes(catalog: Catalog, background: Background) -> bytes:
    import orjson

    return orjson.dumps(_build_index(catalog, background))


def _index_from(data: bytes) -> dict[str, Any]:
    import orjson

    index: dict[str, Any] = orjson.loads(data)
    return index


def matching_code(*extra: str) -> list[str]:
    """The files whose code decides what is worked out of a catalog for matching (every module and table of this
    package, the normaliser, the template parser, and ``extra``): what is cached of it is keyed by them."""
    here = Path(__file__).resolve().parent
    code = sorted(str(p) for p in here.iterdir() if p.suffix in (".py", ".txt"))
    return [*code, str(here.parent / "normalize.py"), str(here.parent / "template.py"), *extra]


def _catalog_words(catalog: Catalog) -> set[str]:
    """Every word of every wording of every message and of every closed value, as the readings fold them."""
    out: set[str] = set()
    for entry in catalog.entries:
        for template in (entry.template, *(w.template for w in entry.wordings)):
            for literal in template.literals:
                out.update(tokens(fold(literal)))
                out.update(re.findall(r"[a-z0-9_]+", fold(literal)))
        for param in entry.params:
            for value in param.values:
                out.update(re.findall(r"[a-z0-9_]+", fold(value)))
        out.update(provider_candidates(entry))
    return out
