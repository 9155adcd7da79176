"""Building a whole catalog from its folder: each entry from its file, then the rules across entries.

Owns :func:`_parse_catalog` (catalog.yaml's taxonomy, every ``errors/*.yaml``, the reproduction scripts, then
history.yaml when all else is valid), :func:`_build_entry` (the checks that need a whole entry, and the
:class:`~errors.catalog.model.Entry` itself) and the cross-checks: unique ids, titles, exceptions and
templates, links that resolve, release pins that catalog.yaml pins.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from .._safe_read import FileRefused, read_regular
from ..template import TemplateError, parse
from .history import _apply_history, _said
from .model import (
    Capability,
    Catalog,
    CatalogError,
    Defect,
    Entry,
    Evidence,
    Example,
    Fix,
    Location,
    MastraDoc,
    Param,
    Problem,
    Reproduction,
    Requirement,
    Upstream,
    Wording,
)
from .reader import HISTORY_FILE, _display, _field_node, _Reader

RESERVED_CLASS_NAMES = frozenset({"SandboxError"})


def _parse_catalog(root: Path) -> Catalog:
    # Only a cache miss pays for the field declarations (and for PyYAML).
    from .. import _fields as F

    if not root.is_dir():
        raise CatalogError([Problem(_display(root), 1, 1, "file", "no catalog here: the folder does not exist")])
    problems: list[Problem] = []
    meta_reader = _Reader(root / "catalog.yaml", _display(root / "catalog.yaml"))
    readers = [meta_reader]
    meta_node = meta_reader.read()
    meta = meta_reader.convert(meta_node, F.CATALOG, "") if meta_node is not None else None

    capabilities: dict[str, Capability] = {}
    families: set[str] = set()
    if meta and meta.get("capabilities"):
        for i, cap in enumerate(meta["capabilities"]):
            if not cap or None in (cap.get(k) for k in F.CAPABILITY.required):
                continue
            node = _field_node(meta_node, "capabilities", i)
            if cap["key"] in capabilities:
                meta_reader.problem(_field_node(node, "key"), f"capabilities[{i}].key", "duplicate capability key")
            if cap["family"] in families:
                meta_reader.problem(_field_node(node, "family"), f"capabilities[{i}].family", "duplicate family name")
            parent = cap.get("parent")
            if parent is not None and parent not in capabilities:
                # Listed before its children, so a family's base class is always defined first.
                meta_reader.problem(
                    _field_node(node, "parent"), f"capabilities[{i}].parent", f"{parent!r} is not a capability above"
                )
                parent = None
            capabilities[cap["key"]] = Capability(cap["key"], cap["title"], cap["description"], cap["family"], parent)
            families.add(cap["family"])
    problems += meta_reader.problems

    errors_dir = root / "errors"
    files = sorted(errors_dir.glob("*.yaml")) + sorted(errors_dir.glob("*.yml"))
    if not files:
        # Else an empty catalog passes, and a command given it has nothing to match against.
        what = "holds no entry files (*.yaml)" if errors_dir.is_dir() else "is missing"
        message = f"the errors/ folder {what}: a catalog needs entries"
        problems.append(Problem(_display(errors_dir), 1, 1, "file", message))
    raw_entries: list[tuple[_Reader, Any, dict[str, Any]]] = []
    for path in files:
        reader = _Reader(path, _display(path))
        readers.append(reader)
        node = reader.read()
        data = reader.convert(node, F.ENTRY, "") if node is not None else None
        problems += reader.problems
        reader.problems = []
        if data is not None:
            raw_entries.append((reader, node, data))

    entries: list[Entry] = []
    for reader, node, data in raw_entries:
        entry = _build_entry(reader, node, data, capabilities)
        problems += reader.problems
        reader.problems = []
        if entry is not None:
            entries.append(entry)

    problems += _cross_check(raw_entries, entries, families)
    problems += _check_releases(raw_entries, meta)
    entries = _tag_releases(entries, meta)
    mastra_docs = _mastra_docs(meta_reader, meta_node, meta or {}, entries, capabilities)
    problems += meta_reader.problems
    problems += [p for p in (r.overflow() for r in readers) if p is not None]
    # Present in any form: a FIFO or a link to /dev/zero is refused by the reader, with a problem, not skipped.
    if not problems and os.path.lexists(root / HISTORY_FILE):
        entries, history_problems = _apply_history(root / HISTORY_FILE, entries, meta or {})
        problems += history_problems
    if problems:
        raise CatalogError(problems)
    assert meta is not None
    return Catalog(
        name=meta["name"],
        title=meta["title"],
        version=meta["version"],
        site_url=meta["site_url"],
        issue_url=meta.get("issue_url"),
        upstream=tuple(
            Upstream(
                u["key"],
                u["repo"],
                tuple(sorted((u.get("packages") or {}).items())),
                u.get("tag"),
                u.get("registry") or "npm",
            )
            for u in meta["upstream"]
        ),
        capabilities=tuple(capabilities.values()),
        entries=tuple(sorted(entries, key=lambda e: e.id)),
        root=str(root),
        mastra_docs=mastra_docs,
    )


def _mastra_docs(
    reader: _Reader, node: Any, meta: dict[str, Any], entries: list[Entry], capabilities: dict[str, Capability]
) -> tuple[MastraDoc, ...]:
    """catalog.yaml's mastra_docs: each names a package some entry has, and a capability that exists."""
    reader.problems = []
    packages = {e.package for e in entries}
    out: list[MastraDoc] = []
    for i, doc in enumerate(meta.get("mastra_docs") or []):
        where = _field_node(node, "mastra_docs", i)
        if not doc or None in (doc.get(k) for k in ("package", "page", "title", "commit")):
            continue
        if doc["package"] not in packages:
            reader.problem(_field_node(where, "package"), f"mastra_docs[{i}].package", "no entry has this package")
            continue
        if doc.get("capability") is not None and doc["capability"] not in capabilities:
            reader.problem(_field_node(where, "capability"), f"mastra_docs[{i}].capability", "not a capability")
            continue
        out.append(MastraDoc(doc["package"], doc.get("capability"), doc["page"], doc["title"], doc["commit"]))
    return tuple(out)


