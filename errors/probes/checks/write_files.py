"""write_files: write a file with a known checksum into the sandbox and read it back.

Through ``writeFiles()`` when the sandbox has it, else through the fallback the deployer uses
(``printf`` + ``base64 -d`` over executeCommand).
"""

from __future__ import annotations

import base64
import binascii
import hashlib

from .._errors import CapabilityMissing, NotApplicable
from .._probe import Outcome, Probe, ProbeContext
from .._result import Finding
from ._scratch import scratch_dir

_FALLBACK = 'printf %s "$1" > "$2.b64" && base64 -d "$2.b64" > "$2" && rm -f "$2.b64"'


def check(ctx: ProbeContext) -> Outcome:
    data = f"mastra-probe {ctx.nonce()}\n".encode() + bytes(range(256))
    want = hashlib.sha256(data).hexdigest()
    with scratch_dir(ctx) as folder:
        path = f"{folder}/roundtrip.bin"
        native: bool | None = True  # None: the target is a machine, where writeFiles() does not apply
        try:
            ctx.target.write_file(path, data)
        except CapabilityMissing:
            native = False
        except NotApplicable:  # a machine target (a Mastra one that may not start failed at mktemp already)
            native = None
        except OSError as exc:
            return Outcome("fail", str(exc), {"writeFiles": "broken"})
        if not native:
            wrote = ctx.exec(["sh", "-c", _FALLBACK, "sh", base64.b64encode(data).decode(), path])
            if not wrote.ok:
                found: Finding = "missing" if native is False else "broken"
                return Outcome(
                    "fail",
                    f"{'no writeFiles(), and ' if native is False else ''}writing through executeCommand "
                    f"(printf + base64 -d) failed (exit {wrote.exit_code})",
                    {"writeFiles": found},
                    hint="the sandbox needs sh, printf and base64, and a writable temporary folder",
                )
        back = ctx.exec(["base64", path])
        try:
            got = hashlib.sha256(base64.b64decode("".join(back.stdout.split()), validate=True)).hexdigest()
        except (binascii.Error, ValueError):
            got = ""
    how = "writeFiles()" if native else "the executeCommand fallback (printf + base64 -d)"
    if not back.ok or got != want:
        return Outcome(
            "fail",
            f"a file written with {how} reads back different (sha256 {got[:12] or 'unreadable'} != {want[:12]})",
            {"writeFiles": "broken" if native is not False else "missing"},
        )
    if native is False:
        return Outcome(
            "warn",
            "the instance has no writeFiles(); the executeCommand fallback (printf + base64 -d) round-trips "
            f"a {len(data)}-byte file (sha256 matches)",
            {"writeFiles": "missing"},
            hint="writeFiles() is optional (core >= 1.52.0); callers fall back to executeCommand as this probe did",
        )
    return Outcome(
        "pass", f"a {len(data)}-byte file written with {how} reads back identical (sha256)", {"writeFiles": "working"}
    )


PROBE = Probe(
    name="write_files",
    description="Writes a file with writeFiles() (or the base64 fallback) and checks it reads back identical",
    timeout=30.0,
    informs=("writeFiles",),
    check=check,
)
