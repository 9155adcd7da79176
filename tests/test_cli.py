"""The command line through click's CliRunner: output shapes, exit codes, catalog selection, colour rules."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from errors import __version__
from errors.catalog import load_catalog
from errors.cli import main

GOLDEN = Path(__file__).resolve().parent / "golden"
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env={"COLUMNS": "100", **(env or {})}, catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_version() -> None:
    code, out, _ = run("--version")
    assert code == 0 and __version__ in out


def test_list_json_prints_full_records(mini: Path) -> None:
    code, out, _ = run("--catalog", str(mini), "list", "--json")
    assert code == 0
    records = json.loads(out)
    catalog = load_catalog(mini)
    assert records == [catalog.record(e) for e in catalog.entries]
    assert records[1]["docs_url"] == "https://example.test/1.0/errors/no-exec/"
    assert records[1]["sources"][0]["url"] == (
        "https://github.com/example/upstream/blob/0123456789abcdef0123456789abcdef01234567/src/exec.ts#L10"
    )


def test_list_filters_by_capability(mini: Path) -> None:
    code, out, _ = run("--catalog", str(mini), "list", "--json", "--capability", "setEnv")
    assert code == 0 and [r["id"] for r in json.loads(out)] == ["no-env"]
    code, out, _ = run("--catalog", str(mini), "list", "--capability", "setEnv")
    assert code == 0 and "no-env" in out and "no-exec" not in out
    code, _, err = run("--catalog", str(mini), "list", "--capability", "teleport")
    assert code == 2 and "not a capability" in err


def test_explain_json_is_the_record(mini: Path) -> None:
    code, out, _ = run("--catalog", str(mini), "explain", "no-env", "--json")
    assert code == 0
    assert json.loads(out) == load_catalog(mini).record(load_catalog(mini).get("no-env"))


def test_explain_unknown_id_suggests(mini: Path) -> None:
    code, _, err = run("--catalog", str(mini), "explain", "no-exe")
    assert code == 2 and "Did you mean: no-exec" in err


def test_explain_matches_golden_output(mini: Path) -> None:
    code, out, _ = run("--catalog", str(mini), "explain", "no-exec")
    assert code == 0
    assert not ANSI.search(out), "no colour codes when the output is not a terminal"
    golden = GOLDEN / "explain-no-exec.txt"
    assert [line.rstrip() for line in out.splitlines()] == golden.read_text().splitlines()


def test_colour_only_for_terminals_and_never_with_no_color(mini: Path) -> None:
    code, out, _ = run("--catalog", str(mini), "explain", "no-exec", env={"FORCE_COLOR": "1"})
    assert code == 0 and ANSI.search(out)
    code, out, _ = run("--catalog", str(mini), "explain", "no-exec", env={"FORCE_COLOR": "1", "NO_COLOR": "1"})
    assert code == 0 and not ANSI.search(out)


def test_catalog_check_ok_and_broken(mini: Path, tmp_path: Path) -> None:
    code, out, _ = run("catalog", "check", str(mini))
    assert code == 0 and out.startswith("ok: 2 entries")
    broken = tmp_path / "broken"
    shutil.copytree(mini, broken)
    path = broken / "errors" / "no-env.yaml"
    path.write_text(path.read_text().replace("capability: setEnv", "capability: [setEnv"))
    code, _, err = run("catalog", "check", str(broken))
    assert code == 1
    assert re.search(r"errors/no-env\.yaml:\d+:\d+: yaml: syntax error", err), err


def test_catalog_selected_by_environment(mini: Path) -> None:
    code, out, _ = run("list", "--json", env={"SANDBOX_ERRORS_CATALOG": str(mini)})
    assert code == 0 and len(json.loads(out)) == 2


def test_invalid_selected_catalog_exits_2_with_problems(mini: Path) -> None:
    (mini / "errors" / "bad.yaml").write_text("- not a mapping\n")
    code, _, err = run("--catalog", str(mini), "list")
    assert code == 2 and "bad.yaml:1:1: document: expected a mapping" in err


def test_schema_command_prints_the_schema_file() -> None:
    code, out, _ = run("catalog", "schema")
    shipped = Path(__file__).resolve().parent.parent / "catalog" / "schema.json"
    assert code == 0 and json.loads(out) == json.loads(shipped.read_text())


@pytest.mark.parametrize(
    "entry_id",
    [
        "session-setup-without-execute-command",
        "worker-deploy-without-execute-command",
        "github-token-refresh-without-set-env",
    ],
)
def test_shipped_foundation_entries_explain(entry_id: str) -> None:
    code, out, _ = run("explain", entry_id)
    assert code == 0
    record = json.loads(run("explain", entry_id, "--json")[1])
    assert record["title"] in out and len(record["fixes"]) >= 3 and record["fixes"][0]["example"]
    assert record["sources"][0]["url"].startswith("https://github.com/mastra-ai/mastra/blob/")
