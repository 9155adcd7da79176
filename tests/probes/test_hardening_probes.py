"""Hardening of the probes (issue 13): no secret in any output, no process left behind, no traceback on a tarpit.

The secret and process tests run the real Node bridge against the real @mastra/core 1.71.0 and the fixture
modules in fixtures/hardening.mjs and fixtures/throws_at_import.mjs.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import quote

import pytest
from click.testing import CliRunner
from probe_helpers import CATALOG, cmdline, live_descendants, no_leftover_folders, no_leftover_processes

from errors.cli import main
from errors.cli._context import AppContext
from errors.cli.probe import probe
from errors.probes import TargetError, run_probes
from errors.probes._dotenv import dotenv_pairs
from errors.probes._proc import run_argv
from errors.probes._redact import MASK, redact, secret_values

#: Holds characters that repr(), JSON and percent-encoding change, so every escaped form must be masked too.
SECRET = "tok3n-VALUE+abc/xyz=="
SECRET_VAR = "PROBE_TEST_API_TOKEN"
DOTENV_SECRET = "dotenv-db-pass-9f3k"


def leaked(text: str, *secrets: str) -> list[str]:
    """The forms of ``secrets`` that appear in ``text`` (raw, percent-encoded, or a telling piece of it)."""
    forms = {f for s in secrets for f in (s, quote(s, safe=""), s[:10], s[-10:])}
    return sorted(f for f in forms if f in text)


@pytest.fixture
def secret_env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SECRET_VAR, SECRET)
    monkeypatch.setenv("COLUMNS", "1000")  # rich would wrap long lines, and could split a secret across two


def cli(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(probe, list(args), obj=AppContext(None))
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    return result.exit_code, result.stdout, result.stderr


def shown(out: str, as_json: bool) -> str:
    """The text the user reads: the report's details when it is JSON, the output as is otherwise."""
    if not as_json or not out:
        return out
    data = json.loads(out)
    return "\n".join([data["target"], *(p["detail"] for p in data["probes"])])


# -- secrets ---------------------------------------------------------------------------------------------------

SECRET_SHAPES = [
    # (target, extra arguments, exit status, masked text the user must still see)
    pytest.param(
        "hardening.mjs#errorMessage",
        ("--allow-create", "--only", "execute_command"),
        1,
        ["rejected for key ***"],
        id="error-message",
    ),
    pytest.param("throws_at_import.mjs", (), 2, ["API token *** has expired"], id="thrown-at-import"),
    pytest.param("hardening.mjs#factoryThrows", (), 2, ["token *** was refused"], id="thrown-by-factory"),
    pytest.param(
        "hardening.mjs#stderrThenExit", (), 2, ["exit status 4", "authentication failed for ***"], id="stderr"
    ),
    pytest.param(
        "hardening.mjs#sandboxFields",
        ("--allow-create", "--only", "surface,networking,lifecycle"),
        1,
        ["Cls_***", "provider 'provider-***'", "status 'pending ***'", "Sandbox 'sb-***'", "/***/?q=***"],
        id="sandbox-fields",
    ),
]


@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
@pytest.mark.parametrize(("target", "extra", "code", "masked"), SECRET_SHAPES)
def test_no_environment_secret_in_probe_output(
    core171: Path, secret_env: None, target: str, extra: tuple[str, ...], code: int, masked: list[str], as_json: bool
) -> None:
    args = [f"mastra:{target}", "--project", str(core171), *extra, *(["--json"] if as_json else [])]
    got, out, err = cli(*args)
    assert got == code, (out, err)
    assert leaked(out + err, SECRET) == []
    text = " ".join((shown(out, as_json) + err).split())  # as read: the report wraps its details at the width
    for piece in masked:  # the message is still there, with the value masked
        assert piece in text, text


