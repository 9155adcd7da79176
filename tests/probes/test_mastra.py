"""The mastra: target against real @mastra/core installs (1.71.0 and 1.61.0) and fixture sandboxes.

Each fixture export in fixtures/sandboxes.mjs reproduces one cause for real; the probes must classify it.
"""

from __future__ import annotations

import json
import socket
from pathlib import Path

import pytest
from probe_helpers import (
    CATALOG,
    NO_EXEC,
    NO_NETWORKING,
    NO_SET_ENV,
    PORT_NOT_EXPOSED,
    SET_ENV_IGNORED,
    START_FAILS,
    no_leftover_folders,
    no_leftover_processes,
)

from errors.probes import ProbeReport, ProbeResult, TargetError, run_probes, verdict_for


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def probe(
    project: Path, export: str, *, only: list[str] | None = None, scratch: Path | None = None, **flags: float
) -> ProbeReport:
    """Run the probes on one fixture export, with the test catalog and a free port for URL probes."""
    return run_probes(
        f"mastra:sandboxes.mjs#{export}",
        project=project,
        only=only,
        catalog=CATALOG,
        port=free_port(),
        allow_create=bool(flags.get("allow_create")),
        allow_destroy=bool(flags.get("allow_destroy")),
        timeout=flags.get("timeout", 120.0),
        scratch=str(scratch) if scratch else None,
    )


def statuses(report: ProbeReport) -> dict[str, str]:
    return {r.name: r.status for r in report}


def result(report: ProbeReport, name: str) -> ProbeResult:
    r = report.get(name)
    assert r is not None, f"{name} did not run"
    return r


def finding(report: ProbeReport, name: str, capability: str) -> str | None:
    return result(report, name).findings.get(capability)


def snapshot(project: Path) -> dict[str, float]:
    return {str(p.relative_to(project)): p.lstat().st_mtime for p in project.iterdir()}


# -- the real LocalSandbox -------------------------------------------------------------------------------------


def test_local_sandbox_171_passes_what_it_should(core171: Path) -> None:
    before = snapshot(core171)
    report = probe(core171, "localFactory", allow_create=True)
    assert statuses(report) == {
        "surface": "pass",
        "versions": statuses(report)["versions"],  # warns only when Node is older than core's engines
        "execute_command": "pass",
        "set_env": "pass",
        "write_files": "warn",  # LocalSandbox has no writeFiles(); the executeCommand fallback round-trips
        "networking": "warn",  # LocalSandbox has no networking
        "public_url": "warn",
        "worker_preflight": "pass",
        "lifecycle": "pass",
    }
    assert not report.failed
    versions = report.get("versions")
    assert versions is not None and "@mastra/core 1.71.0" in versions.detail
    assert versions.status == "pass" or "engines.node" in versions.detail
    assert finding(report, "set_env", "setEnv") == "working"
    assert finding(report, "surface", "executeCommand") == "present"
    lifecycle = report.get("lifecycle")
    assert lifecycle is not None and "start → created" in lifecycle.detail and "connected" in lifecycle.detail
    assert snapshot(core171) == before, "the probe wrote into the user's project"
    assert verdict_for(NO_SET_ENV, report)[0] == "ruled_out"
    assert verdict_for(NO_EXEC, report)[0] == "ruled_out"
    assert verdict_for(NO_NETWORKING, report)[0] == "confirmed"


def test_local_sandbox_161_lacks_set_env(core161: Path) -> None:
    report = probe(
        core161, "localFactory", allow_create=True, only=["surface", "versions", "set_env", "execute_command"]
    )
    assert finding(report, "surface", "setEnv") == "missing"
    assert finding(report, "set_env", "setEnv") == "missing"
    assert finding(report, "versions", "setEnv") == "missing"
    assert statuses(report)["execute_command"] == "pass"
    versions = report.get("versions")
    assert versions is not None and "1.61.0" in versions.detail and ">= 1.63.1" in versions.detail
    verdict, evidence = verdict_for(NO_SET_ENV, report)
    assert verdict == "confirmed"
    assert {e.split(":")[0] for e in evidence} == {"surface", "set_env", "versions"}
    assert result(report, "set_env").entries == ("no-set-env", "set-env-ignored")


# -- the fixture causes ------------------------------------------------------------------------------------------


