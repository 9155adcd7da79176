"""Adversarial inputs to the loader and its cache (issue 13: items 1, 5, 6, 9 and the loader part of 14).

Each bad input is built here by a small generator. The commands run as real processes (the exit code, the
absence of a traceback, a wall-clock cap and an address-space cap are what a user would see), except where
a ratio of two in-process timings is the clearer bound. Caps are generous: the machine is shared.
"""

from __future__ import annotations

import json
import os
import pickle
import re
import shutil
import stat
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from hardening_helpers import TIME_CAP, run
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from errors import catalog as catalog_module
from errors.catalog import CatalogError, load_catalog

MINI = Path(__file__).resolve().parent / "fixtures" / "mini"
MESSAGE = "Sandbox 'my-box' cannot run the session setup: no executeCommand implementation"


def copy_mini(tmp_path: Path, name: str = "cat") -> Path:
    target = tmp_path / name
    shutil.copytree(MINI, target)
    return target


def entry_without(*fields: str) -> str:
    """The fixture's no-env entry with some top-level fields dropped (so a test can write its own)."""
    kept: list[str] = []
    dropping = False
    for line in (MINI / "errors" / "no-env.yaml").read_text().splitlines(keepends=True):
        if line[:1].strip():
            dropping = line.split(":", 1)[0] in fields
        if not dropping:
            kept.append(line)
    return "".join(kept)


def cache_dir() -> Path:
    return Path(os.environ["XDG_CACHE_HOME"]) / "sandbox-errors"


def cache_names(root: Path) -> list[str]:
    """Where a loader looks for this catalog's cache: the old pickle name, and the current name if there is one."""
    root = root.resolve()
    key = catalog_module._content_key(root)
    names = [f"catalog-{key}.pickle"]
    current = getattr(catalog_module, "_cache_name", None)
    if current is not None:
        names.append(current(root, key)[1])
    return names


# --- 1. a planted cache cannot run code ---------------------------------------------------------------------------


class _Payload:
    """Unpickling this runs code: it writes the marker file."""

    def __init__(self, marker: Path) -> None:
        self.marker = str(marker)

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (exec, (f"open({self.marker!r}, 'w').write('ran')",))


def plant(directory: Path, names: list[str], data: bytes, mode: int = 0o600) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    for name in names:
        (directory / name).write_bytes(data)
        os.chmod(directory / name, mode)


@pytest.mark.parametrize(
    "how",
    [
        pytest.param(["list"], id="list"),
        pytest.param(["diagnose", MESSAGE], id="diagnose"),
        pytest.param(None, id="import-errors-classify"),
    ],
)
def test_a_planted_pickle_never_runs(tmp_path: Path, how: list[str] | None) -> None:
    marker = tmp_path / "marker"
    shipped = catalog_module.default_catalog_dir()
    plant(cache_dir(), cache_names(shipped), pickle.dumps(_Payload(marker)))
    if how is None:
        code, out, _, _ = run(cwd=tmp_path, code=f"import errors; print(type(errors.classify({MESSAGE!r})).__name__)")
        assert out.strip() == "SessionSetupWithoutExecuteCommand"
    else:
        code, out, _, _ = run(*how, cwd=tmp_path)
    assert code == 0 and out
    assert not marker.exists(), "the planted cache ran its code"
    assert not list(cache_dir().glob("*.pickle")), "the old-format file is pruned"
    assert not list(cache_dir().glob(".tmp-*")), "a temporary file was left behind"


def _planted_catalog(root: Path) -> bytes:
    """A well-formed cache of ``root`` whose first title says PLANTED: if it is used, the output shows it."""
    from errors.catalog import cache

    real = load_catalog(root, use_cache=False)
    first = real.entries[0]
    forged = type(real)(**{**_fields(real), "entries": (type(first)(**{**_fields(first), "title": "PLANTED"}),)})
    return cache._encode(forged)


