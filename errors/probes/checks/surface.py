"""surface: which optional members the live sandbox instance has (on the instance, not the class)."""

from __future__ import annotations

from .._probe import Outcome, Probe, ProbeContext
from .._result import Finding

#: Capability key -> the instance member that provides it.
_MEMBERS = (
    ("executeCommand", "executeCommand"),
    ("setEnv", "setEnv"),
    ("networking", "networking"),
    ("writeFiles", "writeFiles"),
    ("processes", "processes"),
    ("mount", "mount"),
    ("computer", "computer"),
)


def check(ctx: ProbeContext) -> Outcome:
    s = ctx.target.surface()
    m = s.members
    findings: dict[str, Finding] = {cap: "present" if m.get(member) else "missing" for cap, member in _MEMBERS}
    findings["lifecycle"] = "present" if m.get("start") and m.get("stop") else "missing"
    findings["checkpoints"] = "present" if s.supports_checkpoints else "missing"
    has = [k for k, v in m.items() if v]
    lacks = [k for k, v in m.items() if not v]
    kind = "extends MastraSandbox" if s.extends_mastra_sandbox else "does not extend MastraSandbox"
    detail = (
        f"{s.class_name or 'object'} (provider {s.provider!r}, {s.shape} export, {kind}, status {s.status!r}): "
        f"has {', '.join(has) or 'nothing optional'}; lacks {', '.join(lacks) or 'nothing'}"
    )
    if not m.get("executeCommand"):
        return Outcome(
            "fail",
            detail,
            findings,
            hint="pass a process manager (processes) to the MastraSandbox constructor, or implement executeCommand",
        )
    if s.extends_mastra_sandbox and not s.instance_of_project_core:
        return Outcome(
            "warn",
            detail + "; its MastraSandbox is not the @mastra/core copy the project resolves (duplicate copies?)",
            findings,
            hint="dedupe @mastra/core (npm ls @mastra/core) so the provider and your code share one copy",
        )
    return Outcome("pass", detail, findings)


PROBE = Probe(
    name="surface",
    description="Which optional members (executeCommand, setEnv, networking, writeFiles, ...) the live instance has",
    timeout=20.0,
    informs=(
        "executeCommand",
        "setEnv",
        "networking",
        "writeFiles",
        "processes",
        "mount",
        "computer",
        "lifecycle",
        "checkpoints",
    ),
    check=check,
)
