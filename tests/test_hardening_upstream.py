"""Adversarial folders that a package or a registry controls (issue 20): a project's ``node_modules`` read by
``diagnose --project``, package folders read by ``catalog drift`` and ``catalog scope``, and the tarball cache
read by ``catalog history``.

Every hostile file is made here: FIFOs, links to /dev/zero, sparse files of gigabytes (no disk used), JSON and
source nested hundreds of thousands deep, numbers of thousands of digits, gzip bombs and truncated tarballs.
Each command runs as a real process under a time and an address-space cap; it must end with a clear word and
no traceback.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest
from hardening_helpers import run

# An entry of @mastra/core with a history: diagnose --project reads the installed versions of it.
MESSAGE = "StdioCodeModeTransport requires a sandbox"
ENTRY = "code-mode-transport-without-sandbox"
PACKAGE = "@mastra/core"
SPARSE_BYTES = 6 * 2**30


def _sparse(path: Path, size: int = SPARSE_BYTES) -> None:
    with open(path, "wb") as fh:
        fh.truncate(size)


def _hostile_file(path: Path, kind: str) -> None:
    """Make ``path`` one of the files a hostile package can hold."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "sparse-6gb":
        _sparse(path)
    elif kind == "deep-json":
        path.write_text("[" * 200_000 + "]" * 200_000)
    elif kind == "deep-object":
        path.write_text('{"a":' * 100_000 + "1" + "}" * 100_000)
    elif kind == "huge-version":
        path.write_text(json.dumps({"name": PACKAGE, "version": "1" * 5000 + ".0.0"}))
    elif kind == "long-number":  # read, but no npm version: JavaScript numbers have 16 digits at most
        path.write_text(json.dumps({"name": PACKAGE, "version": "1.99999999999999999999.0"}))
    elif kind == "wrong-types":
        path.write_text(json.dumps({"name": {"x": 1}, "version": ["1.0.0"], "engines": "node"}))
    else:
        raise AssertionError(kind)


PACKAGE_JSON_ATTACKS = [
    "fifo", "dev-zero", "sparse-6gb", "deep-json", "deep-object", "huge-version", "long-number", "wrong-types"
]  # fmt: skip


# --- diagnose --project on a hostile node_modules ---------------------------------------------------------------


def test_diagnose_project_reads_a_hostile_node_modules_in_bounded_time(tmp_path: Path) -> None:
    """Before: a FIFO package.json hung; /dev/zero or a 6 GB sparse file reached MemoryError at 3.7 GB; 200k-deep
    JSON and a 5,000-digit version gave tracebacks. Every attack at once: the resolved copy is a FIFO, and each
    other one is a nested copy the tree walk reads."""
    project = tmp_path / "project"
    project.mkdir()
    (project / "package.json").write_text('{"name": "app", "version": "1.0.0"}')
    _hostile_file(project / "node_modules" / PACKAGE / "package.json", "fifo")
    for kind in PACKAGE_JSON_ATTACKS:
        _hostile_file(project / "node_modules" / f"dep-{kind}" / "node_modules" / PACKAGE / "package.json", kind)
    code, out, _err, elapsed = run("diagnose", "--json", "--project", str(project), MESSAGE, cwd=tmp_path)
    assert code == 0, out[-2000:]
    first = json.loads(out)["matches"][0]
    assert first["id"] == ENTRY
    versions = first["versions"]
    # An unreadable package.json is no installed copy; a version npm cannot have is listed, and judged unknown.
    assert [c["path"] for c in versions["installed"]] == [f"node_modules/dep-long-number/node_modules/{PACKAGE}"]
    assert versions["message"] == {"installed": None, "throws": None}
    assert elapsed < 30


# In-process, so only what a regression could not turn into a hang or an endless read (those run capped above).
@pytest.mark.parametrize("kind", ["deep-json", "deep-object", "huge-version", "long-number", "wrong-types"])
def test_a_hostile_package_json_is_no_installed_copy(tmp_path: Path, kind: str) -> None:
    from errors.probes._npm import _read, parse_version, satisfies

    _hostile_file(tmp_path / "pkg" / "package.json", kind)
    found = _read(tmp_path / "pkg")
    if kind == "long-number":
        assert found is not None and parse_version(found.version) is None
        assert satisfies(found.version, ">=1.0.0") is None
    else:
        assert found is None


