"""versions: installed @mastra/* versions, duplicate @mastra/core copies, and Node against the engines field.

A static check (package.json files only): it can show that the installed core is too old for a member, never
that a member works.
"""

from __future__ import annotations

from .. import _npm
from .._probe import Outcome, Probe, ProbeContext
from .._result import Finding

CORE = "@mastra/core"
#: (capability, first core version whose MastraSandbox interface has it, what).
GATES = (
    ("setEnv", "1.63.1", "setEnv()"),
    ("networking", "1.52.0", "networking"),
    ("writeFiles", "1.52.0", "writeFiles()"),
)


def check(ctx: ProbeContext) -> Outcome:
    project = ctx.target.project()
    core = _npm.resolve(project, CORE)
    if core is None:
        return Outcome("skip", f"no {CORE} installed for {project}")
    packages = _npm.scoped(project, "@mastra")
    listing = ", ".join(f"{p.name} {p.version}" for p in packages)
    findings: dict[str, Finding] = {}
    problems: list[str] = []
    hints: list[str] = []
    if core.version.split(".")[0] == "0":
        problems.append(f"{CORE} {core.version} predates 1.0 and has no workspace sandboxes")
        hints.append(f"install {CORE}@1 with Node >= 22.13 (older Node makes npm pick 0.x quietly)")
    for capability, first, what in GATES:
        if _npm.at_least(core.version, first) is False:
            findings[capability] = "missing"
            problems.append(f"{what} needs {CORE} >= {first}")
    if findings:
        hints.append(f"upgrade {CORE} (npm install {CORE}@latest)")
    # The same reading of node_modules as `diagnose --project` (imported here: errors.versions imports probes).
    from ...versions import installation

    installed = installation(project, {CORE})
    copies = installed.copies[CORE]
    if len(copies) > 1:
        where = ", ".join(f"{c.version} in {installed.where(c)}" for c in copies)
        problems.append(f"{len(copies)} copies of {CORE} ({where})")
        hints.append(f"dedupe {CORE} so providers and your code share one copy (npm dedupe)")
    node = ctx.target.node_version()
    unmet: dict[str, list[str]] = {}
    for pkg in packages:
        if node and pkg.engines_node and _npm.satisfies(node, pkg.engines_node) is False:
            unmet.setdefault(pkg.engines_node, []).append(pkg.name)
    for spec, names in unmet.items():
        problems.append(f"Node {node} does not satisfy engines.node {spec!r} of {', '.join(names)}")
    detail = listing + (f"; Node {node}" if node else "; Node not found")
    if problems:
        return Outcome("warn", detail + "; " + "; ".join(problems), findings, hint="; ".join(hints))
    return Outcome("pass", detail, findings)


PROBE = Probe(
    name="versions",
    description="Reads installed @mastra/* versions, finds duplicate @mastra/core copies, checks Node engines",
    timeout=20.0,
    informs=("setEnv", "networking", "writeFiles"),
    check=check,
)