def _fields(obj: Any) -> dict[str, Any]:
    import dataclasses

    return {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}


def test_a_cache_of_another_user_or_writable_by_others_is_not_trusted(tmp_path: Path) -> None:
    root = copy_mini(tmp_path)
    name = cache_names(root)[-1]
    data = _planted_catalog(root)
    plant(cache_dir(), [name], data)
    catalog_module._MEMO.clear()
    assert load_catalog(root).entries[0].title == "PLANTED", "the control: a private, well-formed cache is used"

    cases: list[tuple[str, Any]] = [
        ("file writable by others", lambda: os.chmod(cache_dir() / name, 0o666)),
        ("folder writable by others", lambda: os.chmod(cache_dir(), 0o777)),
        ("file is a link", lambda: _replace_with_link(cache_dir() / name)),
    ]
    if os.geteuid() == 0:  # only root can give a file away
        cases.append(("file of another user", lambda: os.chown(cache_dir() / name, 4242, 4242)))
        cases.append(("folder of another user", lambda: os.chown(cache_dir(), 4242, 4242)))
    for what, spoil in cases:
        shutil.rmtree(cache_dir())
        plant(cache_dir(), [name], data)
        os.chmod(cache_dir(), 0o700)
        spoil()
        catalog_module._MEMO.clear()
        assert load_catalog(root).entries[0].title != "PLANTED", what

    # A folder reached through the user's own link is the user's folder; through another user's link it is not.
    shutil.rmtree(cache_dir())
    real = cache_dir().with_name("real-cache")
    plant(real, [name], data)
    os.chmod(real, 0o700)
    cache_dir().symlink_to(real)
    catalog_module._MEMO.clear()
    assert load_catalog(root).entries[0].title == "PLANTED"
    if os.geteuid() == 0:
        os.lchown(cache_dir(), 4242, 4242)
        catalog_module._MEMO.clear()
        assert load_catalog(root).entries[0].title != "PLANTED", "folder link of another user"


def _replace_with_link(path: Path) -> None:
    target = path.with_name("elsewhere")
    path.rename(target)
    path.symlink_to(target)


def test_a_relative_xdg_cache_home_is_ignored(tmp_path: Path) -> None:
    work, home = tmp_path / "work", tmp_path / "home"
    work.mkdir()
    home.mkdir()
    code, _, _, _ = run("list", cwd=work, env={"XDG_CACHE_HOME": "relative-cache", "HOME": str(home)})
    assert code == 0
    assert not (work / "relative-cache").exists(), "a relative XDG_CACHE_HOME put the cache in the working folder"
    made = home / ".cache" / "sandbox-errors"
    assert list(made.glob("catalog-*.json")) and stat.S_IMODE(made.stat().st_mode) == 0o700


def test_a_missing_home_is_not_created(tmp_path: Path) -> None:
    """Before: `HOME=/nonexistent/dir` made that folder (as root, who can) to hold the cache."""
    missing = tmp_path / "nonexistent" / "dir"
    for env in ({"HOME": str(missing), "XDG_CACHE_HOME": ""}, {"XDG_CACHE_HOME": str(missing / "cache")}):
        code, out, _, _ = run("list", cwd=tmp_path, env=env)
        assert code == 0 and out
        assert not (tmp_path / "nonexistent").exists(), env
    present = tmp_path / "home"
    present.mkdir()
    run("list", cwd=tmp_path, env={"HOME": str(present), "XDG_CACHE_HOME": ""})
    assert list((present / ".cache" / "sandbox-errors").glob("catalog-*.json")), "a home that exists gets its cache"


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "oversized"])
def test_a_cache_file_that_is_not_a_small_regular_file_is_skipped(tmp_path: Path, kind: str) -> None:
    cache_dir().mkdir(parents=True)
    os.chmod(cache_dir(), 0o700)
    for name in cache_names(catalog_module.default_catalog_dir()):
        path = cache_dir() / name
        if kind == "fifo":
            os.mkfifo(path, 0o600)
        elif kind == "dev-zero":
            path.symlink_to("/dev/zero")
        else:
            with open(path, "wb") as fh:  # sparse: no disk used
                fh.truncate(64 * 2**20)
    code, out, _, elapsed = run("list", "--json", cwd=tmp_path)
    assert code == 0 and json.loads(out) and elapsed < TIME_CAP