# --- catalog drift and catalog scope on hostile package folders -----------------------------------------------

THROW = "export function f() {\n  throw new Error('Sandbox is gone');\n}\n"


def _source_map(sources: dict[str, str], **extra: object) -> str:
    return json.dumps({"version": 3, "sources": list(sources), "sourcesContent": list(sources.values()), **extra})


# Source texts no person writes: each is read in bounded time, and skipped with a reason.
HOSTILE_SOURCES = {
    "nested-templates": "const t = " + "`${" * 5000 + "x" + "}`" * 5000 + ";\n",
    "nested-parens": "throw new Error(" + "(" * 100_000 + "'deep'" + ")" * 100_000 + ");\n",
    "nested-braces": "const o = " + "{a:" * 100_000 + "1" + "}" * 100_000 + ";\n",
}


def _hostile_package(root: Path) -> dict[str, str]:
    """An unpacked npm package whose source maps are each an attack; {map file: what the skip says}."""
    dist = root / "dist"
    dist.mkdir(parents=True)
    (root / "package.json").write_text(json.dumps({"name": "@mastra/e2b", "version": "0.0.1"}))
    (dist / "good.js.map").write_text(_source_map({"../src/good.ts": THROW}))
    expected = {"fifo.js.map": "FIFO", "zero.js.map": "character device", "sparse.js.map": "limit"}
    _hostile_file(dist / "fifo.js.map", "fifo")
    _hostile_file(dist / "zero.js.map", "dev-zero")
    _hostile_file(dist / "sparse.js.map", "sparse-6gb")
    _hostile_file(dist / "deep.js.map", "deep-json")
    expected["deep.js.map"] = "nested more than"
    (dist / "root-list.js.map").write_text(_source_map({"../src/a.ts": THROW}, sourceRoot=["x"]))
    (dist / "root-number.js.map").write_text(_source_map({"../src/b.ts": THROW}, sourceRoot=7))
    (dist / "sources-dict.js.map").write_text(json.dumps({"sources": {"a": 1}, "sourcesContent": 5}))
    expected |= dict.fromkeys(["root-list.js.map", "root-number.js.map", "sources-dict.js.map"], "wrong type")
    (dist / "long-line.js.map").write_text(_source_map({"../src/long.ts": "x" * (8 * 2**20)}))
    expected["long-line.js.map: ../src/long.ts"] = "limit"
    for name, text in HOSTILE_SOURCES.items():
        (dist / f"{name}.js.map").write_text(_source_map({f"../src/{name}.ts": text}))
        expected[f"src/{name}.ts"] = "nested more than"
    return expected


def _skipped(report: dict[str, object]) -> dict[str, str]:
    items = report["skipped"]
    assert isinstance(items, list)
    return {str(item["path"]): str(item["why"]) for item in items}


def _assert_all_skipped(skipped: dict[str, str], expected: dict[str, str]) -> None:
    for suffix, why in expected.items():
        found = [(path, reason) for path, reason in skipped.items() if path.endswith(suffix)]
        assert found and why in found[0][1], (suffix, why, skipped)


def test_drift_and_scope_read_a_hostile_package_in_bounded_time(tmp_path: Path) -> None:
    """Before: FIFO maps hung; /dev/zero and sparse maps reached MemoryError; deep JSON, 5,000 nested template
    literals and 100k nested parentheses (42 s, 1.5 GB) gave RecursionError; a sourceRoot of the wrong type a
    TypeError; a 50 MB source line took 3.4 GB."""
    package = tmp_path / "package"
    expected = _hostile_package(package)
    code, out, _err, elapsed = run("catalog", "drift", "--json", str(package), cwd=tmp_path)
    assert code in (0, 1) and elapsed < 45, out[-2000:]
    report = json.loads(out)
    _assert_all_skipped(_skipped(report), expected)
    assert report["upstream"]["files"] >= 1  # the good map is still read
    code, out, _err, elapsed = run("catalog", "scope", "--json", str(package), cwd=tmp_path)
    assert code in (0, 1) and elapsed < 45, out[-2000:]
    (scope,) = json.loads(out)
    _assert_all_skipped(_skipped(scope), expected)
    assert any(site["message"] == "Sandbox is gone" for site in scope["sites"])
    code, out, _err, _ = run("catalog", "scope", str(package), cwd=tmp_path)  # the text report names them too
    assert "skipped     dist/fifo.js.map: not a regular file (a FIFO)" in out, out


