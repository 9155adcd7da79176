"""Applying ``catalog/history.yaml`` to built entries: each entry's release range and older wordings.

Owns :func:`_apply_history`, which checks the file against the catalog (pinned packages, releases read, entry
ids) and gives each entry its :class:`~errors.catalog.model.EntryHistory` and released
:class:`~errors.catalog.model.Wording` s, and :func:`_said`, the text a template says with its values left
out, by which two wordings are told to be the same.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..template import Literal, Template, TemplateError, parse
from .model import Entry, EntryHistory, Problem, Wording
from .reader import _display, _field_node, _Reader

HISTORY_FILE = "history.yaml"


def _apply_history(path: Path, entries: list[Entry], meta: dict[str, Any]) -> tuple[list[Entry], list[Problem]]:
    """Give entries their release range and other wordings from history.yaml, checking it against the catalog."""
    import dataclasses

    from .. import _fields as F

    reader = _Reader(path, _display(path))
    node = reader.read()
    data = reader.convert(node, F.HISTORY, "") if node is not None else None
    if data is None:
        overflow = reader.overflow()
        return entries, reader.problems + ([overflow] if overflow else [])
    pinned = {name: str(v) for u in meta.get("upstream") or [] if u for name, v in (u.get("packages") or {}).items()}
    read: dict[str, list[str]] = {}
    for i, pkg in enumerate(data.get("packages") or []):
        if not pkg or None in (pkg.get(k) for k in F.HISTORY_PACKAGE.required):
            continue
        here = _field_node(node, "packages", i)
        name = pkg["package"]
        if name not in pinned:
            reader.problem(_field_node(here, "package"), f"packages[{i}].package", f"{name!r} is not pinned")
        elif pkg["pinned"] != pinned[name]:
            reader.problem(
                _field_node(here, "pinned"),
                f"packages[{i}].pinned",
                f"read at {pkg['pinned']}, catalog.yaml pins {pinned[name]}: rerun `sandbox-errors catalog history`",
            )
        if name in read:
            reader.problem(_field_node(here, "package"), f"packages[{i}].package", f"{name!r} is listed twice")
        read[name] = [v for v in pkg["read"] if v]
    by_id = {e.id: e for e in entries}
    shapes = {_said(e.template): e.id for e in entries}
    updated: dict[str, Entry] = {}
    for i, item in enumerate(data.get("entries") or []):
        if not item or None in (item.get(k) for k in F.HISTORY_ENTRY.required):
            continue
        here = _field_node(node, "entries", i)
        entry = by_id.get(item["id"])
        if entry is None:
            reader.problem(_field_node(here, "id"), f"entries[{i}].id", f"no entry has the id {item['id']!r}")
            continue
        if item["id"] in updated:
            reader.problem(_field_node(here, "id"), f"entries[{i}].id", f"{item['id']!r} is listed twice")
            continue
        if item["package"] != entry.package:
            reader.problem(
                _field_node(here, "package"), f"entries[{i}].package", f"the entry's package is {entry.package!r}"
            )
            continue
        versions = read.get(entry.package)
        if versions is None:
            reader.problem(_field_node(here, "package"), f"entries[{i}].package", "not among `packages` read")
            continue
        order = {v: n for n, v in enumerate(versions)}
        fields = [(item.get(k), f"entries[{i}].{k}", _field_node(here, k)) for k in ("first", "last")]
        fields += [
            (v, f"entries[{i}].{key}[{j}]", _field_node(here, key, j))
            for key in ("changed", "missing")
            for j, v in enumerate(item.get(key) or [])
        ]
        ok = all([_read_release(reader, order, entry.package, *f) for f in fields])
        if ok and (item.get("first") is None) != (item.get("last") is None):
            reader.problem(here, f"entries[{i}]", "give both `first` and `last`, or neither")
            ok = False
        if ok and item.get("first") is not None and order[item["first"]] > order[item["last"]]:
            reader.problem(_field_node(here, "last"), f"entries[{i}].last", "comes before `first`")
            ok = False
        wordings: list[Wording] = []
        explicit = {p.expr: p.name for p in entry.params}
        for j, w in enumerate(item.get("wordings") or []):
            if not w or None in (w.get(k) for k in F.HISTORY_WORDING.required):
                continue
            where, at = f"entries[{i}].wordings[{j}]", _field_node(here, "wordings", j)
            ends = [(w[k], f"{where}.{k}", _field_node(at, k)) for k in ("first", "last")]
            if not all([_read_release(reader, order, entry.package, *end) for end in ends]):
                continue
            if order[w["first"]] > order[w["last"]]:
                reader.problem(_field_node(at, "last"), f"{where}.last", "comes before `first`")
                continue
            try:
                template = parse(w["message"], {**explicit, **(w.get("names") or {})})
            except TemplateError as exc:
                reader.problem(_field_node(at, "message"), f"{where}.message", f"template does not parse: {exc}")
                continue
            other = shapes.get(_said(template))
            if other == entry.id:
                continue  # only placeholder expressions differ: the entry's own template matches it already
            if other is not None:
                reader.problem(_field_node(at, "message"), f"{where}.message", f"renders the same messages as {other}")
                continue
            newer = order[w["first"]] > order.get(pinned.get(entry.package, ""), len(order))
            wordings.append(Wording(w["message"], entry.package, w["first"], w["last"], w["found"], newer, template))
        if not ok:
            continue
        history = EntryHistory(
            entry.package,
            item.get("first"),
            item.get("last"),
            tuple(item.get("changed") or ()),
            tuple(versions),
            tuple(item.get("missing") or ()),
        )
        unreleased = tuple(w for w in entry.wordings if not w.released)
        updated[entry.id] = dataclasses.replace(entry, history=history, wordings=tuple(wordings) + unreleased)
    overflow = reader.overflow()
    return [updated.get(e.id, e) for e in entries], reader.problems + ([overflow] if overflow else [])


def _said(template: Template) -> str:
    """The text a template renders, values left out: two templates with the same one say the same thing."""
    return "".join(p.text if isinstance(p, Literal) else "\0" for p in template.parts)


def _read_release(reader: _Reader, order: dict[str, int], package: str, value: Any, where: str, node: Any) -> bool:
    """Whether a version named in history.yaml is one of the releases read (a problem when it is not)."""
    if value is not None and value not in order:
        reader.problem(node, where, f"{value!r} is not a release read of {package}")
        return False
    return True
