"""Redaction of secrets in anything the probes show: the one filter every output of a probe run goes through.

Two kinds of secret are masked:

- **values** of secret-looking environment variables (names with TOKEN, SECRET, KEY, PASSWORD, CREDENTIAL, AUTH,
  PRIVATE, ...), and of such variables in the probed project's ``.env`` files once a target registers them
  (``_dotenv``): the bridge and the targets inherit the environment, so whatever the user's module reports
  may quote them. A value is masked in every form a program prints it: raw in any letter case, escaped by
  ``repr``/JSON/``util.inspect``, percent-encoded, base64-encoded (standard or URL-safe alphabet, at any
  position inside a longer encoded text, as in ``Basic base64(user:secret)``), and any run of at least
  :data:`MIN_PART` of its characters (a value cut short, or its tail);
- **shapes**, wherever they appear: the value of a secret-named key in the forms Node's ``util.inspect``, JSON,
  HTTP headers, ``key=value`` pairs and URL queries print (``authorization: 'Bearer …'``, ``"password":"…"``,
  ``'set-cookie': [ '…' ]``, ``Cookie: …``, ``?api_key=…``), URL userinfo, bearer and basic credentials, and
  well-known token formats (JWTs, ``sk-…``, ``ghp_…``, AWS keys, Slack tokens, PEM key bodies).

Masking more than needed costs a word of a message; masking less leaks a credential. Results, the report's
target and probe exceptions redact their text when they are made (``_result`` and ``_errors``), so nothing a
probe run prints or returns can skip this filter.
"""

from __future__ import annotations

import base64
import json
import os
import re
from collections.abc import Iterable, Mapping
from functools import lru_cache
from urllib.parse import quote, quote_plus

MASK = "***"
#: Shorter values are not masked: they are ordinary words or flags (``true``, ``dev``), not credentials.
MIN_SECRET = 6
#: A run of this many characters of a secret value is masked wherever it appears (a cut or sliced value).
MIN_PART = 8

# Names of variables that hold secrets. AUTH but not AUTHOR (GIT_AUTHOR_NAME), though AUTHORIZATION.
_SECRET_NAME = re.compile(
    r"(?i)token|secret|key|passw(?:or)?d|passphrase|(?:^|_)pass(?:_|$)|pwd|credential|creds|auth(?!or(?!iz))"
    r"|private|signature|cookie|(?:^|_)dsn(?:_|$)|salt|(?:^|_)otp(?:_|$)"
)
_NOT_SECRET_NAMES = frozenset({"PWD", "OLDPWD"})

# --- shapes -----------------------------------------------------------------------------------------------------

# Keys whose value is a secret, as code, headers and JSON name them. Narrower than _SECRET_NAME: a key named
# `key` or `auth` alone is too often something else (`primaryKey`, `authMethod`).
_KEY_NAME = re.compile(
    r"(?i)(?:proxy-)?authorization|(?:set-)?cookie|x-[a-z0-9-]*(?:token|key|secret|signature|auth)"
    r"|.*(?:token|secret|passw(?:or)?d|passphrase|api[_-]?key|apikey|private[_-]?key|access[_-]?key"
    r"|credential|signature|session[_-]?id)"
)
# The schemes of an Authorization value, kept in front of the mask: they say what kind of credential it was.
_SCHEME = r"(?:bearer|basic|token|digest|negotiate|aws4-hmac-sha256|ntlm)\s+"
_QUOTED = r"'(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\"|`(?:[^`\\]|\\.)*`"
_ESCAPED_QUOTED = r'\\"(?:[^"\\]|\\[^"])*\\"'  # a JSON string inside a JSON string: \"…\"
# Any `key: value`, `'key': value`, `"key":"value"`, `key => value` or `key=value`; _keyed() masks the value when
# the key is a secret's. A key starts only where a word does (the look-behind): tried at every character of a
# long run, the pattern would be quadratic.
_KEYED = re.compile(
    rf"""(?ix)
    (?P<key>(?P<q>\\?['"`]?)(?<![a-z0-9_.-])(?P<name>[a-z0-9_.-]{{1,80}})(?P=q))
    (?P<sep>[ \t]*(?::|=>|=)[ \t]*)
    (?=  # looked at, not consumed: a value that is not masked may hold keys of its own ('{{"password":"…"}}')
        (?P<quoted>{_QUOTED}|{_ESCAPED_QUOTED})
      | (?P<array>\[[^\]]{{0,4000}}\])
      | (?P<bare>(?:{_SCHEME})?(?:[^\s'"`\\,;&)}}\]]|\\(?![nrt"]))+(?:[ \t]*;[ \t]*[^\s'"`\\,;&)}}\]]+)*)
    )
    """
)
_QUOTED_ANYWHERE = re.compile(_QUOTED)
_LEADING_SCHEME = re.compile(rf"(?i)^{_SCHEME}")

