"""Write tests/corpus/positives.jsonl: every active catalog entry, rendered with realistic values, in noise forms.

    python3 tests/corpus/generate.py            # regenerate (deterministic: same catalog, same file)
    python3 tests/corpus/generate.py --check    # exit 1 when the checked-in file is stale

Values are chosen by parameter name (sandbox ids, provider names, ports, paths, exit codes...); a placeholder
whose expression is a conditional (``log ? `...${log}` : ''``), a fallback (``id ?? '(unknown)'``) or a call is
rendered the way JavaScript would, branch by branch. Each record says which entries can produce its text
(``accept``): usually one, more when two templates render the same words (then ``note`` says so).
"""

from __future__ import annotations

import argparse
import html
import json
import random
import re
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE.parent.parent))

from corpus import POSITIVES  # noqa: E402
from errors.catalog import Catalog, Entry, load_catalog  # noqa: E402
from errors.match import MIN_FUZZY_WORDS, MIN_PREFIX_CHARS, tokens  # noqa: E402
from errors.match.values import fits  # noqa: E402
from errors.normalize import fold  # noqa: E402
from errors.template import Placeholder, Template, _skip_string, _skip_template, derive_name, parse  # noqa: E402

SEED = 20261129
# A value no release emits, for params whose closed set the catalog keeps open (`other_values`).
NEW_VALUE = "archiveAll"

# --- values by parameter name ------------------------------------------------------------------------------------

PROVIDERS = ["e2b", "daytona", "vercel", "docker", "local", "modal", "blaxel", "cloudflare", "runloop"]
SANDBOX_IDS = ["sbx_7f3k2m9q", "i8x2kq0f7c1vd3m4", "my-box", "daytona-4f2c9a1e", "sandbox-01HZX8K2", "dev-sbx-3"]
CLASSES = ["VmSandbox", "MyProcessManager", "CustomProcessHandle", "FlySandbox", "RemoteVmHandle", "K8sSandbox"]
PATHS = ["/home/user/project", "/tmp/mastra-ws/app", "/workspace/repo/src", "/Users/dev/code/agent", "/srv/app/data"]
STDERR = [
    "fatal: could not read Username for 'https://github.com': terminal prompts disabled",
    "fatal: not a git repository (or any of the parent directories): .git",
    "error: pathspec 'feature/x' did not match any file(s) known to git",
    "npm ERR! code ENOENT",
    "bash: pnpm: command not found",
    "Permission denied (publickey)",
]
REASONS = [
    "bwrap binary not found on PATH",
    "sandbox-exec is only available on macOS",
    "user namespaces are disabled in this container",
    "missing credentials for bucket my-bucket",
    "FUSE is not available in this sandbox",
]
ERRORS = [
    "ECONNREFUSED 127.0.0.1:4111",
    "spawn npm ENOENT",
    "connect ETIMEDOUT 10.0.0.12:443",
    "EACCES: permission denied, mkdir '/workspace/.cache'",
    "Request failed with status code 502",
]
ENV_KEYS = ["MY-VAR", "1PASSWORD_TOKEN", "API KEY", "FOO=BAR", "db.url", "NODE-ENV"]


def _pick(rng: random.Random, options: list[Any]) -> str:
    return str(rng.choice(options))


