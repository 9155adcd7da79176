"""The scope check: every error site of every in-scope package is covered, out of scope with a reason, or pending.

On the real pinned packages it must account for everything; on small made-up trees each way of finding a site
(thrown, constructed, returned failure results, tool-result texts) and each verdict is shown to work.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner
from truth import npm

from errors.catalog import Catalog, CatalogError, Scope, ScopePackage, ScopeRule, load_catalog, load_scope
from errors.cli import main
from errors.drift import load_tree
from errors.drift._scope import ScopeReport, check_scope, error_sites

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "catalog"
MINI = Path(__file__).resolve().parent / "fixtures" / "mini"


# One worker for the module: the tests share each package's report (scanning core takes seconds).
pytestmark = pytest.mark.xdist_group("scope")


@cache
def catalog() -> Catalog:
    return load_catalog(CATALOG)  # through the compiled cache: parsing the YAML at every collection cost seconds


@cache
def _pinned_report(project: Path, package: str, at_commit: bool = False) -> ScopeReport:
    """One package's report, computed once per run (several tests read it; scanning core takes seconds)."""
    scope = load_scope(CATALOG).get(package, at_commit=at_commit)
    assert scope is not None
    return check_scope(catalog(), scope, load_tree(npm.package_dir(project, package)))


@pytest.fixture(scope="session")
def pinned() -> Path:
    if shutil.which("node") is None or shutil.which("npm") is None:
        pytest.skip("node and npm are needed to read the published packages")
    return npm.project()


# --- the real packages -----------------------------------------------------------------------------------------


def test_scope_file_accounts_for_exactly_the_pinned_packages() -> None:
    scope = load_scope(CATALOG)
    published = {p.package: p.version for p in scope.packages if p.version is not None}
    pinned = {**catalog().releases, **catalog().tools}  # npm releases, and the tools Debian ships
    assert published == {n: v.rpartition("@")[2] for n, v in pinned.items()}
    for package in scope.packages:
        if package.commit is not None:  # read in the repository: the pin says where and how
            assert package.path and package.verified and len(package.commit) == 40


@pytest.mark.parametrize("package", sorted(catalog().releases))
def test_every_error_site_of_a_pinned_package_is_accounted_for(pinned: Path, package: str) -> None:
    report = _pinned_report(pinned, package)
    assert report.version_mismatch is None
    unaccounted = [f"{s.site.path}:{s.site.line} {s.site.message!r}" for s in report.unaccounted]
    assert unaccounted == [], "add an entry, or a scope.yaml rule that says why not"
    assert [r.path for r in report.stale_rules] == [], "these scope.yaml rules match no error site any more"
    assert report.count("covered") >= 1
    print(report.summary())


def test_every_entry_of_a_pinned_package_covers_a_site(pinned: Path) -> None:
    """The other direction: an entry of a pinned package whose template no site gives is stale or misfiled."""
    covered: set[str] = set()
    for scope in load_scope(CATALOG).packages:
        if scope.version is None or scope.package not in catalog().releases:  # at a commit, or a tool: no tarball
            continue
        report = _pinned_report(pinned, scope.package)
        covered |= {i for s in report.sites for i in s.entries}
    # A defect's message is what users see (another tool's output), not a text the package throws.
    released = {e.id for e in catalog().entries if e.package in catalog().releases and not e.retired and not e.defect}
    assert sorted(released - covered - set(_newer_than_release())) == []


def test_every_package_with_an_entry_has_a_scope_block() -> None:
    scoped = {p.package for p in load_scope(CATALOG).packages}
    assert sorted({e.package for e in catalog().entries if not e.retired} - scoped) == []


