"""The page model: what each page shows, computed from the catalog, with prose already rendered to safe HTML.

Templates only lay these objects out; every catalog string reaches them either as plain text (escaped by
jinja's autoescape) or as :class:`markupsafe.Markup` produced by markdown-it and Pygments, which escape it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any
from urllib.parse import urlencode

from markupsafe import Markup

from ..catalog import Catalog, Entry, Location
from ..catalog.examples import summary
from ..catalog.model import MastraDoc
from ..template import Literal
from .excerpts import Excerpt
from .highlight import highlight, language_name
from .markdown import render, render_inline
from .version_facts import VersionFacts, version_facts


@dataclass(frozen=True)
class MessagePart:
    text: str  # the literal text, or ``${expr}`` for a placeholder
    name: str | None = None  # the parameter name, for placeholders
    description: str | None = None


@dataclass(frozen=True)
class ParamView:
    name: str
    expr: str
    description: Markup | None


@dataclass(frozen=True)
class CodeView:
    lang: str
    language: str
    html: Markup


@dataclass(frozen=True)
class FixView:
    title: Markup
    body: Markup
    before: CodeView | None
    after: CodeView | None
    prelude: CodeView | None = None  # the user's own declarations the example names
    anchor: str = ""  # fix-<its title's words>: a link to a fix stays on it when the fixes are reordered


@dataclass(frozen=True)
class SourceView:
    repo: str
    ref: str
    release: str | None
    commit: str | None
    verified: str | None
    path: str
    line: int
    function: str
    url: str
    message: str | None
    excerpt: Excerpt | None

    @property
    def tree_url(self) -> str:
        """The repository at the pinned ref (a release tag is URL-encoded: ``%40mastra%2Fcore%401.71.0``)."""
        from urllib.parse import quote

        return f"https://github.com/{self.repo}/tree/{quote(self.ref, safe='')}"

    @property
    def release_url(self) -> str | None:
        """The published package version on npm (``@mastra/core@1.71.0`` -> its npm page)."""
        name, _, version = (self.release or "").rpartition("@")
        return f"https://www.npmjs.com/package/{name}/v/{version}" if name and version else None


@dataclass(frozen=True)
class LinkView:
    id: str
    title: str
    retired: bool = False


@dataclass(frozen=True)
class EntryView:
    entry: Entry
    capability_title: str
    message: tuple[MessagePart, ...]
    params: tuple[ParamView, ...]
    meaning: Markup
    triggers: Markup
    situations: tuple[Markup, ...]
    fixes: tuple[FixView, ...]
    sources: tuple[SourceView, ...]
    related: tuple[LinkView, ...]
    successor: LinkView | None
    predecessors: tuple[LinkView, ...]
    checked_versions: tuple[tuple[str, str], ...]  # (package, version) upstream was read at
    versions: VersionFacts  # release range, other wordings, what it is checked against
    package_slug: str  # its package's page: packages/<slug>/
    checks: dict[str, Any]  # Catalog.checks: examples / typechecked / reproduced / not_reproduced
    not_reproduced: Markup | None  # checks["not_reproduced"], its inline markdown rendered
    typecheck_summary: Markup | None  # which examples type-check against what, and why not the others
    requires: tuple[tuple[str, str, Markup], ...]  # (package, version range, why), the reason rendered
    reproduction: CodeView | None  # reproductions/<id>.mjs
    fixed_reproduction: CodeView | None
    previous: LinkView | None  # neighbours within the capability, for browsing
    next: LinkView | None
    issue_url: str | None
    mastra_doc: MastraDoc | None  # Mastra's documentation of the API the error is about
    edit_url: str | None  # the entry's YAML on GitHub
    upstream_search_url: str  # upstream's issues that mention the message's longest literal
    title: str  # the page's <title>: the message, see message_title
    description: str  # for meta description and OpenGraph
    search_text: str  # the prose as plain text, for the search index
    defect: Markup | None = None  # a known upstream bug: which releases, the thread, the fix, the workaround


def _inline_or_none(markdown: str | None) -> Markup | None:
    return render_inline(markdown).html if markdown else None


def _tooltip(markdown: str | None) -> str | None:
    """A description as a plain-text tooltip: code spans and emphasis marks dropped."""
    return " ".join(re.sub(r"[`*]", "", markdown).split()) if markdown else None


def message_parts(entry: Entry) -> tuple[MessagePart, ...]:
    descriptions = {p.name: _tooltip(p.description) for p in entry.params}
    return tuple(
        MessagePart(part.text)
        if isinstance(part, Literal)
        else MessagePart("${" + part.expr + "}", part.name, descriptions.get(part.name))
        for part in entry.template.parts
    )


def message_shape(entry: Entry) -> str:
    """The message as readers see it: escapes resolved, placeholders kept as ``${expr}``."""
    return "".join(p.text for p in message_parts(entry))


# A title needs this many letters of fixed text to say something; a message of placeholders is titled by its title.
_TITLE_MIN_LETTERS = 4
_TITLE_LIMIT = 90


def message_title(entry: Entry) -> str:
    """The page title: the message, as a reader searching the web for the error typed it (MDN titles its error
    pages so). Its first line, placeholders shown as ``…``, cut at a word past ``_TITLE_LIMIT`` characters; the
    entry's title when the message is (almost) all placeholders."""
    text = "".join(p.text if isinstance(p, Literal) else "…" for p in entry.template.parts)
    first = next((line for line in text.splitlines() if line.strip()), "")
    first = " ".join(first.split())
    if sum(c.isalpha() for c in first) < _TITLE_MIN_LETTERS:
        return entry.title
    return _truncate(first, _TITLE_LIMIT)


