"""lifecycle: start, stop and start again, recording statuses and the start outcome.

Attaches by default: a sandbox that is already running is only inspected, never stopped; one that is not
running is started only with ``allow_create``, and stopped again afterwards.
"""

from __future__ import annotations

from .._errors import CapabilityMissing
from .._probe import Outcome, Probe, ProbeContext


def _echo(ctx: ProbeContext) -> str:
    """'' when executeCommand works (or is absent: the surface probe reports that), else what went wrong."""
    token = f"mastra-probe-{ctx.nonce()}"
    try:
        result = ctx.exec(["echo", token])
    except CapabilityMissing:
        return ""
    return "" if result.ok and result.stdout.strip() == token else f"executeCommand failed (exit {result.exit_code})"


def check(ctx: ProbeContext) -> Outcome:
    t = ctx.target
    status = t.status()
    members = t.surface().members
    if not members.get("start"):
        return Outcome(
            "warn",
            f"the instance has no start(): Mastra cannot start or reattach it (status {status!r})",
            {"lifecycle": "missing"},
        )
    if status == "running" and not t.started_by_probe:
        problem = _echo(ctx)
        return Outcome(
            "fail" if problem else "pass",
            "attached to a running sandbox; not stopped or restarted (the probe stops only what it started)"
            + (f"; {problem}" if problem else ""),
            {"lifecycle": "working"},
        )
    first = t.first_start() or t.start()
    if first.error is not None:
        return Outcome(
            "fail",
            f"start() failed: {first.error}; status is now {first.status!r}",
            {"lifecycle": "broken"},
            hint="a throwing onStart hook fails start() and leaves status 'error': fix the hook (its message above)",
        )
    if t.status() != "running":
        return Outcome(
            "warn", f"start() returned but the status is {t.status()!r}, not 'running'", {"lifecycle": "broken"}
        )
    steps = [f"start → {first.outcome or 'outcome not reported'} (status {first.status!r})"]
    problems = [p for p in [_echo(ctx)] if p]
    if not members.get("stop"):
        return Outcome(
            "warn",
            "; ".join(steps) + "; the instance has no stop(), so it cannot be paused (deploy stop() fails)",
            {"lifecycle": "missing"},
        )
    stopped = t.stop()
    if stopped.error is not None:
        return Outcome("fail", "; ".join(steps) + f"; stop() failed: {stopped.error}", {"lifecycle": "broken"})
    steps.append(f"stop → status {stopped.status!r}")
    if stopped.status not in ("stopped", None):
        problems.append(f"status after stop is {stopped.status!r}, not 'stopped'")
    again = t.start()
    if again.error is not None:
        return Outcome("fail", "; ".join(steps) + f"; start after stop failed: {again.error}", {"lifecycle": "broken"})
    steps.append(f"start again → {again.outcome or 'outcome not reported'} (status {again.status!r})")
    if again.outcome == "created":
        problems.append("restarting created a new sandbox instead of reattaching (its state would be lost)")
    problems += [p for p in [_echo(ctx)] if p]
    if problems:
        return Outcome("warn", "; ".join(steps) + "; but " + "; ".join(problems), {"lifecycle": "broken"})
    if members.get("executeCommand"):
        steps.append("executeCommand works after each start")
    return Outcome("pass", "; ".join(steps), {"lifecycle": "working"})


PROBE = Probe(
    name="lifecycle",
    description="Starts, stops and restarts the sandbox (only one the probe may start), checking statuses",
    timeout=60.0,
    informs=("lifecycle",),
    check=check,
)
