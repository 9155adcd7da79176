"""Running probes against a target: selection, time limits, statuses, catalog entries, and cleanup."""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path

from ._catalog import CatalogLike, default_catalog, entries_for
from ._deadline import Deadline
from ._errors import CapabilityMissing, NotApplicable, ProbeError, ProbeTimeout, SandboxUnavailable, TargetError
from ._probe import Outcome, Probe, ProbeContext
from ._result import ProbeReport, ProbeResult
from ._signals import Termination
from .checks import BY_NAME, PROBES
from .targets import ProbeOptions, Target, open_target

#: Cleanup gets its own budget, so a run that used up its time still removes what it made.
_CLOSE_BUDGET = 20.0


def select_probes(only: Iterable[str] | None = None) -> tuple[Probe, ...]:
    """The probes to run, in run order; ``ValueError`` names unknown ones."""
    if not only:
        return PROBES
    wanted = list(only)
    unknown = [name for name in wanted if name not in BY_NAME]
    if unknown:
        raise ValueError(f"unknown probe(s): {', '.join(unknown)} (known: {', '.join(BY_NAME)})")
    return tuple(p for p in PROBES if p.name in wanted)


def run_probes(
    target: str | Target,
    *,
    only: Sequence[str] | None = None,
    project: str | os.PathLike[str] | None = None,
    timeout: float = 120.0,
    allow_create: bool = False,
    allow_destroy: bool = False,
    identity: Sequence[str | os.PathLike[str]] = (),
    known_hosts: str | os.PathLike[str] | None = None,
    port: int = 4111,
    catalog: CatalogLike | None = None,
    scratch: str | None = None,
) -> ProbeReport:
    """Run the probes (all, or those named in ``only``) against ``target`` and return their results.

    ``target`` is ``mastra:MODULE[#EXPORT]`` (loaded from ``project``, default the current folder), ``local``,
    or ``ssh://[user@]host[:port]``. ``timeout`` bounds the whole run in seconds. The sandbox is started only
    with ``allow_create`` and destroyed only with ``allow_destroy`` (and only if the probe created it).
    ``scratch`` names the folder inside the sandbox where probes make (and remove) their scratch folders
    (default: where ``mktemp`` puts them there). Raises ``TargetError`` when the target cannot be parsed,
    reached or loaded.
    """
    probes = select_probes(only)
    options = ProbeOptions(
        project=Path(project).resolve() if project is not None else Path.cwd(),
        timeout=timeout,
        allow_create=allow_create,
        allow_destroy=allow_destroy,
        identity=tuple(Path(p) for p in identity),
        known_hosts=Path(known_hosts) if known_hosts is not None else None,
        port=port,
        scratch=scratch,
    )
    if catalog is None:
        catalog = default_catalog()
    tgt = open_target(target, options) if isinstance(target, str) else target
    deadline = Deadline.after(timeout)
    results: list[ProbeResult] = []
    termination = Termination()
    with termination.running():
        tgt.open(deadline)
        try:
            for probe in probes:
                results.append(_run_one(probe, tgt, options, deadline, catalog))
        finally:
            with termination.cleanup():
                tgt.close(Deadline.after(_CLOSE_BUDGET))
    return ProbeReport(target=tgt.label, probes=tuple(results))


def _run_one(
    probe: Probe, target: Target, options: ProbeOptions, run_deadline: Deadline, catalog: CatalogLike | None
) -> ProbeResult:
    if run_deadline.expired:
        outcome = Outcome("skip", f"the run's time limit ({options.timeout:g}s) was reached before this probe")
    else:
        ctx = ProbeContext(target, options, run_deadline.sooner(probe.timeout))
        try:
            outcome = probe.check(ctx)
        except NotApplicable as exc:
            outcome = Outcome("skip", str(exc))
        except CapabilityMissing as exc:
            outcome = Outcome("fail", f"{exc}, which this probe needs", {exc.capability: "missing"})
        except SandboxUnavailable as exc:
            outcome = Outcome("fail", str(exc), {"lifecycle": "broken"})
        except ProbeTimeout as exc:
            outcome = Outcome("fail", f"timed out: {exc}")
        except TargetError as exc:  # e.g. the bridge died: this probe fails, the next ones will say so too
            outcome = Outcome("fail", str(exc))
        except (ProbeError, OSError) as exc:
            outcome = Outcome("fail", f"{type(exc).__name__}: {exc}")
    return ProbeResult(
        name=probe.name,
        status=outcome.status,
        detail=outcome.detail,
        entries=entries_for(catalog, probe.name, outcome.findings),
        findings=dict(outcome.findings),
        hint=outcome.hint,
    )
