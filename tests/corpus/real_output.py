"""Real output of other tools, captured by running them: negatives the matcher must never call a Mastra error.

Nothing here is a Mastra error, and much of it shares words with the catalog ("command failed", "not found",
"timed out", "mount", "sandbox"). The matcher's promise (issue 27) is that none of it gets an ``exact`` or a
``strong`` finding. Four sets, each real or built from real parts:

- :func:`capture` runs real programs on this machine in a scratch folder (npm, npx, pip, git, Node, Python,
  pytest, coreutils, bash, make, gcc, curl, ssh, mount, bwrap, the docker client) so that they fail the way they
  fail for users, with no network beyond loopback ports nobody listens on (``npm --offline``,
  ``pip --no-index``), and keeps every line they printed;
- :func:`foreign_messages`: the error messages other projects throw, read from their source on this machine
  (``raise X("...")`` in the Python standard library and site-packages, Node's own ``internal/errors`` codes),
  the way they print (``ValueError: ...``, ``Error [ERR_X]: ...``);
- :func:`ci_lines`: ordinary CI lines in the shapes CI systems, Jest/Vitest and docker builds print, filled with
  the catalog's own words (the issue's ``[ci] step 4: snapshot upload ... failed: retrying in 5 s``);
- :func:`word_salad`: lines of the catalog's literal words in a random order and number.

The last two take a seed, so a failing case can be rebuilt.
"""

from __future__ import annotations

import ast
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Capture", "capture", "ci_lines", "foreign_messages", "word_salad"]

# Loopback ports nobody listens on: connection refused at once, never a network.
_CLOSED_PORT = 9


@dataclass(frozen=True)
class Capture:
    """What one command printed (stdout and stderr together, in order)."""

    tool: str
    command: str
    output: str

    def lines(self) -> list[str]:
        return [line for line in self.output.splitlines() if line.strip()]


_NODE_SNIPPETS = [
    "require('child_process').execSync('exit 3', {stdio: 'pipe'})",
    "require('child_process').execFileSync('false')",
    "require('child_process').execSync('sleep 2', {timeout: 50})",
    "require('no-such-module-xyz')",
    "null.x",
    "let o; o.entries()",
    "const ws = {}; ws.filesystem.entries",
    "JSON.parse('{\"a\": ')",
    "require('fs').readFileSync('/no/such/file.json')",
    "require('fs').mkdirSync('/proc/no-such-dir/x')",
    "require('fs').writeFileSync('/proc/version', 'x')",
    "require('fs').readdirSync('/no/such/dir')",
    "require('fs').rmdirSync('/etc')",
    "new URL('not a url')",
    "new Array(-1)",
    "function f() { f() } f()",
    "require('assert').strictEqual(1, 2)",
    "require('assert').deepStrictEqual({a: 1}, {a: 2})",
    "Promise.reject(new Error('request failed'))",
    "setTimeout(() => { throw new RangeError('value out of range') }, 1)",
    "require('zlib').gunzipSync(Buffer.from('not gzip'))",
    f"require('net').connect({_CLOSED_PORT}, '127.0.0.1')",
    f"require('http').get('http://127.0.0.1:{_CLOSED_PORT}/')",
    f"fetch('http://127.0.0.1:{_CLOSED_PORT}/api').catch(e => {{ console.error(e); process.exit(1) }})",
    "fetch('http://127.0.0.1:9/', {signal: AbortSignal.timeout(1)}).catch(e => { console.error(e); process.exit(1) })",
    "require('child_process').spawn('no-such-command-xyz').on('error', e => { console.error(e); process.exit(1) })",
    "const s = require('net').createServer().listen(0, () => require('net').createServer().listen(s.address().port))",
    "process.kill(999999)",
    "require('dns').lookup('no-such-host.invalid', (e) => { if (e) { console.error(e); process.exit(1) } })",
    "Buffer.alloc(-5)",
    "require('path').join(null)",
    "structuredClone(() => {})",
    "new (require('events'))().emit('error', new Error('Stream closed'))",
    "require('stream').Readable.from(['a']).pipe(require('fs').createWriteStream('/proc/no/x'))",
    "const {Worker} = require('worker_threads'); new Worker('throw new Error(\"worker failed\")', {eval: true})",
    "console.log('Server listening on port 3000'); console.warn('Warning: deprecated option --foo')",
]

