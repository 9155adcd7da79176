"""execute_command: echo a nonce, pass awkward arguments, resolve the home folder, and honour a timeout."""

from __future__ import annotations

import time

from .._probe import Outcome, Probe, ProbeContext

_QUOTING = ("printf", "%s|", "a b", "c'd", "$HOME")
_QUOTED = "a b|c'd|$HOME|"
# What the sandbox deployer runs to find the remote home folder.
_HOME = ("sh", "-c", 'printf %s "${HOME:-$(pwd)}"')
_TIMEOUT_MS = 300
_TIMEOUT_LIMIT = 2.5  # seconds a 300 ms timeout may take before we call it ignored


def check(ctx: ProbeContext) -> Outcome:
    token = f"mastra-probe-{ctx.nonce()}"
    echo = ctx.exec(["echo", token])
    if echo.error is not None:
        return Outcome("fail", f"executeCommand('echo') threw {echo.error}", {"executeCommand": "broken"})
    if not echo.ok or echo.stdout.strip() != token:
        return Outcome(
            "fail",
            f"executeCommand('echo', [nonce]) did not echo the nonce (exit {echo.exit_code}, "
            f"{len(echo.stdout)} bytes of output)",
            {"executeCommand": "broken"},
            hint="executeCommand must run the command with its arguments and return its stdout",
        )
    quoted = ctx.exec(list(_QUOTING))
    if not quoted.ok or quoted.stdout != _QUOTED:
        return Outcome(
            "fail",
            "arguments are not passed through intact: printf with 'a b', \"c'd\" and '$HOME' "
            f"printed {len(quoted.stdout)} bytes that differ from the expected {len(_QUOTED)}",
            {"executeCommand": "broken"},
            hint="shell-quote each argument (MastraSandbox's default executeCommand does)",
        )
    notes: list[str] = []
    home = ctx.exec(list(_HOME))
    if not home.ok or not home.stdout.strip():
        notes.append(
            f"sh -c 'printf %s \"${{HOME:-$(pwd)}}\"' printed nothing (exit {home.exit_code}): no sh or no home"
        )
    started = time.monotonic()
    slow = ctx.exec(["sleep", "5"], timeout=_TIMEOUT_MS / 1000)
    took = time.monotonic() - started
    honoured = slow.timed_out or slow.exit_code == 124 or (slow.error is not None and took < _TIMEOUT_LIMIT)
    if took > _TIMEOUT_LIMIT or not honoured:
        notes.append(f"a {_TIMEOUT_MS} ms timeout was not honoured (sleep 5 came back after {took:.1f}s)")
    if notes:
        return Outcome("warn", "echo and argument quoting work; but " + "; ".join(notes), {"executeCommand": "working"})
    how = "timed out" if slow.timed_out else (f"threw {slow.error.name}" if slow.error else f"exit {slow.exit_code}")
    return Outcome(
        "pass",
        f"echo returned the nonce; arguments arrive intact; home resolves; a {_TIMEOUT_MS} ms timeout stops "
        f"sleep 5 ({how} after {took:.1f}s)",
        {"executeCommand": "working"},
    )


PROBE = Probe(
    name="execute_command",
    description="Runs echo with a nonce, checks argument quoting, the home folder and command timeouts",
    timeout=30.0,
    informs=("executeCommand",),
    check=check,
)
