"""Which fix examples the test suite type-checks against the published packages, and why not the others.

``tests/truth/typecheck.py`` compiles an example (strict, against the pinned npm project) when it is TypeScript and

- its entry's package is published (a release in catalog.yaml), or every module it imports is a Node builtin
  or a published package: then it exercises only published API;
- and it does not say ``uncheckable`` (why it cannot compile on its own, such as a fragment of a configuration
  whose type no package exports; the check then requires that it fails, so the reason stays true).

The record of an entry (``checks.examples``) and the check share this rule, so a page never claims more than the
suite checks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .._lazy_re import LazyPattern

if TYPE_CHECKING:
    from dataclasses import dataclass

    from .model import Entry, Example
else:  # the same classes, made without compiling their methods (errors._dataclass)
    from .._dataclass import dataclass

TS_LANGS = ("ts", "typescript", "tsx")
# (compiled when an entry's record is first made: diagnose --json makes the matched entry's)
_IMPORT = LazyPattern(r"""(?:\bfrom|\bimport)\s*\(?\s*['"](?P<spec>[^'"]+)['"]""")


@dataclass(frozen=True)
class ExampleCheck:
    """What the suite checks of one fix's example: ``against`` names the releases it compiles against (empty for
    an example that imports no package); ``why_not`` says why it is not type-checked."""

    fix: int  # index into the entry's fixes
    typechecked: bool
    against: tuple[str, ...] = ()
    why_not: str | None = None


def imports(example: Example) -> set[str]:
    """The module specifiers an example imports (prelude, before and after)."""
    parts = (example.prelude or "", example.before, example.after)
    return {m["spec"] for part in parts for m in _IMPORT.finditer(part)}


def package_of(spec: str) -> str:
    """``@mastra/core`` for ``@mastra/core/workspace``, ``execa`` for ``execa``; a relative import (the user's own
    module) as written."""
    if spec.startswith("."):
        return spec
    parts = spec.split("/")
    return "/".join(parts[:2]) if spec.startswith("@") else parts[0]


def example_checks(entry: Entry, releases: dict[str, str]) -> list[ExampleCheck]:
    """One :class:`ExampleCheck` per fix that has an example; ``releases`` is ``Catalog.releases``."""
    out = []
    for i, fix in enumerate(entry.fixes):
        if fix.example is not None:
            out.append(_check(i, fix.example, entry, releases))
    return out


def _check(i: int, example: Example, entry: Entry, releases: dict[str, str]) -> ExampleCheck:
    if example.lang not in TS_LANGS:
        return ExampleCheck(i, False, why_not=f"a {example.lang} example, not TypeScript")
    packages = {package_of(s) for s in imports(example) if not s.startswith("node:")}
    unpublished = sorted(p for p in packages if p not in releases)
    if entry.package not in releases and unpublished:
        names = " and ".join(f"`{p}`" for p in unpublished)
        verb = "is" if len(unpublished) == 1 else "are"
        return ExampleCheck(i, False, why_not=f"{names} {verb} not among the packages the suite pins")
    if example.uncheckable:
        return ExampleCheck(i, False, why_not=example.uncheckable)
    used = packages | ({entry.package} if entry.package in releases else set())
    return ExampleCheck(i, True, tuple(sorted(releases[p] for p in used if p in releases)))


def summary(examples: list[dict[str, Any]]) -> str | None:
    """What a page says of its examples (markdown), from the record's ``checks.examples``: which type-check, against
    what, and why the others do not. None for an entry without examples."""
    if not examples:
        return None
    groups: dict[tuple[bool, str], list[int]] = {}
    for c in examples:
        key = (True, ", ".join(f"`{r}`" for r in c["against"])) if c["typechecked"] else (False, c["not_typechecked"])
        groups.setdefault(key, []).append(c["fix"] + 1)
    whole = len(groups) == 1
    parts = []
    for (checked, what), fixes in groups.items():
        many = len(fixes) > 1
        if whole:
            subject = "the examples" if many else "the example"
        else:
            subject = "the examples of fixes " + _and(fixes) if many else f"the example of fix {fixes[0]}"
        if checked:
            verb = "type-check" if many else "type-checks"
            parts.append(f"{subject} {verb} against {what}" if what else f"{subject} {verb} (importing no package)")
        else:
            parts.append(f"{subject} {'are' if many else 'is'} not type-checked: {what}")
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."


def _and(numbers: list[int]) -> str:
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