# Query parameters whose names suggest a secret (token=, api_key=, X-Amz-Signature=, ...).
_QUERY_SECRET = re.compile(
    r"(?i)([?&;][a-z0-9_.\-]{0,60}(?:token|key|secret|signature|sig|auth|password|passwd|pwd|credential|code)=)"
    r"[^&#\s'\"]+"
)
# user:password@ in URLs: the password goes.
# (Schemes start where a word does and are bounded: tried at every boundary of a long dotted run, an unbounded
# one is quadratic.)
_USERINFO = re.compile(r"(?i)(?<![a-z0-9+.\-])([a-z][a-z0-9+.\-]{0,30}://[^/\s:@]*:)[^/\s@]+@")
# A bare user@ in a non-ssh URL is usually a token (https://<token>@github.com); ssh users are only names.
_TOKEN_USER = re.compile(
    r"(?i)(?<![a-z0-9+.\-])((?!(?:ssh|sftp|scp|git\+ssh|ssh\+git)://)[a-z][a-z0-9+.\-]{0,30}://)[^/\s:@]+@"
)
# Bearer and Basic credentials wherever they appear.
_BEARER = re.compile(r"(?i)\b((?:bearer|basic)\s+)[a-z0-9._~+/=\-]{8,}")
# Well-known token formats. The AWS secret (40 characters of base64) is told from a hash by its mixed case.
# Each starts only where a run of its characters does (the look-behinds), so a long run is read once.
_KNOWN = re.compile(
    r"(?<![A-Za-z0-9_-])(?:"
    r"eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*"  # a JWT: base64url of '{"' begins it
    r"|sk-(?=[A-Za-z0-9_-]{0,200}\d)[A-Za-z0-9_-]{16,}"  # OpenAI, Anthropic and look-alike API keys
    r"|(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{10,}"  # Stripe
    r"|gh[pousr]_[A-Za-z0-9]{20,}|github_pat_[A-Za-z0-9_]{20,}"
    r"|xox[abpres]-[A-Za-z0-9\-]{10,}"
    r"|npm_[A-Za-z0-9]{30,}|AIza[A-Za-z0-9_\-]{30,}"
    r"|(?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}\b)"
    r"|(?<![A-Za-z0-9/+=])(?=[A-Za-z0-9/+]*[a-z])(?=[A-Za-z0-9/+]*[A-Z])(?=[A-Za-z0-9/+]*\d)[A-Za-z0-9/+]{40}"
    r"(?![A-Za-z0-9/+=])"
)
# A PEM block's body, raw or as a program prints it (`\n` escapes, util.inspect's `'…\n' +` lines).
_PEM_BODY = r"(?:[A-Za-z0-9+/=:,\s-]|\\[nrt]|['\"`+])"
_PEM = re.compile(  # a 4096-bit key is about 3 KB; the bound keeps many BEGINs without an END linear
    rf"(-----BEGIN [A-Z0-9 ]{{0,40}}-----)"
    rf"(?:{_PEM_BODY}{{0,16384}}?(-----END [A-Z0-9 ]{{0,40}}-----)|{_PEM_BODY}{{1,16384}})"
)
# The password of any URL inside a variable's value (DATABASE_URL, HTTPS_PROXY), whatever the name.
_URL_PASSWORD = re.compile(r"(?i)(?<![a-z0-9+.\-])[a-z][a-z0-9+.\-]{0,30}://[^/\s:@]*:([^/\s@]+)@")

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