# (pattern on the parameter name, and on the template text around it) -> value maker. First match wins.
RULES: list[tuple[str, str, Callable[[random.Random], str]]] = [
    (r"sandbox_?id$|^id$|prior_sandbox", "", lambda r: _pick(r, SANDBOX_IDS)),
    (r"session_id", "", lambda r: f"sess_{r.randint(10**9, 10**10 - 1)}"),
    (r"execution_id", "", lambda r: f"exec-{r.randint(1000, 9999)}"),
    (r"checkpoint", "", lambda r: _pick(r, ["before refactor", "../escape", "step:3", ""])),
    (r"filesystem_provider", "", lambda r: _pick(r, ["s3", "gcs", "azure-blob", "r2", "local"])),
    (r"provider", "", lambda r: _pick(r, PROVIDERS)),
    (r"backend", "", lambda r: _pick(r, ["bubblewrap", "seatbelt", "firejail"])),
    (r"constructor_name|class_name", "", lambda r: _pick(r, CLASSES)),
    (r"^port$", "", lambda r: _pick(r, [3000, 4111, 8080, 5173, 8000])),
    (r"^pid$", "", lambda r: str(r.randint(1200, 65000))),
    (r"exit_code|close_code", "", lambda r: _pick(r, [1, 2, 127, 128, 137, 143])),
    (r"timeout_seconds", "", lambda r: _pick(r, [30, 60, 120, 300, 600])),
    (r"timeout(_ms)?$|_ms$", "", lambda r: _pick(r, [5000, 30000, 60000, 120000, 300000])),
    (r"attempts", "", lambda r: _pick(r, [2, 3, 5])),
    (r"byte_length|limit_bytes|bytes", "", lambda r: str(r.randint(1_000_000, 90_000_000))),
    (r"^max$|count", "", lambda r: _pick(r, [2, 4, 8, 16])),
    (r"status$", "exec|res\\.|http", lambda r: _pick(r, [401, 403, 404, 429, 500, 502])),
    (r"status", "", lambda r: _pick(r, ["initializing", "destroying", "error", "stopped", "pending"])),
    (r"id_or_status", "", lambda r: _pick(r, ["sbx_7f3k2m9q", "stopped", "error"])),
    (r"operation", "", lambda r: _pick(r, ["writeFile", "mkdir", "executeCommand", "delete", "rename"])),
    (r"feature", "", lambda r: _pick(r, ["executeCommand", "processes", "computer", "installPackage"])),
    (r"mount_path|workspace_root|^path$|^dir$|resolved|input_path|serve_path|source", "", lambda r: _pick(r, PATHS)),
    (r"url$", "", lambda r: f"https://{r.randint(3000, 9000)}-{_pick(r, SANDBOX_IDS)}.e2b.app"),
    (r"health_check_path", "", lambda r: _pick(r, ["/health", "/api", "/healthz", ""])),
    (r"endpoint", "", lambda r: _pick(r, ["https://abc123.r2.cloudflarestorage.com", "http://minio.local:9000"])),
    (r"image", "", lambda r: _pick(r, ["node:22-slim", "ghcr.io/acme/agent:latest", "python:3.12"])),
    (r"mode$", "", lambda r: _pick(r, ["0o1777", "4095", "-1", "0o7777", "NaN"])),
    (r"max_sandbox_file_mode", "", lambda r: "511"),
    (r"key|^k$", "", lambda r: _pick(r, ENV_KEYS)),
    (r"^name$", "resource", lambda r: _pick(r, ["memoryMb", "cpuCount", "diskGb", "gpuCount"])),
    (r"^name$", "", lambda r: _pick(r, ["startupTimeoutMs", "healthCheckIntervalMs", "pollIntervalMs"])),
    (r"method_name", "", lambda r: _pick(r, ["getMessages", "saveMessages", "deleteThread"])),
    (r"verb", "", lambda r: _pick(r, ["clone", "fetch", "push", "checkout", "rebase"])),
    (r"label|context", "", lambda r: _pick(r, ["setup", "install", "build", "postCreate"])),
    (r"phase", "", lambda r: _pick(r, ["launch", "upload", "install", "build"])),
    (r"state", "", lambda r: _pick(r, ["exited", "crashed", "failed", "timed out"])),
    (r"stream", "", lambda r: _pick(r, ["stdout", "stderr"])),
    (r"stderr|stdout|output|detail|failure|body|what", "", lambda r: _pick(r, STDERR)),
    (r"reason", "", lambda r: _pick(r, REASONS)),
    (r"error|message|err$|log$", "", lambda r: _pick(r, ERRORS)),
    (r"log_prefix", "", lambda r: "[@mastra/vercel]"),
    (r"probe_url", "", lambda r: "https://myaccount.blob.core.windows.net"),
    (r"operation|options|key", "", lambda r: "edge-config-alias"),
]
UNKNOWN: set[str] = set()


def value_for(name: str, context: str, rng: random.Random) -> str:
    for name_pattern, context_pattern, make in RULES:
        if re.search(name_pattern, name) and (not context_pattern or re.search(context_pattern, context, re.I)):
            return make(rng)
    UNKNOWN.add(name)
    return f"value-{rng.randint(1, 99)}"