def test_old_caches_are_pruned(mini: Path) -> None:
    from errors import _cache

    root = mini.resolve()
    prefix, name = catalog_module._cache_name(root, catalog_module._content_key(root))
    directory = cache_dir()
    directory.mkdir(parents=True)
    hours_ago = time.time() - 7200
    stale = [f"{prefix}{'0' * 40}.json", f"{prefix}{'1' * 40}.json", f"catalog-{'a' * 64}.pickle", ".tmp-old.json"]
    for file_name in stale:
        (directory / file_name).write_bytes(b"x")
        os.utime(directory / file_name, (hours_ago, hours_ago))
    (directory / ".tmp-fresh.json").write_bytes(b"x")  # another process may be writing it right now
    others = [f"catalog-{i:016x}-{'2' * 40}.json" for i in range(12)]
    for i, file_name in enumerate(others):
        (directory / file_name).write_bytes(b"{}")
        os.utime(directory / file_name, (hours_ago + i, hours_ago + i))
    load_catalog(root)
    left = sorted(p.name for p in directory.iterdir())
    kept_others = others[-(_cache.KEEP_FILES - 1) :]
    assert left == sorted([name, ".tmp-fresh.json", *kept_others])


def test_the_cache_round_trips_the_shipped_catalog_and_a_hit_does_not_import_yaml(tmp_path: Path) -> None:
    from errors import _cache, template
    from errors.catalog import model

    shipped = load_catalog(use_cache=False)
    classes = _cache.dataclasses_of(model, template)  # what errors.catalog.cache allows
    again = _cache.loads(_cache.dumps(shipped), classes)
    assert again == shipped
    assert [e.template for e in again] == [e.template for e in shipped]  # compare=False: check it apart
    assert all(e.template.match(e.template.render({p: "v" for p in e.template.params})) for e in again)
    probe = "import sys, errors; errors.classify('x'); print(sorted(m for m in sys.modules if 'yaml' in m))"
    run(cwd=tmp_path, code=probe)  # the miss writes the cache
    _, out, _, _ = run(cwd=tmp_path, code=probe)
    assert out.strip() == "[]"


def test_the_cache_format_builds_only_allowed_classes() -> None:
    from errors import _cache

    classes = _cache.dataclasses_of(catalog_module)
    for bad in (
        b'{"": "Popen", "args": "id"}',
        b'{"": "Capability", "key": "k"}',  # fields missing
        b'{"": "Capability", "key": "k", "title": "t", "description": "d", "family": "f", "x": 1}',
        b'{"": ["Capability"], "key": "k"}',
        b'{"": {"": "Capability"}}',
        b"[" * 100_000 + b"]" * 100_000,
    ):
        with pytest.raises(ValueError):
            _cache.loads(bad, classes)


# --- 5. alias amplification; problems capped per file -------------------------------------------------------------


def alias_bomb(keys: int = 2000, aliases: int = 2000) -> str:
    """The 26 KB file of the report: a first fix with ``keys`` keys, then ``aliases`` aliases to it."""
    mapping = "{" + ", ".join(f"k{i}: 0" for i in range(keys)) + "}"
    return entry_without("fixes") + f"fixes: [&m {mapping}" + ", *m" * aliases + "]\n"