def _code(lang: str, code: str) -> CodeView:
    return CodeView(lang, language_name(lang), highlight(code, lang))


def issue_link(catalog: Catalog, entry: Entry) -> str | None:
    """A new-issue link prefilled with the error id (GitHub's ``title`` and ``body`` parameters)."""
    if not catalog.issue_url:
        return None
    body = (
        f"Error id: `{entry.id}`\n"
        f"Page: {catalog.docs_url(entry.id)}\n"
        f"Catalog version: {catalog.version}\n\n"
        "What is wrong or missing on this page?\n\n"
    )
    query = urlencode({"title": f"[{entry.id}] ", "body": body, "error": entry.id})
    return catalog.issue_url + ("&" if "?" in catalog.issue_url else "?") + query


_GITHUB_REPO = re.compile(r"^https://github\.com/([^/?#]+/[^/?#]+)/")
UPSTREAM_ISSUES_REPO = "mastra-ai/mastra"  # where Mastra's errors are reported, whatever package throws them


def edit_link(catalog: Catalog, entry: Entry) -> str | None:
    """The entry's YAML on GitHub, in the repository that catalog.yaml's ``issue_url`` names."""
    m = _GITHUB_REPO.match(catalog.issue_url or "")
    return f"https://github.com/{m.group(1)}/blob/main/catalog/errors/{entry.id}.yaml" if m else None


def longest_literal(entry: Entry) -> str:
    """The longest fixed stretch of the message: what an upstream issue quoting the error is sure to contain."""
    literals = [" ".join(p.text.split()) for p in entry.template.parts if isinstance(p, Literal)]
    return max(literals, key=len, default="").strip(" :'\"`.,")


def upstream_search_link(entry: Entry) -> str:
    query = urlencode({"q": f'is:issue "{longest_literal(entry)}"'})
    return f"https://github.com/{UPSTREAM_ISSUES_REPO}/issues?{query}"


def _truncate(text: str, limit: int = 200) -> str:
    if len(text) <= limit:
        return text
    cut = text[: limit - 1].rsplit(" ", 1)[0]
    return cut.rstrip(",.;:") + "…"