# --- JavaScript expressions in placeholders ----------------------------------------------------------------------


def _split_top(expr: str, op: str) -> list[str] | None:
    """Split ``expr`` at the first top-level ``op`` (outside strings, template literals and brackets)."""
    depth, i = 0, 0
    while i < len(expr):
        ch = expr[i]
        if ch in "'\"":
            i = _skip_string(expr, i)
            continue
        if ch == "`":
            i = _skip_template(expr, i)
            continue
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif depth == 0 and expr.startswith(op, i) and not (op == "?" and expr.startswith(("??", "?."), i)):
            return [expr[:i].strip(), expr[i + len(op) :].strip()]
        elif op == "?" and expr.startswith(("??", "?."), i):
            i += 2
            continue
        i += 1
    return None


def evaluate(expr: str, context: str, rng: random.Random, name: str | None = None) -> str:
    """A realistic rendering of one placeholder expression."""
    expr = expr.strip()
    ternary = _split_top(expr, "?")
    if ternary is not None:
        branches = _split_top(ternary[1], ":")
        if branches is not None:
            branch = branches[0] if rng.random() < 0.6 else branches[1]
            return evaluate(branch, context, rng)
    for op in ("??", "||"):
        sides = _split_top(expr, op)
        if sides is not None:
            return evaluate(sides[0] if rng.random() < 0.75 else sides[1], context, rng, name)
    if expr[:1] in "'\"" and expr[-1:] == expr[:1]:
        return str(parse(expr[1:-1]).render({})) if "\\" in expr else expr[1:-1]
    if expr[:1] == "`" and expr[-1:] == "`":
        inner = parse(expr[1:-1], {e: f"p{i}" for i, e in enumerate(_expressions(expr[1:-1]))})
        values = {p.name: evaluate(p.expr, expr, rng) for p in inner.parts if isinstance(p, Placeholder)}
        return inner.render(values)
    call = re.fullmatch(r"([\w.]+)\((.*)\)", expr, re.S)
    if call:
        fn, args = call.groups()
        if fn == "Math.round":
            return value_for("timeout_seconds", context, rng)
        if fn == "JSON.stringify":
            return json.dumps(evaluate(args.split(",")[0], context, rng, "key"))
        if fn == "String":
            return evaluate(args, context, rng, name)
        if not args.strip() and "." in fn:  # a method call such as result.stderr.trim(): the object's value
            return evaluate(fn.rsplit(".", 1)[0], context, rng, name)
        first = _split_top(args, ",")
        return evaluate(first[0] if first else args, context, rng, name)
    leaf = name or derive_name(expr) or re.sub(r"\W+", "_", expr).strip("_").lower()
    if expr == "log":
        return "\n".join(["> mastra start", "Error: listen EADDRINUSE: address already in use :::4111"])
    return value_for(leaf, context, rng)


def _with_pattern(value: str, kind: str, pattern: str, rng: random.Random) -> str:
    """A value that holds its param's pattern and still fits its kind."""
    if kind == "text":
        if pattern.startswith("^") and pattern.endswith("$"):
            # A whole-value pattern of alternatives (`^(baseImage|image|…)$`): one of its literal names.
            names = [a for a in re.split(r"[|()^$]", pattern) if re.fullmatch(r"[\w .-]+", a)]
            held = [a for a in names if re.search(pattern, a, re.IGNORECASE)]
            if held:
                return rng.choice(held)
        # Upstream's values hold the pattern's words (`start Apple container web-1`): so do ours.
        return f"{value} {re.sub(r'[^A-Za-z0-9 _.-]', '', pattern)} web-1"
    tries = [f"{value}-web-1", f"{value}-{rng.randrange(10**8, 10**9)}", *(_of_kind(kind, rng) for _ in range(20))]
    for candidate in tries:
        if fits(kind, candidate) and re.search(pattern, candidate, re.IGNORECASE):
            return candidate
    raise ValueError(f"no value of kind {kind} holds the pattern {pattern!r}")