def test_a_folder_wide_out_rule_never_speaks_for_a_file_an_entry_cites(pinned: Path) -> None:
    """A file whose texts the catalog explains is not "not sandbox" as part of a folder: the rest of its texts are
    ruled out by a rule that names the file (and says what those texts are) or by one narrowed to a message."""
    wrong = []
    for scope in load_scope(CATALOG).packages:
        if scope.version is None or scope.package not in catalog().releases:  # a commit block, or a tool
            continue
        release = f"{scope.package}@{scope.version}"
        cited = {s.path for e in catalog().entries if not e.retired for s in e.sources if s.release == release}
        report = _pinned_report(pinned, scope.package)
        by_reason = {(r.kind, r.reason): r for r in scope.rules}
        accounted = [(s.site.path, s.site.line, s.status, s.reason) for s in report.sites if s.status == "out"]
        accounted += [(t.path, t.line, t.status, t.reason) for t in report.unread_throws if t.status == "out"]
        for path, line, status, reason in accounted:
            rule = by_reason[(status, reason)]
            if path in cited and rule.message is None and rule.path != path:
                wrong.append(f"{path}:{line} is ruled out by {rule.path!r}")
    assert wrong == []


@pytest.mark.parametrize("package", sorted(catalog().releases))
def test_every_throw_the_check_cannot_read_is_in_a_file_a_rule_names(pinned: Path, package: str) -> None:
    # core's vector stores, server and agent builder throw only MastraError objects: no site, but not unseen.
    report = _pinned_report(pinned, package)
    assert [f"{t.path}:{t.line}" for t in report.unread_throws if t.status == "unread"] == []


def test_the_result_forms_of_issue_21_are_read_in_the_pinned_packages(pinned: Path) -> None:
    """Each form the check once missed, at a real site of a pinned package."""
    expected = {
        "@mastra/core": [  # a nested `error: { message, name }` result, and a message built into a variable first
            ("packages/core/src/tools/code-mode/transport.ts", 169, "result"),
            ("packages/core/src/tools/code-mode/transport.ts", 183, "result"),
            ("packages/core/src/agent/message-list/conversion/to-prompt.ts", 47, "throw"),
        ],
        "@mastra/docker": [("workspaces/docker/src/sandbox/process-manager.ts", 315, "result")],  # `stderr || '...'`
        "@mastra/vercel": [("workspaces/vercel/src/serverless/index.ts", 318, "result")],  # `stderr:` of a failure
        "@mastra/code-sdk": [  # a tool's `{ content, isError }` answers
            ("mastracode/sdk/src/tools/request-sandbox-access.ts", 69, "result"),
            ("mastracode/sdk/src/tools/request-sandbox-access.ts", 111, "tool-result"),
            ("mastracode/sdk/src/tools/request-sandbox-access.ts", 118, "result"),
        ],
    }
    for package, wanted in expected.items():
        scope = load_scope(CATALOG).get(package)
        assert scope is not None
        # With a catalog that pins nothing there, the sites are what the reading alone finds: in the files that
        # hold them (a site is read from its own file; the whole of core takes seconds).
        tree = load_tree(npm.package_dir(pinned, package))
        tree = dataclasses.replace(tree, files={p: t for p, t in tree.files.items() if p in {w[0] for w in wanted}})
        assert len(tree.files) == len({w[0] for w in wanted}), package
        found = {(s.path, s.line, s.kind) for s in error_sites(tree, _mini(), scope.tool_results)}
        assert [w for w in wanted if w not in found] == [], package


def _newer_than_release() -> dict[str, str]:
    """Entries of a published package pinned only to commits: its repository code newer than the pinned release."""
    return {
        e.id: e.package
        for e in catalog().entries
        if e.package in catalog().releases and not e.retired and all(s.release is None for s in e.sources)
    }


def test_an_entry_of_newer_code_is_in_a_commit_block_and_not_in_the_pinned_release(pinned: Path) -> None:
    # The second block of a published package (read at a commit) is the only place its newer code may come from,
    # and the pinned tarball must really lack the message: otherwise the entry belongs to the release.
    scope = load_scope(CATALOG)
    newer = _newer_than_release()
    assert newer, "the @mastra/e2b factory and repo-template entries are pinned to commits"
    for entry_id, package in sorted(newer.items()):
        entry = next(e for e in catalog().entries if e.id == entry_id)
        block = scope.get(package, at_commit=True)
        assert block is not None and block.commit is not None and block.path, f"{entry_id}: no commit block"
        # One text thrown by two packages' newer code is one entry: each source lies under a commit block (its own
        # package's, or the other package's: a Docker repo template's text on the E2B entry of the same words).
        blocks = [b.path.rstrip("/") + "/" for b in scope.packages if b.commit is not None and b.path]
        assert any(s.path.startswith(block.path.rstrip("/") + "/") for s in entry.sources), entry_id
        assert all(any(s.path.startswith(p) for p in blocks) for s in entry.sources), entry_id
        published = scope.get(package)
        assert published is not None and published.version is not None
        report = _pinned_report(pinned, package)
        assert not any(entry_id in s.entries for s in report.sites), f"{entry_id} is thrown by the pinned release"