def _build_entry(reader: _Reader, node: Any, data: dict[str, Any], capabilities: dict[str, Capability]) -> Entry | None:
    """Checks that need the whole entry; an Entry when nothing essential is missing."""
    from .. import _fields as F

    stem = Path(reader.path).stem
    if data.get("id") and data["id"] != stem:
        reader.problem(_field_node(node, "id"), "id", f"{data['id']!r} does not match the file name {stem!r}")
    if data.get("capability") and capabilities and data["capability"] not in capabilities:
        reader.problem(
            _field_node(node, "capability"),
            "capability",
            f"{data['capability']!r} is not in the taxonomy (known: {', '.join(capabilities)})",
        )
    status = data.get("status") or "active"
    if status == "retired" and not data.get("successor"):
        reader.problem(node, "successor", "a retired entry must name its successor")
    if status != "retired" and data.get("successor"):
        reader.problem(_field_node(node, "successor"), "successor", "only a retired entry has a successor")
    fixes = [f for f in (data.get("fixes") or []) if f]
    if fixes and not fixes[0].get("example"):
        reader.problem(_field_node(node, "fixes", 0), "fixes[0].example", "the first fix needs a before/after example")

    template = None
    explicit = {p["expr"]: p["name"] for p in (data.get("params") or []) if p and p.get("expr") and p.get("name")}
    if data.get("message"):
        try:
            template = parse(data["message"], explicit)
        except TemplateError as exc:
            reader.problem(_field_node(node, "message"), "message", f"template does not parse: {exc}")
        if template is not None:
            known = {ph.expr for ph in template.parts if hasattr(ph, "expr")}
            # A place that spells the template differently may need a name for its own expression
            # (`${stderr || stdout || error}` beside the message's `${result.stderr || result.stdout}`).
            for src in data.get("sources") or []:
                if src and src.get("message"):
                    try:
                        known |= set(parse(src["message"], explicit).expressions.values())
                    except TemplateError:
                        pass  # reported below
            for i, p in enumerate(data.get("params") or []):
                if p and p.get("expr") and p["expr"] not in known:
                    reader.problem(
                        _field_node(node, "params", i, "expr"),
                        f"params[{i}].expr",
                        f"{p['expr']!r} is not a placeholder of the message (nor of a source's spelling)",
                    )
            for i, src in enumerate(data.get("sources") or []):
                if src and src.get("message"):
                    try:
                        shape = parse(src["message"], explicit).shape
                    except TemplateError as exc:
                        reader.problem(_field_node(node, "sources", i, "message"), f"sources[{i}].message", str(exc))
                        continue
                    if shape != template.shape:
                        reader.problem(
                            _field_node(node, "sources", i, "message"),
                            f"sources[{i}].message",
                            "renders differently from the entry's message; make it its own entry",
                        )

    for key in ("sources", "evidence"):
        for i, src in enumerate(data.get(key) or []):
            if not src:
                continue
            here = _field_node(node, key, i)
            if bool(src.get("release")) == bool(src.get("commit")):
                reader.problem(here, f"{key}[{i}]", "pin to exactly one of `release` (published code) or `commit`")
            if src.get("release") and src.get("verified"):
                reader.problem(here, f"{key}[{i}].verified", "only a commit pin has `verified`")
    repro = data.get("reproduction")
    if repro is not None:
        here = _field_node(node, "reproduction")
        if ("params" in repro) == ("unavailable" in repro):
            reader.problem(here, "reproduction", "give exactly one of `params` or `unavailable`")
        script = Path(reader.path).parent.parent / "reproductions" / f"{stem}.mjs"
        if "params" in repro and not script.is_file():
            reader.problem(here, "reproduction.params", f"no script reproductions/{stem}.mjs holds the reproduction")
        if template is not None and isinstance(repro.get("params"), dict):
            for name in sorted(set(repro["params"]) - set(template.expressions)):
                reader.problem(here, f"reproduction.params.{name}", f"{name!r} is not a parameter of the message")
        if "unavailable" in repro and script.is_file():
            reader.problem(here, "reproduction.unavailable", f"reproductions/{stem}.mjs exists: give its `params`")

    for i, param in enumerate(data.get("params") or []):
        if param and param.get("other_values") and not param.get("values"):
            reader.problem(
                _field_node(node, "params", i, "other_values"),
                f"params[{i}].other_values",
                "says why values outside `values` may occur, but the param has no `values`",
            )
        if param and param.get("pattern"):
            try:
                re.compile(param["pattern"])
            except re.error as exc:
                reader.problem(_field_node(node, "params", i, "pattern"), f"params[{i}].pattern", f"not a regex: {exc}")

    required_ok = all(data.get(k) is not None for k in F.ENTRY.required)
    if template is None or not required_ok or data["capability"] not in capabilities:
        return None
    notes = {p["expr"]: p for p in (data.get("params") or []) if p and p.get("expr")}
    params = tuple(  # the message's own placeholders; a source spelling's names only serve the shape check
        Param(
            name,
            expr,
            notes.get(expr, {}).get("description"),
            tuple(notes.get(expr, {}).get("values") or ()),
            notes.get(expr, {}).get("pattern"),
            notes.get(expr, {}).get("other_values"),
            notes.get(expr, {}).get("kind") or "text",
        )
        for name, expr in template.expressions.items()
    )
    return Entry(
        id=data["id"],
        title=data["title"],
        message=data["message"],
        exception=data["exception"],
        capability=data["capability"],
        family=capabilities[data["capability"]].family,
        package=data["package"],
        params=params,
        sources=tuple(Location(**s) for s in data["sources"] if s and None not in s.values()),
        meaning=data["meaning"],
        triggers=data["triggers"],
        situations=tuple(s for s in data["situations"] if s),
        fixes=tuple(
            Fix(f["title"], f["body"], Example(**f["example"]) if f.get("example") else None)
            for f in data["fixes"]
            if f and f.get("title") and f.get("body")
        ),
        related=tuple(r for r in (data.get("related") or []) if r),
        probes=tuple(p for p in (data.get("probes") or []) if p),
        requires=tuple(Requirement(**r) for r in (data.get("requires") or []) if r and None not in r.values()),
        reproduction=_reproduction(data.get("reproduction"), Path(reader.path).parent.parent / "reproductions", stem),
        evidence=tuple(Evidence(**e) for e in (data.get("evidence") or []) if e and None not in e.values()),
        wordings=_unreleased_wordings(reader, node, data, {p.expr: p.name for p in params}),
        status=status,
        successor=data.get("successor"),
        error_class=data.get("error_class"),
        error_code=data.get("error_code"),
        markers=tuple(m for m in (data.get("markers") or []) if m),
        defect=Defect(**data["defect"]) if data.get("defect") and None not in data["defect"].values() else None,
        notes=data.get("notes"),
        file=reader.display,
        template=template,
    )


