"""Capability probes: confirm or rule out an error's cause against the user's live sandbox.

    >>> from errors.probes import run_probes, verdict_for
    >>> report = run_probes("mastra:src/sandbox.mjs#createSandbox", project=".", only=["surface", "set_env"])
    >>> report.to_dict()        # {"target": ..., "probes": [{"name", "status", "detail", "entries", "findings"}]}
    >>> verdict_for(entry, report)   # ("confirmed" | "ruled_out" | "inconclusive", [evidence, ...])

Targets: ``mastra:MODULE[#EXPORT]`` (the user's sandbox, through a Node bridge run in ``project``), ``local``
(a local process sandbox) and ``ssh://[user@]host[:port]``. Everything else in this package is private.

What a run returns or raises is redacted (``_redact``: secret-looking environment and ``.env`` values, URL
credentials, tokens), and every process it starts runs under a child subreaper (``_reaper.py``), so nothing
it started outlives it.
"""

from ._errors import TargetError
from ._probe import Probe
from ._result import FINDINGS, STATUSES, Finding, ProbeReport, ProbeResult, Status
from ._runner import run_probes, select_probes
from ._verdict import Verdict, verdict_for
from .checks import PROBES

__all__ = [
    "FINDINGS",
    "PROBES",
    "STATUSES",
    "Finding",
    "Probe",
    "ProbeReport",
    "ProbeResult",
    "Status",
    "TargetError",
    "Verdict",
    "run_probes",
    "select_probes",
    "verdict_for",
]
