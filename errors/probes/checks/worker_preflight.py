"""worker_preflight: the sandbox deployer's read-only checks for worker deploys (Linux /proc, setsid, ulimit)."""

from __future__ import annotations

from .._probe import Outcome, Probe, ProbeContext

# A fixed script (no user text): each line prints name=ok|fail. ulimit runs in subshells, so nothing else is
# limited; soft limits are only lowered (to at most the hard limit), which any process may do.
_SCRIPT = r"""
say() { if [ "$2" = 0 ]; then echo "$1=ok"; else echo "$1=fail"; fi; }
[ "$(uname -s 2>/dev/null)" = Linux ] && [ -r /proc/self/stat ]; say linux_proc $?
command -v setsid >/dev/null 2>&1 && setsid sh -c 'kill -0 -$$' >/dev/null 2>&1; say process_groups $?
for spec in cpu_time:t:3600 address_space:v:16777216 file_size:f:2097152 open_files:n:256; do
  name=${spec%%:*}; rest=${spec#*:}; opt=${rest%%:*}; want=${rest#*:}
  ( h=$(ulimit -H -$opt) || exit 1
    if [ "$h" != unlimited ] && [ "$h" -lt "$want" ]; then want=$h; fi
    ulimit -S -$opt "$want" && [ "$(ulimit -S -$opt)" = "$want" ] ) >/dev/null 2>&1
  say "$name" $?
done
"""
_CHECKS = ("linux_proc", "process_groups", "cpu_time", "address_space", "file_size", "open_files")


def check(ctx: ProbeContext) -> Outcome:
    result = ctx.exec(["sh", "-c", _SCRIPT])
    seen = dict(line.split("=", 1) for line in result.stdout.splitlines() if "=" in line)
    if not all(name in seen for name in _CHECKS):
        return Outcome(
            "fail",
            f"the preflight script did not run (exit {result.exit_code}): the sandbox needs a POSIX sh",
            {"resourceLimits": "broken"},
        )
    failed = [name for name in _CHECKS if seen[name] != "ok"]
    summary = ", ".join(f"{name} {seen[name]}" for name in _CHECKS)
    if failed:
        return Outcome(
            "fail",
            f"worker deploys would stop with SandboxWorkerCapabilityError ({', '.join(failed)}): {summary}",
            {"resourceLimits": "broken"},
            hint="worker deploys need Linux /proc, setsid and ulimit inside the sandbox; drop resourceLimits otherwise",
        )
    return Outcome("pass", summary, {"resourceLimits": "working"})


PROBE = Probe(
    name="worker_preflight",
    description="Runs the worker deployer's preflight: Linux /proc, setsid process groups, ulimit soft limits",
    timeout=20.0,
    informs=("resourceLimits",),
    check=check,
)