def _check_releases(raw: list[tuple[_Reader, Any, dict[str, Any]]], meta: dict[str, Any] | None) -> list[Problem]:
    """A release pin names a package version of catalog.yaml's `upstream` (the versions the catalog is read at)."""
    pinned = {
        f"{name}@{version}"
        for u in ((meta or {}).get("upstream") or [])
        if u
        for name, version in (u.get("packages") or {}).items()
    }
    problems: list[Problem] = []
    for reader, node, data in raw:
        for key in ("sources", "evidence"):
            for i, src in enumerate(data.get(key) or []):
                release = (src or {}).get("release")
                if not release or release in pinned:
                    continue
                # A known bug is shown in the releases that have it: a defect's own package, at any release
                # (tests/test_below.py checks the release is in `affected` and reads the code there).
                if data.get("defect") and release.rpartition("@")[0] == data.get("package"):
                    continue
                reader.problem(
                    _field_node(node, key, i, "release"),
                    f"{key}[{i}].release",
                    f"{release!r} is not a package version pinned in catalog.yaml",
                )
        problems += reader.problems
        reader.problems = []
    return problems


def _tag_releases(entries: list[Entry], meta: dict[str, Any] | None) -> list[Entry]:
    """Give release pins their git tag where the repository does not name tags `package@version`."""
    import dataclasses

    formats = {
        name: u["tag"]
        for u in ((meta or {}).get("upstream") or [])
        if u and u.get("tag")
        for name in (u.get("packages") or {})
    }
    if not formats:
        return entries

    def tagged(loc: Any) -> Any:
        package, _, version = (loc.release or "").rpartition("@")
        if package not in formats:
            return loc
        return dataclasses.replace(loc, tag=formats[package].format(package=package, version=version))

    return [
        dataclasses.replace(e, sources=tuple(map(tagged, e.sources)), evidence=tuple(map(tagged, e.evidence)))
        for e in entries
    ]


