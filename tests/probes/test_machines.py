"""Machine-level targets: ``local`` (a subprocess in a temporary folder) and ``ssh://`` against a real sshd."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from probe_helpers import CATALOG, Sshd, live_descendants, no_leftover_folders, no_leftover_processes

from errors.probes import TargetError, run_probes
from errors.probes._proc import run_argv

MACHINE_PROBES = {"execute_command": "pass", "write_files": "pass", "worker_preflight": "pass"}
MASTRA_ONLY = ("surface", "set_env", "networking", "public_url", "lifecycle")


def test_local_target(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with no_leftover_folders(monkeypatch, tmp_path) as scratch, no_leftover_processes():
        report = run_probes("local", project=tmp_path, catalog=CATALOG, scratch=str(scratch))
    got = {r.name: r.status for r in report}
    assert {k: got[k] for k in MACHINE_PROBES} == MACHINE_PROBES
    for name in MASTRA_ONLY:
        r = report.get(name)
        assert r is not None and r.status == "skip" and "mastra:" in r.detail
    assert got["versions"] == "skip"  # no @mastra/core in this folder
    write_files = report.get("write_files")
    assert write_files is not None and write_files.findings == {"writeFiles": "working"}
    assert report.target == "local" and not report.failed


def test_scratch_folders_go_where_the_run_says(tmp_path: Path) -> None:
    """The scratch folder is made inside ``scratch``: one that does not exist makes mktemp fail there."""
    report = run_probes("local", project=tmp_path, catalog=CATALOG, only=["write_files"], scratch=str(tmp_path / "no"))
    write_files = report.get("write_files")
    assert write_files is not None and write_files.status == "fail" and "scratch folder" in write_files.detail
    report = run_probes("local", project=tmp_path, catalog=CATALOG, only=["write_files"], scratch=str(tmp_path))
    assert [r.status for r in report] == ["pass"] and os.listdir(tmp_path) == []


def test_local_commands_see_only_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from errors.probes._deadline import Deadline
    from errors.probes.targets import ProbeOptions
    from errors.probes.targets.local import LocalTarget

    monkeypatch.setenv("PROBE_TEST_SECRET", "do-not-leak")
    target = LocalTarget(ProbeOptions(project=tmp_path))
    target.open(Deadline.after(10))
    try:
        seen = target.exec(["env"], timeout=5)
    finally:
        target.close(Deadline.after(5))
    names = {line.split("=", 1)[0] for line in seen.stdout.splitlines()}
    assert "PROBE_TEST_SECRET" not in names and "PATH" in names


def test_overrun_kills_the_whole_tree_including_escaped_sessions(tmp_path: Path) -> None:
    with no_leftover_processes():
        started = time.monotonic()
        # A child in the group, and one that left it with setsid: both must die with the command.
        done = run_argv(
            ["sh", "-c", "sleep 30 & setsid sleep 31 & wait"], cwd=tmp_path, env={"PATH": os.defpath}, timeout=0.5
        )
        assert done.timed_out and done.exit_code is None
        assert time.monotonic() - started < 5


def test_a_finished_command_leaves_nothing_running(tmp_path: Path) -> None:
    with no_leftover_processes():
        done = run_argv(
            ["sh", "-c", "setsid sleep 30 >/dev/null 2>&1 & echo started"],
            cwd=tmp_path,
            env={"PATH": os.defpath},
            timeout=5,
        )
        assert done.exit_code == 0 and done.stdout == "started\n"


# -- ssh ---------------------------------------------------------------------------------------------------------


def _sshd_sessions_gone(sshd: Sshd) -> set[int]:
    left: set[int] = set()
    for _ in range(60):
        left = live_descendants(sshd.pid)
        if not left:
            break
        time.sleep(0.05)
    return left


def test_ssh_target_against_a_real_sshd(sshd: Sshd, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with no_leftover_folders(monkeypatch, tmp_path) as scratch, no_leftover_processes():
        report = run_probes(
            sshd.target, identity=[sshd.key], known_hosts=sshd.known_hosts, catalog=CATALOG, timeout=60,
            scratch=str(scratch),
        )
    got = {r.name: r.status for r in report}
    assert {k: got[k] for k in MACHINE_PROBES} == MACHINE_PROBES, report.to_dict()
    for name in (*MASTRA_ONLY, "versions"):
        assert got[name] == "skip"
    assert report.target == sshd.target
    execute = report.get("execute_command")
    assert execute is not None and "timed out" in execute.detail  # the remote timeout(1) stopped sleep 5
    assert _sshd_sessions_gone(sshd) == set()


def test_ssh_refuses_an_unknown_host_key(sshd: Sshd, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))  # no ~/.ssh/known_hosts that might know the test host
    with pytest.raises(TargetError, match=r"host key .* is unknown"):
        run_probes(sshd.target, identity=[sshd.key], catalog=CATALOG, only=["execute_command"])


def test_ssh_refuses_a_wrong_key(sshd: Sshd, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import subprocess

    monkeypatch.setenv("HOME", str(tmp_path))  # no default keys
    monkeypatch.delenv("SSH_AUTH_SOCK", raising=False)
    other = tmp_path / "other"
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(other)], check=True)
    with pytest.raises(TargetError, match="cannot connect"):
        run_probes(
            sshd.target, identity=[other], known_hosts=sshd.known_hosts, catalog=CATALOG, only=["execute_command"]
        )


def test_ssh_connection_refused() -> None:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # bound but not listening: connections are refused
        with pytest.raises(TargetError, match="cannot connect"):
            run_probes(f"ssh://127.0.0.1:{port}", catalog=CATALOG, only=["execute_command"], timeout=10)