def _of_kind(kind: str, rng: random.Random) -> str:
    """A realistic value of a kind (errors.match.values), for a param whose name-based value does not fit it."""
    if kind == "integer":
        return _pick(rng, [1, 2, 127, 137, 404, 500, 3000])
    if kind == "number":
        return _pick(rng, [5000, 30000, 60000, 120000])
    if kind == "path":
        return _pick(rng, PATHS)
    if kind == "url":
        return f"https://{rng.randint(3000, 9000)}-{_pick(rng, SANDBOX_IDS)}.e2b.app"
    return _pick(rng, SANDBOX_IDS)


def _expressions(source: str) -> list[str]:
    from errors.template import _split

    return [text for kind, text in _split(source) if kind == "expr"]


def render(
    entry: Entry, rng: random.Random, template: Template | None = None, given: dict[str, str] | None = None
) -> tuple[str, dict[str, str]]:
    """The entry's message (or another wording of it) with realistic values, or the ``given`` ones."""
    template = template or entry.template
    values: dict[str, str] = dict(given or {})
    allowed = {p.name: p.values for p in entry.params}
    patterns = {p.name: p.pattern for p in entry.params if p.pattern}
    kinds = {p.name: p.kind for p in entry.params}
    for part in template.parts:
        if isinstance(part, Placeholder) and part.name not in values:
            if allowed.get(part.name):
                values[part.name] = rng.choice(list(allowed[part.name]))
                continue
            # The explicit name only stands for a leaf expression; a conditional is rendered branch by branch.
            plain = derive_name(part.expr) is not None
            values[part.name] = evaluate(part.expr, template.source, rng, part.name if plain else None)
            kind = kinds.get(part.name, "text")
            if not fits(kind, values[part.name]):
                values[part.name] = _of_kind(kind, rng)
            pattern = patterns.get(part.name)
            if pattern and re.search(pattern, values[part.name], re.IGNORECASE) is None:
                values[part.name] = _with_pattern(values[part.name], kind, pattern, rng)
    return template.render(values), values


# --- noise forms ------------------------------------------------------------------------------------------------

FRAMES = [
    "    at {cls}.{fn} (/app/node_modules/{pkg}/dist/index.js:{a}:{b})",
    "    at async {fn} (file:///app/.mastra/output/index.mjs:{a}:{b})",
    "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
    "    at {fn} (/home/runner/work/app/app/src/mastra/tools/{tool}.ts:{a}:{b})",
]


def stack(rng: random.Random, entry: Entry, depth: int = 4) -> list[str]:
    pkg = entry.package.split(" ")[0]
    out = []
    for _ in range(depth):
        out.append(
            rng.choice(FRAMES).format(
                cls=rng.choice(CLASSES),
                fn=rng.choice(["executeCommand", "start", "run", "materialize", "deploy", "spawn"]),
                pkg=pkg,
                a=rng.randint(10, 9000),
                b=rng.randint(1, 80),
                tool=rng.choice(["deploy", "workspace", "git"]),
            )
        )
    return out


def class_prefix(entry: Entry, rng: random.Random) -> str:
    options = ["Error", "MastraError", "SandboxError", "Uncaught Error"]
    if entry.error_class:
        options += [entry.error_class] * 3
    return rng.choice(options) + ": "


def iso(rng: random.Random) -> str:
    day, hour, minute, second = rng.randint(10, 28), rng.randint(10, 23), rng.randint(10, 59), rng.randint(10, 59)
    return f"2026-11-{day}T{hour}:{minute}:{second}.{rng.randint(100, 999)}Z"


def f_bare(msg: str, entry: Entry, rng: random.Random) -> str:
    return msg


def f_stack(msg: str, entry: Entry, rng: random.Random) -> str:
    return "\n".join([class_prefix(entry, rng) + msg, *stack(rng, entry)])


