"""The pure-Python parts: redaction, npm version reading, verdicts, catalog linking, selection, target strings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from probe_helpers import NO_EXEC, NO_SET_ENV, Catalog, Entry

from errors.probes import PROBES, Finding, ProbeResult, Status, TargetError, _npm, select_probes, verdict_for
from errors.probes._catalog import entries_for
from errors.probes._redact import redact
from errors.probes.targets import ProbeOptions, open_target
from errors.probes.targets.ssh import parse_ssh

CATALOG = Catalog((NO_EXEC, NO_SET_ENV, Entry("no-probes", "setEnv", ())))


def result(name: str, status: Status, **findings: Finding) -> ProbeResult:
    return ProbeResult(name, status, f"{name} detail", (), findings)


# -- redaction ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("http://127.0.0.1:4111/?token=abc123&x=1", "abc123"),
        ("https://h.example/p?X-Amz-Signature=deadbeef", "deadbeef"),
        ("https://user:hunter2@host/path", "hunter2"),
        ("x-daytona-preview-token: s3cr3tvalue", "s3cr3tvalue"),
        ("Authorization: Bearer abcdefghijkl", "abcdefghijkl"),
        ("used ghp_abcdefghijklmnopqrstuvwxyz0123 here", "ghp_abcdefghijklmnopqrstuvwxyz0123"),
    ],
)
def test_redact_removes_secrets_and_keeps_names(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert "***" in out


def test_redact_leaves_plain_text_alone() -> None:
    text = "printenv MASTRA_PROBE_ENV_X exited 1 at http://127.0.0.1:4111/mastra-probe-abc?x=1"
    assert redact(text) == text


# -- npm versions and ranges ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("version", "spec", "expected"),
    [
        ("v20.20.2", ">=22.13.0", False),
        ("v22.13.0", ">=22.13.0", True),
        ("22.19.1", ">=22.13.0 <23", True),
        ("1.71.0", "^1.55.0-0", True),
        ("2.0.0-alpha.1", ">=1.12.0-0 <2", False),
        ("1.61.0", ">=1.63.1", False),
        ("0.24.9", "^0.24", True),
        ("0.25.0", "^0.24", False),
        ("18.0.0", "^16 || ^18 || >=20", True),
        ("19.1.0", "^16 || ^18 || >=20", False),
        ("1.2.9", "~1.2.3", True),
        ("1.3.0", "~1.2.3", False),
        ("22.5.0", "22.x", True),
        ("3.0.0", "*", True),
        ("1.0.0", "not a range", None),
    ],
)
def test_satisfies(version: str, spec: str, expected: bool | None) -> None:
    assert _npm.satisfies(version, spec) is expected


def test_prerelease_sorts_before_release() -> None:
    assert _npm.at_least("1.63.1-alpha.0", "1.63.1") is False
    assert _npm.at_least("1.63.1", "1.63.1-alpha.0") is True
    assert _npm.at_least("garbage", "1.0.0") is None


def _pkg(folder: Path, name: str, version: str, engines: str | None = None) -> None:
    folder.mkdir(parents=True)
    data: dict[str, object] = {"name": name, "version": version}
    if engines:
        data["engines"] = {"node": engines}
    (folder / "package.json").write_text(json.dumps(data))


def test_resolution_scopes_and_duplicate_copies(tmp_path: Path) -> None:
    project = tmp_path / "app"
    nm = project / "node_modules"
    _pkg(nm / "@mastra/core", "@mastra/core", "1.71.0", ">=22.13.0")
    _pkg(nm / "@mastra/e2b", "@mastra/e2b", "0.8.0")
    _pkg(nm / "@mastra/e2b/node_modules/@mastra/core", "@mastra/core", "1.61.0")
    _pkg(nm / ".pnpm/@mastra+core@1.52.0/node_modules/@mastra/core", "@mastra/core", "1.52.0")
    (project / "src").mkdir()

    core = _npm.resolve(project / "src", "@mastra/core")  # Node looks upwards from the importing folder
    assert core is not None and core.version == "1.71.0" and core.engines_node == ">=22.13.0"
    assert [p.name for p in _npm.scoped(project, "@mastra")] == ["@mastra/core", "@mastra/e2b"]
    assert sorted(c.version for c in _npm.copies(project, "@mastra/core")) == ["1.52.0", "1.61.0", "1.71.0"]
    assert _npm.resolve(tmp_path / "elsewhere", "@mastra/core") is None


# -- catalog links and verdicts ---------------------------------------------------------------------------------


def test_entries_follow_capability_and_probe_names_not_ids() -> None:
    assert entries_for(CATALOG, "set_env", {"setEnv": "missing"}) == ("no-set-env",)
    assert entries_for(CATALOG, "set_env", {"setEnv": "broken"}) == ("no-set-env",)
    assert entries_for(CATALOG, "set_env", {"setEnv": "working"}) == ()
    # An entry that does not name the probe is not linked, whatever the finding.
    assert entries_for(CATALOG, "networking", {"setEnv": "missing"}) == ()
    assert entries_for(CATALOG, "surface", {"setEnv": "missing", "executeCommand": "missing"}) == (
        "no-exec",
        "no-set-env",
    )
    assert entries_for(None, "surface", {"setEnv": "missing"}) == ()


def test_verdict_confirmed_when_a_named_probe_finds_it_missing_or_broken() -> None:
    verdict, evidence = verdict_for(
        NO_SET_ENV, [result("surface", "pass", setEnv="present"), result("set_env", "fail", setEnv="broken")]
    )
    assert verdict == "confirmed"
    assert evidence[0].startswith("set_env: setEnv broken")


def test_verdict_ruled_out_when_found_present_or_working() -> None:
    verdict, evidence = verdict_for(
        NO_SET_ENV, [result("surface", "pass", setEnv="present"), result("set_env", "pass", setEnv="working")]
    )
    assert verdict == "ruled_out"
    assert len(evidence) == 2


def test_verdict_ignores_probes_the_entry_does_not_name() -> None:
    verdict, _ = verdict_for(NO_SET_ENV, [result("execute_command", "fail", setEnv="missing")])
    assert verdict == "inconclusive"


def test_verdict_inconclusive_on_skips_and_unknowns() -> None:
    verdict, evidence = verdict_for(NO_SET_ENV, [result("set_env", "skip"), result("versions", "pass")])
    assert verdict == "inconclusive"
    assert any("set_env skip" in e for e in evidence)
    verdict, evidence = verdict_for(NO_SET_ENV, [])
    assert verdict == "inconclusive" and "surface, set_env, versions" in evidence[0]


# -- probe selection and target strings --------------------------------------------------------------------------


def test_probe_names_are_the_catalogs_probe_names() -> None:
    from errors._fields import PROBES as CATALOG_PROBES

    assert sorted(p.name for p in PROBES) == sorted(CATALOG_PROBES)
    for p in PROBES:
        assert p.description and p.timeout > 0 and p.informs


def test_informed_capabilities_are_catalog_capabilities() -> None:
    from errors.catalog import load_catalog

    keys = {c.key for c in load_catalog().capabilities}
    assert {cap for p in PROBES for cap in p.informs} <= keys


def test_select_probes_keeps_run_order_and_rejects_unknown_names() -> None:
    assert [p.name for p in select_probes(["lifecycle", "surface"])] == ["surface", "lifecycle"]
    assert select_probes(None) == PROBES
    with pytest.raises(ValueError, match="nosuch"):
        select_probes(["surface", "nosuch"])


@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("ssh://host", (None, "host", 22)),
        ("ssh://me@10.0.0.5:2222", ("me", "10.0.0.5", 2222)),
        ("ssh://me@[::1]:2200", ("me", "::1", 2200)),
    ],
)
def test_parse_ssh(spec: str, expected: tuple[str | None, str, int]) -> None:
    assert parse_ssh(spec) == expected


@pytest.mark.parametrize(
    "spec",
    ["ssh://", "ssh://me:pw@host", "ssh://host/path", "ssh://host:notaport", "mastra:", "mastra:#x", "docker:abc", ""],
)
def test_bad_targets(spec: str) -> None:
    with pytest.raises(TargetError):
        open_target(spec, ProbeOptions())


def test_password_never_echoed() -> None:
    with pytest.raises(TargetError) as info:
        open_target("ssh://me:topsecret@host", ProbeOptions())
    assert "topsecret" not in str(info.value)
