"""Targets: what the probes run against. ``open_target`` turns a target string into one.

- ``mastra:MODULE[#EXPORT]``: the user's Mastra sandbox, loaded from ``--project`` through a Node bridge.
- ``local``: a local process sandbox in a temporary folder.
- ``ssh://[user@]host[:port]``: a machine reached over SSH.
"""

from __future__ import annotations

from .._errors import TargetError
from ._base import ErrorInfo, ExecResult, LifecycleResult, ProbeOptions, StartResult, Surface, Target, TargetBase


def open_target(spec: str, options: ProbeOptions) -> Target:
    """A target object for ``spec`` (not yet opened); ``TargetError`` when the string is not a target."""
    if spec == "local":
        from .local import LocalTarget

        return LocalTarget(options)
    if spec.startswith("ssh://"):
        from .ssh import SshTarget

        return SshTarget(spec, options)
    if spec.startswith("mastra:"):
        from .mastra import MastraTarget

        module, _, export = spec[len("mastra:") :].partition("#")
        if not module:
            raise TargetError("a mastra target names a module: mastra:MODULE[#EXPORT]")
        return MastraTarget(module, export or "default", options)
    raise TargetError(f"unknown target {spec!r}; use mastra:MODULE[#EXPORT], local or ssh://[user@]host[:port]")


__all__ = [
    "ErrorInfo",
    "ExecResult",
    "LifecycleResult",
    "ProbeOptions",
    "StartResult",
    "Surface",
    "Target",
    "TargetBase",
    "open_target",
]