_PYTHON_SNIPPETS = [
    "1/0",
    "{}['sandbox']",
    "open('/no/such/file.txt')",
    "import no_such_module_xyz",
    "import subprocess; subprocess.run(['false'], check=True)",
    "import subprocess; subprocess.run(['sh', '-c', 'exit 3'], check=True)",
    "import subprocess; subprocess.run(['sleep', '5'], timeout=0.05)",
    "import subprocess; subprocess.run(['no-such-command-xyz'])",
    "import json; json.loads('{\"a\": ')",
    "int('not a number')",
    "import os; os.mkdir('/proc/no-such-dir')",
    "import os; os.rmdir('/etc')",
    "import os; os.listdir('/no/such/dir')",
    "import shutil; shutil.copy('/no/such/src', '/tmp')",
    f"import socket; socket.create_connection(('127.0.0.1', {_CLOSED_PORT}), timeout=1)",
    f"import urllib.request; urllib.request.urlopen('http://127.0.0.1:{_CLOSED_PORT}/', timeout=1)",
    "import asyncio; asyncio.run(asyncio.wait_for(asyncio.sleep(1), 0.01))",
    "None.entries()",
    "assert 1 == 2, 'sandbox count mismatch'",
    "def f(): f()\nf()",
    "b'\\xff'.decode('utf-8')",
    "import zipfile; zipfile.ZipFile('/etc/hostname')",
    "import tarfile; tarfile.open('/etc/hostname')",
    "raise NotImplementedError('Subclasses must implement spawn()')",
    "raise TimeoutError('Execution timed out after 30 seconds')",
    "raise PermissionError(13, 'Permission denied', '/var/run/docker.sock')",
    "import logging; logging.basicConfig(); logging.getLogger('worker').error('Command failed with exit code 2')",
    "import warnings; warnings.warn('the sandbox option is deprecated', DeprecationWarning, stacklevel=1)",
]

