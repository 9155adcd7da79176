"""public_url: serve a nonce inside the sandbox on the port and fetch it from here through the URL it gives.

The only host contacted is the one in the URL the provider returned.
"""

from __future__ import annotations

import time
import urllib.error
import urllib.request
from ipaddress import ip_address
from urllib.parse import urlsplit, urlunsplit

from .._errors import CapabilityMissing, NotApplicable
from .._probe import Outcome, Probe, ProbeContext
from .._redact import redact

_FETCH_WINDOW = 20.0
_REQUEST_TIMEOUT = 3.0


def _probe_url(url: str, nonce: str) -> str:
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc, parts.path.rstrip("/") + f"/mastra-probe-{nonce}", parts.query, ""))


def _opener(url: str) -> urllib.request.OpenerDirector:
    host = urlsplit(url).hostname or ""
    try:
        loopback = host == "localhost" or ip_address(host).is_loopback
    except ValueError:
        loopback = False
    # A proxy cannot reach this machine's loopback; everything else uses the environment's proxy settings.
    return urllib.request.build_opener(urllib.request.ProxyHandler({})) if loopback else urllib.request.build_opener()


def _fetch(url: str) -> tuple[int | None, str, dict[str, str], str]:
    """(status, body, headers, error) of one GET."""
    try:
        with _opener(url).open(urllib.request.Request(url, method="GET"), timeout=_REQUEST_TIMEOUT) as resp:
            return resp.status, resp.read(4096).decode("utf-8", "replace"), dict(resp.headers), ""
    except urllib.error.HTTPError as exc:
        return exc.code, "", dict(exc.headers or {}), f"HTTP {exc.code}"
    except (urllib.error.URLError, OSError) as exc:
        return None, "", {}, str(getattr(exc, "reason", exc))


def check(ctx: ProbeContext) -> Outcome:
    port = ctx.options.port
    try:
        url = ctx.target.port_url(port)
    except CapabilityMissing:
        return Outcome(
            "warn",
            "the instance has no networking.getPortUrl(), so no port can get a public URL",
            {"networking": "missing", "publicUrl": "missing"},
        )
    except OSError as exc:
        return Outcome("fail", str(exc), {"networking": "broken"})
    if url is None:
        return Outcome(
            "warn",
            f"networking.getPortUrl({port}) returned null: no public URL for the port",
            {"publicUrl": "missing"},
            hint=f"declare the port when constructing the sandbox (e.g. ports: [{port}]) and make sure it is running",
        )
    shown = redact(url)
    if urlsplit(url).scheme not in ("http", "https"):
        return Outcome(
            "warn", f"getPortUrl({port}) returned {shown}, which is not an http(s) URL", {"publicUrl": "unknown"}
        )
    nonce = ctx.nonce()
    try:
        handle = ctx.target.serve(port, nonce, ttl=min(ctx.deadline.remaining(), 60.0) + 5.0)
    except NotApplicable as exc:
        return Outcome(
            "skip", f"getPortUrl({port}) returned {shown}; serving a test page: {exc}", {"publicUrl": "present"}
        )
    try:
        page = _probe_url(url, nonce)
        window = ctx.deadline.sooner(_FETCH_WINDOW)
        status: int | None = None
        headers: dict[str, str] = {}
        error = ""
        while not window.expired:
            status, body, headers, error = _fetch(page)
            if status == 200 and body.strip() == nonce:
                return Outcome(
                    "pass",
                    f"a server inside the sandbox on 0.0.0.0:{port} answered through {shown}",
                    {"publicUrl": "working"},
                )
            if status in (401, 403):
                return Outcome(
                    "warn",
                    f"{shown} answered HTTP {status}: the URL exists but needs a token (a private preview)",
                    {"publicUrl": "present"},
                    hint="make the port public, or send the provider's preview token with requests",
                )
            time.sleep(0.25)
    finally:
        ctx.target.unserve(handle)
    last = f"HTTP {status}" if status else (error or "no answer")
    if status is not None and status < 500 and status != 410 and "x-vercel-error" not in {k.lower() for k in headers}:
        return Outcome(
            "warn",
            f"{shown} answers ({last}), but not with the test page served on port {port}",
            {"publicUrl": "present"},
        )
    return Outcome(
        "fail",
        f"a server on 0.0.0.0:{port} inside the sandbox was not reachable through {shown} within "
        f"{_FETCH_WINDOW:.0f}s (last: {redact(last)})",
        {"publicUrl": "broken"},
        hint="the server must listen on 0.0.0.0, and the sandbox must be running",
    )


PROBE = Probe(
    name="public_url",
    description="Serves a nonce inside the sandbox on the port and fetches it through getPortUrl()'s URL",
    timeout=40.0,
    informs=("publicUrl", "networking"),
    check=check,
)
