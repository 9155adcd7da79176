"""The catalog covers its first scope: every message of the hand-made list has exactly one entry.

The list (148 errors) came from ``shared/upstream/mastra-sandbox-errors.json``; a copy lives in
``tests/fixtures/scope/`` so a fresh clone checks it too. The source of truth for what the catalog must cover
is now ``catalog/scope.yaml``, proved by ``catalog scope`` (tests/test_scope.py); this list stays as a
regression check that no message it names loses its entry.

How a scope message finds its entry, in order (the first rule that finds any entry decides):

1. **verbatim**: the entry's ``message``, or one of its ``sources[].message``, equals it;
2. **JSON quoting undone**: the same after replacing ``\\'`` with ``'``. The scope file's generator escaped single
   quotes inside ``${...}`` expressions (``${log ? ... : \\'\\'}``), where JavaScript source cannot have them;
   in literal text ``\\'`` and ``'`` render the same, so the replacement never changes what a template says;
3. **same shape**: the (unescaped) text parsed with the entry's placeholder names has the entry's
   ``Template.shape``, i.e. renders the same messages (other escapes, other spellings of a placeholder);
4. **a rendering at a listed throw site**: the entry's template matches the scope text as a rendered message
   (a ``${...}`` left in the scope text is then just text) *and* the entry lists the scope item's file among its
   sources. The scope file sometimes gives the message as resolved where a class template is raised
   (``Sandbox does not support processes`` for ``Sandbox does not support ${feature}``), or leaves out a trailing
   optional part (``${checkOutput ? ... : ''}``, which renders empty). Requiring the file keeps a generic
   template from absorbing a message thrown somewhere else.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from errors import _fields as F
from errors.catalog import Catalog, Entry, load_catalog
from errors.cli import main
from errors.template import TemplateError, parse

ROOT = Path(__file__).resolve().parent.parent
SCOPE = ROOT / "tests" / "fixtures" / "scope" / "mastra-sandbox-errors.json"


@pytest.fixture(scope="module")
def scope() -> list[dict[str, Any]]:
    items = json.loads(SCOPE.read_text(encoding="utf-8"))
    assert isinstance(items, list) and items, f"{SCOPE} holds no list of errors"
    return items


def _unescape_quotes(message: str) -> str:
    return message.replace("\\'", "'")


def _names(entry: Entry) -> dict[str, str]:
    return {p.expr: p.name for p in entry.params}


def _same_shape(message: str, entry: Entry) -> bool:
    try:
        return parse(message, _names(entry)).shape == entry.template.shape
    except TemplateError:  # a placeholder this entry has no name for: not this entry's template
        return False


def entries_for(item: dict[str, Any], catalog: Catalog) -> tuple[str, list[str]]:
    """The rule that placed a scope item, and the ids of the entries it found (empty when none did)."""
    message: str = item["message"]
    entries = [e for e in catalog.entries if not e.retired]
    for rule, text in (("verbatim", message), ("unescaped", _unescape_quotes(message))):
        found = [e.id for e in entries if text == e.message or any(text == s.message for s in e.sources)]
        if found:
            return rule, found
    text = _unescape_quotes(message)
    found = [e.id for e in entries if _same_shape(text, e)]
    if found:
        return "shape", found
    found = [
        e.id
        for e in entries
        if any(s.path == item.get("file") for s in e.sources) and e.template.match(message) is not None
    ]
    if found:
        return "rendering", found
    return "none", []


def test_every_known_message_has_exactly_one_entry(scope: list[dict[str, Any]]) -> None:
    catalog = load_catalog(use_cache=False)
    known = [item for item in scope if item.get("message_known")]
    assert known, "the scope lists no known message"
    missing: list[str] = []
    ambiguous: list[str] = []
    for item in known:
        rule, ids = entries_for(item, catalog)
        where = f"{item.get('file')}:{item.get('line')}"
        if not ids:
            missing.append(f"  {where}: {item['message']!r}")
        elif len(ids) > 1:
            ambiguous.append(f"  {where}: {item['message']!r} -> {', '.join(ids)} (by {rule})")
    problems = []
    if missing:
        problems.append(f"{len(missing)} of {len(known)} known messages have no entry:\n" + "\n".join(missing))
    if ambiguous:
        problems.append(f"{len(ambiguous)} known messages have several entries:\n" + "\n".join(ambiguous))
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(
    ("message", "file", "rule"),
    [
        ("Sandbox '${sandbox.id}' cannot run ${what}: no executeCommand", None, "verbatim"),
        ("Sandbox \\'${sandbox.id}\\' cannot run ${what}: no executeCommand", None, "unescaped"),
        ("Sandbox \\u0027${sandbox.id}' cannot run ${what}: no executeCommand", None, "shape"),
        ("Sandbox 'box-1' cannot run ls: no executeCommand", "src/exec.ts", "rendering"),
        ("Sandbox 'box-1' cannot run ls: no executeCommand", "src/elsewhere.ts", "none"),
        ("Sandbox '${sandbox.name}' cannot run ${what}: no executeCommand", None, "none"),
        ("Sandbox '${sandbox.name}' cannot run ${what}: no executeCommand", "src/exec.ts", "rendering"),
    ],
)
def test_the_matching_rules(mini: Path, message: str, file: str | None, rule: str) -> None:
    """Each rule on the small fixture catalog; a rendering counts only at a throw site the entry lists."""
    found_rule, ids = entries_for({"message": message, "file": file}, load_catalog(mini, use_cache=False))
    assert found_rule == rule
    assert ids == ([] if rule == "none" else ["no-exec"])


def _empty_strings(value: Any, path: str) -> list[str]:
    if isinstance(value, str):
        return [path] if not value.strip() else []
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _empty_strings(v, f"{path}.{k}")]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in _empty_strings(v, f"{path}[{i}]")]
    return []


def distinct_templates(scope: list[dict[str, Any]]) -> int:
    """How many entries the scope needs: its known messages, one per template.

    The scope lists 147 known messages, but some are the same template thrown from several places (one entry
    each, by the catalog's rule), and `${this.exitCode}` / `${this._exitCode}` spell one rendering two ways.
    """
    keys = set()
    for item in scope:
        if not item.get("message_known"):
            continue
        text = _unescape_quotes(item["message"])
        try:
            keys.add(parse(text).shape)
        except TemplateError:  # a placeholder without a derived name: the text is its own key
            keys.add(text)
    return len(keys)


def test_list_json_holds_the_whole_scope_without_empty_fields(scope: list[dict[str, Any]]) -> None:
    result = CliRunner().invoke(main, ["list", "--json"], catch_exceptions=False)
    assert result.exit_code == 0, result.stderr
    records = json.loads(result.stdout)
    needed = distinct_templates(scope)
    assert needed >= 130, needed  # a sanity check on the counting itself
    assert len(records) >= needed, f"{len(records)} entries; the scope has {needed} distinct templates"
    # The lists the entry format requires (sources, situations, fixes), read from the format itself.
    required_lists = [
        name for name, spec in F.ENTRY.fields.items() if isinstance(spec, F.ListOf) and name in F.ENTRY.required
    ]
    assert required_lists
    problems: list[str] = []
    for record in records:
        problems += [f"{record['id']}: {p} is empty" for p in _empty_strings(record, "")]
        problems += [f"{record['id']}: .{name} is an empty list" for name in required_lists if not record.get(name)]
    assert not problems, "\n".join(problems)
