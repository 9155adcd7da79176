"""The string tests that spare a cold start compiling a regex are necessary conditions of their regexes.

A cold ``diagnose`` compiles a regex only when a line holds what the regex needs (errors.normalize,
errors.match.confidence): a guard that refused a line the regex matches would change an answer. Each guard is
checked here against its regex, on the corpus's texts (every line and every stripped variant of it) and on
generated text built from the characters and words the regexes look for.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from errors import normalize
from errors._lazy_re import LazyPattern
from errors.match import confidence

CORPUS = Path(__file__).parent / "corpus" / "positives.jsonl"

# Pieces the regexes look for, and characters around them (unicode spaces, controls, quotes, brackets).
_WORDS = [
    "at ", "at", "File \"x.py\", line 3", "Traceback (most recent call last):", "... 4 more", "^^^", "node:internal/",
    "{ [stack]: x", "stack:", "Error", "error", "TypeError", "Exception", "Failure", "Rejection", "Uncaught ",
    "Unhandled promise rejection: ", "Caused by: ", "[cause]: ", "throw ", "web-1 | ", "app.x | ", "|", ": ",
    "...", "\u2026", "[...]", "[truncated]", "(TRUNCATED)", "[Tag]", "[e2b]", "x.y.Z: ", "\u2018q\u2019", "\u00ab",
    "WARN ", "[info] ", "<Debug>: ", "(error) ", "Critical | ", "\u212arit ", "\u017fevere: ", "panic- ",
]  # fmt: skip
_CHARS = st.sampled_from(list(" \t\u00a0\u2003\u3000\x1b\x9b\x07\x7f\x85\n:.-_|[](){}<>'\"aZ9é"))
_TEXT = st.lists(st.one_of(st.sampled_from(_WORDS), _CHARS), max_size=12).map("".join)


def _corpus_texts() -> list[str]:
    texts: set[str] = set()
    for row in CORPUS.read_text(encoding="utf-8").splitlines():
        for line in json.loads(row)["text"].splitlines():
            texts.add(line)
            texts.update(variant for variant, _ in normalize._variants(line.strip()))
    return sorted(texts)


# Lines of the kinds the corpus lacks (a container's log tag, a Python exception's module path, controls).
_SAMPLES = [
    "web-1  | Error: sandbox not ready",
    "errors._generated.SandboxNotReady: Sandbox is not ready",
    "\x1b[31mError\x1b[0m: x",
    "a\x07b",
    "[WARN] sandbox is slow",
    'Traceback (most recent call last):\n  File "x.py", line 3, in <module>',
]
CORPUS_TEXTS = _corpus_texts() + _SAMPLES


def _guards() -> list[tuple[str, LazyPattern]]:
    """Every pattern of the diagnose path's modules that says what it needs (errors._lazy_re)."""
    found: dict[int, tuple[str, LazyPattern]] = {}
    for module in (normalize, confidence):
        for name, value in vars(module).items():
            if isinstance(value, LazyPattern) and value.needs is not None:
                found[id(value)] = (f"{module.__name__}.{name}", value)
    for name, _first, pattern in normalize._PREFIXES:
        if pattern.needs is not None:
            found[id(pattern)] = (f"prefix {name} {pattern.pattern[:30]}", pattern)
    return sorted(found.values())


GUARDS = _guards()


@pytest.mark.parametrize(("name", "pattern"), GUARDS, ids=[g[0] for g in GUARDS])
def test_guard_lets_through_every_corpus_text_its_regex_matches(name: str, pattern: LazyPattern) -> None:
    assert pattern.needs is not None
    matched = [t for t in CORPUS_TEXTS if pattern.compiled.search(t)]
    assert [t for t in matched if not pattern.needs(t)] == [], name
    assert matched, f"{name}: no text here shows the guard at work"


def test_the_guarded_patterns_are_the_ones_a_cold_start_skips() -> None:
    names = {name for name, _ in GUARDS}
    assert {"errors.normalize._STACK_FRAME", "errors.match.confidence._CLASS"} <= names
    assert sum(name.startswith("prefix ") for name in names) == 4, names


@settings(max_examples=3000, deadline=None)
@given(_TEXT)
def test_guards_let_through_every_generated_text_their_regexes_match(text: str) -> None:
    for name, pattern in GUARDS:
        assert pattern.needs is not None
        assert pattern.needs(text) or not pattern.compiled.search(text), (name, text)


def test_a_text_that_fails_the_test_is_no_match_and_compiles_nothing() -> None:
    pattern = LazyPattern(r"b+", needs=lambda text: text.startswith("a"))
    assert pattern.search("xbb") is None and pattern.sub("-", "xbb") == "xbb" and pattern.findall("xbb") == []
    assert list(pattern.finditer("xbb")) == [] and pattern.fullmatch("bb") is None
    assert pattern._compiled is None
    # A test of the whole text says nothing of a match further on: from a later position the regex decides.
    match = pattern.match("xbb", 1)
    assert match is not None and match.group() == "bb"
    assert pattern.sub("-", "abb") == "a-"