def f_json(msg: str, entry: Entry, rng: random.Random) -> str:
    kind = rng.choice(["pino", "pino-err", "winston", "bunyan"])
    trace = "\n".join([f"Error: {msg}", *stack(rng, entry, 2)])
    if kind == "pino":
        record: dict[str, Any] = {"level": 50, "time": 1764410112345 + rng.randint(0, 10**6)}
        record["pid"] = rng.randint(10, 9999)
        record |= {"hostname": f"ip-10-0-{rng.randint(1, 9)}-{rng.randint(1, 250)}", "name": "mastra", "msg": msg}
    elif kind == "pino-err":
        record = {"level": 50, "time": 1764410112345, "pid": 4242, "hostname": "web-1"}
        record |= {"err": {"type": "Error", "message": msg, "stack": trace}, "msg": "tool execution failed"}
    elif kind == "winston":
        record = {"level": "error", "message": msg, "timestamp": iso(rng), "service": "mastra-server"}
    else:
        record = {"name": "mastra", "hostname": "worker-3", "pid": 17, "level": 50}
        record |= {"err": {"message": msg, "name": "Error", "stack": trace}, "msg": msg, "time": iso(rng), "v": 0}
    return json.dumps(record)


def f_prefixed(msg: str, entry: Entry, rng: random.Random) -> str:
    style = rng.randrange(5)
    if style == 0:
        return f"{iso(rng)} ERROR [mastra] {msg}"
    if style == 1:
        clock = f"{rng.randint(10, 23)}:{rng.randint(10, 59)}:{rng.randint(10, 59)}.{rng.randint(100, 999)}"
        return f"[{clock}] ERROR (mastra/{rng.randint(100, 999)}): {msg}"
    if style == 2:
        clock = f"10:{rng.randint(10, 59)}:{rng.randint(10, 59)},{rng.randint(100, 999)}"
        return f"2026-11-29 {clock} - ERROR - {class_prefix(entry, rng)}{msg}"
    if style == 3:
        return f"ERROR:mastra.sandbox:{msg}"
    return f"{iso(rng)} [error] {class_prefix(entry, rng)}{msg}"


def f_ansi(msg: str, entry: Entry, rng: random.Random) -> str:
    return f"\x1b[31m\x1b[1mERROR\x1b[22m\x1b[39m \x1b[90m{iso(rng)}\x1b[39m \x1b[31m{msg}\x1b[39m"


def f_ansi_values(msg: str, entry: Entry, rng: random.Random, values: dict[str, str]) -> str:
    for value in sorted(values.values(), key=len, reverse=True):
        if len(value) >= 3 and "\n" not in value:
            msg = msg.replace(value, f"\x1b[33m{value}\x1b[39m", 1)
            break
    return f"\x1b[1m\x1b[31mError\x1b[39m\x1b[22m: {msg}"


def f_smart(msg: str, entry: Entry, rng: random.Random) -> str:
    msg = re.sub(r"'([^']*)'", "\u2018\\1\u2019", msg)
    msg = re.sub(r'"([^"]*)"', "\u201c\\1\u201d", msg)
    msg = msg.replace("'", "\u2019")
    return msg.replace(" - ", " \u2013 ")


def f_crlf(msg: str, entry: Entry, rng: random.Random) -> str:
    return f_stack(msg, entry, rng).replace("\n", "\r\n") + "\r\n"


def f_wrap(msg: str, entry: Entry, rng: random.Random) -> str:
    text = class_prefix(entry, rng) + msg
    lines = []
    for para in text.split("\n"):
        if rng.random() < 0.5:  # a terminal: cut at exactly 80 columns, mid-word
            lines += [para[i : i + 80] for i in range(0, max(len(para), 1), 80)]
        else:  # an editor or a mail client: break at spaces
            lines += textwrap.wrap(para, 80, break_on_hyphens=False) or [""]
    return "\n".join(lines)


def f_case(msg: str, entry: Entry, rng: random.Random) -> str:
    return rng.choice([msg.upper(), msg.lower(), msg[:1].lower() + msg[1:]])


def f_entities(msg: str, entry: Entry, rng: random.Random) -> str:
    escaped = html.escape(msg, quote=True)
    if rng.random() < 0.5:
        escaped = escaped.replace("&#x27;", "&#39;")
    return f"<pre>{escaped}</pre>" if rng.random() < 0.3 else escaped


def f_ci_line(msg: str, entry: Entry, rng: random.Random) -> str:
    ts = f"2026-11-29T10:{rng.randint(10, 59)}:{rng.randint(10, 59)}.{rng.randint(10**6, 10**7 - 1)}Z"
    lines = [class_prefix(entry, rng) + msg, *stack(rng, entry, 3)]
    return "\n".join(f"{ts} {line}" for line in lines)