def test_dotenv_values_are_masked(
    core171: Path, secret_env: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project = tmp_path / "project"
    project.mkdir()
    for name in ("package.json", "hardening.mjs"):
        shutil.copy(core171 / name, project / name)
    (project / "node_modules").symlink_to((core171 / "node_modules").resolve(), target_is_directory=True)
    (project / ".env").write_text(f"# loaded by the module\nexport PROBE_DOTENV_DB_PASSWORD='{DOTENV_SECRET}'\n")
    for as_json in ([], ["--json"]):
        code, out, err = cli("mastra:hardening.mjs#dotenvSecret", "--project", str(project), *as_json)
        assert code == 2
        assert leaked(out + err, DOTENV_SECRET) == []
        assert "database login failed: ***" in err


def test_diagnose_shows_no_secret_in_a_probe_error_or_evidence(core171: Path, secret_env: None) -> None:
    message = "Sandbox 'sess-1' cannot run the session setup: no executeCommand implementation"
    base = ["diagnose", message, "--project", str(core171), "--probe-timeout", "60"]
    failed = CliRunner().invoke(main, [*base, "--probe", "mastra:hardening.mjs#factoryThrows"])
    assert failed.exit_code == 2 and "token *** was refused" in failed.stderr
    assert leaked(failed.stdout + failed.stderr, SECRET) == []
    ran = CliRunner().invoke(main, [*base, "--probe", "mastra:hardening.mjs#errorMessage", "--allow-create", "--json"])
    assert ran.exit_code == 0, ran.output
    assert leaked(ran.stdout + ran.stderr, SECRET) == []
    probes = json.loads(ran.stdout)["probes"]
    assert any("rejected for key ***" in p["detail"] for p in probes)


def test_redaction_masks_secret_values_but_not_ordinary_ones(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MY_SERVICE_PASSWORD", "hunter2-longer")
    monkeypatch.setenv("DB_PASS", "pa55word")
    monkeypatch.setenv("SHORT_TOKEN", "abc")  # too short to be a credential: masking it would mangle words
    monkeypatch.setenv("GIT_AUTHOR_NAME", "Probe Author")  # AUTHOR is not AUTH
    monkeypatch.setenv("HTTP_AUTHORIZATION", "Basic dXNlcjpwYXNz")
    monkeypatch.setenv("DEPLOY_REGION", "westeurope")  # not a secret name
    monkeypatch.setenv("DATABASE_URL", "postgres://app:db-url-password@db.internal/app")  # a password in a URL
    monkeypatch.setenv("SIGNING_PRIVATE_KEY", "-----BEGIN KEY-----\nAAAAsecretline1\n-----END KEY-----")
    text = (
        "hunter2-longer pa55word abc Probe Author dXNlcjpwYXNz westeurope db-url-password AAAAsecretline1 "
        "'hunter2-longer' cloning https://ghp-like-token-value@github.com/o/r and ssh://deploy@host:22"
    )
    out = redact(text)
    for secret in ("hunter2-longer", "pa55word", "dXNlcjpwYXNz", "db-url-password", "AAAAsecretline1"):
        assert secret not in out
    for kept in (" abc ", "Probe Author", "westeurope", "ssh://deploy@host:22"):
        assert kept in out
    assert "https://***@github.com/o/r" in out


def test_dotenv_reading_is_bounded_and_skips_examples(tmp_path: Path) -> None:
    (tmp_path / ".env.local").write_text('API_KEY="from-env-local"\nNODE_ENV=development # a comment\n')
    (tmp_path / ".env.example").write_text("API_KEY=placeholder-value\n")
    os.mkfifo(tmp_path / ".env")  # a FIFO would block a plain read forever
    (tmp_path / ".env.test").symlink_to("/dev/zero")  # endless: never read
    (tmp_path / "shared.env").write_text("export SHARED_SECRET=linked-secret\n")
    (tmp_path / ".env.production").symlink_to(tmp_path / "shared.env")  # a link to a regular file is read
    started = time.monotonic()
    pairs = dotenv_pairs(tmp_path)
    assert time.monotonic() - started < 2
    assert pairs == [("API_KEY", "from-env-local"), ("NODE_ENV", "development"), ("SHARED_SECRET", "linked-secret")]
    assert secret_values(pairs) == {"from-env-local", "linked-secret"}


def test_probe_exceptions_and_results_are_redacted_when_made(monkeypatch: pytest.MonkeyPatch) -> None:
    from errors.probes import ProbeResult

    monkeypatch.setenv(SECRET_VAR, SECRET)
    assert SECRET not in str(TargetError(f"cannot load: {SECRET}"))
    result = ProbeResult("surface", "fail", f"detail {SECRET}", hint=f"hint {SECRET!r}")
    assert MASK in result.detail and SECRET not in result.detail + result.hint


# -- processes -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("export", ["leavesDetachedEmptyEnv", "leavesDoubleFork", "leavesSetsidEnvI"])
def test_no_process_outlives_the_bridge(
    core171: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, export: str
) -> None:
    with no_leftover_folders(monkeypatch, tmp_path) as scratch, no_leftover_processes():
        report = run_probes(
            f"mastra:hardening.mjs#{export}",
            project=core171,
            catalog=CATALOG,
            allow_create=True,
            only=["execute_command"],
            scratch=str(scratch),
        )
        result = report.get("execute_command")
        assert result is not None and result.status == "pass", result  # the shape ran on every command


@pytest.mark.parametrize(
    "script",
    [
        "setsid env -i /bin/sleep 64 >/dev/null 2>&1 & true",
        "(sleep 65 >/dev/null 2>&1 &)",
        "env -i /bin/sh -c '/bin/sleep 66 >/dev/null 2>&1 &'",
    ],
    ids=["setsid-env-i", "double-fork", "empty-env"],
)
def test_no_process_outlives_a_local_command(tmp_path: Path, script: str) -> None:
    # The pause lets the sleeper escape before the command exits (else killing its group could win the race).
    command = ["sh", "-c", script + "; sleep 0.5; echo started"]
    with no_leftover_processes():
        done = run_argv(command, cwd=tmp_path, env={"PATH": os.defpath}, timeout=10)
        assert done.exit_code == 0 and done.stdout == "started\n"


_CLI = "import sys; from errors.cli import main; main(sys.argv[1:])"


def test_the_subreaper_keeps_the_commands_status(tmp_path: Path) -> None:
    env = {"PATH": os.defpath}
    done = run_argv(["sh", "-c", "echo out; echo err >&2; exit 3"], cwd=tmp_path, env=env, timeout=10)
    assert (done.exit_code, done.stdout, done.stderr) == (3, "out\n", "err\n")
    missing = run_argv(["no-such-command-here"], cwd=tmp_path, env=env, timeout=10)
    assert missing.exit_code == 127 and missing.stderr.startswith("no-such-command-here: ")
    assert run_argv(["sh", "-c", "kill -TERM $$"], cwd=tmp_path, env=env, timeout=10).exit_code == -signal.SIGTERM


def _wait_for(predicate: Callable[[], bool], seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def test_scratch_folder_of_a_stopped_bridge_is_removed(
    core171: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The sandbox made its mastra-probe.XXXXXXXX folder, then the bridge had to be stopped before it removed it."""
    with no_leftover_folders(monkeypatch, tmp_path) as scratch, no_leftover_processes():
        report = run_probes(
            "mastra:hardening.mjs#blocksAfterMktemp",
            project=core171,
            catalog=CATALOG,
            allow_create=True,
            only=["write_files"],
            timeout=6,  # starting the bridge must fit in it on a busy machine (2 s did not, at times)
            scratch=str(scratch),
        )
        result = report.get("write_files")
        assert result is not None and result.status == "fail" and "did not answer" in result.detail


def _start_hanging_run(project: Path, private_tmp: Path) -> subprocess.Popen[bytes]:
    """The probe CLI in a real process, busy in a command that never returns, once its sleeper is running."""
    run = subprocess.Popen(
        [
            *(sys.executable, "-c", _CLI, "probe", "mastra:hardening.mjs#leavesSetsidThenHangs"),
            *("--project", str(project), "--allow-create", "--only", "execute_command"),
        ],
        env={**os.environ, "TMPDIR": str(private_tmp)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    if not _wait_for(lambda: any("sleep 67" in cmdline(p) for p in live_descendants(os.getpid())), 60):
        run.kill()
        run.wait()
        pytest.fail("the fixture's sleeper never started")
    return run


def test_processes_die_with_a_killed_probe_run(core171: Path, tmp_path: Path) -> None:
    """SIGKILL leaves the probe no chance to clean up; the subreaper sees its parent die and kills the tree."""
    with no_leftover_processes():
        run = _start_hanging_run(core171, tmp_path)
        run.send_signal(signal.SIGKILL)
        run.wait()


def test_sigterm_ends_the_run_through_its_cleanup(core171: Path, tmp_path: Path) -> None:
    private = tmp_path / "tmp"
    private.mkdir()
    with no_leftover_processes():
        run = _start_hanging_run(core171, private)
        assert any(p.name.startswith("mastra-probe-") for p in private.iterdir())  # the run's own folder
        run.send_signal(signal.SIGTERM)
        code = run.wait(timeout=60)
    assert sorted(os.listdir(private)) == [], "temporary folders left behind"
    assert code == 128 + signal.SIGTERM


# -- ssh tarpit ------------------------------------------------------------------------------------------------


@pytest.fixture
def tarpit(request: pytest.FixtureRequest) -> Iterator[int]:
    """A loopback server that accepts TCP and then says nothing (or only its banner, with ``banner``)."""
    greeting: bytes = request.param
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.settimeout(0.2)
    held: list[socket.socket] = []
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                conn, _ = server.accept()
            except OSError:
                continue
            held.append(conn)
            if greeting:
                conn.sendall(greeting)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    yield int(server.getsockname()[1])
    stop.set()
    thread.join(5)
    for conn in held:
        conn.close()
    server.close()


# The CLI in a real process; at exit it waits for paramiko's transport threads, as a longer-lived process
# (diagnose, a library caller) would, so a traceback they print late is not cut off by the exit. (Its
# handshake Timer only fires after 15 s and prints nothing: not waited for.)
_CLI_WAITING_FOR_THREADS = """
import atexit, sys, threading
atexit.register(lambda: [
    t.join(20) for t in threading.enumerate()
    if t is not threading.main_thread() and not isinstance(t, threading.Timer)
])
from errors.cli import main
main(sys.argv[1:])
"""


@pytest.mark.parametrize(
    ("tarpit", "says"),
    # "within Ns" is what was left of the 2 s budget when the connection began: less on a busy machine.
    [(b"", r"sent no SSH banner within \d+s"), (b"SSH-2.0-tarpit\r\n", "did not finish the key exchange")],
    ids=["no-banner", "banner-only"],
    indirect=["tarpit"],
)
def test_ssh_tarpit_gives_one_clear_line(tarpit: int, says: str) -> None:
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-c", _CLI_WAITING_FOR_THREADS, "probe", f"ssh://127.0.0.1:{tarpit}", "--timeout", "2"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: cannot connect to ssh://"), done.stderr
    assert re.search(says, lines[0]), lines[0]
    assert done.stdout == ""
    assert time.monotonic() - started < 30


# -- issue 20: every kind of secret, in the forms Node, JSON, HTTP and URLs print ------------------------------

FAKE_SECRETS = {
    "bearer": "b3arer-Tok3n.9f8e7d6c5b4a",
    "apiKey": "xk-93f0a8c1d2e4b5a6f7",
    "cookie": "c00kie-9a8b7c6d5e4f3a2b",
    "password": "hunter2-Correct-Horse",
    "jwt": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJkZXBsb3kiLCJpYXQiOjE3MDAwMDAwMDB9"
    ".c2lnbmF0dXJlLXZhbHVlLWZha2U",
    "sk": "sk-proj-A1b2C3d4E5f6G7h8I9j0K1l2M3n4",
    "ghp": "ghp_Ab3dEf6hIj9lMn2pQr5tUv8xYz1BcD4fGh7J",
    "awsId": "AKIAIOSFODNN7EXAMPLE",
    "awsSecret": "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
    "pem": "-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQC7\n"
    "Q2hlY2sgdGhpcyBpcyBub3QgYSByZWFsIGtleSwganVzdCBhIHRlc3Q=\n-----END PRIVATE KEY-----\n",
}


def _secret_texts() -> list[str]:
    """What must not be seen: each secret, the base64 of the basic credential, each line of the key body."""
    import base64

    texts = [v for k, v in FAKE_SECRETS.items() if k != "pem"]
    texts.append(base64.b64encode(f"deploy:{FAKE_SECRETS['password']}".encode()).decode())
    texts += [line for line in FAKE_SECRETS["pem"].splitlines() if "-----" not in line]
    return texts


@pytest.fixture(scope="module")
def node_forms() -> list[dict[str, str]]:
    if shutil.which("node") is None:
        pytest.skip("needs node: the forms are what Node itself prints")
    script = Path(__file__).parent / "fixtures" / "secret_forms.mjs"
    env = {**os.environ, "SECRET_FORMS": json.dumps(FAKE_SECRETS)}
    done = subprocess.run(["node", str(script)], capture_output=True, text=True, env=env, timeout=60, check=True)
    return [json.loads(line) for line in done.stdout.splitlines()]


def test_node_prints_every_secret_in_every_form(node_forms: list[dict[str, str]]) -> None:
    """The control: the forms hold the secrets (else the next test would pass for nothing)."""
    printed = "\n".join(f["text"] for f in node_forms)
    assert all(secret in printed for secret in _secret_texts())
    assert len(node_forms) >= 15


def test_no_secret_shape_survives_redaction_in_any_form(node_forms: list[dict[str, str]]) -> None:
    """Before: `authorization: 'Bearer sk-live-…'` lost only `'Bearer`; Basic, x-api-key, cookies, JSON passwords
    and api keys, JWTs, sk-/ghp_ keys, the AWS secret and PEM bodies went through whole."""
    secrets = _secret_texts()
    for form in node_forms:
        out = redact(form["text"])
        assert leaked(out, *secrets) == [], (form["form"], out)
        assert MASK in out, form["form"]
    # The message stays readable: the names of what was masked are still there.
    shown = redact("\n".join(f["text"] for f in node_forms))
    for kept in ("authorization: 'Bearer ***'", "'x-api-key': '***'", "Authorization: Basic ***", "https://api.example"):
        assert kept in shown, kept


ENV_SECRET = "tok3n-VALUE+abc/xyz=="


def _encoded_forms(value: str) -> dict[str, str]:
    import base64

    raw = value.encode()
    forms = {"upper": value.upper(), "lower": value.lower(), "first-half": value[:11], "last-half": value[-11:]}
    forms["middle"] = value[4:16]
    for k in range(3):  # the value at each alignment inside a longer base64 text, both alphabets
        forms[f"base64+{k}"] = base64.b64encode(b"user:"[: 2 + k] + raw).decode()
        forms[f"base64url+{k}"] = base64.urlsafe_b64encode(b"user:"[: 2 + k] + raw + b"!").decode()
    forms["basic"] = "Authorization: Basic " + base64.b64encode(b"me:" + raw).decode()
    return forms


@pytest.mark.parametrize("form", list(_encoded_forms(ENV_SECRET)))
def test_an_environment_value_is_masked_encoded_recased_or_in_part(
    monkeypatch: pytest.MonkeyPatch, form: str
) -> None:
    """Before: masked raw, JSON-escaped and percent-encoded, but not base64, upper-cased or in part."""
    import base64

    monkeypatch.setenv(SECRET_VAR, ENV_SECRET)
    text = f"the service said: {_encoded_forms(ENV_SECRET)[form]} (end)"
    out = redact(text)
    assert out.startswith("the service said: ") and out.endswith(" (end)") and MASK in out, out
    pieces = [ENV_SECRET[i : i + 8] for i in range(len(ENV_SECRET) - 7)]
    assert not [p for p in pieces if p.lower() in out.lower()], out
    encoded = {base64.b64encode(b"\0" * k + ENV_SECRET.encode()).decode()[3:-3] for k in range(3)}
    assert not [e for e in encoded if e in out and len(e) > 8], out


def test_redaction_keeps_what_is_not_a_secret() -> None:
    text = (
        "commit 0123456789abcdef0123456789abcdef01234567 of sandbox 'sb-4f2a' "
        "(id 7c9e6679-7425-40de-944b-e07fc1f90ae7) "
        "primaryKey: 'id', keyboard layout us, authorName: 'Probe Author', Bearer of bad news, "
        "printenv MASTRA_PROBE_ENV_X exited 1 at http://127.0.0.1:4111/mastra-probe-abc?x=1"
    )
    assert redact(text) == text


def test_redaction_is_linear_on_hostile_text() -> None:
    """Unbounded repeats tried at every word boundary of a long dotted run would make this quadratic."""
    started = time.perf_counter()
    for text in ("a-" * 100_000, "token." * 50_000, "-----BEGIN X-----" * 5_000, "'" * 100_000, "sk-" * 50_000):
        redact(text)
    assert time.perf_counter() - started < 10
