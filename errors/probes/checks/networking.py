"""networking: does the instance have networking.getPortUrl(), and what does it return for the port?"""

from __future__ import annotations

from .._errors import CapabilityMissing
from .._probe import Outcome, Probe, ProbeContext
from .._redact import redact


def check(ctx: ProbeContext) -> Outcome:
    port = ctx.options.port
    try:
        url = ctx.target.port_url(port)
    except CapabilityMissing:
        return Outcome(
            "warn",
            "the instance has no networking.getPortUrl(): it cannot expose ports (sandbox deploys need this)",
            {"networking": "missing"},
            hint="networking is in the interface from @mastra/core 1.52.0; use a provider that implements it",
        )
    except OSError as exc:
        return Outcome("fail", str(exc), {"networking": "broken"})
    if url is None:
        status = ctx.target.status()
        why = "" if status == "running" else f", or the sandbox is not running (status {status!r})"
        return Outcome(
            "warn",
            f"networking.getPortUrl({port}) returned null: the port is not exposed{why}",
            {"networking": "working", "publicUrl": "missing"},
            hint=f"declare the port when constructing the sandbox (e.g. ports: [{port}])",
        )
    return Outcome(
        "pass",
        f"networking.getPortUrl({port}) returned {redact(url)}",
        {"networking": "working", "publicUrl": "present"},
    )


PROBE = Probe(
    name="networking",
    description="Calls networking.getPortUrl(port) on the instance (unsupported, null, or a URL)",
    timeout=20.0,
    informs=("networking", "publicUrl"),
    check=check,
)