_SHELL = [
    ("coreutils", "ls /no/such/dir"),
    ("coreutils", "cat /no/such/file"),
    ("coreutils", "cp /no/such/src /tmp/"),
    ("coreutils", "mv /no/such/src /tmp/"),
    ("coreutils", "rm /no/such/file"),
    ("coreutils", "rmdir /etc"),
    ("coreutils", "mkdir /etc"),
    ("coreutils", "mkdir -p /proc/no/such"),
    ("coreutils", "chmod 600 /no/such/file"),
    ("coreutils", "touch /proc/no-such-file"),
    ("coreutils", "ln -s /etc/hostname /etc"),
    ("coreutils", "stat /no/such/path"),
    ("coreutils", "du -sh /no/such/dir"),
    ("coreutils", "df /no/such/mount"),
    ("coreutils", "head -n 3 /no/such/log"),
    ("coreutils", "sort /no/such/file"),
    ("coreutils", "timeout 0.05 sleep 2; echo exit status $?"),
    ("coreutils", "kill 999999"),
    ("coreutils", "find /no/such/dir -name '*.ts'"),
    ("coreutils", "grep -r sandbox /no/such/dir"),
    ("coreutils", "env -i no-such-command-xyz"),
    ("coreutils", "tar -xf /no/such/archive.tar"),
    ("coreutils", "tar -xzf /etc/hostname -C /tmp"),
    ("coreutils", "gzip -d /etc/hostname -c"),
    ("coreutils", "unzip /no/such/archive.zip"),
    ("coreutils", "df -h / && free -m && uname -a"),
    ("bash", "no-such-command-xyz --version"),
    ("bash", "cd /no/such/dir"),
    ("bash", "sh -c 'exit 3'; echo \"command failed: exit $?\""),
    ("bash", "echo hi > /proc/no/such/file"),
    ("bash", "source /no/such/env.sh"),
    ("bash", "set -u; echo $UNSET_VARIABLE_XYZ"),
    ("make", "make"),
    ("make", "printf 'all:\\n\\tfalse\\n' > Makefile.bad && make -f Makefile.bad"),
    ("make", "make no-such-target -f /dev/null"),
    ("gcc", "gcc /no/such/file.c"),
    ("gcc", "printf 'int main( { return 0; }\\n' > bad.c && gcc -c bad.c -o /dev/null"),
    ("jq", "echo '{\"a\": ' | jq ."),
    ("curl", f"curl -sS --max-time 2 http://127.0.0.1:{_CLOSED_PORT}/health"),
    ("curl", "curl -sS --max-time 2 http://no-such-host.invalid/"),
    ("curl", "curl -sS --max-time 2 -o /no/such/dir/out file:///etc/hostname"),
    ("wget", f"wget -q -O /dev/null --timeout=2 --tries=1 http://127.0.0.1:{_CLOSED_PORT}/"),
    ("ssh", f"ssh -o BatchMode=yes -o ConnectTimeout=2 -p {_CLOSED_PORT} 127.0.0.1 true"),
    ("ssh", "ssh-keygen -l -f /no/such/key"),
    ("mount", "mount -o bind /no/such/src /tmp"),
    ("mount", "umount /no/such/mountpoint"),
    ("mount", "mount -t tmpfs none /no/such/mountpoint"),
    ("mount", "mount -t fuse.s3fs bucket /tmp"),
    ("bwrap", "bwrap --ro-bind /no/such/src /dst true"),
    ("bwrap", "bwrap --bind / / --dev /dev no-such-command-xyz"),
    ("bwrap", "bwrap --ro-bind / / sh -c 'echo hi > /dev/null'"),
    ("bwrap", "bwrap --ro-bind / / --proc /proc --dev /dev --unshare-net ls /no/such/dir"),
    ("bwrap", "bwrap --ro-bind / / --dev /dev touch /etc/x"),
    ("bwrap", "bwrap --bind /etc/hostname /tmp true"),
    ("docker", "docker ps"),
    ("docker", "docker run --rm alpine echo hi"),
    ("docker", "docker build -t app ."),
    ("docker", "docker logs web-1"),
    ("docker", "docker exec -it sandbox-1 sh"),
    ("docker", "docker compose up -d"),
    ("git", "git status"),
    ("git", "git clone /no/such/repo.git clone-target"),
    ("git", "git -C repo checkout no-such-branch"),
    ("git", "git -C repo push"),
    ("git", "git -C repo pull"),
    ("git", "git -C repo merge no-such-branch"),
    ("git", "git -C repo commit -m 'nothing'"),
    ("git", "git -C repo merge topic"),
    ("git", "git -C repo apply ../bad.patch"),
    ("git", "git -C repo stash pop"),
    ("git", "git -C repo fetch origin"),
    ("git", "git -C repo rebase no-such-branch"),
    ("git", "git -C repo log --oneline -3 && git -C repo status --short"),
    ("git", "git -C repo worktree add ../wt-x no-such-ref"),
    ("npm", "npm --offline install no-such-package-xyz"),
    ("npm", "npm --offline install left-pad@1.3.0"),
    ("npm", "cd badjson && npm --offline install"),
    ("npm", "cd app && npm run test"),
    ("npm", "cd app && npm run build"),
    ("npm", "cd app && npm run no-such-script"),
    ("npm", "cd app && npm --offline ci"),
    ("npm", "cd app && npm ls"),
    ("npm", "npm --offline view no-such-package-xyz"),
    ("npm", "npx --offline --yes no-such-cli-xyz"),
    ("npm", "npm --offline exec -- no-such-bin-xyz"),
    ("npm", "cd app && npm pkg get nosuchkey && npm --version"),
    ("pip", "python3 -m pip install --no-index no-such-package-xyz"),
    ("pip", "python3 -m pip install --no-index -r /no/such/requirements.txt"),
    ("pip", "printf 'foo===bar===\\n' > req.txt && python3 -m pip install --no-index -r req.txt"),
    ("pip", "python3 -m pip show no-such-package-xyz"),
    ("pip", "python3 -m pip install --no-index --no-build-isolation ./broken"),
    ("pip", "python3 -m pip download --no-index -d dl requests"),
    ("pytest", "python3 -m pytest /no/such/path -q -p no:cacheprovider"),
    ("pytest", "python3 -m pytest pyt -q -p no:cacheprovider"),
    ("pytest", "python3 -m pytest pyt -q -p no:cacheprovider -x --tb=long"),
    ("pytest", "python3 -m pytest pyt -q -p no:cacheprovider --tb=line"),
]