def test_drift_reads_a_hostile_checkout_in_bounded_time(tmp_path: Path) -> None:
    checkout = tmp_path / "checkout"
    (checkout / "src").mkdir(parents=True)
    (checkout / "package.json").write_text(json.dumps({"name": "x", "repository": "github.com/" * 100_000}))
    (checkout / "src" / "good.ts").write_text(THROW)
    _hostile_file(checkout / "src" / "fifo.ts", "fifo")
    _hostile_file(checkout / "src" / "zero.ts", "dev-zero")  # a link in a checkout: not followed at all
    _hostile_file(checkout / "src" / "sparse.ts", "sparse-6gb")
    for name, text in HOSTILE_SOURCES.items():
        (checkout / "src" / f"{name}.ts").write_text(text)
    (checkout / ".git").mkdir()
    os.mkfifo(checkout / ".git" / "config")
    code, out, _err, elapsed = run("catalog", "drift", "--json", str(checkout), cwd=tmp_path)
    assert code in (0, 1) and elapsed < 45, out[-2000:]
    expected = {"src/fifo.ts": "FIFO", "src/sparse.ts": "limit"}
    nested = {f"src/{name}.ts": "nested more than" for name in HOSTILE_SOURCES}
    _assert_all_skipped(_skipped(json.loads(out)), expected | nested)


def test_a_tree_of_more_source_than_any_package_is_refused(tmp_path: Path) -> None:
    package = tmp_path / "package"
    (package / "dist").mkdir(parents=True)
    chunk = "'x';\n" * (2**20 // 5)  # 1 MiB of literals per source
    for i in range(70):
        (package / "dist" / f"m{i}.js.map").write_text(_source_map({f"../src/m{i}.ts": chunk}))
    code, _out, err, elapsed = run("catalog", "drift", str(package), cwd=tmp_path)
    assert code == 2 and "more than 64 MiB of source" in err and elapsed < 45, err


# --- the parsers of upstream source: iterative or depth-limited ------------------------------------------------


def test_the_lexer_refuses_nesting_past_its_cap_and_reads_below_it() -> None:
    from errors.drift import extract
    from errors.drift._keys import MAX_NESTING, SourceError, _lex

    for text in HOSTILE_SOURCES.values():
        with pytest.raises(SourceError, match="nested more than"):
            _lex(text)
    depth = MAX_NESTING - 2
    deep = "throw new Error(" + "(" * depth + "'deep message'" + ")" * depth + ");\n"
    (site,) = extract("a.ts", deep).sites
    assert [m.raw for m in site.messages] == ["deep message"]
    templates = "const t = `a${" * 100 + "1" + "}`" * 100 + ";\nthrow new Error(`x ${y}`);\n"
    assert [m.raw for s in extract("b.ts", templates).sites for m in s.messages] == ["x ${y}"]


def test_a_long_chain_of_error_classes_resolves_without_recursion() -> None:
    from errors.drift._extract import _occurrences, extract

    chain = "class E0 extends Error { constructor() { super('at the root'); } }\n"
    chain += "".join(f"class E{i} extends E{i - 1} {{}}\n" for i in range(1, 5000))
    chain += "throw new E4999();\n"
    occurrences, _ = _occurrences([extract("c.ts", chain)])
    assert any(o.kind == "throw" and o.raw == "at the root" and o.error_class == "E4999" for o in occurrences)


# --- catalog history on a poisoned tarball cache ----------------------------------------------------------------

PINNED = "1.71.0"  # the release of @mastra/core the catalog pins: `catalog history` reads it first


def _tarball(path: Path, members: dict[str, bytes]) -> Path:
    import io
    import tarfile

    with tarfile.open(path, mode="w:gz") as tar:
        for name, data in members.items():
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    return path


def _good_members() -> dict[str, bytes]:
    return {
        "package/package.json": json.dumps({"name": "@mastra/core", "version": PINNED}).encode(),
        "package/dist/index.js.map": _source_map({"../src/index.ts": THROW}).encode(),
    }


def _bomb(path: Path, member: str, gib: int = 3) -> Path:
    """A gzip tarball of a few MB whose one member is ``gib`` GiB of zeros (gzip members of 1 MiB each, so
    making it costs one compression)."""
    import gzip
    import tarfile

    info = tarfile.TarInfo(member)
    info.size = gib * 2**30
    header = info.tobuf(format=tarfile.GNU_FORMAT)
    mib = gzip.compress(b"\0" * 2**20)
    with open(path, "wb") as fh:
        fh.write(gzip.compress(header))
        for _ in range(gib * 1024):
            fh.write(mib)
        fh.write(gzip.compress(b"\0" * 1024))
    assert path.stat().st_size < 8 * 2**20
    return path


def _cache(tmp_path: Path) -> Path:
    cache = tmp_path / "tarballs"
    cache.mkdir(mode=0o700)
    return cache


def _unpack(cache: Path) -> list[str]:
    from errors.history import NpmReleases

    with NpmReleases(cache, npm="/nonexistent/npm").unpacked("@mastra/core", PINNED) as folder:
        return sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file())