def entry_view(
    catalog: Catalog,
    entry: Entry,
    excerpts: Mapping[Location, Excerpt],
    neighbours: tuple[Entry | None, Entry | None],
    predecessors: tuple[Entry, ...],
) -> EntryView:
    meaning, triggers = render(entry.meaning), render(entry.triggers)
    situations = [render_inline(s) for s in entry.situations]
    fixes: list[FixView] = []
    fix_texts: list[str] = []
    anchors = fix_anchors([render_inline(f.title).text for f in entry.fixes])
    for fix, fix_anchor in zip(entry.fixes, anchors, strict=True):
        title, body = render_inline(fix.title), render(fix.body)
        example = fix.example
        fixes.append(
            FixView(
                title.html,
                body.html,
                _code(example.lang, example.before) if example else None,
                _code(example.lang, example.after) if example else None,
                _code(example.lang, example.prelude) if example and example.prelude else None,
                fix_anchor,
            )
        )
        fix_texts += [title.text, body.text]
    defect = render(entry.defect.summary(entry.package) + "\n\n" + entry.defect.workaround) if entry.defect else None
    params = tuple(
        ParamView(p.name, p.expr, render_inline(p.description).html if p.description else None) for p in entry.params
    )
    packages = dict(pkg for up in catalog.upstream for pkg in up.packages)

    def link(other: Entry | None) -> LinkView | None:
        return LinkView(other.id, other.title, other.retired) if other else None

    related = tuple(LinkView(r, catalog.get(r).title, catalog.get(r).retired) for r in entry.related if r in catalog)
    successor = catalog.get(entry.successor) if entry.successor and entry.successor in catalog else None
    checks = catalog.checks(entry)
    return EntryView(
        entry=entry,
        capability_title=catalog.capability(entry.capability).title,
        message=message_parts(entry),
        params=params,
        meaning=meaning.html,
        triggers=triggers.html,
        situations=tuple(s.html for s in situations),
        fixes=tuple(fixes),
        sources=tuple(
            SourceView(
                s.repo,
                s.ref,
                s.release,
                s.commit,
                s.verified,
                s.path,
                s.line,
                s.function,
                s.url,
                s.message,
                excerpts.get(s),
            )
            for s in entry.sources
        ),
        related=related,
        successor=link(successor),
        predecessors=tuple(LinkView(p.id, p.title, True) for p in predecessors),
        checked_versions=((entry.package, packages[entry.package]),) if entry.package in packages else (),
        versions=version_facts(entry),
        package_slug=_slugs(frozenset(e.package for e in catalog.entries))[entry.package],
        checks=checks,
        not_reproduced=render_inline(checks["not_reproduced"]).html if checks["not_reproduced"] else None,
        typecheck_summary=_inline_or_none(summary(checks["examples"])),
        requires=tuple((r.package, r.version, render_inline(r.reason).html) for r in entry.requires),
        reproduction=(
            _code("js", entry.reproduction.script) if entry.reproduction and entry.reproduction.script else None
        ),
        fixed_reproduction=(
            _code("js", entry.reproduction.fixed_script)
            if entry.reproduction and entry.reproduction.fixed_script
            else None
        ),
        previous=link(neighbours[0]),
        next=link(neighbours[1]),
        issue_url=issue_link(catalog, entry),
        mastra_doc=catalog.mastra_doc(entry),
        edit_url=edit_link(catalog, entry),
        upstream_search_url=upstream_search_link(entry),
        title=message_title(entry),
        description=_truncate(meaning.text),
        # What a reader reads; the maintainers' notes stay in the record and the source.
        search_text=" ".join([meaning.text, triggers.text, *(s.text for s in situations), *fix_texts]).strip(),
        defect=defect.html if defect else None,
    )


@dataclass(frozen=True)
class EntryLink:
    """An entry in a listing."""

    id: str
    title: str
    message: tuple[MessagePart, ...]
    capability: str
    package: str
    retired: bool


def entry_link(entry: Entry) -> EntryLink:
    return EntryLink(entry.id, entry.title, message_parts(entry), entry.capability, entry.package, entry.retired)


_ARTICLE = re.compile(r"^(a|an|the)\s+", re.IGNORECASE)


def title_key(title: str) -> str:
    """A title as an index sorts it: case-folded, a leading article dropped ("A sandbox ..." under S)."""
    return _ARTICLE.sub("", title.strip()).casefold()