# --- the machinery, on made-up trees ---------------------------------------------------------------------------

TREE = {
    "package.json": json.dumps(
        {"name": "@acme/box", "version": "2.0.0", "repository": {"type": "git", "url": "x", "directory": "pkgs/box"}}
    ),
    "src/box.ts": (
        "export class Box {\n"
        "  run(sandbox: { id: string }, what: string) {\n"
        "    if (!what) throw new Error(`Sandbox '${sandbox.id}' cannot run ${what}: no executeCommand`);\n"
        "    throw new Error('Box is full');\n"  # unaccounted
        "  }\n"
        "  mount(path: string) {\n"
        "    if (path) return { success: false, error: `Cannot mount at ${path}` };\n"  # a returned failure
        "    return { success: true, message: 'mounted' };\n"  # a success: not a site
        "  }\n"
        "  lookup() { return { error: 'No such box' }; }\n"  # `return { error }`
        "}\n"
    ),
    "src/tools/kill.ts": (
        "export function kill(pid: string, found: boolean) {\n"
        "  if (!found) return `Process ${pid} is gone`;\n"
        "  return 'Killed ' + pid;\n"
        "}\n"
    ),
    "src/storage/db.ts": "export function q() { throw new Error('database is locked'); }\n",
}


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    for name, text in TREE.items():
        (tmp_path / "box" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "box" / name).write_text(text)
    return tmp_path / "box"


def _mini() -> Catalog:
    return load_catalog(MINI, use_cache=False)


def test_sites_are_thrown_constructed_and_returned_failures(tree: Path) -> None:
    sites = {(s.path, s.line, s.message, s.kind) for s in error_sites(load_tree(tree), _mini(), ("*/tools/*",))}
    assert sites == {
        ("pkgs/box/src/box.ts", 3, "Sandbox '${sandbox.id}' cannot run ${what}: no executeCommand", "throw"),
        ("pkgs/box/src/box.ts", 4, "Box is full", "throw"),
        ("pkgs/box/src/box.ts", 7, "Cannot mount at ${path}", "result"),
        ("pkgs/box/src/box.ts", 10, "No such box", "result"),
        ("pkgs/box/src/tools/kill.ts", 2, "Process ${pid} is gone", "tool-result"),
        ("pkgs/box/src/tools/kill.ts", 3, "Killed ${pid}", "tool-result"),
        ("pkgs/box/src/storage/db.ts", 1, "database is locked", "throw"),
    }


def test_a_failure_result_whose_message_was_built_into_a_variable_is_a_site(tmp_path: Path) -> None:
    """`const error = ...; return { success: false, error }`: how the mount results of e2b and daytona read."""
    box = tmp_path / "box"
    (box / "src").mkdir(parents=True)
    (box / "package.json").write_text(json.dumps({"name": "@x/box", "version": "1.0.0"}))
    (box / "src" / "mount.ts").write_text(
        "export function mount(out: string, path: string) {\n"
        "  if (!out) {\n"
        "    const error = out || 'Failed to create the mount point';\n"
        "    log(error);\n"
        "    return { success: false, path, error };\n"
        "  }\n"
        "  let reason = `Path ${path} is taken`;\n"
        "  return { ok: false, reason: reason };\n"
        "}\n"
    )
    sites = {(s.line, s.message, s.kind) for s in error_sites(load_tree(box), _mini())}
    assert sites == {(3, "Failed to create the mount point", "result"), (7, "Path ${path} is taken", "result")}


