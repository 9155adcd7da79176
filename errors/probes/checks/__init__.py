"""The probes, in the order a run uses: static and read-only checks first, lifecycle (which restarts) last."""

from __future__ import annotations

from .._probe import Probe
from . import (
    execute_command,
    lifecycle,
    networking,
    public_url,
    set_env,
    surface,
    versions,
    worker_preflight,
    write_files,
)

PROBES: tuple[Probe, ...] = (
    surface.PROBE,
    versions.PROBE,
    execute_command.PROBE,
    set_env.PROBE,
    write_files.PROBE,
    networking.PROBE,
    public_url.PROBE,
    worker_preflight.PROBE,
    lifecycle.PROBE,
)
BY_NAME: dict[str, Probe] = {p.name: p for p in PROBES}