def cut_point(msg: str, rng: random.Random) -> int | None:
    head = msg.split("\n", 1)[0]
    if len(head) < 50:
        return None
    return rng.randint(max(40, int(len(head) * 0.6)), max(41, len(head) - 6))


def f_truncated(msg: str, entry: Entry, rng: random.Random) -> str | None:
    cut = cut_point(msg, rng)
    if cut is None:
        return None
    # The matcher reads a cut-off text only when it shows MIN_PREFIX_CHARS of the template's own words (values
    # do not count): a shorter cut says nothing about which message it was, so it is not a case to expect.
    m = entry.template.search(msg[:cut].rstrip(), truncated=True)
    if m is not None and (m.end - m.start) - sum(b - a for a, b in m.spans.values()) < MIN_PREFIX_CHARS:
        return None
    return msg[:cut].rstrip() + rng.choice(["…", "...", " …", "... [truncated]"])


def f_title(msg: str, entry: Entry, rng: random.Random) -> str:
    head = msg.split("\n", 1)[0]
    return head[:60]


def literal_words(entry: Entry) -> list[str]:
    """The template's literal words as the matcher reads them (errors.match.tokens over folded text)."""
    return [w for p in entry.template.parts if not isinstance(p, Placeholder) for w in tokens(fold(p.text))]


def same_words(catalog: Catalog, entry: Entry) -> list[str]:
    """Other entries whose literal words are the entry's (retyped, with one slip and quotes turned to backticks,
    such texts are told apart only by their punctuation and values)."""
    mine = literal_words(entry)
    out = []
    for other in catalog.entries:
        theirs = literal_words(other)
        if other.id != entry.id and not other.retired and mine and theirs:
            if mine == theirs:
                out.append(other.id)
    return out


def f_retyped(entry: Entry, rng: random.Random, values: dict[str, str], generic: bool = False) -> str | None:
    """Typed again by hand in an issue or a chat: quotes become backticks, one long word gets a slip. A generic
    template (errors.match.specificity) is never read loosely, so its retyped form has no slip, only backticks."""
    parts = entry.template.parts
    long_words = [
        (i, m.start(), m.group())
        for i, p in enumerate(parts)
        if not isinstance(p, Placeholder)
        for m in re.finditer(r"[A-Za-z]{8,}", p.text)
    ]
    quotes = any(not isinstance(p, Placeholder) and re.search("['\"]", p.text) for p in parts)
    if not long_words and not quotes:
        return None
    # A slip in a template of fewer than MIN_FUZZY_WORDS words is below what the matcher reads as a typo.
    words = len(literal_words(entry))
    if long_words and (words < MIN_FUZZY_WORDS or generic):
        long_words = []
        if not quotes:
            return None
    typo_at = rng.choice(long_words) if long_words else None
    out = []
    for i, p in enumerate(parts):
        if isinstance(p, Placeholder):
            out.append(values[p.name])
            continue
        text = p.text
        if typo_at and typo_at[0] == i:
            _, at, word = typo_at
            k = rng.randint(1, len(word) - 3)
            slipped = word[:k] + word[k + 1] + word[k] + word[k + 2 :]
            text = text[:at] + slipped + text[at + len(word) :]
        out.append(re.sub("['\"]", "`", text))
    return "".join(out)


FILLERS = ["still", "really", "now", "again", "also"]


def f_inserted(entry: Entry, rng: random.Random, values: dict[str, str]) -> str | None:
    """Quoted from memory: one extra word between two words of a long message (only long ones: in a short
    message one word more is a different message)."""
    parts = entry.template.parts
    spots = [
        (i, m.start())
        for i, p in enumerate(parts)
        if not isinstance(p, Placeholder)
        for m in re.finditer(r"(?<=[a-z]) (?=[a-z])", p.text)
    ]
    words = sum(len(re.findall(r"[A-Za-z]+", p.text)) for p in parts if not isinstance(p, Placeholder))
    if words < 10 or not spots:
        return None
    at_part, at = rng.choice(spots)
    out = []
    for i, p in enumerate(parts):
        if isinstance(p, Placeholder):
            out.append(values[p.name])
        elif i == at_part:
            out.append(p.text[:at] + " " + rng.choice(FILLERS) + p.text[at:])
        else:
            out.append(p.text)
    return "".join(out)