def test_nested_errors_stderr_fallbacks_tool_contents_and_messages_in_variables_are_sites(tmp_path: Path) -> None:
    box = tmp_path / "box"
    (box / "src" / "tools").mkdir(parents=True)
    (box / "package.json").write_text(json.dumps({"name": "@x/box", "version": "1.0.0"}))
    (box / "src" / "run.ts").write_text(
        "export function run(ms: number, err: string, out: { stderr: string }) {\n"
        "  if (ms) return { success: false, error: { message: `Timed out after ${ms}ms`, name: 'TimeoutError' } };\n"
        "  if (err) return { success: false, stdout: '', stderr: out.stderr || 'Stream broke' };\n"
        "  if (!out) return { content: 'No box to run in', isError: true };\n"
        "  const message = ms > 1 ? `Box ${ms} is gone` : 'Box is gone';\n"
        "  if (ms < 0) throw new Error(message);\n"
        "  if (ms < -1) throw new Error(err);\n"  # a parameter: nothing to read
        "  return { success: false, stderr: '' };\n"  # an empty stderr is no message
        "}\n"
    )
    (box / "src" / "tools" / "ask.ts").write_text(
        "export function ask(ok: boolean) {\n"
        "  if (ok) return { content: 'Access granted', isError: false };\n"
        "  return { content: `Access denied`, isError: false };\n"
        "}\n"
    )
    tree = load_tree(box)
    sites = {(s.path, s.line, s.message, s.kind) for s in error_sites(tree, _mini(), ("src/tools/*",))}
    assert sites == {
        ("src/run.ts", 2, "Timed out after ${ms}ms", "result"),
        ("src/run.ts", 3, "Stream broke", "result"),
        ("src/run.ts", 4, "No box to run in", "result"),
        ("src/run.ts", 5, "Box ${ms} is gone", "throw"),
        ("src/run.ts", 5, "Box is gone", "throw"),
        ("src/tools/ask.ts", 2, "Access granted", "tool-result"),
        ("src/tools/ask.ts", 3, "Access denied", "tool-result"),
    }
    # The throw of a parameter is unread; a rule naming its file accounts for it (and is not stale).
    rule = ScopeRule("src/run.ts", "out", "made-up")
    report = check_scope(_mini(), ScopePackage("@x/box", "1.0.0", True, None, (rule,), ("src/tools/*",)), tree)
    assert [(t.path, t.line, t.status) for t in report.unread_throws] == [("src/run.ts", 7, "out")]
    assert report.counts()["unread"] == 1 and report.counts()["unread_unruled"] == 0 and not report.stale_rules
    bare = check_scope(_mini(), ScopePackage("@x/box", "1.0.0", True, None), tree)
    assert bare.counts()["unread_unruled"] == 1 and "1 unread throws (1 under no rule)" in bare.summary()


def test_each_site_is_covered_ruled_or_unaccounted_and_stale_rules_are_named(tree: Path) -> None:
    rules = (
        ScopeRule("pkgs/box/src/storage/*", "out", "storage, not sandbox"),
        ScopeRule("pkgs/box/src/tools/kill.ts", "pending", "the kill tool's failure", "is gone"),
        ScopeRule("pkgs/box/src/tools/*", "out", "a success result"),
        ScopeRule("pkgs/box/src/gone.ts", "out", "a file that no longer exists"),
    )
    package = ScopePackage("@acme/box", "2.0.0", True, None, rules, ("*/tools/*",))
    report = check_scope(_mini(), package, load_tree(tree))
    status = {(s.site.line, s.site.path.rsplit("/", 1)[1]): (s.status, s.entries, s.reason) for s in report.sites}
    assert status[(3, "box.ts")] == ("covered", ("no-exec",), None)
    assert status[(4, "box.ts")][0] == "unaccounted"
    assert status[(1, "db.ts")] == ("out", (), "storage, not sandbox")
    assert status[(2, "kill.ts")] == ("pending", (), "the kill tool's failure")
    assert status[(3, "kill.ts")] == ("out", (), "a success result")
    assert [r.path for r in report.stale_rules] == ["pkgs/box/src/gone.ts"]
    assert not report.ok and report.version_mismatch is None
    assert "3 unaccounted" in report.summary()