def by_letter(entries: Iterable[Entry]) -> list[tuple[str, tuple[EntryLink, ...]]]:
    """Entries A to Z by title, in groups by their title's first letter (``#`` for anything else)."""
    groups: dict[str, list[EntryLink]] = {}
    for entry in sorted(entries, key=lambda e: title_key(e.title)):
        first = title_key(entry.title)[:1].upper()
        groups.setdefault(first if first.isalpha() and first.isascii() else "#", []).append(entry_link(entry))
    return [(letter, tuple(links)) for letter, links in groups.items()]


@dataclass(frozen=True)
class Group:
    """A heading with its entries: a capability, or an upstream package."""

    key: str
    title: str
    anchor: str
    description: Markup | None
    entries: tuple[EntryLink, ...]

    @property
    def active_count(self) -> int:
        return sum(1 for e in self.entries if not e.retired)


_FIX_ANCHOR_WORDS = 6


def fix_anchors(titles: list[str]) -> list[str]:
    """``fix-`` and the first words of each fix's title (``fix-use-an-image-with-blobfuse2``), numbered when two
    fixes would share one: the anchor follows its fix, not its place in the list."""
    out: list[str] = []
    for title in titles:
        base = "fix-" + "-".join(anchor(title).split("-")[:_FIX_ANCHOR_WORDS])
        name, n = base, 2
        while name in out:
            name, n = f"{base}-{n}", n + 1
        out.append(name)
    return out


def anchor(text: str) -> str:
    """A fragment id from free text (``@mastra/core`` -> ``mastra-core``)."""
    out = "".join(c if c.isalnum() else "-" for c in text.lower())
    return "-".join(filter(None, out.split("-"))) or "x"


def listing_order(entry: Entry) -> tuple[bool, str]:
    """Listing order: active entries first, then by title as a reader scans it."""
    return (entry.retired, title_key(entry.title))


def capability_groups(catalog: Catalog) -> tuple[Group, ...]:
    """Capabilities in taxonomy order, each with its entries (empty capabilities kept: the taxonomy is the map)."""
    by_cap: dict[str, list[EntryLink]] = {c.key: [] for c in catalog.capabilities}
    for entry in sorted(catalog.entries, key=listing_order):
        by_cap[entry.capability].append(entry_link(entry))
    return tuple(
        Group(c.key, c.title, f"cap-{anchor(c.key)}", render(c.description).html, tuple(by_cap[c.key]))
        for c in catalog.capabilities
    )


@lru_cache(maxsize=4)
def _slugs(packages: frozenset[str]) -> dict[str, str]:
    """:func:`package_slugs`, once per catalog's packages rather than once per entry page."""
    return package_slugs(packages)


def package_slugs(packages: Iterable[str]) -> dict[str, str]:
    """Each package's folder under ``packages/`` (``@mastra/core`` -> ``mastra-core``); names that differ only
    in punctuation get a numbered suffix, in name order, so that every package has a page of its own."""
    slugs: dict[str, str] = {}
    taken: set[str] = set()
    for name in sorted(set(packages)):
        slug = base = anchor(name)
        n = 2
        while slug in taken:
            slug, n = f"{base}-{n}", n + 1
        taken.add(slug)
        slugs[name] = slug
    return slugs


def neighbours(catalog: Catalog) -> dict[str, tuple[Entry | None, Entry | None]]:
    """Previous and next entry within each capability, in the order the capability page lists them."""
    out: dict[str, tuple[Entry | None, Entry | None]] = {}
    ordered = sorted(catalog.entries, key=listing_order)
    for cap in catalog.capabilities:
        members = [e for e in ordered if e.capability == cap.key]
        for i, entry in enumerate(members):
            out[entry.id] = (members[i - 1] if i else None, members[i + 1] if i + 1 < len(members) else None)
    return out


def predecessors(catalog: Catalog) -> dict[str, tuple[Entry, ...]]:
    """For each id, the retired entries that name it as their successor."""
    out: dict[str, list[Entry]] = {}
    for entry in catalog.entries:
        if entry.successor:
            out.setdefault(entry.successor, []).append(entry)
    return {k: tuple(v) for k, v in out.items()}
