"""``local``: a local process sandbox, a subprocess per command in a temporary folder the target owns.

It mirrors LocalSandbox's defaults (commands see only PATH, not the host environment) and is meant for
machine-level checks and for trying the tool without any sandbox.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Sequence
from pathlib import Path

from .._deadline import Deadline
from .._proc import run_argv
from ._base import ExecResult, ProbeOptions, TargetBase


class LocalTarget(TargetBase):
    kind = "local"

    def __init__(self, options: ProbeOptions) -> None:
        self.label = "local"
        self._options = options
        self._dir: str | None = None

    def open(self, deadline: Deadline) -> None:
        self._dir = tempfile.mkdtemp(prefix="mastra-probe-")
        # PATH only, like LocalSandbox; TMPDIR keeps anything a command creates inside the folder we remove.
        self._env = {"PATH": os.environ.get("PATH", os.defpath), "TMPDIR": self._dir}

    def close(self, deadline: Deadline) -> None:
        if self._dir is not None:
            shutil.rmtree(self._dir, ignore_errors=True)
            self._dir = None

    def exec(self, argv: Sequence[str], *, timeout: float) -> ExecResult:
        assert self._dir is not None, "open() first"
        done = run_argv(argv, cwd=self._dir, env=self._env, timeout=timeout)
        return ExecResult(done.exit_code, done.stdout, done.stderr, done.timed_out, None, done.elapsed)

    def project(self) -> Path:
        return self._options.project

    def node_version(self) -> str | None:
        node = shutil.which("node")
        if node is None:
            return None
        try:
            out = subprocess.run([node, "--version"], capture_output=True, text=True, timeout=10, check=False)
        except (OSError, subprocess.TimeoutExpired):
            return None
        return out.stdout.strip() or None
