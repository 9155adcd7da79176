"""A regex compiled on first use.

Compiling a regex runs Python's own regex parser and compiler: a few tenths of a millisecond each, and the
modules a cold ``diagnose`` imports define some fifty, most of which one paste never reaches (the builder's, the
log scanner's, the ones of value kinds it does not hold). A module-level :class:`LazyPattern` costs nothing
until a method is called.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

__all__ = ["LazyPattern"]


class LazyPattern:
    """``re.compile(pattern, flags)``, done when first used (the methods this package calls on a pattern)."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern, self.flags = pattern, flags
        self._compiled: re.Pattern[str] | None = None

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def match(self, text: str, pos: int = 0) -> re.Match[str] | None:
        return self.compiled.match(text, pos)

    def fullmatch(self, text: str) -> re.Match[str] | None:
        return self.compiled.fullmatch(text)

    def search(self, text: str) -> re.Match[str] | None:
        return self.compiled.search(text)

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str) -> str:
        return self.compiled.sub(repl, text)

    def findall(self, text: str) -> list[str]:
        return self.compiled.findall(text)

    def finditer(self, text: str) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(text)