def test_an_alias_bomb_is_refused_quickly_and_briefly(tmp_path: Path) -> None:
    root = copy_mini(tmp_path)
    (root / "errors" / "no-env.yaml").write_text(alias_bomb())
    assert 20_000 < (root / "errors" / "no-env.yaml").stat().st_size < 40_000
    code, _, err, elapsed = run("catalog", "check", str(root), cwd=tmp_path)
    assert code == 1
    assert elapsed < 20, f"{elapsed:.1f} s"
    lines = err.splitlines()
    assert len(lines) < 60, f"{len(lines)} lines of problems"
    assert any("no-env.yaml:23:9: yaml: YAML aliases (*name) are not allowed" in line for line in lines), lines


def test_problems_are_capped_per_file_with_the_rest_counted(mini: Path) -> None:
    unknown = "".join(f"x{i}: 0\n" for i in range(3000))
    (mini / "errors" / "no-env.yaml").write_text(entry_without() + unknown)
    with pytest.raises(CatalogError) as info:
        load_catalog(mini, use_cache=False)
    mine = [p for p in info.value.problems if p.path.endswith("no-env.yaml")]
    assert len(mine) == catalog_module.MAX_PROBLEMS_PER_FILE + 1
    assert mine[-1].message == f"... and {3000 - catalog_module.MAX_PROBLEMS_PER_FILE} more in this file"


def test_each_problem_is_one_short_line(mini: Path) -> None:
    huge = "x" * 200_000
    for name in ("no-env.yaml", "no-exec.yaml"):  # the same huge title twice: "already used by"
        path = mini / "errors" / name
        path.write_text(re.sub(r"(?m)^title: .*$", f"title: {huge}", path.read_text(), count=1))
    path = mini / "errors" / "no-env.yaml"
    path.write_text(path.read_text() + '"sneaky\\nno-env.yaml:1:1: id: forged\\e[31m": 1\n')
    with pytest.raises(CatalogError) as info:
        load_catalog(mini, use_cache=False)
    report = info.value.format()
    assert len(report) < 10_000, len(report)
    assert "\x1b" not in report and "\nno-env.yaml:1:1: id: forged" not in report
    assert any(p.field.startswith("sneaky\\n") for p in info.value.problems)


# --- 6. linear uniqueness ---------------------------------------------------------------------------------------


def _load_seconds(root: Path, related: int) -> tuple[float, list[str]]:
    ids = [f"r-{i}" for i in range(related)] + ["r-0"]  # one repeat, so the check has something to find
    (root / "errors" / "no-env.yaml").write_text(entry_without("related") + f"related: [{', '.join(ids)}]\n")
    start = time.perf_counter()
    with pytest.raises(CatalogError) as info:
        load_catalog(root, use_cache=False)
    return time.perf_counter() - start, [p.message for p in info.value.problems]


def test_the_uniqueness_check_is_linear(mini: Path) -> None:
    small, _ = _load_seconds(mini, 5_000)
    large, messages = _load_seconds(mini, 50_000)
    assert "'r-0' is listed twice" in messages
    # Ten times the items: linear work takes about ten times as long, the quadratic check took a hundred.
    assert large < 30 and large / max(small, 0.01) < 35, f"5,000: {small:.2f} s, 50,000: {large:.2f} s"


def test_duplicate_and_non_string_keys_in_free_mappings_are_problems(mini: Path) -> None:
    path = mini / "catalog.yaml"
    repo = "    repo: example/upstream\n"
    text = path.read_text().replace(repo, repo + '    packages: {"@a/b": "1.0", "@a/b": "2.0", [x]: "3"}\n', 1)
    path.write_text(text)
    with pytest.raises(CatalogError) as info:
        load_catalog(mini, use_cache=False)
    found = {(p.field, p.message) for p in info.value.problems}
    assert ("upstream[0].packages.@a/b", "duplicate key") in found
    assert ("upstream[0].packages", "keys must be plain strings") in found