def test_subclass_without_process_manager_has_no_execute_command(core171: Path) -> None:
    report = probe(core171, "noExecuteCommand", allow_create=True, only=["surface", "execute_command", "lifecycle"])
    assert statuses(report) == {"surface": "fail", "execute_command": "fail", "lifecycle": "pass"}
    assert finding(report, "surface", "executeCommand") == "missing"
    assert finding(report, "execute_command", "executeCommand") == "missing"
    assert result(report, "surface").entries == ("no-exec", "no-networking")
    assert verdict_for(NO_EXEC, report)[0] == "confirmed"
    assert verdict_for(NO_SET_ENV, report)[0] == "ruled_out"  # setEnv is there, from MastraSandbox


def test_execute_command_that_runs_nothing_is_broken(core171: Path) -> None:
    # A running object with no start(): nothing to create, so the probe runs commands without --allow-create.
    report = probe(core171, "pretendsToRun", only=["surface", "execute_command", "lifecycle"])
    assert statuses(report) == {"surface": "pass", "execute_command": "fail", "lifecycle": "warn"}
    assert finding(report, "execute_command", "executeCommand") == "broken"
    assert finding(report, "lifecycle", "lifecycle") == "missing"
    assert verdict_for(NO_EXEC, report)[0] == "confirmed"


def test_object_sandbox_without_set_env(core171: Path) -> None:
    report = probe(core171, "withoutSetEnv", allow_create=True, only=["surface", "execute_command", "set_env"])
    assert statuses(report) == {"surface": "pass", "execute_command": "pass", "set_env": "warn"}
    assert finding(report, "surface", "setEnv") == "missing"
    assert finding(report, "set_env", "setEnv") == "missing"
    assert "does not extend MastraSandbox" in result(report, "surface").detail
    assert verdict_for(NO_SET_ENV, report)[0] == "confirmed"
    assert verdict_for(NO_EXEC, report)[0] == "ruled_out"


def test_execute_command_that_ignores_the_overlay_fails_set_env(core171: Path) -> None:
    report = probe(core171, "ignoresEnvOverlay", allow_create=True, only=["surface", "set_env"])
    assert finding(report, "surface", "setEnv") == "present"
    assert statuses(report)["set_env"] == "fail"
    assert finding(report, "set_env", "setEnv") == "broken"
    assert result(report, "set_env").entries == ("no-set-env", "set-env-ignored")
    assert verdict_for(SET_ENV_IGNORED, report)[0] == "confirmed"


def test_networking_that_returns_null(core171: Path) -> None:
    report = probe(core171, "networkingReturnsNull", allow_create=True, only=["surface", "networking", "public_url"])
    assert statuses(report) == {"surface": "pass", "networking": "warn", "public_url": "warn"}
    assert finding(report, "networking", "networking") == "working"
    assert finding(report, "networking", "publicUrl") == "missing"
    assert finding(report, "public_url", "publicUrl") == "missing"
    assert verdict_for(PORT_NOT_EXPOSED, report)[0] == "confirmed"
    assert verdict_for(NO_NETWORKING, report)[0] == "ruled_out"


def test_public_url_round_trip_and_token_redaction(core171: Path) -> None:
    report = probe(core171, "loopbackNetworking", allow_create=True, only=["networking", "public_url"])
    assert statuses(report) == {"networking": "pass", "public_url": "pass"}
    assert finding(report, "public_url", "publicUrl") == "working"
    text = json.dumps(report.to_dict())
    assert "token=***" in text
    assert "probe-secret-token" not in text
    assert verdict_for(PORT_NOT_EXPOSED, report)[0] == "ruled_out"


def test_start_hook_that_throws(core171: Path) -> None:
    report = probe(core171, "startHookThrows", allow_create=True, only=["execute_command", "lifecycle"])
    assert statuses(report) == {"execute_command": "fail", "lifecycle": "fail"}
    lifecycle = report.get("lifecycle")
    assert lifecycle is not None
    assert lifecycle.findings == {"lifecycle": "broken"}
    assert "onStart hook failed: session setup failed" in lifecycle.detail and "'error'" in lifecycle.detail
    assert lifecycle.entries == ("start-fails",)
    assert verdict_for(START_FAILS, report)[0] == "confirmed"


# -- attach by default; create and destroy only when allowed ----------------------------------------------------


@pytest.mark.parametrize("export", ["instance", "workspace", "localFactory"])
def test_export_shapes_attach_without_starting(core171: Path, export: str) -> None:
    report = probe(core171, export, only=["surface", "execute_command", "set_env", "lifecycle"])
    surface = report.get("surface")
    assert surface is not None and surface.status == "pass"
    assert {"instance": "instance export", "workspace": "workspace export", "localFactory": "factory export"}[
        export
    ] in surface.detail
    assert "status 'pending'" in surface.detail
    for name in ("execute_command", "set_env", "lifecycle"):
        r = report.get(name)
        assert r is not None and r.status == "skip" and "--allow-create" in r.detail
    assert finding(report, "set_env", "setEnv") == "present"
    assert verdict_for(NO_SET_ENV, report)[0] == "ruled_out"