FORMS: list[tuple[str, Callable[..., str | None], bool]] = [  # name, maker, values kept verbatim (check params)
    ("bare", f_bare, True),
    ("node-stack", f_stack, True),
    ("json-log", f_json, True),
    ("prefixed", f_prefixed, True),
    ("ansi", f_ansi, True),
    ("ansi-values", f_ansi_values, True),
    ("smart-quotes", f_smart, False),
    ("crlf", f_crlf, True),
    ("wrapped-80", f_wrap, False),
    ("truncated", f_truncated, False),
    ("issue-title-60", f_title, False),
    ("case", f_case, False),
    ("html-entities", f_entities, True),
    ("ci-log", f_ci_line, True),
    ("retyped", f_retyped, False),
    ("word-inserted", f_inserted, False),
]


# --- ambiguity: which entries can produce a text ----------------------------------------------------------------


def producers(catalog: Catalog, message: str, truncated: bool) -> list[str]:
    """Entries whose template renders ``message``; for a cut-off text, those that explain the most of it.

    Any prefix is consistent with a template that starts with a value (``${name} must be greater than zero.``
    explains every text as one long name), so a cut text is credited to the templates that show the most
    literal text in it; ties are ambiguous by design.
    """
    shown: dict[str, int] = {}
    for entry in catalog.entries:
        if entry.retired:
            continue
        t = entry.template
        if truncated:
            m = t.search(message, truncated=True)
            if m is not None and m.start == 0 and _values_allowed(entry, message, m.spans):
                shown[entry.id] = (m.end - m.start) - sum(b - a for a, b in m.spans.values())
        else:
            m = t.match(message)
            if m is not None and _values_allowed(entry, message, m.spans):
                shown[entry.id] = 0
    best = max(shown.values(), default=0)
    return [entry_id for entry_id, n in shown.items() if n == best]


def _values_allowed(entry: Entry, message: str, spans: dict[str, tuple[int, int]]) -> bool:
    """A parameter with a closed set of values (`values:`) takes only those, as the matcher requires: a
    template like `${LOG_PREFIX} ${detail}` renders only texts that start with its one prefix."""
    for param in entry.params:
        if param.values and param.name in spans:
            a, b = spans[param.name]
            if message[a:b] not in param.values:
                return False
        if param.pattern and param.name in spans:
            a, b = spans[param.name]
            if re.search(param.pattern, message[a:b], re.IGNORECASE) is None:
                return False
    return True


def recoverable(entry: Entry, message: str, values: dict[str, str]) -> list[str]:
    """Parameters an exact match can give back: those the head line holds, not glued to another value, and that
    the template's own match recovers (a value holding the next literal cannot be told from it)."""
    head = entry.template.head()
    line = message.split("\n", 1)[0]
    m = head.match(line)
    if m is None:
        return []
    parts = head.parts
    glued = set()
    for i, part in enumerate(parts):
        if isinstance(part, Placeholder):
            if (i > 0 and isinstance(parts[i - 1], Placeholder)) or (
                i + 1 < len(parts) and isinstance(parts[i + 1], Placeholder)
            ):
                glued.add(part.name)
    return [
        name
        for name in head.params
        if name not in glued and m.params.get(name) == values[name] and "\n" not in values[name]
    ]


def _generic_ids(catalog: Catalog) -> set[str]:
    """Entries whose message the matcher ranks generic: it never reads them with a slip (errors.match.fuzzy)."""
    from errors.match.matcher import Matcher
    from errors.match.specificity import GENERIC

    return {c.entry.id for c in Matcher(catalog).compiled if c.variant == "message" and c.tier == GENERIC}


