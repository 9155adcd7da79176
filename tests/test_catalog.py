"""The loader: every validation rule reports the file, line and field; valid catalogs load and cache."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from errors import catalog as catalog_module
from errors.catalog import CatalogError, Problem, load_catalog
from errors.catalog.examples import example_checks, summary


def problems_of(root: Path) -> list[Problem]:
    with pytest.raises(CatalogError) as info:
        load_catalog(root, use_cache=False)
    return info.value.problems


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, f"fixture text {old!r} not in {path}"
    path.write_text(text.replace(old, new, 1))


def only(problems: list[Problem], field: str) -> Problem:
    hits = [p for p in problems if p.field == field]
    assert len(hits) == 1, problems
    return hits[0]


def test_the_fixture_catalog_is_valid(mini: Path) -> None:
    catalog = load_catalog(mini, use_cache=False)
    assert [e.id for e in catalog] == ["no-env", "no-exec"]
    entry = catalog.get("no-exec")
    assert entry.family == "ExecuteCommandError"
    assert [p.name for p in entry.params] == ["sandbox_id", "what"]
    assert entry.params[1].description.startswith("What was about to run, as the caller named it")
    assert catalog.docs_url("no-exec") == "https://example.test/1.0/errors/no-exec/"


# Each case: (file, old text, new text, field, expected line, words in the message)
RULES = [
    ("no-exec.yaml", "title: The", "titel: The", "titel", 2, "unknown field"),
    ("no-exec.yaml", "title: The", "titel: The", "title", 1, "missing required field"),
    ("no-exec.yaml", "    line: 10", "    line: ten", "sources[0].line", 14, "whole number"),
    ("no-exec.yaml", "related: [no-env]", "related: no-env", "related", 29, "expected a list"),
    ("no-exec.yaml", 'package: "@example/core"', "package: 1.5", "package", 6, "quote it"),
    ("no-exec.yaml", "id: no-exec", "id: No_Exec", "id", 1, "does not match"),
    ("no-exec.yaml", "id: no-exec", "id: other", "id", 1, "does not match the file name"),
    ("no-exec.yaml", "related: [no-env]", "related: [nowhere]", "related[0]", 29, "no entry has the id"),
    ("no-exec.yaml", "capability: executeCommand", "capability: teleport", "capability", 5, "not in the taxonomy"),
    ("no-exec.yaml", "cannot run ${what}", "cannot run ${what", "message", 3, "does not parse"),
    ("no-exec.yaml", "cannot run ${what}", "cannot run ${f(x)}", "message", 3, "explicit name"),
    ("no-exec.yaml", "exception: NoExec", "exception: NoEnv", "exception", 4, "already used"),
    ("no-exec.yaml", "exception: NoExec", "exception: SetEnvError", "exception", 4, "family"),
    ("no-exec.yaml", "title: The sandbox cannot", "title: The sandbox has no setEnv #", "title", 2, "already used"),
    ("no-exec.yaml", "probes: [surface, execute_command]", "probes: [surface, x_ray]", "probes[1]", 30, "not one of"),
    (
        "no-exec.yaml",
        '    example:\n      lang: ts\n      before: "new Sandbox()"\n      after: "new Sandbox({ processes })"\n',
        "",
        "fixes[0].example",
        21,
        "needs a before/after example",
    ),
    ("no-exec.yaml", "      lang: ts", "      lang: ''", "fixes[0].example.lang", 24, "must not be empty"),
    # Pins: a release or a commit, never both; a release is one the catalog pins; a reproduction has its script.
    (
        "no-exec.yaml",
        "    function: run\n",
        '    function: run\n    release: "@up/kit@1.0.0"\n',
        "sources[0]",
        11,
        "exactly one of",
    ),
    (
        "no-exec.yaml",
        "    commit: 0123456789abcdef0123456789abcdef01234567\n",
        '    release: "@up/kit@9.9.9"\n',
        "sources[0].release",
        12,
        "not a package version pinned",
    ),
    (
        "no-exec.yaml",
        "    commit: 0123456789abcdef0123456789abcdef01234567\n",
        "    commit: 0123456789abcdef0123456789abcdef01234567\n    verified: read it\n    release: '@up/kit@1.0.0'\n",
        "sources[0].verified",
        11,
        "only a commit pin",
    ),
    ("no-exec.yaml", "probes: [", "reproduction:\n  params: {what: ls}\nprobes: [", "reproduction.params", 31, "no"),
    ("no-exec.yaml", "probes: [", "reproduction: {}\nprobes: [", "reproduction", 30, "exactly one of"),
    ("no-exec.yaml", "probes: [", "reproduction:\n  unavailable: x\n  params: {}\nprobes: [",
     "reproduction", 31, "exactly one"),
    ("no-exec.yaml", "  - expr: what\n", "  - expr: whom\n", "params[0].expr", 8, "not a placeholder"),
    (
        "no-exec.yaml",
        "    commit: 0123456789abcdef0123456789abcdef01234567",
        "    commit: main",
        "sources[0].commit",
        12,
        "does not match",
    ),
    ("no-exec.yaml", "situations:\n  - A wrapper drops the method.", "situations: []", "situations", 18, "at least 1"),
    ("no-exec.yaml", "meaning: The sandbox", "meaning: ''\nx: The sandbox", "meaning", 16, "must not be empty"),
]


@pytest.mark.parametrize(("file", "old", "new", "field", "line", "words"), RULES)
def test_each_rule_names_file_line_and_field(
    mini: Path, file: str, old: str, new: str, field: str, line: int, words: str
) -> None:
    edit(mini / "errors" / file, old, new)
    problem = only(problems_of(mini), field)
    assert problem.path.endswith(f"errors/{file}")
    assert problem.line == line, problem
    assert words in problem.message, problem
    assert str(problem).startswith(f"{problem.path}:{line}:")


def test_empty_fixes(mini: Path) -> None:
    path = mini / "errors" / "no-env.yaml"
    text = path.read_text()
    path.write_text(text[: text.index("fixes:")] + "fixes: []\n" + text[text.index("related:") :])
    problem = only(problems_of(mini), "fixes")
    assert (problem.line, "at least 2") == (17, problem.message[problem.message.index("at least") :][:10])


def test_all_problems_are_reported_at_once(mini: Path) -> None:
    edit(mini / "errors" / "no-exec.yaml", "title: The", "titel: The")
    edit(mini / "errors" / "no-env.yaml", "capability: setEnv", "capability: teleport")
    fields = {(Path(p.path).name, p.field) for p in problems_of(mini)}
    assert {("no-exec.yaml", "titel"), ("no-exec.yaml", "title"), ("no-env.yaml", "capability")} <= fields


@pytest.mark.parametrize(
    ("content", "field", "line", "words"),
    [
        (b"", "file", 1, "empty"),
        (b"   \n\n", "file", 1, "empty"),
        (b"id: x\n\xff\xfe broken\n", "file", 2, "not UTF-8"),
        (b"id: [unclosed\ntitle: x\n", "yaml", 2, "syntax error"),
        (b"- just\n- a list\n", "document", 1, "expected a mapping"),
        (b"id: a\nid: b\n", "id", 2, "duplicate key"),
        (b"plain scalar\n", "document", 1, "expected a mapping"),
        (b"a: 1\n---\nb: 2\n", "file", 3, "more than one"),
    ],
)
def test_unusable_files_are_problems_not_tracebacks(
    mini: Path, content: bytes, field: str, line: int, words: str
) -> None:
    (mini / "errors" / "broken.yaml").write_bytes(content)
    found = problems_of(mini)
    hits = [p for p in found if p.path.endswith("broken.yaml") and p.field == field and words in p.message]
    assert hits, found
    assert hits[0].line == line, hits[0]


def test_duplicate_ids_across_files(mini: Path) -> None:
    (mini / "errors" / "no-env.yml").write_text((mini / "errors" / "no-env.yaml").read_text())
    messages = [str(p) for p in problems_of(mini) if p.path.endswith("no-env.yml")]
    assert any(":1:" in m and "id: 'no-env' is already used" in m for m in messages), messages


def test_same_rendering_twice_must_be_merged(mini: Path) -> None:
    text = (mini / "errors" / "no-exec.yaml").read_text()
    text = (
        text.replace("id: no-exec", "id: no-exec-twin")
        .replace("NoExec", "NoExecTwin")
        .replace("${sandbox.id}", "${this._sandboxId}")
    )
    text = text.replace("title: The sandbox cannot run commands", "title: Twin")
    (mini / "errors" / "no-exec-twin.yaml").write_text(text)
    assert any("merge them" in p.message for p in problems_of(mini))


def test_retired_entries_name_an_existing_successor(mini: Path) -> None:
    edit(mini / "errors" / "no-exec.yaml", "probes:", "status: retired\nprobes:")
    assert "must name its successor" in only(problems_of(mini), "successor").message
    edit(mini / "errors" / "no-exec.yaml", "status: retired", "status: retired\nsuccessor: gone")
    assert "no entry has the id 'gone'" in only(problems_of(mini), "successor").message
    edit(mini / "errors" / "no-exec.yaml", "successor: gone", "successor: no-env")
    assert load_catalog(mini, use_cache=False).get("no-exec").retired


def test_taxonomy_problems_point_into_catalog_yaml(mini: Path) -> None:
    edit(mini / "catalog.yaml", "family: SetEnvError", "family: ExecuteCommandError")
    problem = only(problems_of(mini), "capabilities[1].family")
    assert problem.path.endswith("catalog.yaml") and problem.line == 16


def cache_files() -> list[Path]:
    return sorted(Path(os.environ["XDG_CACHE_HOME"]).glob("sandbox-errors/catalog-*.json"))


def test_cache_is_reused_and_keyed_by_content(mini: Path) -> None:
    first = load_catalog(mini)
    caches = cache_files()
    assert len(caches) == 1
    assert load_catalog(mini) == first
    edit(mini / "errors" / "no-env.yaml", "title: The sandbox has no setEnv", "title: Changed")
    assert load_catalog(mini).get("no-env").title == "Changed"
    # The new content has its own file, and it replaced the old one (a catalog keeps one cache file).
    assert len(cache_files()) == 1 and cache_files() != caches


def test_corrupt_cache_is_rebuilt(mini: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    load_catalog(mini)
    (cache,) = cache_files()
    cache.write_bytes(b"not a cache")
    monkeypatch.setattr(catalog_module.cache, "_MEMO", {})  # as in a new process (the memo lives in the cache glue)
    assert len(load_catalog(mini)) == 2
    assert catalog_module.cache._decode(cache.read_bytes(), mini.resolve()) == load_catalog(mini)


def test_a_cache_hit_reads_an_entry_only_when_it_is_used(mini: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(catalog_module.cache, "_MEMO", {})
    parsed = load_catalog(mini, use_cache=False)
    load_catalog(mini)  # writes the cache
    monkeypatch.setattr(catalog_module.cache, "_MEMO", {})
    catalog = load_catalog(mini)
    unread = [e for e in catalog.entries if "_source" in vars(e)]
    assert len(unread) == len(parsed.entries) == 2, "a hit holds the index fields only"
    assert [e.id for e in catalog.entries] == [e.id for e in parsed.entries]
    assert catalog.entries[0].title == parsed.entries[0].title
    assert "_source" not in vars(catalog.entries[0]) and "_source" in vars(catalog.entries[1])
    assert catalog == parsed and [e.template for e in catalog] == [e.template for e in parsed]
    import copy
    import pickle

    monkeypatch.setattr(catalog_module.cache, "_MEMO", {})
    fresh = load_catalog(mini).entries[1]
    assert pickle.loads(pickle.dumps(fresh)) == parsed.entries[1] == copy.copy(fresh)


@pytest.mark.parametrize("damage", ["a byte of a record", "a record's digest"])
def test_a_damaged_record_is_not_used_but_read_again_from_the_files(
    mini: Path, monkeypatch: pytest.MonkeyPatch, damage: str
) -> None:
    monkeypatch.setattr(catalog_module.cache, "_MEMO", {})  # (another test may have loaded a copy at this path)
    parsed = load_catalog(mini, use_cache=False)
    load_catalog(mini)
    (cache,) = cache_files()
    data = cache.read_bytes()
    title = parsed.entries[1].title.encode()
    if damage == "a byte of a record":
        at = data.rindex(title)
        data = data[:at] + b"X" + data[at + 1 :]  # still JSON, still the same length: only the digest tells
    else:
        at = data.index(b'"digests":"') + len(b'"digests":"') + 32  # the second entry's digest
        data = data[:at] + b"0" * 32 + data[at + 32 :]
    cache.write_bytes(data)
    monkeypatch.setattr(catalog_module.cache, "_MEMO", {})
    catalog = load_catalog(mini)
    assert catalog.entries[1].title == parsed.entries[1].title and catalog == parsed
    assert cache_files() == [cache] and cache.read_bytes() != data, "the cache was written anew"
    monkeypatch.setattr(catalog_module.cache, "_MEMO", {})
    assert load_catalog(mini) == parsed


def test_the_content_key_is_read_from_a_stamp_while_the_files_are_as_stamped(
    mini: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from errors.catalog import cache

    monkeypatch.setattr(cache, "_SETTLED_NS", 0)  # the copy's files are new: let them count as settled
    first = load_catalog(mini)  # hashes the files, writes the stamp
    hashed: list[Path] = []
    real_key = cache._content_key
    monkeypatch.setattr(cache, "_content_key", lambda root: hashed.append(root) or real_key(root))
    monkeypatch.setattr(cache, "_MEMO", {})
    load_catalog(mini)
    load_catalog(mini)  # the memo's key check also goes through the stamp
    assert hashed == [], "the key came from the stamp, without reading the files"
    assert len(list(Path(os.environ["XDG_CACHE_HOME"]).glob("sandbox-errors/catalog-*-stamp-*.key"))) == 1
    edit(mini / "errors" / "no-env.yaml", "title: The sandbox has no setEnv", "title: Changed")
    assert load_catalog(mini).get("no-env").title == "Changed" and hashed == [mini.resolve()]
    assert first.get("no-env").title != "Changed"


def test_the_folders_are_listed_from_a_record_while_they_are_as_recorded(
    mini: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from errors.catalog import cache

    (mini / "reproductions").mkdir()
    monkeypatch.setattr(cache, "_SETTLED_NS", 0)  # the copy's folders are new: let them count as settled
    load_catalog(mini)  # a miss: parses the files (and the cache it writes replaces this catalog's records)
    monkeypatch.setattr(cache, "_MEMO", {})
    load_catalog(mini)  # a hit: lists the folders, records the listing
    listed: list[Path] = []
    real_listed = cache._listed
    monkeypatch.setattr(cache, "_listed", lambda root: listed.append(root) or real_listed(root))
    monkeypatch.setattr(cache, "_MEMO", {})
    assert load_catalog(mini).get("no-env") is not None
    assert listed == [], "the names came from the record"
    assert len(list(Path(os.environ["XDG_CACHE_HOME"]).glob("sandbox-errors/catalog-*-listing-*.names"))) == 1

    # A file added to a folder changes the folder's times: the folder is listed again, and the entry is there.
    text = (mini / "errors" / "no-env.yaml").read_text()
    text = text.replace("id: no-env", "id: no-env-two").replace("exception: NoEnv", "exception: NoEnvTwo")
    text = text.replace("runtime token refresh.", "runtime token refresh twice.")
    text = text.replace("no setEnv\n", "no setEnv 2\n")
    (mini / "errors" / "no-env-two.yaml").write_text(text)
    assert load_catalog(mini).get("no-env-two") is not None and listed
    del listed[:]
    (mini / "errors" / "no-env-two.yaml").unlink()
    with pytest.raises(KeyError):
        load_catalog(mini).get("no-env-two")
    assert listed


def test_derived_data_is_cached_beside_the_catalog_and_keyed_by_it(mini: Path, tmp_path: Path) -> None:
    from errors.catalog import cache as cache_module
    from errors.catalog.cache import derived

    built: list[str] = []

    def build(catalog: catalog_module.Catalog) -> bytes:
        built.append(catalog.root)
        return ",".join(e.title for e in catalog).encode()

    code = tmp_path / "builder.py"
    code.write_text("version = 1\n")
    first = derived(load_catalog(mini), "titles", build, code=[str(code)])
    assert derived(load_catalog(mini), "titles", build, code=[str(code)]) == first and len(built) == 1
    (derived_file,) = Path(os.environ["XDG_CACHE_HOME"]).glob("sandbox-errors/catalog-*-titles-*.bin")
    assert oct(derived_file.stat().st_mode & 0o777) == "0o600"

    code.write_text("version = 2\n")  # the builder changed: its old data is not read
    cache_module._code_digest.cache_clear()  # (code is read once per process: a new process reads it anew)
    assert derived(load_catalog(mini), "titles", build, code=[str(code)]) == first and len(built) == 2
    edit(mini / "errors" / "no-env.yaml", "title: The sandbox has no setEnv", "title: Changed")
    assert b"Changed" in derived(load_catalog(mini), "titles", build, code=[str(code)]) and len(built) == 3
    assert len(list(derived_file.parent.glob("catalog-*-titles-*.bin"))) == 1, "each change replaces the file"

    os.chmod(derived_file.parent, 0o777)  # a folder others can write to is not trusted: built, not read
    derived(load_catalog(mini), "titles", build, code=[str(code)])
    assert len(built) == 4
    derived(load_catalog(mini, use_cache=False), "titles", build)  # not from the cache: no key, built
    assert len(built) == 5
    with pytest.raises(ValueError, match="short lowercase word"):
        derived(load_catalog(mini), "../x", build)


def test_schema_file_is_current() -> None:
    import json

    from errors._fields import entry_json_schema

    shipped = Path(__file__).resolve().parent.parent / "catalog" / "schema.json"
    assert json.loads(shipped.read_text()) == entry_json_schema(), (
        "run: sandbox-errors catalog schema > catalog/schema.json"
    )


def test_a_custom_tag_is_a_problem(mini: Path) -> None:
    edit(mini / "errors" / "no-env.yaml", "package: \"@example/core\"", "package: !!python/name:os.system")
    problem = only(problems_of(mini), "package")
    assert problem.line == 6 and "not allowed" in problem.message


def test_a_capability_parent_must_be_listed_above(mini: Path) -> None:
    edit(mini / "catalog.yaml", "    family: SetEnvError\n", "    family: SetEnvError\n    parent: teleport\n")
    problem = only(problems_of(mini), "capabilities[1].parent")
    assert problem.path.endswith("catalog.yaml") and "'teleport' is not a capability above" in problem.message


def test_a_source_spelling_may_name_its_own_expression(mini: Path) -> None:
    """Two places render the same text from different expressions; params name both."""
    path = mini / "errors" / "no-exec.yaml"
    text = path.read_text()
    text = text.replace("cannot run ${what}: no", "cannot run ${what || cmd}: no")
    names = "  - expr: what || cmd\n    name: what\n  - expr: step ?? what\n    name: what\n"
    text = text.replace("  - expr: what\n", names)
    spelling = "    message: \"Sandbox '${sandbox.id}' cannot run ${step ?? what}: no executeCommand\"\n"
    text = text.replace("    function: run\n", "    function: run\n" + spelling, 1)
    path.write_text(text)
    entry = load_catalog(mini, use_cache=False).get("no-exec")
    assert [p.name for p in entry.params] == ["sandbox_id", "what"]
    path.write_text(text.replace("  - expr: step ?? what\n", "  - expr: step ?? whom\n"))
    problems = problems_of(mini)
    assert any(p.field == "params[1].expr" and "nor of a source's spelling" in p.message for p in problems)


def test_a_parameter_pattern_must_compile(mini: Path) -> None:
    edit(mini / "errors" / "no-exec.yaml", "  - expr: what\n", "  - expr: what\n    pattern: '(unclosed'\n")
    problem = only(problems_of(mini), "params[0].pattern")
    assert "not a regex" in problem.message and problem.line == 9


def test_the_type_check_summary_says_which_examples_and_why_not() -> None:
    checked = {"typechecked": True, "against": ["@mastra/core@1.71.0"], "not_typechecked": None}
    skipped = {"typechecked": False, "against": [], "not_typechecked": "`@mastra/render` is not among the packages"}
    assert summary([{"fix": 0, **checked}, {"fix": 1, **skipped}, {"fix": 2, **checked}]) == (
        "The examples of fixes 1 and 3 type-check against `@mastra/core@1.71.0`; the example of fix 2 is not "
        "type-checked: `@mastra/render` is not among the packages."
    )
    alone = summary([{"fix": 0, **skipped}])
    assert alone == "The example is not type-checked: `@mastra/render` is not among the packages."
    assert summary([]) is None


def test_an_example_importing_an_unpinned_package_is_not_type_checked(tmp_path: Path) -> None:
    from errors.catalog import Entry, Example, Fix

    def entry(package: str, code: str, uncheckable: str | None = None) -> Entry:
        example = Example("ts", code, code, uncheckable=uncheckable)
        return Entry("x", "t", "m", "X", "c", "F", package, (), (), "", "", (), (Fix("a", "b", example),))

    releases = {"@mastra/core": "@mastra/core@1.71.0"}
    render = "import { RenderSandbox } from '@mastra/render';\n"
    core = "import { LocalSandbox } from '@mastra/core/workspace';\nimport { join } from 'node:path';\n"
    assert example_checks(entry("@mastra/render", render), releases)[0].why_not == (
        "`@mastra/render` is not among the packages the suite pins"
    )
    only_core = example_checks(entry("@mastra/render", core), releases)[0]
    assert only_core.typechecked and only_core.against == ("@mastra/core@1.71.0",)
    fragment = example_checks(entry("@mastra/render", core, uncheckable="a fragment"), releases)[0]
    assert not fragment.typechecked and fragment.why_not == "a fragment"