def test_a_good_cached_tarball_is_read_without_npm(tmp_path: Path) -> None:
    """The control: a private cache with a well-formed tarball is read (npm is never asked)."""
    cache = _cache(tmp_path)
    _tarball(cache / f"mastra-core-{PINNED}.tgz", _good_members())
    assert _unpack(cache) == ["dist/index.js.map", "package.json"]


@pytest.mark.parametrize(
    ("member", "says"),
    [("package/dist/bomb.js.map", "limit for one file"), ("package/dist/bomb.bin", "decompresses to more than")],
    ids=["wanted", "unwanted"],
)
def test_a_gzip_bomb_in_the_cache_is_refused_without_filling_the_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, member: str, says: str
) -> None:
    """Before: a 3 MB gzip bomb extracted 3 GiB into the temporary folder."""
    import tempfile

    from errors.history import ReleaseError

    cache = _cache(tmp_path)
    _bomb(cache / f"mastra-core-{PINNED}.tgz", member)
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    monkeypatch.setenv("TMPDIR", str(temporary))
    monkeypatch.setattr(tempfile, "tempdir", None)
    with pytest.raises(ReleaseError, match=says) as info:
        _unpack(cache)
    assert "delete it to fetch it again" in str(info.value)
    assert list(temporary.iterdir()) == []  # the temporary folder is gone, and it never held the bomb


