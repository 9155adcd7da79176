"""`diagnose --project` on the real @mastra/core 1.61.0 project the probe tests install (no --probe)."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from errors.cli import main

ABORTED = "Error: Sandbox operation aborted: writeFiles"


def test_diagnose_names_the_installed_core_and_evaluates_requires(core161: Path) -> None:
    result = CliRunner().invoke(main, ["diagnose", ABORTED, "--project", str(core161), "--json"])
    assert result.exit_code == 0, result.output
    [match] = [m for m in json.loads(result.output)["matches"] if m["id"] == "sandbox-operation-aborted"]
    versions = match["versions"]
    assert versions["installed"][0]["version"] == "1.61.0" and versions["installed"][0]["resolved"]
    # The history says which releases throw it; 1.61.0 is not one of them.
    assert versions["message"] == {"installed": "1.61.0", "throws": False, "same_wording": False}
    assert versions["requires"][0]["installed"] == "1.61.0" and versions["requires"][0]["met"] is False
    assert any(n.startswith("needs core >=1.67.0, but you have 1.61.0") for n in versions["notes"])

    text = CliRunner().invoke(main, ["diagnose", ABORTED, "--project", str(core161)], env={"COLUMNS": "200"})
    flat = " ".join(text.output.split())
    assert "your @mastra/core 1.61.0 does not throw this message (thrown by 1.67.0–1.71.0)" in flat
    assert "needs core >=1.67.0, but you have 1.61.0" in flat


def test_a_message_the_installed_core_throws(core161: Path) -> None:
    message = "Sandbox 'box-1' cannot run the session setup: no executeCommand implementation"
    result = CliRunner().invoke(main, ["diagnose", message, "--project", str(core161), "--json"])
    records = json.loads(result.output)["matches"]
    assert records and all("versions" in r for r in records)