def _base64_forms(value: str) -> set[str]:
    """The part of the value's base64 encoding that is the same wherever it sits in a longer encoded text.

    Encoded after ``k`` other bytes (``k`` = 0, 1, 2 modulo 3), the characters that depend on the value's
    bytes alone run from ``ceil(8k/6)`` to ``floor(8(k+n)/6)``: those, in both alphabets.
    """
    raw = value.encode("utf-8", errors="surrogatepass")
    out: set[str] = set()
    for k in range(3):
        encoded = base64.b64encode(b"\0" * k + raw).decode("ascii")
        stable = encoded[-(-8 * k // 6) : 8 * (k + len(raw)) // 6]
        out.update((stable, stable.replace("+", "-").replace("/", "_")))
    return out


def _forms(value: str) -> set[str]:
    """The value as it may appear in text: raw, escaped by repr() or JSON, percent-encoded, base64-encoded."""
    return {
        value,
        repr(value)[1:-1],
        json.dumps(value)[1:-1],
        json.dumps(value, ensure_ascii=False)[1:-1],
        quote(value, safe=""),
        quote(value),
        quote_plus(value),
        *_base64_forms(value),
    }


@lru_cache(maxsize=32)
def _pattern(values: frozenset[str]) -> re.Pattern[str] | None:
    forms = {form for value in values for form in _forms(value) if len(form) >= MIN_SECRET}
    if not forms:
        return None
    # Longest first, so a secret that contains another one is masked whole. Any case: a logger may upper-case.
    alternatives = "|".join(re.escape(f) for f in sorted(forms, key=lambda f: (-len(f), f)))
    return re.compile(alternatives, re.IGNORECASE)


@lru_cache(maxsize=32)
def _parts(values: frozenset[str]) -> re.Pattern[str] | None:
    """Where a run of :data:`MIN_PART` characters of a value starts, in any case: a piece of one gives it away.
    (A look-ahead, so that overlapping pieces are all found.)"""
    parts = {v[i : i + MIN_PART].lower() for v in values for i in range(len(v) - MIN_PART + 1)}
    if not parts:
        return None
    return re.compile("(?=(?:" + "|".join(re.escape(p) for p in sorted(parts)) + "))", re.IGNORECASE)


def _mask_parts(text: str, parts: re.Pattern[str] | None) -> str:
    """``text`` with every run of characters covered by pieces of a secret masked."""
    if parts is None or len(text) < MIN_PART:
        return text
    spans: list[list[int]] = []
    for m in parts.finditer(text):
        i = m.start()
        if spans and i <= spans[-1][1]:
            spans[-1][1] = i + MIN_PART
        else:
            spans.append([i, i + MIN_PART])
    if not spans:
        return text
    out, last = [], 0
    for start, end in spans:
        out += [text[last:start], MASK]
        last = end
    return "".join(out) + text[last:]


def _mask_value(value: str) -> str:
    """A secret-named key's value masked, with its quotes and any authorization scheme kept."""
    quote_chars = "'\"`"
    if value.startswith('\\"'):
        inner, left, right = value[2:-2], '\\"', '\\"'
    elif len(value) >= 2 and value[0] in quote_chars and value[-1] == value[0]:
        inner, left, right = value[1:-1], value[0], value[0]
    else:
        inner, left, right = value, "", ""
    scheme = _LEADING_SCHEME.match(inner)
    return f"{left}{scheme.group() if scheme else ''}{MASK}{right}"


def _mask_keyed(text: str) -> str:
    """``text`` with the value of every secret-named key masked (see :data:`_KEYED`)."""
    out: list[str] = []
    last = 0
    for m in _KEYED.finditer(text):
        if m.start() < last or not _KEY_NAME.fullmatch(m.group("name")):
            continue  # inside a value masked already, or not a secret's key
        if m.group("array") is not None:  # 'set-cookie': [ 'a=1; Path=/', 'b=2' ]: each string
            kind = "array"
            masked = _QUOTED_ANYWHERE.sub(lambda q: _mask_value(q.group()), m.group("array"))
        else:
            kind = "quoted" if m.group("quoted") is not None else "bare"
            masked = _mask_value(m.group(kind))
        out += [text[last : m.start(kind)], masked]
        last = m.end(kind)
    return "".join(out) + text[last:] if out else text


def redact(text: str) -> str:
    """``text`` with secrets replaced by ``***``: environment and registered values, then secret shapes."""
    values = frozenset(secret_values(os.environ) | _registered)
    pattern = _pattern(values)
    if pattern is not None:
        text = pattern.sub(MASK, text)
        text = _mask_parts(text, _parts(values))
    text = _PEM.sub(lambda m: m.group(1) + MASK + (m.group(2) or ""), text)
    text = _USERINFO.sub(lambda m: m.group(1) + MASK + "@", text)
    text = _TOKEN_USER.sub(lambda m: m.group(1) + MASK + "@", text)
    text = _QUERY_SECRET.sub(lambda m: m.group(1) + MASK, text)
    text = _mask_keyed(text)
    text = _BEARER.sub(lambda m: m.group(1) + MASK, text)
    return _KNOWN.sub(MASK, text)