def test_a_truncated_tarball_is_reported_as_such(tmp_path: Path) -> None:
    from errors.history import ReleaseError

    cache = _cache(tmp_path)
    whole = _tarball(tmp_path / "whole.tgz", {**_good_members(), "package/dist/big.js.map": os.urandom(200_000)})
    (cache / f"mastra-core-{PINNED}.tgz").write_bytes(whole.read_bytes()[: whole.stat().st_size // 2])
    with pytest.raises(ReleaseError, match="truncated"):
        _unpack(cache)


def test_the_extraction_caps_hold(tmp_path: Path) -> None:
    """The caps themselves, small: a member over its cap, members over the total, a stream over its cap."""
    from errors._safe_read import FileRefused, TarLimits, extract_tar

    members = {f"package/dist/m{i}.js.map": b"x" * 300_000 for i in range(4)}
    tarball = _tarball(tmp_path / "t.tgz", members)

    def extract(limits: TarLimits) -> int:
        dest = tmp_path / f"out-{len(list(tmp_path.iterdir()))}"
        return extract_tar(tarball, dest, lambda m: True, limits)

    assert extract(TarLimits(2**20, 2**22, 2**20, 2**21)) == 4
    with pytest.raises(FileRefused, match="limit for one file"):
        extract(TarLimits(2**20, 2**22, 200_000, 2**21))
    with pytest.raises(FileRefused, match="add up to more than"):
        extract(TarLimits(2**20, 2**22, 2**20, 700_000))
    with pytest.raises(FileRefused, match="decompresses to more than"):
        extract(TarLimits(2**20, 500_000, 2**20, 2**21))
    with pytest.raises(FileRefused, match="larger than"):
        extract(TarLimits(1000, 2**22, 2**20, 2**21))


@pytest.mark.parametrize(
    ("how", "says"),
    [
        ("folder-writable-by-others", "cannot be trusted: writable by group or others"),
        ("file-writable-by-others", "writable by group or others"),
        ("file-is-a-link", "not a regular file (a symbolic link)"),
        ("other-user", "owned by another user"),
    ],
)
def test_a_tarball_cache_not_of_this_user_alone_is_not_trusted(tmp_path: Path, how: str, says: str) -> None:
    """Before: the tarball cache was trusted without the ownership check the catalog cache does."""
    from errors.history import ReleaseError

    cache = _cache(tmp_path)
    tarball = _tarball(cache / f"mastra-core-{PINNED}.tgz", _good_members())
    if how == "folder-writable-by-others":
        cache.chmod(0o777)
    elif how == "file-writable-by-others":
        tarball.chmod(0o666)
    elif how == "file-is-a-link":
        planted = _tarball(tmp_path / "planted.tgz", _good_members())
        tarball.unlink()
        tarball.symlink_to(planted)
    else:
        if os.geteuid() != 0:
            pytest.skip("only root can give a file away")
        os.chown(tarball, 4242, 4242)
    with pytest.raises(ReleaseError, match=re.escape(says)):
        _unpack(cache)


def test_a_tarball_cache_that_cannot_be_written_is_one_clear_error(tmp_path: Path) -> None:
    from errors.history import NpmReleases, ReleaseError

    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("x")
    with pytest.raises(ReleaseError, match="cannot make the tarball cache"):
        NpmReleases(not_a_folder / "tarballs", npm="/nonexistent/npm").tarball("@mastra/core", PINNED)
    import shutil
    import subprocess

    read_only = _cache(tmp_path)
    mounted = False
    if os.geteuid() == 0 and shutil.which("mount"):  # root writes through mode bits: a read-only mount
        options = "ro,size=1m,mode=0700"
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(read_only)]).returncode == 0
    if not mounted:
        if os.geteuid() == 0:
            pytest.skip("needs mount for a read-only folder as root")
        read_only.chmod(0o500)
    try:
        with pytest.raises(ReleaseError, match="cannot write the tarball cache"):
            NpmReleases(read_only, npm="/nonexistent/npm").tarball("@mastra/core", PINNED)
    finally:
        if mounted:
            subprocess.run(["umount", str(read_only)])
        else:
            read_only.chmod(0o700)


@pytest.mark.slow
def test_history_on_a_truncated_cached_tarball_says_so_not_aborted(tmp_path: Path) -> None:
    """Before: "Aborted!" (click read the EOFError of the cut gzip stream as Ctrl-D)."""
    import shutil

    if shutil.which("npm") is None:
        pytest.skip("npm lists the releases")
    cache = _cache(tmp_path)
    whole = _tarball(tmp_path / "whole.tgz", {**_good_members(), "package/dist/big.js.map": os.urandom(200_000)})
    (cache / f"mastra-core-{PINNED}.tgz").write_bytes(whole.read_bytes()[: whole.stat().st_size // 2])
    args = ["catalog", "history", "--cache", str(cache), "--package", "@mastra/core", "--releases", PINNED, "-q"]
    out = str(tmp_path / "history.yaml")
    code, _out, err, _ = run(*args, "--out", out, cwd=tmp_path, timeout=120, memory=16 * 2**30)  # npm runs too
    assert code == 2 and "Aborted" not in err, err
    assert f"mastra-core-{PINNED}.tgz: truncated" in err, err
    assert not (tmp_path / "history.yaml").exists()


# --- write errors are one line --------------------------------------------------------------------------------


def _history_folder(tmp_path: Path) -> tuple[Path, Path]:
    from test_history import FIXTURE, write_releases

    return FIXTURE, write_releases(tmp_path / "releases")


def _limit_file_size() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_FSIZE, (100, 100))


def test_history_out_on_a_full_disk_is_one_line_and_keeps_the_old_file(tmp_path: Path) -> None:
    """Before: an OSError traceback. RLIMIT_FSIZE stands in for a full disk: writes past it fail (EFBIG)."""
    import subprocess
    import sys

    catalog, releases = _history_folder(tmp_path)
    out = tmp_path / "history.yaml"
    out.write_text("the previous history\n")
    command = ["--catalog", str(catalog), "catalog", "history", "--from-folder", str(releases), "--out", str(out)]
    done = subprocess.run(
        [sys.executable, "-m", "errors", *command, "-q"],
        capture_output=True,
        text=True,
        timeout=120,
        preexec_fn=_limit_file_size,
        env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parent.parent)},
    )
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.strip() == f"error: cannot write {out}: File too large"
    assert out.read_text() == "the previous history\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["history.yaml", "releases"]  # no partial file left


