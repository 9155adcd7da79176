"""set_env: is setEnv() there, and does its overlay reach commands? Set a nonce, read it back, unset it."""

from __future__ import annotations

from .._errors import CapabilityMissing, NotApplicable, ProbeError
from .._probe import Outcome, Probe, ProbeContext

_NO_SET_ENV_HINT = (
    "setEnv() comes from MastraSandbox in @mastra/core >= 1.63.1: upgrade core, extend MastraSandbox, "
    "or forward setEnv through your wrapper"
)


def check(ctx: ProbeContext) -> Outcome:
    name = f"MASTRA_PROBE_ENV_{ctx.nonce().upper()}"
    value = ctx.nonce()  # a random value, never a real secret; and it is never printed
    try:
        ctx.target.set_env(name, value)
    except CapabilityMissing:
        return Outcome("warn", "the instance has no setEnv()", {"setEnv": "missing"}, hint=_NO_SET_ENV_HINT)
    try:
        try:
            seen = ctx.exec(["printenv", name])
        except CapabilityMissing:
            return Outcome(
                "warn",
                "setEnv() exists, but without executeCommand the probe cannot check that the overlay reaches commands",
                {"setEnv": "present", "executeCommand": "missing"},
            )
        except NotApplicable as exc:
            return Outcome(
                "skip", f"setEnv() exists; checking that its overlay reaches commands: {exc}", {"setEnv": "present"}
            )
        visible = seen.ok and seen.stdout.strip() == value
    finally:
        try:
            ctx.target.set_env(name, None)
        except (ProbeError, OSError):
            pass
    if not visible:
        return Outcome(
            "fail",
            f"setEnv() exists but its overlay does not reach executeCommand: printenv {name} "
            f"{'exited ' + str(seen.exit_code) if not seen.ok else 'printed another value'}. The provider's "
            "executeCommand does not go through processes.spawn, where the overlay is merged",
            {"setEnv": "broken"},
            hint="route executeCommand through this.processes.spawn, or merge this.getEnv() into the command env",
        )
    gone = ctx.exec(["printenv", name])
    if gone.exit_code == 0:
        return Outcome(
            "warn",
            f"the overlay reaches commands, but {name} was still set after it was removed from the overlay",
            {"setEnv": "broken"},
        )
    return Outcome(
        "pass",
        f"setEnv() overlay reaches executeCommand ({name} visible after set, gone after unset)",
        {"setEnv": "working"},
    )


PROBE = Probe(
    name="set_env",
    description="Sets a nonce variable with setEnv(), reads it back through executeCommand, then unsets it",
    timeout=30.0,
    informs=("setEnv",),
    check=check,
)
