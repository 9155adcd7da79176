"""``sandbox-errors probe`` (through click's CliRunner) and verdicts with the shipped catalog."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from errors.catalog import Entry, load_catalog
from errors.cli._context import AppContext
from errors.cli.probe import probe
from errors.probes import run_probes, verdict_for

TOKEN_REFRESH = "The active sandbox provider does not support runtime GitHub token refresh."


def invoke(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(probe, list(args), obj=AppContext(None))
    return result.exit_code, result.stdout, result.stderr


def test_json_contract(core171: Path) -> None:
    code, out, _ = invoke(
        "mastra:sandboxes.mjs#withoutSetEnv", "--project", str(core171), "--json", "--only", "surface,set_env"
    )
    assert code == 0  # a missing optional member is a warning, not a failure
    data = json.loads(out)
    assert data["target"] == "mastra:sandboxes.mjs#withoutSetEnv"
    assert [p["name"] for p in data["probes"]] == ["surface", "set_env"]
    catalog = load_catalog()
    for p in data["probes"]:
        assert set(p) == {"name", "status", "detail", "entries", "findings"}
        assert p["status"] in ("pass", "fail", "warn", "skip")
        assert set(p["findings"].values()) <= {"missing", "present", "working", "broken", "unknown"}
        for entry_id in p["entries"]:  # linked through capability and probe name
            entry = catalog.get(entry_id)
            assert p["name"] in entry.probes and p["findings"][entry.capability] in ("missing", "broken")
    set_env = data["probes"][1]
    assert set_env["findings"] == {"setEnv": "missing"} and set_env["entries"]


def test_doctor_report_names_the_entry_and_fails_with_exit_1(core171: Path) -> None:
    code, out, _ = invoke(
        "mastra:sandboxes.mjs#noExecuteCommand", "surface", "execute_command", "--project", str(core171)
    )
    assert code == 1
    assert "fail" in out and "surface" in out and "execute_command" in out
    assert "see: " in out and "sandbox-errors explain ID" in out
    linked = [e for e in load_catalog().entries if e.capability == "executeCommand" and "surface" in e.probes]
    assert any(e.id in out for e in linked)
    assert "1 passed" not in out and "2 failed" in out


def test_bad_target_exits_2() -> None:
    code, _, err = invoke("docker:abc")
    assert code == 2 and "unknown target" in err
    code, _, err = invoke("ssh://me:secret@127.0.0.1:1", "--only", "execute_command")
    assert code == 2 and "secret" not in err


def test_unknown_probe_name_is_a_usage_error() -> None:
    code, _, err = invoke("local", "--only", "surfaces")
    assert code == 2 and "unknown probe" in err


def test_local_target_report(tmp_path: Path) -> None:
    code, out, _ = invoke(
        "local", "--project", str(tmp_path), "--only", "execute_command", "--only", "worker_preflight"
    )
    assert code == 0
    assert "2 passed, 0 failed, 0 warned, 0 skipped" in out


# -- the acceptance check, with the shipped catalog's entry --------------------------------------------


@pytest.fixture(scope="module")
def token_refresh_entry() -> Entry:
    catalog = load_catalog()
    matches = [e for e in catalog.entries if e.message == TOKEN_REFRESH]
    assert len(matches) == 1, "the catalog should hold the GitHub token refresh error"
    return matches[0]


def test_token_refresh_confirmed_on_a_sandbox_without_set_env(core171: Path, token_refresh_entry: Entry) -> None:
    report = run_probes("mastra:sandboxes.mjs#withoutSetEnv", project=core171, only=token_refresh_entry.probes)
    verdict, evidence = verdict_for(token_refresh_entry, report)
    assert verdict == "confirmed", evidence
    assert any(token_refresh_entry.id in r.entries for r in report)


def test_token_refresh_ruled_out_on_local_sandbox_171(core171: Path, token_refresh_entry: Entry) -> None:
    report = run_probes("mastra:sandboxes.mjs#localFactory", project=core171, only=token_refresh_entry.probes)
    verdict, evidence = verdict_for(token_refresh_entry, report)
    assert verdict == "ruled_out", evidence


def test_token_refresh_confirmed_on_core_161(core161: Path, token_refresh_entry: Entry) -> None:
    report = run_probes("mastra:sandboxes.mjs#localFactory", project=core161, only=token_refresh_entry.probes)
    assert verdict_for(token_refresh_entry, report)[0] == "confirmed"