def test_deep_nesting_is_a_problem_even_without_libyaml(mini: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    nested = "[" * 5000 + "]" * 5000
    (mini / "errors" / "no-env.yaml").write_text(entry_without("related") + f"related: {nested}\n")
    for composer in ("libyaml", "pure Python"):
        if composer == "pure Python":  # PyYAML installed without libyaml: the loader falls back to this one
            monkeypatch.delattr(yaml, "CSafeLoader", raising=False)
        with pytest.raises(CatalogError) as info:
            load_catalog(mini, use_cache=False)
        assert any(p.field == "yaml" and "nest" in p.message for p in info.value.problems), composer


def test_a_message_of_deeply_nested_template_literals_is_a_problem(tmp_path: Path) -> None:
    """Issue 20: every parser of upstream text is depth-limited; 600 nested template literals in a message hit
    the recursion limit (a RecursionError traceback)."""
    root = copy_mini(tmp_path)
    message = "Failed: ${" + "`${" * 600 + "x" + "}`" * 600 + "}"
    path = root / "errors" / "no-env.yaml"
    path.write_text(re.sub(r"(?m)^message: .*$", lambda _: f"message: {json.dumps(message)}", path.read_text()))
    code, _, err, _ = run("catalog", "check", str(root), cwd=tmp_path)
    assert code == 1 and "no-env.yaml" in err and "nested more than" in err, err


# --- 9. only regular files, of bounded size -------------------------------------------------------------------------


def _make_special(path: Path, kind: str) -> None:
    if path.exists() or path.is_symlink():
        path.unlink()
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "dev-urandom":
        path.symlink_to("/dev/urandom")
    elif kind == "folder":
        path.mkdir()
    else:  # oversized: sparse, so no disk is used
        with open(path, "wb") as fh:
            fh.truncate(2 * catalog_module.MAX_FILE_BYTES)


SPECIAL = ["fifo", "dev-zero", "dev-urandom", "folder", "oversized"]
REASON = {
    "fifo": "not a regular file (a FIFO)",
    "dev-zero": "not a regular file (a character device)",
    "dev-urandom": "not a regular file (a character device)",
    "folder": "not a regular file (a folder)",
    "oversized": "larger than the 1.0 MiB limit",
}


@pytest.mark.parametrize("kind", SPECIAL)
@pytest.mark.parametrize("which", ["errors/no-env.yaml", "catalog.yaml"])
def test_a_catalog_file_that_is_not_a_small_regular_file_is_a_problem(tmp_path: Path, kind: str, which: str) -> None:
    root = copy_mini(tmp_path)
    _make_special(root / which, kind)
    code, _, err, _ = run("catalog", "check", str(root), cwd=tmp_path)
    assert code == 1
    assert f"cat/{which}:1:1: file: cannot read: {REASON[kind]}" in err, err
    # The cached path (which hashes the files first) and a command that needs the catalog: refused, exit 2.
    code, out, err, _ = run("--catalog", str(root), "list", cwd=tmp_path)
    assert code == 2 and not out and "cannot use the catalog" in err


# --- 14. an empty or missing catalog is refused, never swapped; NUL is placed -----------------------------------------


def test_an_empty_catalog_is_refused_not_swapped(tmp_path: Path) -> None:
    root = tmp_path / "empty"
    root.mkdir()
    shutil.copy(MINI / "catalog.yaml", root / "catalog.yaml")
    code, _, err, _ = run("catalog", "check", str(root), cwd=tmp_path)
    assert code == 1 and "empty/errors:1:1: file: the errors/ folder is missing" in err
    (root / "errors").mkdir()
    code, _, err, _ = run("catalog", "check", str(root), cwd=tmp_path)
    assert code == 1 and "holds no entry files" in err
    for args in (["diagnose", MESSAGE], ["diagnose", "--json", MESSAGE], ["list"]):
        code, out, err, _ = run("--catalog", str(root), *args, cwd=tmp_path)
        assert (code, out) == (2, ""), (args, code, out)
        assert f"cannot use the catalog {root}" in err
    code, out, err, _ = run("--catalog", str(tmp_path / "nowhere"), "diagnose", MESSAGE, cwd=tmp_path)
    assert (code, out) == (2, "") and "the folder does not exist" in err
    code, out, err, _ = run("diagnose", MESSAGE, cwd=tmp_path, env={"SANDBOX_ERRORS_CATALOG": str(root)})
    assert (code, out) == (2, "") and f"cannot use the catalog {root}" in err


def test_the_api_uses_the_catalog_it_is_given_even_an_empty_one() -> None:
    import errors
    from errors.diagnosis import diagnose

    shipped = load_catalog()
    empty = type(shipped)(**{**_fields(shipped), "entries": ()})
    assert diagnose(MESSAGE)["matches"], "the control: the shipped catalog matches"
    assert diagnose(MESSAGE, empty)["matches"] == []
    assert errors.classify(MESSAGE, empty) is None


@pytest.mark.parametrize(("char", "name"), [("\x00", "U+0000"), ("\x07", "U+0007"), ("\ufffe", "U+FFFE")])
def test_a_forbidden_character_is_reported_where_it_is(mini: Path, char: str, name: str) -> None:
    path = mini / "errors" / "no-env.yaml"
    lines = path.read_text().splitlines(keepends=True)
    lines[2] = lines[2].replace("The active", f"The {char}active")
    path.write_text("".join(lines))
    with pytest.raises(CatalogError) as info:
        load_catalog(mini, use_cache=False)
    (problem,) = [p for p in info.value.problems if p.path.endswith("no-env.yaml")]
    assert (problem.line, problem.column) == (3, len("message: The ") + 1)
    assert name in problem.message and "\n" not in problem.message


# --- fuzzing: any entry file gives a Catalog or a CatalogError, soon -------------------------------------------

FUZZ = settings(
    max_examples=120,
    deadline=5000,  # ms per example; a real one takes a few
    derandomize=True,  # the same examples in every CI run
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
SEEDS = [(MINI / "errors" / name).read_bytes() for name in ("no-env.yaml", "no-exec.yaml")]
YAML_BYTES = st.sampled_from(
    [b":", b"-", b" ", b"\n", b"  ", b"[", b"]", b"{", b"}", b"&a ", b"*a", b"!!str ", b"!x ", b"|", b">", b'"', b"'",
     b"#", b"\t", b"\x00", b"\xff", b"\xc3", b"~", b"? ", b"<<: ", b"---\n", b"...\n", b"%YAML 1.1\n", b"1e9", b"-1"]
)  # fmt: skip


@st.composite
def mutated_entry(draw: st.DrawFn) -> bytes:
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, len(data)))
        action = draw(st.sampled_from(["insert", "delete", "duplicate", "byte"]))
        if action == "insert":
            data[at:at] = draw(YAML_BYTES) if draw(st.booleans()) else draw(st.binary(min_size=1, max_size=8))
        elif action == "delete":
            del data[at : at + draw(st.integers(1, 40))]
        elif action == "duplicate":
            start = data.rfind(b"\n", 0, at) + 1
            end = data.find(b"\n", at)
            line = bytes(data[start : end + 1 if end >= 0 else len(data)])
            data[start:start] = line * draw(st.integers(1, 3))
        elif data:
            data[min(at, len(data) - 1)] = draw(st.integers(0, 255))
    return bytes(data)