def _reproduction(raw: dict[str, Any] | None, folder: Path, stem: str) -> Reproduction | None:
    if not raw:
        return None
    params = raw.get("params")
    if not isinstance(params, dict):
        return Reproduction(None, raw.get("unavailable"))
    return Reproduction(
        tuple(sorted((str(k), str(v)) for k, v in params.items())),
        raw.get("unavailable"),
        _script(folder / f"{stem}.mjs"),
        _script(folder / f"{stem}.fixed.mjs"),
    )


_MAX_SCRIPT_BYTES = 64 * 1024


def _script(path: Path) -> str | None:
    """A reproduction script's text; None when there is none (a regular file only, size-capped)."""
    try:
        return read_regular(path, _MAX_SCRIPT_BYTES).decode("utf-8", errors="replace")
    except (OSError, FileRefused):
        return None


def _cross_check(
    raw: list[tuple[_Reader, Any, dict[str, Any]]], entries: list[Entry], families: set[str]
) -> list[Problem]:
    """Rules across entries: unique ids, titles, exceptions and templates; links that resolve."""
    problems: list[Problem] = []
    ids = {data.get("id") for _, _, data in raw if data.get("id")}
    first: dict[tuple[str, str], str] = {}
    shapes = {e.id: e.template.shape for e in entries}
    for reader, node, data in raw:
        for field_name in ("id", "title", "exception"):
            value = data.get(field_name)
            if value is None:
                continue
            key = (field_name, value.casefold() if field_name == "title" else value)
            if key in first:
                reader.problem(_field_node(node, field_name), field_name, f"{value!r} is already used by {first[key]}")
            else:
                first[key] = reader.display
        exc_name = data.get("exception")
        if exc_name and (exc_name in families or exc_name in RESERVED_CLASS_NAMES):
            reader.problem(_field_node(node, "exception"), "exception", f"{exc_name!r} is a family or base class name")
        for i, rel in enumerate(data.get("related") or []):
            if rel and rel not in ids:
                reader.problem(_field_node(node, "related", i), f"related[{i}]", f"no entry has the id {rel!r}")
            if rel and rel == data.get("id"):
                reader.problem(_field_node(node, "related", i), f"related[{i}]", "an entry cannot relate to itself")
        successor = data.get("successor")
        if successor and successor not in ids:
            reader.problem(_field_node(node, "successor"), "successor", f"no entry has the id {successor!r}")
        problems += reader.problems
        reader.problems = []
    by_shape: dict[str, str] = {}
    for entry in entries:
        other = by_shape.setdefault(shapes[entry.id], entry.id)
        if other != entry.id:
            problems.append(
                Problem(entry.file, 1, 1, "message", f"renders the same messages as {other}; merge them into one entry")
            )
    said = {_said(e.template): e.id for e in entries}
    for entry in entries:
        for i, w in enumerate(x for x in entry.wordings if not x.released):
            owner = said.get(_said(w.template))
            if owner is not None:
                where = f"unreleased_wordings[{i}].message"
                what = "is the entry's own message" if owner == entry.id else f"renders the same messages as {owner}"
                problems.append(Problem(entry.file, 1, 1, where, what))
    return problems


def _unreleased_wordings(
    reader: _Reader, node: Any, data: dict[str, Any], names: dict[str, str]
) -> tuple[Wording, ...]:
    """An entry's hand-written ``unreleased_wordings``, parsed with the entry's placeholder names."""
    out: list[Wording] = []
    for i, w in enumerate(data.get("unreleased_wordings") or []):
        if not w or not w.get("message") or not w.get("seen"):
            continue
        try:
            template = parse(w["message"], names)
        except TemplateError as exc:
            at = _field_node(node, "unreleased_wordings", i, "message")
            reader.problem(at, f"unreleased_wordings[{i}].message", f"template does not parse: {exc}")
            continue
        out.append(Wording(w["message"], data["package"], None, None, "unreleased", template=template, seen=w["seen"]))
    return tuple(out)
