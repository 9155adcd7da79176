"""diagnose --probe: a matched entry's cause confirmed or ruled out against a real Mastra sandbox."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from errors.cli import main

GITHUB = "The active sandbox provider does not support runtime GitHub token refresh."
SESSION = "Sandbox 'sess-1' cannot run the session setup: no executeCommand implementation"


def diagnose(message: str, target: str, project: Path) -> dict:
    result = CliRunner().invoke(
        main, ["diagnose", message, "--probe", target, "--project", str(project), "--json"], catch_exceptions=False
    )
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_sandbox_without_set_env_confirms_the_github_token_error(core171: Path) -> None:
    out = diagnose(GITHUB, "mastra:sandboxes.mjs#withoutSetEnv", core171)
    top = out["matches"][0]
    assert top["id"] == "github-token-refresh-without-set-env"
    assert top["verdict"] == "confirmed", top["evidence"]
    assert any("setEnv missing" in line for line in top["evidence"])
    assert {p["name"] for p in out["probes"]} >= {"surface", "set_env"}


def test_local_sandbox_on_core_1_71_rules_it_out(core171: Path) -> None:
    top = diagnose(GITHUB, "mastra:sandboxes.mjs#localFactory", core171)["matches"][0]
    assert top["verdict"] == "ruled_out", top["evidence"]


def test_core_1_61_local_sandbox_confirms_it(core161: Path) -> None:
    top = diagnose(GITHUB, "mastra:sandboxes.mjs#localFactory", core161)["matches"][0]
    assert top["verdict"] == "confirmed", top["evidence"]


def test_no_execute_command_confirms_the_session_setup_error(core171: Path) -> None:
    top = diagnose(SESSION, "mastra:sandboxes.mjs#noExecuteCommand", core171)["matches"][0]
    assert top["id"] == "session-setup-without-execute-command"
    assert top["params"] == {"sandbox_id": "sess-1"}
    assert top["verdict"] == "confirmed", top["evidence"]
    top = diagnose(SESSION, "mastra:sandboxes.mjs#localFactory", core171)["matches"][0]
    assert top["verdict"] == "ruled_out", top["evidence"]


def test_unusable_target_is_a_usage_error(core171: Path) -> None:
    result = CliRunner().invoke(
        main, ["diagnose", GITHUB, "--probe", "mastra:missing.mjs", "--project", str(core171), "--json"]
    )
    assert result.exit_code == 2 and "probe target" in result.stderr


def test_a_missing_project_folder_is_a_usage_error(tmp_path: Path) -> None:
    # --project alone reads the installed versions (tests/test_versions.py); a folder that is not there is refused.
    result = CliRunner().invoke(main, ["diagnose", GITHUB, "--project", str(tmp_path / "nowhere")])
    assert result.exit_code == 2 and "does not exist" in result.stderr
