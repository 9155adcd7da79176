"""Redaction of secrets in anything the probes show: the one filter every output of a probe run goes through.

Two kinds of secret are masked:

- values of secret-looking environment variables (names with TOKEN, SECRET, KEY, PASSWORD, CREDENTIAL, AUTH,
  PRIVATE, ...), and of such variables in the probed project's ``.env`` files once a target registers them
  (``_dotenv``): the bridge and the targets inherit the environment, so whatever the user's module reports
  may quote them;
- secret shapes wherever they appear: URL userinfo, token query parameters, authorization headers, bearer
  tokens, well-known token formats.

Results, the report's target and probe exceptions redact their text when they are made (``_result`` and
``_errors``), so nothing a probe run prints or returns can skip this filter.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Iterable, Mapping
from functools import lru_cache
from urllib.parse import quote, quote_plus

MASK = "***"
#: Shorter values are not masked: they are ordinary words or flags (``true``, ``dev``), not credentials.
MIN_SECRET = 6

# Names of variables that hold secrets. AUTH but not AUTHOR (GIT_AUTHOR_NAME), though AUTHORIZATION.
_SECRET_NAME = re.compile(
    r"(?i)token|secret|key|passw(?:or)?d|passphrase|(?:^|_)pass(?:_|$)|pwd|credential|creds|auth(?!or(?!iz))"
    r"|private|signature|cookie|(?:^|_)dsn(?:_|$)|salt|(?:^|_)otp(?:_|$)"
)
_NOT_SECRET_NAMES = frozenset({"PWD", "OLDPWD"})

# Query parameters whose names suggest a secret (token=, api_key=, X-Amz-Signature=, ...).
_QUERY_SECRET = re.compile(
    r"(?i)([?&;][a-z0-9_.\-]*(?:token|key|secret|signature|sig|auth|password|passwd|pwd|credential|code)=)[^&#\s'\"]+"
)
# user:password@ in URLs: the password goes.
_USERINFO = re.compile(r"(?i)\b([a-z][a-z0-9+.\-]*://[^/\s:@]*:)[^/\s@]+@")
# A bare user@ in a non-ssh URL is usually a token (https://<token>@github.com); ssh users are only names.
_TOKEN_USER = re.compile(r"(?i)\b((?!(?:ssh|sftp|scp|git\+ssh|ssh\+git)://)[a-z][a-z0-9+.\-]*://)[^/\s:@]+@")
# Authorization-style headers and x-*-token headers (Daytona preview tokens, for instance).
_HEADER = re.compile(
    r"(?i)\b((?:proxy-)?authorization|x-[a-z0-9\-]*token)(\s*[:=]\s*)(?:(?:bearer|basic|token)\s+)?\S+"
)
# Bearer tokens and well-known token shapes wherever they appear.
_BEARER = re.compile(r"(?i)\b(bearer\s+)[a-z0-9._~+/=\-]{8,}")
_KNOWN = re.compile(r"\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}|xox[abpr]-[A-Za-z0-9\-]{10,})\b")
# The password of any URL inside a variable's value (DATABASE_URL, HTTPS_PROXY), whatever the name.
_URL_PASSWORD = re.compile(r"(?i)[a-z][a-z0-9+.\-]*://[^/\s:@]*:([^/\s@]+)@")

#: Values registered by targets (the project's .env files). They stay for the life of the process: masking
#: a value that was a secret of an earlier run costs nothing.
_registered: set[str] = set()


def is_secret_name(name: str) -> bool:
    return name.upper() not in _NOT_SECRET_NAMES and _SECRET_NAME.search(name) is not None


def _plain_word(part: str) -> bool:
    return part.isalpha() and (part.islower() or part.isupper() or part.istitle())


def secret_values(env: Mapping[str, str] | Iterable[tuple[str, str]]) -> set[str]:
    """The values to mask among (name, value) pairs: those of secret-looking names, and passwords in URLs."""
    found: set[str] = set()
    for name, value in env.items() if isinstance(env, Mapping) else env:
        if is_secret_name(name):
            found.add(value)
            # A part may be printed alone: the token of "Basic dXNl...", one line of a PEM key. Plain words
            # ("Bearer") are left alone.
            found.update(part for part in value.split() if not _plain_word(part))
        found.update(m.group(1) for m in _URL_PASSWORD.finditer(value))
    return {v for v in found if len(v) >= MIN_SECRET}


def register(values: Iterable[str]) -> None:
    """Mask ``values`` too from now on (short ones are ignored, as for the environment)."""
    _registered.update(v for v in values if len(v) >= MIN_SECRET)


def _forms(value: str) -> set[str]:
    """The value as it may appear in text: raw, escaped by repr() or JSON, or percent-encoded in a URL."""
    return {
        value,
        repr(value)[1:-1],
        json.dumps(value)[1:-1],
        json.dumps(value, ensure_ascii=False)[1:-1],
        quote(value, safe=""),
        quote(value),
        quote_plus(value),
    }


@lru_cache(maxsize=32)
def _pattern(values: frozenset[str]) -> re.Pattern[str] | None:
    forms = {form for value in values for form in _forms(value) if len(form) >= MIN_SECRET}
    if not forms:
        return None
    # Longest first, so a secret that contains another one is masked whole.
    return re.compile("|".join(re.escape(f) for f in sorted(forms, key=lambda f: (-len(f), f))))


def redact(text: str) -> str:
    """``text`` with secrets replaced by ``***``: environment and registered values, then secret shapes."""
    pattern = _pattern(frozenset(secret_values(os.environ) | _registered))
    if pattern is not None:
        text = pattern.sub(MASK, text)
    text = _USERINFO.sub(lambda m: m.group(1) + MASK + "@", text)
    text = _TOKEN_USER.sub(lambda m: m.group(1) + MASK + "@", text)
    text = _QUERY_SECRET.sub(lambda m: m.group(1) + MASK, text)
    text = _HEADER.sub(lambda m: m.group(1) + m.group(2) + MASK, text)
    text = _BEARER.sub(lambda m: m.group(1) + MASK, text)
    return _KNOWN.sub(MASK, text)
