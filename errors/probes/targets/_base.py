"""The target protocol: what a probe may ask of the thing being probed.

A target is opened once per run, asked for primitive operations by the probes, and closed (removing every file
and process it made). Operations a kind of target cannot do raise ``NotApplicable`` (the probe is skipped);
members the sandbox lacks raise ``CapabilityMissing`` (the probe reports them missing).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from .._deadline import Deadline
from .._errors import NotApplicable


@dataclass(frozen=True)
class ProbeOptions:
    """What the user allowed and configured for one run."""

    project: Path = field(default_factory=Path.cwd)
    timeout: float = 120.0
    allow_create: bool = False
    allow_destroy: bool = False
    identity: tuple[Path, ...] = ()
    known_hosts: Path | None = None
    port: int = 4111
    #: The folder inside the sandbox where probes make their scratch folders; None: the sandbox's temp folder.
    scratch: str | None = None


@dataclass(frozen=True)
class ErrorInfo:
    """An error thrown inside the sandbox code: name and code, and a message that may need redaction."""

    name: str
    message: str
    code: str | None = None

    def __str__(self) -> str:
        code = f" [{self.code}]" if self.code else ""
        return f"{self.name}{code}: {self.message}"


@dataclass(frozen=True)
class ExecResult:
    exit_code: int | None
    stdout: str
    stderr: str
    timed_out: bool = False
    #: Set when executeCommand threw instead of returning a result.
    error: ErrorInfo | None = None
    elapsed: float = 0.0

    @property
    def ok(self) -> bool:
        return self.error is None and not self.timed_out and self.exit_code == 0


@dataclass(frozen=True)
class Surface:
    """Which members the live sandbox instance has (never the class: executeCommand is set per instance)."""

    provider: str | None
    name: str | None
    class_name: str | None
    chain: tuple[str, ...]
    status: str | None
    shape: str
    extends_mastra_sandbox: bool
    instance_of_project_core: bool
    members: Mapping[str, bool]
    supports_checkpoints: bool


@dataclass(frozen=True)
class StartResult:
    implemented: bool
    status: str | None
    before: str | None
    #: ``created`` / ``connected`` as the provider reported it; None when it did not say.
    outcome: str | None = None
    error: ErrorInfo | None = None


@dataclass(frozen=True)
class LifecycleResult:
    implemented: bool
    status: str | None
    error: ErrorInfo | None = None


class Target(Protocol):
    """What every target offers. ``TargetBase`` supplies ``NotApplicable`` defaults for the optional parts."""

    #: How the target is shown in reports (credentials and tokens redacted).
    label: str
    #: ``mastra``, ``local`` or ``ssh``.
    kind: str
    #: True when the probe itself started the sandbox (so it must stop it again).
    started_by_probe: bool

    def open(self, deadline: Deadline) -> None: ...
    def close(self, deadline: Deadline) -> None: ...
    def exec(self, argv: Sequence[str], *, timeout: float) -> ExecResult: ...
    def surface(self) -> Surface: ...
    def set_env(self, name: str, value: str | None) -> None: ...
    def write_file(self, path: str, data: bytes) -> None: ...
    def port_url(self, port: int) -> str | None: ...
    def serve(self, port: int, nonce: str, ttl: float) -> str: ...
    def unserve(self, handle: str) -> None: ...
    def status(self) -> str | None: ...
    def start(self) -> StartResult: ...
    def first_start(self) -> StartResult | None: ...
    def stop(self) -> LifecycleResult: ...
    def project(self) -> Path: ...
    def node_version(self) -> str | None: ...


class TargetBase:
    """Defaults for the operations only some targets support."""

    label = ""
    kind = ""
    started_by_probe = False

    def _na(self, what: str) -> NotApplicable:
        return NotApplicable(
            f"{what} applies to Mastra sandboxes only, not to the {self.kind} target (probe a mastra: target)"
        )

    def surface(self) -> Surface:
        raise self._na("the instance surface")

    def set_env(self, name: str, value: str | None) -> None:
        raise self._na("setEnv()")

    def write_file(self, path: str, data: bytes) -> None:
        raise self._na("writeFiles()")

    def port_url(self, port: int) -> str | None:
        raise self._na("networking.getPortUrl()")

    def serve(self, port: int, nonce: str, ttl: float) -> str:
        raise self._na("a public port")

    def unserve(self, handle: str) -> None:
        raise self._na("a public port")

    def status(self) -> str | None:
        raise self._na("the sandbox lifecycle (status, start, stop)")

    def start(self) -> StartResult:
        raise self._na("the sandbox lifecycle (status, start, stop)")

    def first_start(self) -> StartResult | None:
        return None

    def stop(self) -> LifecycleResult:
        raise self._na("the sandbox lifecycle (status, start, stop)")

    def project(self) -> Path:
        raise NotApplicable(f"a {self.kind} target has no local Node project to read package versions from")

    def node_version(self) -> str | None:
        return None