_PYTEST_FILE = '''
import subprocess
import pytest

def test_command():
    subprocess.run(["sh", "-c", "exit 3"], check=True)

def test_sandbox_count():
    sandboxes = ["a", "b"]
    assert len(sandboxes) == 3, "expected three sandboxes"

def test_timeout():
    raise TimeoutError("timed out waiting for the sandbox to start")

def test_missing(tmp_path):
    open(tmp_path / "missing.txt").read()

@pytest.fixture
def broken():
    raise RuntimeError("fixture setup failed: mount point not found")

def test_uses_broken(broken):
    pass
'''

_BROKEN_SETUP = 'raise RuntimeError("setup.py failed: command not found: node")\n'


def _prepare(scratch: Path) -> None:
    """The files the commands work on: a git repository with a conflicting branch, npm projects, a pytest suite."""
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com"}
    env |= {"GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"}
    repo = scratch / "repo"
    script = (
        "git init -q -b main repo && cd repo && printf 'one\\n' > a.txt && git add a.txt && git commit -qm one && "
        "git checkout -qb topic && printf 'topic\\n' > a.txt && git commit -qam topic && git checkout -q main && "
        "printf 'main\\n' > a.txt && git commit -qam main && git remote add origin /no/such/remote.git"
    )
    subprocess.run(["bash", "-c", script], cwd=scratch, env=env, capture_output=True, timeout=60)
    (scratch / "bad.patch").write_text("--- a/a.txt\n+++ b/a.txt\n@@ -1 +1 @@\n-nothing\n+else\n")
    assert repo.is_dir()
    app = scratch / "app"
    app.mkdir()
    (app / "package.json").write_text(
        '{"name": "app", "version": "1.0.0", "scripts": {"test": "node -e \\"process.exit(3)\\"", '
        '"build": "node -e \\"throw new Error(\'build failed\')\\""}, "dependencies": {"left-pad": "1.3.0"}}\n'
    )
    bad = scratch / "badjson"
    bad.mkdir()
    (bad / "package.json").write_text('{"name": "badjson", "version": }\n')
    (scratch / "pyt").mkdir()
    (scratch / "pyt" / "test_app.py").write_text(_PYTEST_FILE)
    (scratch / "broken").mkdir()
    (scratch / "broken" / "setup.py").write_text(_BROKEN_SETUP)


def _commands() -> list[tuple[str, str]]:
    node = [("node", f"node -e {_quote(s)}") for s in _NODE_SNIPPETS]
    node += [("node", "node /no/such/script.js"), ("node", "printf 'const x = ;\\n' > bad.js && node bad.js")]
    python = [("python", f"python3 -c {_quote(s)}") for s in _PYTHON_SNIPPETS]
    return [*_SHELL, *node, *python]