def generate(catalog: Catalog, seed: int = SEED) -> list[dict[str, Any]]:
    records: list[dict[str, Any]] = []
    emitted: set[tuple[str, str, str]] = set()
    generic = _generic_ids(catalog)
    for entry in catalog.entries:
        if entry.retired:
            continue
        rng = random.Random(f"{seed}:{entry.id}")
        for form, make, verbatim in FORMS:
            for variant in range(2 if form in ("bare", "truncated", "issue-title-60") else 1):
                message, values = render(entry, rng)
                if form == "retyped":
                    text = f_retyped(entry, rng, values, entry.id in generic)
                elif form == "word-inserted":
                    text = f_inserted(entry, rng, values)
                elif form == "ansi-values":
                    text = f_ansi_values(message, entry, rng, values)
                else:
                    text = make(message, entry, rng)
                # A second variant that reads the same (a 60-character title cut before the values that differ)
                # is no new case.
                if text is None or (entry.id, form, text) in emitted:
                    continue
                emitted.add((entry.id, form, text))
                truncated = form in ("truncated", "issue-title-60")
                shown = message
                if form == "truncated":
                    shown = re.sub(r"\s*(?:…|\.\.\.)(?: \[truncated\])?$", "", text)
                elif form == "issue-title-60":
                    shown = text
                is_cut = truncated and shown != message.split("\n", 1)[0] and shown != message
                # What the text shows: a title that is the message's whole first line is that line, not the message.
                accept = producers(catalog, shown if truncated else message, is_cut)
                if entry.id not in accept:  # the generator's own rendering must be recognisable by its template
                    accept.insert(0, entry.id)
                if form == "retyped":
                    accept += [other for other in same_words(catalog, entry) if other not in accept]
                record: dict[str, Any] = {
                    "key": f"{entry.id}/{form}/{variant}",
                    "form": form,
                    "expected": entry.id,
                    "accept": accept,
                    "params": values,
                    "check_params": recoverable(entry, message, values) if verbatim and not is_cut else [],
                    "text": text,
                }
                if len(accept) > 1:
                    why = "a prefix" if is_cut else "the same words, retyped" if form == "retyped" else "the same text"
                    record["note"] = f"ambiguous by design: {', '.join(accept)} render {why}"
                if form == "ci-log":
                    record["ci_log"] = {"seed": rng.randint(1, 10**6), "before": rng.randint(2950, 3050), "after": 40}
                records.append(record)
        # A value the pinned release does not emit where the catalog says another release may (other_values).
        for p in entry.params:
            if p.other_values:
                message, values = render(entry, rng, given={p.name: NEW_VALUE})
                records.append(
                    {
                        "key": f"{entry.id}/new-value/{p.name}",
                        "form": "new-value",
                        "expected": entry.id,
                        "accept": [entry.id],
                        "params": values,
                        "check_params": [p.name],
                        "text": message,
                    }
                )
        # Other releases' wordings (history.yaml) and unreleased ones: the same entry, as pasted and as thrown.
        for k, wording in enumerate(entry.wordings):
            message, values = render(entry, rng, wording.template)
            for form, text in (("older-wording", message), ("older-wording-stack", f_stack(message, entry, rng))):
                records.append(
                    {
                        "key": f"{entry.id}/{form}/{k}",
                        "form": form,
                        "expected": entry.id,
                        "accept": [entry.id],
                        "params": values,
                        "check_params": sorted(values),
                        "text": text,
                    }
                )
    return records


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when the checked-in file is stale")
    parser.add_argument("--out", type=Path, default=POSITIVES)
    parser.add_argument("--seed", type=int, default=SEED, help="another seed makes a held-out corpus (other values)")
    args = parser.parse_args()
    catalog = load_catalog()
    records = generate(catalog, args.seed)
    body = "".join(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n" for r in records)
    if UNKNOWN:
        print(f"note: no value rule for {', '.join(sorted(UNKNOWN))} (generic values used)", file=sys.stderr)
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.exists() else ""
        if current != body:
            print(f"{args.out} is stale: run python3 tests/corpus/generate.py", file=sys.stderr)
            return 1
        return 0
    args.out.write_text(body, encoding="utf-8")
    entries = len({r["expected"] for r in records})
    ambiguous = sum(1 for r in records if len(r["accept"]) > 1)
    print(f"wrote {len(records)} positives for {entries} entries ({ambiguous} ambiguous by design) to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
