"""A regex compiled on first use.

Compiling a regex runs Python's own regex parser and compiler: a few tenths of a millisecond each, and the
modules a cold ``diagnose`` imports define some fifty, most of which one paste never reaches (the builder's, the
log scanner's, the ones of value kinds it does not hold). A module-level :class:`LazyPattern` costs nothing
until a method is called, and one given what it ``needs`` (a cheap test every text it matches passes) is
compiled only for a text that passes it: most lines of a paste never ask for most of them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

__all__ = ["LazyPattern", "holds_any"]


def holds_any(*pieces: str) -> Callable[[str], bool]:
    """A test that a text holds one of these strings (a ``needs`` of :class:`LazyPattern`)."""
    return lambda text: any(piece in text for piece in pieces)


class LazyPattern:
    """``re.compile(pattern, flags)``, done when first used (the methods this package calls on a pattern)."""

    __slots__ = ("_compiled", "flags", "needs", "pattern")

    def __init__(self, pattern: str, flags: int = 0, *, needs: Callable[[str], bool] | None = None) -> None:
        """``needs``: a test that every text the pattern matches passes (tests/test_regex_guards.py holds each
        to its pattern); a text that fails it is answered "no match" without the regex."""
        self.pattern, self.flags, self.needs = pattern, flags, needs
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def _refuses(self, text: str) -> bool:
        return self.needs is not None and not self.needs(text)

    def match(self, text: str, pos: int = 0) -> re.Match[str] | None:
        # (a test of the whole text says nothing of a match further on: asked only from the start)
        return None if pos == 0 and self._refuses(text) else self.compiled.match(text, pos)

    def fullmatch(self, text: str) -> re.Match[str] | None:
        return None if self._refuses(text) else self.compiled.fullmatch(text)

    def search(self, text: str) -> re.Match[str] | None:
        return None if self._refuses(text) else self.compiled.search(text)

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str) -> str:
        return text if self._refuses(text) else self.compiled.sub(repl, text)

    def findall(self, text: str) -> list[str]:
        return [] if self._refuses(text) else self.compiled.findall(text)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return iter(()) if self._refuses(text) else self.compiled.finditer(text)