ENTRY_KEYS = [
    *("id", "title", "message", "exception", "capability", "package", "sources", "meaning", "triggers"),
    *("situations", "fixes", "related", "probes", "requires", "status", "successor", "params", "notes"),
    *("example", "lang", "before", "after", "repo", "commit", "path", "line", "function", "body", "expr"),
]
KEYS = st.sampled_from(ENTRY_KEYS) | st.text(max_size=5)
YAML_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(KEYS, inner, max_size=5),
    max_leaves=25,
)


PER_FILE_CAP = 50  # errors.catalog.MAX_PROBLEMS_PER_FILE, as the issue asks


def _load_entry(root: Path, content: bytes) -> None:
    (root / "errors" / "no-env.yaml").write_bytes(content)
    start = time.perf_counter()
    try:
        load_catalog(root, use_cache=False)
    except CatalogError as exc:
        per_file = [p for p in exc.problems if p.path.endswith("no-env.yaml")]
        assert len(per_file) <= PER_FILE_CAP + 1
        assert all("\n" not in p.message for p in exc.problems)
    assert time.perf_counter() - start < 5


@pytest.fixture(scope="module")
def fuzz_root(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return copy_mini(tmp_path_factory.mktemp("fuzz"))


@FUZZ
@given(content=mutated_entry())
def test_fuzz_mutated_entry_files(fuzz_root: Path, content: bytes) -> None:
    _load_entry(fuzz_root, content)


@FUZZ
@given(document=st.dictionaries(st.sampled_from(ENTRY_KEYS), YAML_VALUES, max_size=12))
def test_fuzz_random_yaml_documents(fuzz_root: Path, document: dict[str, Any]) -> None:
    _load_entry(fuzz_root, yaml.safe_dump(document, allow_unicode=True).encode())


@FUZZ
@given(content=st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_fuzz_arbitrary_bytes(fuzz_root: Path, content: bytes) -> None:
    _load_entry(fuzz_root, content)


@FUZZ
@given(document=st.recursive(
    st.none() | st.integers() | st.text(max_size=10) | st.sampled_from(["Capability", "Entry", "Popen", ""]),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from(["", "Capability", "Location", "Popen", "x"]), inner, max_size=2),
    max_leaves=20,
))  # fmt: skip
def test_fuzz_cache_files(document: Any) -> None:
    from errors import _cache

    classes = _cache.dataclasses_of(catalog_module)
    try:
        value = _cache.loads(json.dumps(document).encode(), classes)
    except ValueError:
        return

    def walk(v: Any) -> None:
        if isinstance(v, (tuple, dict)):
            for item in v.values() if isinstance(v, dict) else v:
                walk(item)
        else:
            assert v is None or isinstance(v, (str, int, float, *classes.values())), type(v)

    walk(value)


# --- issue 20: the smaller items of the loader and its options ----------------------------------------------------


@pytest.mark.parametrize("kind", ["fifo", "dev-zero", "folder", "oversized"])
@pytest.mark.parametrize("which", ["history.yaml", "scope.yaml"])
def test_a_history_or_scope_file_that_is_not_a_small_regular_file_is_a_problem(
    tmp_path: Path, kind: str, which: str
) -> None:
    """Before: `catalog check` skipped a history.yaml that is a FIFO or /dev/zero without a word (and a scope.yaml
    so made was "missing")."""
    root = copy_mini(tmp_path)
    _make_special(root / which, kind)
    if which == "history.yaml":
        code, _, err, _ = run("catalog", "check", str(root), cwd=tmp_path)
        assert code == 1 and f"cat/{which}:1:1: file: cannot read: {REASON[kind]}" in err, err
    else:
        from errors.catalog import load_scope

        with pytest.raises(CatalogError) as info:
            load_scope(root)
        assert any(f"cannot read: {REASON[kind]}" in p.message for p in info.value.problems), info.value.format()


@pytest.mark.parametrize("value", ["", " "])
def test_an_empty_catalog_option_is_a_usage_error(tmp_path: Path, value: str) -> None:
    """Before: `--catalog ""` loaded the current folder while the message named the shipped catalog."""
    shutil.copytree(MINI, tmp_path / "here")  # a catalog in the working folder must not be picked up either
    code, out, err, _ = run("--catalog", value, "list", cwd=tmp_path / "here")
    assert code == 2 and not out and "--catalog" in err and "an empty path names no catalog" in err, err
    code, out, _, _ = run("list", cwd=tmp_path / "here", env={"SANDBOX_ERRORS_CATALOG": ""})
    assert code == 0 and "session-setup-without-execute-command" in out  # an empty variable is no variable
