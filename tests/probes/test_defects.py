"""Defect entries against the real releases: the bug happens on an affected release and not on the fixed one,
and `diagnose --project` tells the two apart.

`local-bwrap-dev-null-missing`: the real @mastra/core 1.61.0 `LocalSandbox` (inside the entry's affected range)
with the real bwrap runs a command that writes to /dev/null and gets the shell's error; 1.71.0 (past the fix) runs
the same command. Needs Debian's bubblewrap and root for `unshare -n`.

`local-process-spawn-error-unhandled`: the real @mastra/core 1.8.0 `LocalSandbox` runs a command whose `cwd` does
not exist; the call rejects (the script catches it) and then Node exits on the child's unhandled `error` event.
1.71.0 (past the fix in 1.9.0) rejects the same call and the process lives on.

`workspace-command-timeout-read-as-milliseconds`: the real 1.8.0 workspace command tool, given `timeout: 30` (an
agent's 30 seconds), kills a one-second command after 30 ms; 1.71.0 (past the fix in 1.10.0) runs it to the end.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from truth import reproduce

from errors import diagnose
from errors.catalog import load_catalog
from errors.cli import main

DEFECT = "local-bwrap-dev-null-missing"
SCRIPT = """\
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ workingDirectory: mkdtempSync(join(tmpdir(), 'ws-')), isolation: 'bwrap' });
await sandbox.start();
const result = await sandbox.executeCommand('echo ready 2>/dev/null');
await sandbox.stop();
console.log(JSON.stringify({ exitCode: result.exitCode, stdout: result.stdout, stderr: result.stderr }));
"""


def _node_json(project: Path, name: str, source: str) -> Any:
    """Run ``source`` as ``name`` inside ``project`` with no network, and read the JSON of its last line."""
    try:
        prefix = reproduce.offline_prefix()
    except reproduce.OfflineUnavailable as exc:
        pytest.skip(str(exc))
    script = project / name
    script.write_text(source)
    done = subprocess.run(
        [*prefix, "node", str(script)], cwd=project, capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def _run_in(project: Path) -> dict[str, object]:
    if shutil.which("bwrap") is None:
        pytest.skip("bwrap is not installed (Debian's bubblewrap; .ci/setup installs it)")
    result: dict[str, object] = _node_json(project, "below-dev-null.mjs", SCRIPT)
    return result


def test_an_affected_release_has_the_bug_and_diagnose_says_so(core161: Path) -> None:
    result = _run_in(core161)
    assert result["exitCode"] != 0
    stderr = str(result["stderr"])
    [first, *_] = diagnose(stderr)["matches"]
    assert first["id"] == DEFECT and first["entry"]["defect"]["fixed"] == "1.64.0"

    out = CliRunner().invoke(main, ["diagnose", stderr, "--project", str(core161), "--json"])
    [match] = [m for m in json.loads(out.output)["matches"] if m["id"] == DEFECT]
    defect = match["versions"]["defect"]
    assert defect["installed"] == "1.61.0" and defect["has_bug"] is True
    assert any("has this known bug" in n and "upgrade to 1.64.0" in n for n in match["versions"]["notes"])
    # A defect's message is what users see, not a text the package throws: no "does not throw" sentence.
    assert not any("does not throw" in n for n in match["versions"]["notes"])


def test_the_fixed_release_runs_the_command_and_diagnose_says_the_bug_is_not_there(core171: Path) -> None:
    result = _run_in(core171)
    assert result["exitCode"] == 0 and result["stdout"] == "ready\n" and result["stderr"] == ""

    entry = load_catalog().get(DEFECT)
    out = CliRunner().invoke(main, ["diagnose", f"sh: 1: {entry.message}", "--project", str(core171), "--json"])
    [match] = [m for m in json.loads(out.output)["matches"] if m["id"] == DEFECT]
    assert match["versions"]["defect"]["has_bug"] is False
    assert any("not among the releases with this bug" in n for n in match["versions"]["notes"])


SPAWN_DEFECT = "local-process-spawn-error-unhandled"
SPAWN_SCRIPT = """\
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ workingDirectory: mkdtempSync(join(tmpdir(), 'ws-')) });
await sandbox.start();
try {
  await sandbox.executeCommand('echo', ['ready'], { cwd: join(tmpdir(), 'no-such-dir', 'below') });
  console.log('ran');
} catch (error) {
  console.log(`caught: ${error.message}`);
}
setTimeout(() => console.log('still alive'), 300);
"""


def _spawn_in(project: Path) -> subprocess.CompletedProcess[str]:
    try:
        prefix = reproduce.offline_prefix()
    except reproduce.OfflineUnavailable as exc:
        pytest.skip(str(exc))
    script = project / "below-spawn-cwd.mjs"
    script.write_text(SPAWN_SCRIPT)
    return subprocess.run(
        [*prefix, "node", str(script)], cwd=project, capture_output=True, text=True, timeout=60, check=False
    )


def test_a_spawn_that_cannot_start_crashes_node_on_an_affected_release(core180: Path) -> None:
    done = _spawn_in(core180)
    assert done.returncode != 0, done.stdout + done.stderr  # caught, and the process died anyway
    assert "still alive" not in done.stdout
    assert "Unhandled 'error' event" in done.stderr and "ENOENT" in done.stderr
    paste = done.stdout + done.stderr
    [first, *_] = diagnose(paste)["matches"]
    assert first["id"] == SPAWN_DEFECT and first["confidence"] == "exact", first

    out = CliRunner().invoke(main, ["diagnose", paste, "--project", str(core180), "--json"])
    [match] = [m for m in json.loads(out.output)["matches"] if m["id"] == SPAWN_DEFECT]
    assert match["versions"]["defect"]["installed"] == "1.8.0" and match["versions"]["defect"]["has_bug"] is True
    assert any("upgrade to 1.9.0" in n for n in match["versions"]["notes"])


def test_the_fixed_release_reports_the_failed_spawn_and_keeps_running(core171: Path) -> None:
    done = _spawn_in(core171)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "caught: " in done.stdout and "still alive" in done.stdout
    entry = load_catalog().get(SPAWN_DEFECT)
    assert entry.message not in done.stdout  # 1.71.0 rethrows execa's reason instead

    out = CliRunner().invoke(main, ["diagnose", entry.message, "--project", str(core171), "--json"])
    [match] = [m for m in json.loads(out.output)["matches"] if m["id"] == SPAWN_DEFECT]
    assert match["versions"]["defect"]["has_bug"] is False


TIMEOUT_DEFECT = "workspace-command-timeout-read-as-milliseconds"
TIMEOUT_SCRIPT = """\
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Workspace, LocalSandbox, createWorkspaceTools, WORKSPACE_TOOLS } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ workingDirectory: mkdtempSync(join(tmpdir(), 'ws-')) });
const workspace = new Workspace({ sandbox });
await workspace.init();
const tools = await createWorkspaceTools(workspace);
const tool = tools[WORKSPACE_TOOLS.SANDBOX.EXECUTE_COMMAND];
const out = await tool.execute({ command: 'sleep 1 && echo done', timeout: 30 }, { workspace });
await workspace.destroy?.();
console.log(JSON.stringify(out));
"""


def _tool_in(project: Path) -> str:
    return str(_node_json(project, "below-tool-timeout.mjs", TIMEOUT_SCRIPT))


def test_an_affected_release_reads_the_agents_seconds_as_milliseconds(core180: Path) -> None:
    output = _tool_in(core180)
    assert "done" not in output and "Exit code: 124" in output, output
    [first, *_] = diagnose(output)["matches"]
    assert first["id"] == TIMEOUT_DEFECT and first["params"] == {"timeout": "30"}, first
    out = CliRunner().invoke(main, ["diagnose", output, "--project", str(core180), "--json"])
    [match] = [m for m in json.loads(out.output)["matches"] if m["id"] == TIMEOUT_DEFECT]
    assert match["versions"]["defect"]["has_bug"] is True
    assert any("upgrade to 1.10.0" in n for n in match["versions"]["notes"])


def test_the_fixed_release_gives_the_command_its_seconds(core171: Path) -> None:
    output = _tool_in(core171)
    assert "done" in output and "timed out" not in output, output
