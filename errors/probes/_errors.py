"""Exceptions the probe machinery raises. Only ``TargetError`` escapes ``run_probes``; the others become statuses.

ProbeError
├── TargetError          the target cannot be parsed, reached or loaded (CLI exit status 2)
├── NotApplicable        this check does not apply to this target, or is not allowed (status skip)
├── CapabilityMissing    the sandbox lacks a member the check needs (finding ``missing``)
├── SandboxUnavailable   the sandbox did not start (finding lifecycle ``broken``)
└── ProbeTimeout         an operation overran its time limit; its processes were killed

Messages are redacted when an exception is made: they quote what the user's module threw or printed.
"""

from __future__ import annotations

from ._redact import redact


class ProbeError(Exception):
    """Base class of the probe exceptions."""

    def __init__(self, *args: object) -> None:
        super().__init__(*(redact(a) if isinstance(a, str) else a for a in args))


class TargetError(ProbeError):
    """The target string is invalid, or the target cannot be reached or loaded."""

    exit_code = 2


class NotApplicable(ProbeError):
    """The check does not apply to this kind of target, or needs a flag the user did not give."""


class CapabilityMissing(ProbeError):
    """The sandbox has no such member (an optional part of Mastra's sandbox interface)."""

    def __init__(self, capability: str, detail: str) -> None:
        super().__init__(detail)
        self.capability = capability


class SandboxUnavailable(ProbeError):
    """Starting the sandbox failed, so checks that need a running sandbox cannot run."""


class ProbeTimeout(ProbeError):
    """An operation overran its deadline; whatever it started has been stopped."""
