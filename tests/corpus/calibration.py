"""What each confidence level is worth: precision per level over positives and over negatives of many kinds.

A finding is right when it names an entry the text's case accepts (a corpus positive), wrong otherwise (any
finding on a negative; a finding of another entry on a positive). Precision of a level = right / all findings
at that level. Used by ``tests/bench/bench_calibration.py`` (the full sets) and ``tests/test_calibration.py``
(the floors, on sets sized for CI).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from corpus import Case
from errors.catalog import Catalog

LEVELS = ("exact", "strong", "possible")
# What the levels promise (errors.match.confidence), as precision floors.
FLOORS = {"exact": 0.999, "strong": 0.99}

Diagnose = Callable[[str], list[dict[str, object]]]  # text -> the matches of errors.diagnose


@dataclass
class Tally:
    right: Counter[str] = field(default_factory=Counter)
    wrong: Counter[str] = field(default_factory=Counter)
    texts: int = 0
    examples: dict[str, list[str]] = field(default_factory=dict)

    def precision(self, level: str) -> float | None:
        total = self.right[level] + self.wrong[level]
        return self.right[level] / total if total else None

    def add(self, other: Tally) -> None:
        self.right.update(other.right)
        self.wrong.update(other.wrong)
        self.texts += other.texts
        for level, shown in other.examples.items():
            self.examples.setdefault(level, []).extend(shown)


def tally(diagnose: Diagnose, cases: Iterable[Case], keep_examples: int = 5) -> Tally:
    """Count every finding of every case as right or wrong, per level."""
    out = Tally()
    for case in cases:
        out.texts += 1
        for match in diagnose(case.text):
            level = str(match["confidence"])
            if case.expected is not None and match["id"] in case.accept:
                out.right[level] += 1
            else:
                out.wrong[level] += 1
                shown = out.examples.setdefault(level, [])
                if len(shown) < keep_examples:
                    shown.append(f"{case.key}: {match['id']} <- {case.text[:140]!r}")
    return out


def negatives_of(kind: str, texts: Iterable[str]) -> list[Case]:
    return [Case(key=f"{kind}-{i}", text=t, form=kind, expected=None) for i, t in enumerate(texts) if t.strip()]


def tool_cases(kind: str, labelled: Iterable[tuple[str, str]], catalog: Catalog) -> list[Case]:
    """(tool, text) pairs of captured output as cases: negatives, except that a tool whose errors the catalog
    explains (``real_output.CATALOGUED_TOOLS``) is rightly read as an entry of its package."""
    from .real_output import CATALOGUED_TOOLS

    by_package: dict[str, list[str]] = {}
    for entry in catalog.entries:
        by_package.setdefault(entry.package, []).append(entry.id)
    out = []
    for i, (tool, text) in enumerate(labelled):
        if not text.strip():
            continue
        package = CATALOGUED_TOOLS.get(tool)
        accept = tuple(by_package.get(package, ())) if package else ()
        out.append(Case(key=f"{kind}-{i}", text=text, form=kind, expected=package if accept else None, accept=accept))
    return out


def table(rows: dict[str, Tally]) -> str:
    """A text table: per set, per level, findings right/all and precision."""
    head = f"{'set':<22}{'texts':>7}" + "".join(f"{level:>22}" for level in LEVELS)
    lines = [head, "-" * len(head)]
    for name, t in rows.items():
        cells = []
        for level in LEVELS:
            total = t.right[level] + t.wrong[level]
            p = t.precision(level)
            cells.append(f"{t.right[level]:>6}/{total:<6} {'-' if p is None else f'{p:.2%}':>8}")
        lines.append(f"{name:<22}{t.texts:>7}" + "".join(f"{c:>22}" for c in cells))
    return "\n".join(lines)
