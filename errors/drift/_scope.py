"""The scope check: every error a package can give a user, accounted for by an entry or by a reason.

``drift`` compares the entries with the files they cite; it cannot see a file or a package that no entry
names. The scope check starts from the package instead. It lists every **error site** in the tree:

- every raised message drift's extractor finds (``throw new X(...)``, ``new X(...)`` of an error class, which
  covers ``Promise.reject(new X(...))`` and errors handed to callbacks, and ``super(...)`` in an error class;
  a class template filled in at a call site counts by its filled-in text);
- every **returned failure**: an object literal with ``success: false``, ``ok: false`` or ``isError: true``
  whose ``error``, ``message``, ``reason``, ``stderr`` or ``content`` is a literal message (the mount results,
  command results and tool results of the sandbox API), read through a ``x || '<fallback>'`` and through a
  nested ``error: { message }`` (Code Mode's results), and a ``return { error: <literal> }``;
- a throw whose message was **built into a variable first** (``const message = `...`; throw new Error(message)``):
  the literal of the nearest assignment before it.

A throw whose message is none of these (a rethrown error's message, a value from elsewhere) is counted as
**unread**: the report says how many, since the check cannot account for what it cannot read.

Each site is then **covered** (an entry's template is that text, or renders it), **out** of scope or
**pending** by a rule of ``catalog/scope.yaml`` (a path glob, optionally narrowed by a substring of the
message, with a one-line reason), or **unaccounted**. A package that is out of scope as a whole says why. The
check fails on an unaccounted site of an in-scope package, and on a rule that no longer matches any site, so
the file stays true as upstream moves.
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass, field
from typing import Any

from ..catalog import Catalog, Entry, ScopePackage, ScopeRule
from ..normalize import fold
from ._extract import MAX_CALL_TOKENS, _Lines, _match_close, _messages, _occurrences, _split_top, _too_long, scan_files
from ._keys import Key, _lex, render_key
from ._report import _catalog_classes, _spellings
from ._tree import Tree

_RESULT_KEYS = ("error", "message", "reason", "stderr", "content")
_PINNED_SLACK = 3  # lines between a pinned throw and the literal that holds its message
# A result object says it failed with one of these flags set to this value.
_FAILED_FLAGS = (("success", "false"), ("ok", "false"), ("isError", "true"))


@dataclass(frozen=True)
class ErrorSite:
    """One place a package gives an error: its file and line, the message as written there, and how."""

    path: str
    line: int
    message: str  # source text, `${...}` kept
    kind: str  # throw, new, super, result, tool-result, message (a literal at a pinned throw)
    key: Key = field(compare=False, repr=False)

    def as_dict(self) -> dict[str, Any]:
        return {"path": self.path, "line": self.line, "message": self.message, "kind": self.kind}


def error_sites(
    tree: Tree, catalog: Catalog, tool_results: tuple[str, ...] = (), skipped: list[tuple[str, str]] | None = None
) -> list[ErrorSite]:
    """Every error site of ``tree``, sorted by file and line, each once.

    In files matching a ``tool_results`` glob, every returned string is a site too (kind ``tool-result``): a
    sandbox tool reports failure to the agent as its text result, and success the same way, so scope rules
    say which of those texts are not errors. Files that cannot be read as code are added to ``skipped``.
    """
    return _scan(tree, catalog, tool_results, skipped)[0]


def _scan(
    tree: Tree, catalog: Catalog, tool_results: tuple[str, ...], skipped: list[tuple[str, str]] | None = None
) -> tuple[list[ErrorSite], list[tuple[str, int]]]:
    """The error sites of ``tree``, and (file, line) of each throw whose message cannot be read; (file, why) of
    each file that cannot be read as code goes to ``skipped``."""
    # A file's returned failures are read right after its error sites, while its tokens are kept.
    returned: dict[str, list[ErrorSite]] = {}

    def read_returns(path: str, text: str) -> None:
        returned[path] = _returned_failures(path, text)
        if any(fnmatch.fnmatchcase(path, glob) for glob in tool_results):
            returned[path] += _returned_strings(path, text)

    scans, unread_files = scan_files(tree.files, read_returns)
    if skipped is not None:
        skipped += unread_files
    readable = {scan.path for scan in scans}
    occurrences, unreadable = _occurrences(scans, _catalog_classes(catalog))
    # A message built into a variable first (`const message = x ? `...` : `...`; super(message)`) is only a
    # literal to the extractor; where an entry pins a throw of this release at that line, it is a site too.
    pinned: dict[tuple[str, Key], list[int]] = {}
    for entry in catalog.entries:
        for source in entry.sources if entry.defect is None else ():
            if tree.release and source.release == tree.release:
                for key in _spellings(entry):
                    pinned.setdefault((source.path, key), []).append(source.line)
    found: dict[tuple[str, int, Key], ErrorSite] = {}
    for occ in occurrences:
        # A class template filled in at a call site is also listed by its filled-in text: count that one.
        if occ.filled is not None:
            continue
        near_pin = any(abs(line - occ.line) <= _PINNED_SLACK for line in pinned.get((occ.path, occ.key), ()))
        if not occ.raised and not near_pin:
            continue
        kind = occ.kind if occ.raised else "message"
        found.setdefault((occ.path, occ.line, occ.key), ErrorSite(occ.path, occ.line, occ.raw, kind, occ.key))
    unread: list[tuple[str, int]] = []
    for path, text in sorted(tree.files.items()):
        if path not in readable:
            continue
        resolved, left = _thrown_variables(path, text, unreadable.get(path, []))
        unread += [(path, line) for line in left]
        for site in resolved:
            found.setdefault((site.path, site.line, site.key), site)
        for site in returned[path]:
            found.setdefault((site.path, site.line, site.key), site)
    return sorted(found.values(), key=lambda s: (s.path, s.line, s.message)), unread


def _thrown_variables(path: str, text: str, lines_: list[int]) -> tuple[list[ErrorSite], list[int]]:
    """``throw new X(name)`` at the given lines, where ``name`` is assigned a literal message just before.

    Returns the sites found, and the lines of the throws that stay unread (their argument is not such a name).
    """
    if not lines_:
        return [], []
    toks, _end = _lex(text)
    lines = _Lines(text)
    wanted = set(lines_)
    out: list[ErrorSite] = []
    read: set[int] = set()
    for i, tok in enumerate(toks):
        if not (tok.kind == "ident" and tok.text == "throw" and lines(tok.start) in wanted):
            continue
        j = i + 1
        if j >= len(toks) or toks[j].text != "new":
            continue
        j += 1
        while j + 2 < len(toks) and toks[j].kind == "ident" and toks[j + 1].text == "." and toks[j + 2].kind == "ident":
            j += 2
        if j + 3 >= len(toks) or toks[j].kind != "ident" or toks[j + 1].text != "(" or toks[j + 2].kind != "ident":
            continue
        if toks[j + 3].text not in (")", ","):
            continue
        messages = _messages(_assigned(toks, i, toks[j + 2].text, _THROW_LOOKBACK), text, lines)
        for message in messages:
            out.append(ErrorSite(path, message.line, message.raw, "throw", message.key))
        if messages:
            read.add(lines(tok.start))
    return out, sorted(line for line in lines_ if line not in read)


def _returned_failures(path: str, text: str) -> list[ErrorSite]:
    """Literal messages in failure results: ``{ success: false, error: '...' }``, ``return { error: '...' }``."""
    if "success" not in text and "ok" not in text and "error" not in text:
        return []
    toks, _end = _lex(text)
    lines = _Lines(text)
    out: list[ErrorSite] = []
    for i, tok in enumerate(toks):
        if tok.kind != "punct" or tok.text != "{" or _too_long(toks, i):
            continue  # a failure result is a small object; a huge one would cost its size at each level
        props = _properties(toks, i)
        failed = any(len(props.get(k, ())) == 1 and props[k][0].text == v for k, v in _FAILED_FLAGS)
        returned = i > 0 and toks[i - 1].kind == "ident" and toks[i - 1].text == "return"
        for key in _RESULT_KEYS if failed else (("error",) if returned else ()):
            value = props.get(key, [])
            if value and value[0].text == "{" and _match_close(value, 0) == len(value) - 1:
                value = _properties(value, 0).get("message", [])  # `error: { message: '...', name }`
            if len(value) == 1 and value[0].kind == "ident":  # the message was built into a variable first
                value = _assigned(toks, i, value[0].text)
            for message in _messages(value, text, lines):
                if any(k == "text" and v.strip() for k, v in message.key):  # `stderr: ''` is no message
                    out.append(ErrorSite(path, message.line, message.raw, "result", message.key))
    return out


def _properties(toks: list[Any], i: int) -> dict[str, list[Any]]:
    """The properties of the object literal whose ``{`` is token ``i``: name -> value tokens."""
    props: dict[str, list[Any]] = {}
    for prop in _split_top(toks[i + 1 : _match_close(toks, i)], (",",)):
        if len(prop) >= 3 and prop[0].kind in ("ident", "str") and prop[1].text == ":":
            props[prop[0].text.strip("'\"")] = prop[2:]
        elif len(prop) == 1 and prop[0].kind == "ident":  # shorthand: `{ success: false, error }`
            props[prop[0].text] = prop
    return props


# How far back (in tokens) from a failure result, or from a throw, to look for the assignment of its variable.
_ASSIGNMENT_LOOKBACK = 200
_THROW_LOOKBACK = 400


def _assigned(toks: list[Any], before: int, name: str, lookback: int = _ASSIGNMENT_LOOKBACK) -> list[Any]:
    """The value of the nearest ``const|let|var <name> = ...;`` before token ``before`` (empty if none near)."""
    for j in range(before - 1, max(before - lookback, 1) - 1, -1):
        if toks[j].kind == "ident" and toks[j].text == name and toks[j + 1].text == "=":
            if toks[j - 1].kind != "ident" or toks[j - 1].text not in ("const", "let", "var"):
                continue
            end, depth = j + 2, 0
            while end < before:
                t = toks[end]
                if t.kind == "punct" and t.text in "([{":
                    depth += 1
                elif t.kind == "punct" and t.text in ")]}":
                    depth -= 1
                elif depth == 0 and t.kind == "punct" and t.text == ";":
                    break
                end += 1
            return toks[j + 2 : end]
    return []


def _returned_strings(path: str, text: str) -> list[ErrorSite]:
    """``return '<text>'`` and ``return `<template>` `` (with ``+`` parts or a ternary of them), and the
    ``content`` of a returned ``{ content: '<text>', isError }`` (a tool result in the MCP shape)."""
    toks, _end = _lex(text)
    lines = _Lines(text)
    out: list[ErrorSite] = []
    for i, tok in enumerate(toks):
        if tok.kind != "ident" or tok.text != "return" or i + 1 >= len(toks):
            continue
        if toks[i + 1].text == "{":
            if _too_long(toks, i + 1):
                continue
            for message in _messages(_properties(toks, i + 1).get("content", []), text, lines):
                out.append(ErrorSite(path, message.line, message.raw, "tool-result", message.key))
            continue
        if toks[i + 1].kind not in ("str", "tmpl"):
            continue
        end, depth = i + 1, 0
        while end < min(len(toks), i + MAX_CALL_TOKENS):
            t = toks[end]
            if t.kind == "punct" and t.text in "([{":
                depth += 1
            elif t.kind == "punct" and t.text in ")]}":
                depth -= 1
                if depth < 0:
                    break
            elif depth == 0 and t.kind == "punct" and t.text == ";":
                break
            end += 1
        for message in _messages(toks[i + 1 : end], text, lines):
            out.append(ErrorSite(path, message.line, message.raw, "tool-result", message.key))
    return out


@dataclass
class SiteStatus:
    site: ErrorSite
    status: str  # covered, out, pending, unaccounted
    entries: tuple[str, ...] = ()
    reason: str | None = None

    def as_dict(self) -> dict[str, Any]:
        item = {**self.site.as_dict(), "status": self.status}
        if self.entries:
            item["entries"] = list(self.entries)
        if self.reason:
            item["reason"] = self.reason
        return item


@dataclass(frozen=True)
class UnreadThrow:
    """A throw whose message the check cannot read, and the rule that accounts for its file, if any."""

    path: str
    line: int
    status: str  # out, pending (a rule of scope.yaml names its file), or unread
    reason: str | None = None

    def as_dict(self) -> dict[str, Any]:
        item: dict[str, Any] = {"path": self.path, "line": self.line, "status": self.status}
        if self.reason:
            item["reason"] = self.reason
        return item


@dataclass
class ScopeReport:
    """The accounting of one package: each site's status, and the rules that matched nothing."""

    package: str
    version: str | None
    in_scope: bool
    reason: str | None
    sites: list[SiteStatus]
    stale_rules: list[ScopeRule]
    version_mismatch: str | None = None
    unread: bool = False  # scope.yaml says no source of it could be read
    unread_throws: list[UnreadThrow] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # files of the tree not read, and why

    def count(self, status: str) -> int:
        return sum(1 for s in self.sites if s.status == status)

    def counts(self) -> dict[str, int]:
        """Sites by status, and the throws whose message cannot be read (``unread``; ``unread_unruled``: of
        those, the ones in a file no rule names)."""
        return {
            "sites": len(self.sites),
            **{k: self.count(k) for k in ("covered", "out", "pending", "unaccounted")},
            "unread": len(self.unread_throws),
            "unread_unruled": sum(1 for t in self.unread_throws if t.status == "unread"),
        }

    @property
    def unaccounted(self) -> list[SiteStatus]:
        return [s for s in self.sites if s.status == "unaccounted"] if self.in_scope else []

    @property
    def ok(self) -> bool:
        return not self.unaccounted and not self.stale_rules and not self.version_mismatch

    def summary(self) -> str:
        head = f"{self.package}@{self.version}" if self.version else self.package
        if not self.in_scope:
            return f"{head}: out of scope ({self.reason}); {len(self.sites)} error sites"
        if self.unread:
            return f"{head}: in scope but unread ({self.reason}); {len(self.sites)} error sites found here"
        counts = self.counts()
        return (
            f"{head}: {len(self.sites)} error sites: {self.count('covered')} covered, {self.count('out')} out of "
            f"scope, {self.count('pending')} pending, {self.count('unaccounted')} unaccounted; "
            f"{counts['unread']} unread throws ({counts['unread_unruled']} under no rule); "
            f"{len(self.stale_rules)} stale rules"
        )

    def as_dict(self) -> dict[str, Any]:
        return {
            "package": self.package,
            "version": self.version,
            "in_scope": self.in_scope,
            "unread": self.unread,
            "reason": self.reason,
            "counts": self.counts(),
            "stale_rules": [{"path": r.path, "message": r.message, "reason": r.reason} for r in self.stale_rules],
            "version_mismatch": self.version_mismatch,
            "sites": [s.as_dict() for s in self.sites],
            "unread_throws": [t.as_dict() for t in self.unread_throws],
            "skipped": [{"path": path, "why": why} for path, why in self.skipped],
            "ok": self.ok,
            "summary": self.summary(),
        }


def _covering(catalog: Catalog) -> tuple[dict[Key, list[str]], list[Entry]]:
    by_key: dict[Key, list[str]] = {}
    for entry in catalog.entries:
        if entry.retired or entry.defect is not None:  # a defect's signature is not a text the package gives
            continue
        for key in _spellings(entry):
            by_key.setdefault(key, []).append(entry.id)
    return by_key, [e for e in catalog.entries if not e.retired and e.defect is None]


def _renders(entry: Entry, text: str) -> bool:
    """The entry's template renders ``text`` with values its closed parameters (``values:``) and its patterns
    (``pattern:``, searched case-insensitively, as the matcher does) allow: a template of placeholders only, such
    as ``${LOG_PREFIX} ${detail}``, renders any text unless its prefix is pinned, and ``${name} must be a string``
    does not cover another package's `Plugin instructions must be a string` when its names are pinned."""
    m = entry.template.match(text)
    if m is None:
        return False
    closed = all(
        fold(m.params[p.name].strip()) in {fold(v) for v in p.values}
        for p in entry.params
        if p.values and p.name in m.params
    )
    return closed and all(
        re.search(p.pattern, m.params[p.name].strip(), re.IGNORECASE) is not None
        for p in entry.params
        if p.pattern and p.name in m.params
    )


def _rule_matches(rule: ScopeRule, site: ErrorSite) -> bool:
    return fnmatch.fnmatchcase(site.path, rule.path) and (rule.message is None or rule.message in site.message)


def check_scope(catalog: Catalog, package: ScopePackage, tree: Tree) -> ScopeReport:
    """Account for every error site of ``tree`` with the catalog and the package's scope rules."""
    by_key, active = _covering(catalog)
    used: set[int] = set()
    statuses: list[SiteStatus] = []
    skipped = list(tree.skipped)
    sites, unread = _scan(tree, catalog, package.tool_results, skipped)
    for site in sites:
        ids = by_key.get(site.key, [])
        if not ids and not any(k == "expr" for k, _ in site.key):
            # A concrete text (a filled-in class template): covered by an entry whose template renders it.
            text = render_key(site.key)
            ids = [e.id for e in active if _renders(e, text)]
        if ids:
            statuses.append(SiteStatus(site, "covered", tuple(sorted(set(ids)))))
            continue
        rule = next((r for r in package.rules if _rule_matches(r, site)), None)
        if rule is not None:
            used.add(id(rule))
            statuses.append(SiteStatus(site, rule.kind, reason=rule.reason))
        else:
            statuses.append(SiteStatus(site, "unaccounted"))
    # A rule for a file also accounts for its unread throws (core's vector stores throw only MastraError objects).
    unread_throws: list[UnreadThrow] = []
    for path, line in unread:
        rule = next((r for r in package.rules if r.message is None and fnmatch.fnmatchcase(path, r.path)), None)
        if rule is not None:
            used.add(id(rule))
        unread_throws.append(UnreadThrow(path, line, rule.kind if rule else "unread", rule.reason if rule else None))
    mismatch = None
    if package.version is not None and tree.version != package.version:
        mismatch = f"scope.yaml accounts for {package.package}@{package.version}, the tree is {tree.release}"
    return ScopeReport(
        package=package.package,
        version=tree.version,
        in_scope=package.in_scope,
        reason=package.reason,
        sites=statuses,
        stale_rules=[r for r in package.rules if id(r) not in used] if package.in_scope else [],
        version_mismatch=mismatch,
        unread=package.unread,
        unread_throws=unread_throws,
        skipped=skipped,
    )

