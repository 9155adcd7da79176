"""Redaction of secrets in anything the probes print: tokens in URLs, credentials, authorization values."""

from __future__ import annotations

import re

MASK = "***"

# Query parameters whose names suggest a secret (token=, api_key=, X-Amz-Signature=, ...).
_QUERY_SECRET = re.compile(
    r"(?i)([?&;][a-z0-9_.\-]*(?:token|key|secret|signature|sig|auth|password|passwd|pwd|credential|code)=)[^&#\s'\"]+"
)
# user:password@ in URLs.
_USERINFO = re.compile(r"(?i)\b([a-z][a-z0-9+.\-]*://[^/\s:@]*:)[^/\s@]+@")
# Authorization-style headers and x-*-token headers (Daytona preview tokens, for instance).
_HEADER = re.compile(
    r"(?i)\b((?:proxy-)?authorization|x-[a-z0-9\-]*token)(\s*[:=]\s*)(?:(?:bearer|basic|token)\s+)?\S+"
)
# Bearer tokens and well-known token shapes wherever they appear.
_BEARER = re.compile(r"(?i)\b(bearer\s+)[a-z0-9._~+/=\-]{8,}")
_KNOWN = re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|xox[abpr]-[A-Za-z0-9\-]{10,})\b")


def redact(text: str) -> str:
    """``text`` with secret-looking values replaced by ``***``; names stay, values go."""
    text = _USERINFO.sub(lambda m: m.group(1) + MASK + "@", text)
    text = _QUERY_SECRET.sub(lambda m: m.group(1) + MASK, text)
    text = _HEADER.sub(lambda m: m.group(1) + m.group(2) + MASK, text)
    text = _BEARER.sub(lambda m: m.group(1) + MASK, text)
    return _KNOWN.sub(MASK, text)
