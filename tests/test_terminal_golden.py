"""What each command prints, piped, against golden files: the README's promises (100 columns, no trailing
whitespace, code and messages intact) held line by line.

The catalog is the mini fixture with one entry edited to be hard to print: a long title and a message of
several lines. ``SANDBOX_ERRORS_UPDATE_GOLDEN=1`` rewrites the files (then read the diff).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from errors.cli import main
from errors.probes import ProbeReport
from errors.probes._result import ProbeResult

GOLDEN = Path(__file__).resolve().parent / "golden"
WIDTH = 100  # piped output's width (errors.textout.MAX_WIDTH), as the README promises
LONG_TITLE = "The sandbox has no setEnv, so a token refreshed at run time never reaches the commands it runs"
MESSAGE = "The active sandbox provider does not support runtime token refresh.\\n\\nRestart the sandbox."


@pytest.fixture
def catalog_dir(mini: Path) -> Path:
    path = mini / "errors" / "no-env.yaml"
    text = path.read_text()
    text = text.replace("title: The sandbox has no setEnv", f"title: {LONG_TITLE}")
    text = text.replace(
        "message: The active sandbox provider does not support runtime token refresh.", f'message: "{MESSAGE}"'
    )
    path.write_text(text)
    return mini


def run(*args: str) -> str:
    result = CliRunner().invoke(main, list(args), env={"NO_COLOR": "1"}, catch_exceptions=False)
    assert result.exit_code in (0, 1), result.output
    return result.stdout


def check(name: str, out: str) -> None:
    """``out`` keeps the promises and equals the golden file ``name``."""
    for line in out.splitlines():
        assert len(line) <= WIDTH, line
        assert line == line.rstrip(), f"trailing whitespace: {line!r}"
        assert "\x1b" not in line, "no escape codes in a pipe"
    golden = GOLDEN / name
    if os.environ.get("SANDBOX_ERRORS_UPDATE_GOLDEN") == "1":
        golden.write_text(out)
    assert out == golden.read_text()


def test_list(catalog_dir: Path) -> None:
    check("list.txt", run("--catalog", str(catalog_dir), "list"))
    check("list-long.txt", run("--catalog", str(catalog_dir), "list", "--long"))


def test_list_of_the_shipped_catalog_fits_100_columns() -> None:
    for flags in ((), ("--long",)):
        lines = run("list", *flags).splitlines()
        assert max(map(len, lines)) <= WIDTH and all(line == line.rstrip() for line in lines)
        assert not any("\\n" in line for line in lines), "a message's escaped line break printed as it is"


def test_explain_indents_every_line_of_a_message(catalog_dir: Path) -> None:
    out = run("--catalog", str(catalog_dir), "explain", "no-env")
    check("explain-multiline-message.txt", out)
    # The template's line breaks are escapes in the catalog (as in upstream source): shown as they are.
    assert "  The active sandbox provider" in out


def test_scan(catalog_dir: Path, tmp_path: Path) -> None:
    log = tmp_path / "ci.log"
    log.write_text(
        "step 1 ok\nError: Sandbox 'box-1' cannot run git status: no executeCommand\nstep 2 ok\n"
        "Error: Sandbox 'box-2' cannot run ls: no executeCommand\n"
    )
    out = run("--catalog", str(catalog_dir), "scan", str(log))
    check("scan.txt", out.replace(str(log), "ci.log"))


def test_probe_report() -> None:
    """The doctor report of every kind of row: pass, skip, and a failure with its fix and its entries."""
    from errors.cli.probe import render_report
    from errors.textout import Style

    report = ProbeReport(
        "mastra:sandbox.mjs#box",
        (
            ProbeResult("surface", "pass", "the instance has executeCommand, setEnv and writeFiles"),
            ProbeResult(
                "execute_command",
                "fail",
                "executeCommand threw: Error: Sandbox 'box' cannot run echo: no executeCommand implementation "
                "(after 0.1s)",
                entries=("no-exec",),
                hint="give the sandbox an executeCommand, or extend a base class that has one",
            ),
            ProbeResult("set_env", "skip", "setEnv() applies to Mastra sandboxes only, not to this target"),
        ),
    )
    titles = {"no-exec": "The sandbox cannot run commands because no executeCommand implementation was given"}
    lines = render_report(report, titles, Style(WIDTH), Path("/project"))
    check("probe-report.txt", "\n".join(lines) + "\n")


def test_probe_local_piped_keeps_the_promises(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "errors", "probe", "local", "--project", str(tmp_path)],
        capture_output=True, text=True, timeout=120, env={**os.environ, "NO_COLOR": "1"}, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "Probing local" and re.fullmatch(r"\d+ passed, 0 failed, \d+ warned, \d+ skipped", lines[-1])
    assert max(map(len, lines)) <= WIDTH and all(line == line.rstrip() for line in lines)
