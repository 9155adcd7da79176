"""Fixtures for the probe tests: real @mastra/core installs, a real sshd on loopback, and leak checks.

Node projects are installed once per @mastra/core version into a cache folder outside the repository
(``$SANDBOX_ERRORS_TEST_CACHE``: see ``tests/install_cache.py``), keyed by the exact pinned versions, under the
cache's install lock, and marked complete only after a successful install. Each test session gets its
own project folder that links to the cached ``node_modules`` and holds copies of the fixture modules.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from install_cache import PROBE_CORES, InstallError, mastra_core
from probe_helpers import Sshd

HERE = Path(__file__).resolve().parent
FIXTURES = HERE / "fixtures"


def _need(*tools: str) -> None:
    missing = [t for t in tools if shutil.which(t) is None]
    if missing:
        pytest.skip(f"{' and '.join(missing)} not on PATH: the probe tests need real Node/npm and sshd")


def _installed(core: str) -> Path:
    # .ci/setup installs these ahead (tests/prefetch.py): a release not listed there would be installed mid-run.
    assert core in PROBE_CORES, f"add {core} to install_cache.PROBE_CORES"
    try:
        return mastra_core(core)
    except InstallError as exc:
        pytest.fail(str(exc))


def _project(tmp_path_factory: pytest.TempPathFactory, core: str) -> Path:
    _need("node", "npm")
    modules = _installed(core)
    project = tmp_path_factory.mktemp(f"project-core-{core}")
    (project / "package.json").write_text(json.dumps({"name": "probe-fixture", "private": True, "type": "module"}))
    (project / "node_modules").symlink_to(modules, target_is_directory=True)
    for module in FIXTURES.glob("*.mjs"):
        shutil.copy(module, project / module.name)
    return project


@pytest.fixture(scope="session")
def core171(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A project with the real @mastra/core 1.71.0 (LocalSandbox has setEnv) and the fixture modules."""
    return _project(tmp_path_factory, "1.71.0")


@pytest.fixture(scope="session")
def core161(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A project with the real @mastra/core 1.61.0, from before setEnv existed."""
    return _project(tmp_path_factory, "1.61.0")


@pytest.fixture(scope="session")
def core180(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A project with the real @mastra/core 1.8.0, whose LocalSandbox still started commands with child_process."""
    return _project(tmp_path_factory, "1.8.0")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def sshd(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Sshd]:
    """A real OpenSSH server on 127.0.0.1, key-only, with its own host key; stopped at the end."""
    sshd_bin = shutil.which("sshd") or ("/usr/sbin/sshd" if Path("/usr/sbin/sshd").exists() else None)
    if sshd_bin is None:
        pytest.skip("sshd not installed (Debian: apt-get install -y openssh-server)")
    _need("ssh-keygen")
    folder = tmp_path_factory.mktemp("sshd")
    for name in ("hostkey", "userkey"):
        subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(folder / name)], check=True)
    shutil.copy(folder / "userkey.pub", folder / "authorized_keys")
    (folder / "authorized_keys").chmod(0o600)
    try:
        Path("/run/sshd").mkdir(parents=True, exist_ok=True)  # sshd's privilege separation folder
    except PermissionError:
        pass  # not root: sshd then runs unprivileged and needs no such folder
    port = _free_port()
    (folder / "sshd_config").write_text(
        f"Port {port}\nListenAddress 127.0.0.1\nHostKey {folder}/hostkey\nPidFile {folder}/sshd.pid\n"
        f"AuthorizedKeysFile {folder}/authorized_keys\nPasswordAuthentication no\nKbdInteractiveAuthentication no\n"
        "StrictModes no\nUsePAM no\n"
    )
    subprocess.run([sshd_bin, "-f", str(folder / "sshd_config"), "-E", str(folder / "log")], check=True)
    deadline = time.monotonic() + 10
    while not (folder / "sshd.pid").exists() or not _listening(port):
        if time.monotonic() > deadline:
            pytest.fail(f"sshd did not start: {(folder / 'log').read_text() if (folder / 'log').exists() else ''}")
        time.sleep(0.05)
    pid = int((folder / "sshd.pid").read_text())
    host_key = " ".join((folder / "hostkey.pub").read_text().split()[:2])
    (folder / "known_hosts").write_text(f"[127.0.0.1]:{port} {host_key}\n")
    user = subprocess.run(["id", "-un"], capture_output=True, text=True, check=True).stdout.strip()
    yield Sshd(port, user, folder / "userkey", folder / "known_hosts", pid, folder)
    try:
        os.kill(pid, 15)
    except ProcessLookupError:
        pass


def _listening(port: int) -> bool:
    with socket.socket() as s:
        s.settimeout(0.2)
        return s.connect_ex(("127.0.0.1", port)) == 0