def _events(log: Path) -> list[str]:
    return log.read_text().split("\n")[:-1] if log.exists() else []


def test_stops_what_it_started_and_destroys_only_when_allowed(
    core171: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log = tmp_path / "events"
    monkeypatch.setenv("PROBE_FIXTURE_LOG", str(log))
    probe(core171, "recordsLifecycle", allow_destroy=True, only=["execute_command"])
    assert _events(log) == []  # not allowed to start: nothing started, nothing to stop or destroy
    probe(core171, "recordsLifecycle", allow_create=True, only=["execute_command"])
    assert _events(log) == ["start created", "stop"]
    log.unlink()
    probe(core171, "recordsLifecycle", allow_create=True, allow_destroy=True, only=["execute_command"])
    assert _events(log) == ["start created", "destroy"]
    log.unlink()
    # A sandbox the probe reattached to (it existed before) is stopped, never destroyed.
    probe(core171, "recordsLifecycleExisting", allow_create=True, allow_destroy=True, only=["execute_command"])
    assert _events(log) == ["start connected", "stop"]


def test_write_files_fast_path(core171: Path) -> None:
    report = probe(core171, "withWriteFiles", allow_create=True, only=["write_files"])
    write_files = result(report, "write_files")
    assert write_files.status == "pass" and "writeFiles()" in write_files.detail
    assert write_files.findings == {"writeFiles": "working"}


# -- bad targets -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("export", "message"),
    [("SandboxClass", "is a class"), ("nope", "has no export 'nope'")],
)
def test_bad_exports(core171: Path, export: str, message: str) -> None:
    with pytest.raises(TargetError, match=message):
        probe(core171, export)


def test_a_module_that_exits_while_loading(core171: Path) -> None:
    with pytest.raises(TargetError) as info:
        run_probes("mastra:crashes.mjs", project=core171, catalog=CATALOG)
    assert "exit status 3" in str(info.value)
    assert "not-a-real-secret-value" not in str(info.value)


def test_missing_module_and_missing_core(core171: Path, tmp_path: Path) -> None:
    with pytest.raises(TargetError, match=r"module file nosuch\.mjs not found"):
        run_probes("mastra:nosuch.mjs", project=core171, catalog=CATALOG)
    with pytest.raises(TargetError, match="Cannot find package '@acme/nosuch'"):
        run_probes("mastra:@acme/nosuch", project=core171, catalog=CATALOG)
    bare = tmp_path / "bare"
    bare.mkdir()
    (bare / "sandboxes.mjs").write_text((core171 / "sandboxes.mjs").read_text())
    with pytest.raises(TargetError, match="@mastra/core"):
        run_probes("mastra:sandboxes.mjs", project=bare, catalog=CATALOG)


# -- cleanup and time limits -------------------------------------------------------------------------------------


def test_no_processes_or_folders_remain(core171: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with no_leftover_folders(monkeypatch, tmp_path) as scratch, no_leftover_processes():
        # Everything that spawns: commands, timeouts, a served port, a restart.
        report = probe(core171, "loopbackNetworking", allow_create=True, scratch=scratch)
        assert statuses(report)["public_url"] == "pass"
        probe(core171, "startHookThrows", allow_create=True, only=["lifecycle"], scratch=scratch)
        probe(core171, "leaksDetachedChild", allow_create=True, only=["execute_command"], scratch=scratch)


def test_a_bridge_that_stops_answering_is_killed_with_its_children(
    core171: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with no_leftover_folders(monkeypatch, tmp_path) as scratch, no_leftover_processes():
        report = probe(
            core171, "blocksEventLoop", allow_create=True, timeout=4.0, only=["execute_command", "set_env"],
            scratch=scratch,
        )
    execute = report.get("execute_command")
    assert execute is not None and execute.status == "fail" and "did not answer" in execute.detail
    assert statuses(report)["set_env"] in ("fail", "skip")


def test_run_timeout_stops_a_hanging_command_and_skips_the_rest(core171: Path) -> None:
    report = probe(core171, "hangingCommands", allow_create=True, timeout=4.0)
    assert statuses(report)["surface"] == "pass"
    execute = report.get("execute_command")
    assert execute is not None and execute.status == "fail" and "timed out" in execute.detail
    assert report.probes[-1].status == "skip" and "time limit (4s)" in report.probes[-1].detail