def _quote(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"


def _run(scratch: Path, tool: str, command: str, timeout: float) -> Capture:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SANDBOX_ERRORS", "PYTEST", "COV_"))}
    env |= {"NO_COLOR": "1", "npm_config_update_notifier": "false", "npm_config_fund": "false", "LC_ALL": "C.UTF-8"}
    env["npm_config_cache"] = str(scratch / ".npm-cache")  # --offline: an empty cache, nothing fetched
    env["PIP_NO_INDEX"], env["PIP_FIND_LINKS"] = "1", ""
    try:
        done = subprocess.run(
            ["bash", "-c", command + " 2>&1"],
            cwd=scratch,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            timeout=timeout,
        )
        output = done.stdout.decode("utf-8", errors="replace")
    except subprocess.TimeoutExpired as exc:
        output = (exc.stdout or b"").decode("utf-8", errors="replace")
    return Capture(tool, command, output)


def capture(timeout: float = 30.0, workers: int = 4) -> list[Capture]:
    """Run every command in a fresh scratch folder and return what each printed. Tools missing here print their
    own "command not found", which is real output too."""
    scratch = Path(tempfile.mkdtemp(prefix="real-output-"))
    try:
        _prepare(scratch)
        with ThreadPoolExecutor(max_workers=workers) as pool:
            return list(pool.map(lambda tc: _run(scratch, tc[0], tc[1], timeout), _commands()))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


# --- other projects' error messages, read from their source ----------------------------------------------------

_CLASS_NAME = re.compile(r"^[A-Z]\w*(?:Error|Exception|Warning|Exit|Failure)$")


def _python_messages(path: Path) -> Iterator[str]:
    try:
        source = path.read_bytes()
        if b"raise" not in source:
            return
        tree = ast.parse(source)
    except (SyntaxError, ValueError, OSError, RecursionError):
        return
    for node in _raises(tree):
        if not isinstance(node.exc, ast.Call) or not node.exc.args:
            continue
        func = node.exc.func
        name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
        if not _CLASS_NAME.match(name):
            continue
        text = _literal_text(node.exc.args[0])
        if text and 12 <= len(text) <= 300 and "\n" not in text:
            yield f"{name}: {text}"


def _raises(tree: ast.Module) -> Iterator[ast.Raise]:
    """Every ``raise`` statement: a statement sits only in the bodies of others, so expressions (most of a
    tree's nodes) are never walked."""
    todo: list[ast.AST] = list(tree.body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Raise):
            yield node
        for name in ("body", "orelse", "finalbody", "handlers", "cases"):
            children = getattr(node, name, None)
            if children:
                todo.extend(children)


def _literal_text(node: ast.expr) -> str | None:
    """A message as it prints: a string constant, or an f-string / %-format with its values filled in."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return re.sub(r"%[-+ #0]*\d*(?:\.\d+)?[sdrifx]", "x1", node.value)
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant) and isinstance(value.value, str):
                parts.append(value.value)
            else:
                parts.append("x1")
        return "".join(parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        return _literal_text(node.left)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format":
        inner = _literal_text(node.func.value) if isinstance(node.func.value, ast.expr) else None
        return re.sub(r"\{[^{}]*\}", "x1", inner) if inner else None
    return None


def _node_messages() -> list[str]:
    """Node's own error messages (``internal/errors``), each as Node prints it: ``Name [CODE]: message``."""
    script = (
        "const {codes} = require('internal/errors'); const out = [];"
        "for (const code of Object.keys(codes)) { for (let n = 0; n <= 4; n++) { try {"
        " const e = new codes[code](...['value', 'string', '123', '/tmp/x'].slice(0, n));"
        " out.push(`${e.name} [${code}]: ${e.message}`); break; } catch {} } }"
        "console.log(JSON.stringify(out));"
    )
    try:
        done = subprocess.run(
            ["node", "--expose-internals", "-e", script], capture_output=True, text=True, timeout=60
        )
    except (OSError, subprocess.TimeoutExpired):
        return []
    import json

    try:
        return [str(m) for m in json.loads(done.stdout or "[]")]
    except ValueError:
        return []


def _python_roots() -> list[Path]:
    import sysconfig

    roots = {Path(sysconfig.get_paths()["stdlib"]), Path(sysconfig.get_paths()["purelib"])}
    return sorted(r for r in roots if r.is_dir())


def foreign_messages(limit: int | None = None, files: int | None = None) -> list[str]:
    """Error messages other projects throw, as they print: the Python standard library's and site-packages'
    ``raise`` statements (this project and its tests left out) and Node's ``internal/errors``. Sorted, unique.
    ``files``: read only that many Python files, a fixed sample (all of them take minutes to parse)."""
    import errors

    # Folders as found and as resolved; the files under a root are compared by name (resolving each costs seconds).
    folders = (Path(__file__).parents[2], Path(errors.__file__).parent)
    ours = tuple({f"{f}{os.sep}" for folder in folders for f in (folder.absolute(), folder.resolve())})
    found: set[str] = set(_node_messages())
    roots = {r.resolve() for r in _python_roots()}
    paths = sorted(p for root in sorted(roots) for p in root.rglob("*.py") if not str(p).startswith(ours))
    if files is not None:
        paths = random.Random(5).sample(paths, min(files, len(paths)))
    for path in paths:
        found.update(_python_messages(path))
    out = sorted(found)
    return out if limit is None else random.Random(5).sample(out, min(limit, len(out)))


# --- CI lines and word salad from the catalog's words ----------------------------------------------------------

_CI_SHAPES = [
    "[ci] step {n}: {a} {b} to the cache bucket failed: retrying in {n} s",
    "[runner] the {a} {b} timed out after waiting for the lock {n} ms, retrying",
    "##[error]Process completed with exit code {n}.",
    "##[warning]{A} {b} is deprecated and will be removed in a future release",
    "Error: Process completed with exit code {n}.",
    "::error file=src/{a}.ts,line={n}::{A} {b} not found",
    "#{n} ERROR: process \"/bin/sh -c npm ci\" did not complete successfully: exit code: {n}",
    "#{n} [{a} {n}/{m}] RUN pnpm install --frozen-lockfile",
    "ERROR: failed to solve: {a}: failed to compute cache key: \"/{b}\" not found",
    " FAIL  src/{a}/{b}.test.ts > {a} > {c}",
    "  ● {A} › {b} {c}",
    "    Expected: \"{a}\"",
    "Tests:       {n} failed, {m} passed, {n} total",
    " ✓ src/{a}.test.ts ({n} tests) {m}ms",
    "Cannot find module '{a}' from 'src/{b}.ts'",
    "npm ERR! request to https://registry.npmjs.org/{a}{n} failed: {b} {c} exit not found mount",
    "{A} {b} {c} failed after {n} attempts",
    "warning: {a} {b} did not {c} within {n}s; continuing",
    "[{n}:{m}:07] INFO build step {n}: {a} {b} {c} (ok)",
    "time=\"2026-11-30T10:0{n}:00Z\" level=error msg=\"{a} {b} failed: {c} not found\"",
    "{a}-{n} | {A} {b}: {c}",
    "Retrying {a} {b} ({n}/{m}) after error: {c} timed out",
    "Deploying {a} to {b}... failed: {c}",
    "{A} {b} is not running; restarting {c} in {n}s",
]


def _catalog_words(catalog: object) -> list[str]:
    words: set[str] = set()
    for entry in getattr(catalog, "entries", ()):
        for literal in entry.template.literals:
            words.update(w for w in re.findall(r"[A-Za-z][A-Za-z]{2,}", literal))
    return sorted(words)


def ci_lines(catalog: object, count: int, seed: int = 1) -> list[str]:
    """``count`` CI lines in the shapes CI systems, test runners and docker builds print, filled with the
    catalog's own words (none of them a Mastra error)."""
    rng = random.Random(seed)
    words = _catalog_words(catalog)
    out = []
    for _ in range(count):
        a, b, c = (rng.choice(words).lower() for _ in range(3))
        shape = rng.choice(_CI_SHAPES)
        out.append(shape.format(a=a, b=b, c=c, A=a.capitalize(), n=rng.randint(1, 99), m=rng.randint(1, 99)))
    return out


def word_salad(catalog: object, count: int, seed: int = 2) -> list[str]:
    """``count`` lines of 3 to 14 of the catalog's literal words in a random order, some with punctuation."""
    rng = random.Random(seed)
    words = _catalog_words(catalog)
    out = []
    for _ in range(count):
        picked = [rng.choice(words) for _ in range(rng.randint(3, 14))]
        if rng.random() < 0.5:
            picked[rng.randrange(len(picked))] += rng.choice([":", ",", ".", " -"])
        out.append(" ".join(picked))
    return out


# Tools whose own errors the catalog explains (entries of these packages, `Catalog.tools`): what they print is a
# negative for every other entry, not for those.
CATALOGUED_TOOLS = {"bwrap": "bubblewrap", "mount": "fuse"}


def lines_of(captures: Iterable[Capture]) -> list[tuple[str, str]]:
    """Every line of the captures, with the tool that printed it."""
    return [(c.tool, line) for c in captures for line in c.lines()]


if __name__ == "__main__":  # python tests/corpus/real_output.py: print what the capture sees, per tool
    got = capture()
    for c in got:
        print(f"--- {c.tool}: {c.command}")
        print(c.output.rstrip()[:2000])
    print(f"{sum(len(c.lines()) for c in got)} lines from {len(got)} commands", file=sys.stderr)