def test_history_out_in_a_read_only_folder_is_one_line(tmp_path: Path) -> None:
    import shutil
    import subprocess

    catalog, releases = _history_folder(tmp_path)
    locked = tmp_path / "locked"
    locked.mkdir()
    mounted = False
    if os.geteuid() == 0 and shutil.which("mount"):  # root writes through mode bits: a read-only mount
        mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "ro,size=1m", "tmpfs", str(locked)]).returncode == 0
    if not mounted:
        if os.geteuid() == 0:
            pytest.skip("needs mount for a read-only folder as root")
        locked.chmod(0o555)
    try:
        out = locked / "history.yaml"
        args = ["catalog", "history", "--from-folder", str(releases), "--out", str(out), "-q"]
        code, _, err, _ = run("--catalog", str(catalog), *args, cwd=tmp_path)
        assert code == 2 and err.startswith(f"error: cannot write {out}: "), err
        assert len(err.strip().splitlines()) == 1
    finally:
        if mounted:
            subprocess.run(["umount", str(locked)])
        else:
            locked.chmod(0o755)


@pytest.mark.parametrize(
    "command", [["list", "--long"], ["list", "--json"], ["explain", "no-env"], ["diagnose", "--json", MESSAGE]]
)
def test_output_to_a_full_device_is_one_line(tmp_path: Path, command: list[str]) -> None:
    """Before: `list --long > /dev/full` printed an OSError traceback (and a small JSON output only an
    "Exception ignored" warning, exit 120)."""
    import subprocess
    import sys

    from hardening_helpers import ROOT

    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "errors", "--catalog", str(ROOT / "tests" / "fixtures" / "mini"), *command],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
    assert done.returncode == 1, done.stderr
    assert done.stderr == "Error: cannot write the output: No space left on device\n", done.stderr


@pytest.mark.parametrize(
    "name", ["package/dist/../../escaped.js.map", "/tmp/absolute-escaped.js.map", "package/dist/link.js.map"]
)
def test_a_tarball_member_never_writes_outside_its_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    """Held in round one, kept: zip-slip names and links write nothing outside the unpacked release."""
    import io
    import tarfile
    import tempfile

    from errors.history import ReleaseError

    cache = _cache(tmp_path)
    temporary = tmp_path / "tmp" / "deeper"
    temporary.mkdir(parents=True)
    monkeypatch.setenv("TMPDIR", str(temporary))
    monkeypatch.setattr(tempfile, "tempdir", None)
    with tarfile.open(cache / f"mastra-core-{PINNED}.tgz", mode="w:gz") as tar:
        for member, data in _good_members().items():
            info = tarfile.TarInfo(member)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
        info = tarfile.TarInfo(name)
        if name.endswith("link.js.map"):
            info.type, info.linkname = tarfile.SYMTYPE, str(tmp_path / "target.js.map")
            tar.addfile(info)
        else:
            info.size = 2
            tar.addfile(info, io.BytesIO(b"{}"))
    before = sorted(p.name for p in tmp_path.rglob("*"))
    try:
        files = _unpack(cache)
    except ReleaseError as exc:
        assert "outside" in str(exc) or "absolute" in str(exc), exc
    else:
        assert files == ["dist/index.js.map", "package.json"]  # the link is not a file: not extracted
    assert sorted(p.name for p in tmp_path.rglob("*")) == before
    assert not Path("/tmp/absolute-escaped.js.map").exists()