def test_a_package_out_of_scope_as_a_whole_is_ok_and_a_version_mismatch_is_not(tree: Path) -> None:
    out = check_scope(_mini(), ScopePackage("@acme/box", "2.0.0", False, "not ours"), load_tree(tree))
    assert out.ok and out.unaccounted == [] and "out of scope (not ours)" in out.summary()
    old = check_scope(_mini(), ScopePackage("@acme/box", "1.0.0", False, "not ours"), load_tree(tree))
    assert not old.ok and "1.0.0" in (old.version_mismatch or "")


def _cli(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


def test_cli_exit_codes_and_json(tree: Path, tmp_path: Path) -> None:
    mini = tmp_path / "mini"
    shutil.copytree(MINI, mini)
    (mini / "scope.yaml").write_text(
        "packages:\n  - package: '@acme/box'\n    version: '2.0.0'\n    status: in\n"
        "    rules:\n      - {path: 'pkgs/box/src/*', message: full, out: a made-up reason}\n"
    )
    code, out = _cli("--catalog", str(mini), "catalog", "scope", str(tree))
    assert code == 1 and "unaccounted pkgs/box/src/box.ts:7" in out and "stale rule " not in out
    code, out = _cli("--catalog", str(mini), "catalog", "scope", str(tree), "--json")
    [report] = json.loads(out)
    assert code == 1 and report["counts"] == {
        "sites": 5, "covered": 1, "out": 1, "pending": 0, "unaccounted": 3, "unread": 0, "unread_unruled": 0
    }
    (mini / "scope.yaml").write_text("packages:\n  - package: '@acme/box'\n    version: '2.0.0'\n    status: out\n"
                                     "    reason: not ours\n")
    assert _cli("--catalog", str(mini), "catalog", "scope", str(tree))[0] == 0
    (mini / "scope.yaml").write_text("packages:\n  - package: '@acme/other'\n    version: '1.0.0'\n    status: in\n")
    code, out = _cli("--catalog", str(mini), "catalog", "scope", str(tree))
    assert code == 2 and "@acme/box is not in scope.yaml" in out


def test_an_unread_package_says_so_and_needs_a_reason(tree: Path, tmp_path: Path) -> None:
    unread = ScopePackage("@acme/box", "2.0.0", True, "no source stored", unread=True)
    report = check_scope(_mini(), unread, load_tree(tree))
    assert report.summary().startswith("@acme/box@2.0.0: in scope but unread (no source stored)")
    assert report.as_dict()["unread"] is True and report.unaccounted  # sites found after all still count
    (tmp_path / "scope.yaml").write_text(
        "packages:\n  - package: '@x/box'\n    commit: " + "a" * 40 + "\n    path: box\n    verified: by hand\n"
        "    status: unread\n"
    )
    with pytest.raises(CatalogError) as info:
        load_scope(tmp_path)
    assert [p.field for p in info.value.problems] == ["packages[0].reason"]


def test_a_malformed_scope_file_names_file_line_and_field(tmp_path: Path) -> None:
    shutil.copytree(MINI, tmp_path / "mini")
    (tmp_path / "mini" / "scope.yaml").write_text(
        "packages:\n  - package: '@acme/box'\n    version: '2.0.0'\n    status: maybe\n"
        "  - package: '@acme/two'\n    version: '1.0.0'\n    status: in\n    rules:\n      - {path: 'x/*'}\n"
    )
    with pytest.raises(CatalogError) as caught:
        load_scope(tmp_path / "mini")
    found = {(p.line, p.field) for p in caught.value.problems}
    assert (4, "packages[0].status") in found
    assert (9, "packages[1].rules[0]") in found


def test_a_template_of_placeholders_only_covers_a_site_only_with_its_pinned_prefix(tmp_path: Path) -> None:
    # `${LOG_PREFIX} ${detail}` (agentcore-command-stream-exception) matches any text with a space; its
    # LOG_PREFIX param lists the one value upstream uses, and coverage must respect it as diagnosis does.
    box = tmp_path / "box"
    (box / "src").mkdir(parents=True)
    (box / "package.json").write_text(
        json.dumps({"name": "@acme/box", "version": "1.0.0", "repository": {"directory": "pkgs/box"}})
    )
    (box / "src" / "box.ts").write_text(
        "export function run(fail: boolean) {\n"
        "  if (fail) throw new Error('Widget one-shot execution does not support stdin');\n"
        "  throw new Error('[AgentCoreRuntimeSandbox] ThrottlingException: Rate exceeded');\n"
        "}\n"
    )
    report = check_scope(catalog(), ScopePackage("@acme/box", "1.0.0", True, None), load_tree(box))
    status = {s.site.line: (s.status, s.entries) for s in report.sites}
    assert status[2] == ("unaccounted", ())
    assert status[3] == ("covered", ("agentcore-command-stream-exception",))


def test_a_published_package_can_have_a_second_block_for_its_newer_code_read_at_a_commit(
    tree: Path, tmp_path: Path
) -> None:
    # @mastra/e2b is pinned to 0.8.0, but its factory/template code is only in the repository: one block per
    # reading. A checkout is accounted for by the commit block, a published tarball by the version block.
    mini = tmp_path / "mini"
    shutil.copytree(MINI, mini)
    commit = "0123456789abcdef0123456789abcdef01234567"
    (mini / "scope.yaml").write_text(
        "packages:\n"
        "  - package: '@acme/box'\n    version: '1.0.0'\n    status: in\n"
        f"  - package: '@acme/box'\n    commit: {commit}\n    path: pkgs/box\n    verified: read\n    status: in\n"
        "    rules:\n      - {path: 'pkgs/box/src/*', out: the newer code's made-up reason}\n"
    )
    scope = load_scope(mini)
    published, newer = scope.get("@acme/box"), scope.get("@acme/box", at_commit=True)
    assert published is not None and published.version == "1.0.0" and published.commit is None
    assert newer is not None and newer.commit == commit and newer.version is None
    # Only the commit block's rule accounts for the checkout, and a checkout at 2.0.0 is no version mismatch.
    code, out = _cli("--catalog", str(mini), "catalog", "scope", str(tree), "--show", "out")
    assert code == 0 and "out         pkgs/box/src/box.ts:4 [throw] 'Box is full': the newer code's made-up" in out
    assert "version " not in out and "0 unaccounted" in out
    # Without a commit block, a checkout falls back to the published block (and its version is checked).
    only = Scope((published,))
    assert only.get("@acme/box", at_commit=True) is published


def test_a_package_listed_twice_the_same_way_is_a_problem(tmp_path: Path) -> None:
    shutil.copytree(MINI, tmp_path / "mini")
    (tmp_path / "mini" / "scope.yaml").write_text(
        "packages:\n  - package: '@acme/box'\n    version: '1.0.0'\n    status: in\n"
        "  - package: '@acme/box'\n    version: '2.0.0'\n    status: in\n"
    )
    with pytest.raises(CatalogError) as caught:
        load_scope(tmp_path / "mini")
    assert [(p.line, p.field) for p in caught.value.problems] == [(5, "packages[1].package")]


def test_drift_over_a_pinned_release_leaves_its_newer_code_alone(pinned: Path) -> None:
    # An entry read at a commit of code the release does not have yet is not "removed" from that release.
    from errors.drift import check_drift

    newer = _newer_than_release()
    for package in sorted(set(newer.values())):
        report = check_drift(catalog(), load_tree(npm.package_dir(pinned, package)))
        assert [r["id"] for r in report.removed if r["id"] in newer] == []
        assert not {p for p in report.missing_files if p.endswith(("factory-sandbox.ts", "repo-template.ts"))}


def test_a_site_is_covered_only_with_values_the_entry_allows() -> None:
    """A generic template pins its names with `pattern:`; another package's text of the same shape is not covered."""
    from errors.drift._scope import _renders

    entry = next(e for e in catalog().entries if e.id == "template-argument-not-a-string")
    assert _renders(entry, "command must be a string") and _renders(entry, "command[2] must be a string")
    assert not _renders(entry, "Plugin instructions must be a string")  # @mastra/code-sdk's plugin loader
