"""What a probe is: a named check with a time limit that informs some capabilities of the catalog."""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from ._deadline import Deadline
from ._errors import ProbeTimeout
from ._result import Finding, Status
from .targets import ExecResult, ProbeOptions, Target

#: Per-command default (seconds), as in the design: short, since probes run harmless fixed commands.
COMMAND_TIMEOUT = 10.0


@dataclass(frozen=True)
class Outcome:
    """What a check returns; the runner adds the probe name and the catalog entries."""

    status: Status
    detail: str
    findings: Mapping[str, Finding] = field(default_factory=dict)
    hint: str = ""


@dataclass
class ProbeContext:
    target: Target
    options: ProbeOptions
    deadline: Deadline

    @staticmethod
    def nonce() -> str:
        return secrets.token_hex(8)

    def exec(self, argv: Sequence[str], *, timeout: float = COMMAND_TIMEOUT) -> ExecResult:
        """Run a fixed argv in the target, within both its own timeout and the probe's deadline."""
        budget = self.deadline.cap(timeout)
        if budget <= 0.05:
            raise ProbeTimeout("the probe ran out of time")
        return self.target.exec(argv, timeout=budget)


@dataclass(frozen=True)
class Probe:
    name: str
    description: str
    #: Seconds this probe may take in all (its commands get their own shorter limits).
    timeout: float
    #: Capability keys (catalog taxonomy) whose findings this probe can report.
    informs: tuple[str, ...]
    check: Callable[[ProbeContext], Outcome]
