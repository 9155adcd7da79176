"""``sandbox-errors diagnose`` and ``errors.diagnose``: the CLI contract, every normalisation, bad input."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from click.testing import CliRunner
from corpus import Case, load_positives

from errors import diagnose
from errors.catalog import Catalog, load_catalog
from errors.cli import main
from errors.normalize import MAX_LINE_CHARS, candidates, wrapped_groups
from errors.template import Template

ROOT = Path(__file__).resolve().parent.parent
CONTRACT_KEYS = {"id", "title", "message", "score", "confidence", "params", "exception", "docs_url"}
SETUP = "Sandbox 'my-box' cannot run the session setup: no executeCommand implementation"


@cache
def _catalog() -> Catalog:
    return load_catalog(use_cache=False)


@cache
def _bare() -> dict[str, Case]:
    """One plain rendering per catalogued entry (from the corpus)."""
    return {c.expected: c for c in load_positives() if c.form == "bare" and c.key.endswith("/0") and c.expected}


def run(*args: str, stdin: bytes | str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=stdin, env={"COLUMNS": "120", "NO_COLOR": "1"})
    if result.exception and not isinstance(result.exception, SystemExit):
        raise result.exception
    return result.exit_code, result.stdout, result.stderr


def run_json(*args: str, stdin: bytes | str | None = None) -> tuple[int, dict[str, object]]:
    code, out, err = run("diagnose", "--json", *args, stdin=stdin)
    assert code in (0, 1), err
    return code, json.loads(out)


# --- the CLI contract --------------------------------------------------------------------------------------------


def test_exit_0_and_the_json_contract_for_a_catalogued_message() -> None:
    code, result = run_json(SETUP)
    assert code == 0
    assert set(result) >= {"matches", "probes"} and result["probes"] == []
    matches = result["matches"]
    assert isinstance(matches, list) and matches
    top = matches[0]
    assert CONTRACT_KEYS <= set(top)
    assert top["id"] == "session-setup-without-execute-command"
    assert top["confidence"] == "exact" and top["params"] == {"sandbox_id": "my-box"}
    assert top["exception"] == "SessionSetupWithoutExecuteCommand"
    assert top["docs_url"].endswith("/errors/session-setup-without-execute-command/")
    assert top["message"] == _catalog().get("session-setup-without-execute-command").message


def test_exit_1_and_an_empty_list_when_nothing_matches() -> None:
    code, result = run_json("TypeError: Cannot read properties of undefined (reading 'map')")
    assert code == 1 and result["matches"] == []
    code, out, _ = run("diagnose", "hello world")
    assert code == 1 and "Not in the catalog" in out


@pytest.mark.parametrize(
    ("args", "stdin", "says"),
    [
        (["   \n\t "], None, "empty"),
        (["-"], b"\x00\x01\x02\x03\x00\x00\x00\x05" * 1000, "binary"),
        ([SETUP, "--file", "x.log"], None, "not both"),
        (["--file", "/nonexistent/dir/x.log"], None, "cannot read"),
        (["--top", "0", SETUP], None, "0"),
    ],
)
def test_exit_2_for_unusable_input(args: list[str], stdin: bytes | None, says: str) -> None:
    code, _, err = run("diagnose", *args, stdin=stdin)
    assert code == 2 and says in err


def test_read_alikes_come_back_as_rivals_of_one_error_and_top_limits_errors() -> None:
    # Three catalogued templates render this text (ambiguous by design): one error, the entry whose template
    # reads the most of it first, the other two as its rivals, each saying how it differs.
    text = 'Invalid environment variable name: "MY-VAR"'
    _, result = run_json(text, "--top", "5")
    matches = result["matches"]
    assert isinstance(matches, list) and len(matches) == 1
    # A plain phrase (errors.match.specificity): dotenv tools and shells say the same, so alone it is possible.
    assert matches[0]["id"] == "deploy-env-name-invalid" and matches[0]["confidence"] == "possible"
    rivals = {r["id"]: r for r in matches[0]["rivals"]}
    assert set(rivals) == {"cloudflare-invalid-env-var-name", "daytona-invalid-env-var-name"}
    assert all("punctuation differs" in r["how"] for r in rivals.values())
    # Two errors in one paste are two matches, best first; --top 1 keeps the first.
    two = text + "\nSandbox 'my-box' cannot run the session setup: no executeCommand implementation"
    _, result = run_json(two, "--top", "5")
    assert len(result["matches"]) == 2  # type: ignore[arg-type]
    _, result = run_json(two, "--top", "1")
    assert len(result["matches"]) == 1  # type: ignore[arg-type]


def test_a_literal_template_found_inside_a_longer_text_does_not_outrank_a_whole_reading() -> None:
    # "Invalid environment variable name" (Render, nothing after it) sits inside the text of templates that go
    # on with the name; a whole reading covers it word for word, so it is demoted and the exact readings stay.
    _, result = run_json('Invalid environment variable name: "MY-VAR"', "--top", "5")
    ids = [m["id"] for m in result["matches"]]  # type: ignore[union-attr]
    assert ids[0] == "deploy-env-name-invalid" and "render-invalid-env-var-name" not in ids
    _, result = run_json("RenderSandboxError: Invalid environment variable name")
    assert result["matches"][0]["id"] == "render-invalid-env-var-name"  # type: ignore[index]
    # Cut off: the longer template's start shows more literal text than the short one found inside it.
    _, result = run_json("Invalid environment variable name for AgentCore …")
    assert result["matches"][0]["id"] == "agentcore-invalid-env-name"  # type: ignore[index]


def test_stdin_dash_and_absent_text_and_file(tmp_path: Path) -> None:
    assert run_json("-", stdin=SETUP)[0] == 0
    code, out, _ = run("diagnose", "--json", stdin=SETUP.encode())
    assert code == 0 and json.loads(out)["matches"][0]["id"] == "session-setup-without-execute-command"
    log = tmp_path / "ci.log"
    log.write_text("step 1\nstep 2\n##[error]" + SETUP + "\nstep 3\n", encoding="utf-8")
    code, result = run_json("--file", str(log))
    assert code == 0
    top = result["matches"][0]  # type: ignore[index]
    assert top["line"] == 3 and "prefix:ci-marker" in top["normalizations"]


def test_why_shows_template_spans_and_normalisations() -> None:
    code, out, _ = run("diagnose", "--why", "\x1b[31mError: " + SETUP.replace("'", "\u2019") + "\x1b[39m")
    assert code == 0
    entry = _catalog().get("session-setup-without-execute-command")
    assert f"template: {entry.message}" in out
    assert "sandbox_id: characters" in out
    assert "ansi" in out and "smart-quotes" in out and "prefix:error-class" in out
    assert "sandbox_id = my-box" in out


def test_terminal_output_has_title_values_meaning_fixes_and_docs() -> None:
    code, out, _ = run("diagnose", SETUP)
    entry = _catalog().get("session-setup-without-execute-command")
    assert code == 0
    assert entry.title in out and "What it means" in out and "Fixes" in out and entry.fixes[0].title in out
    assert _catalog().docs_url(entry.id) in out and "my-box" in out


def test_every_catalogued_message_through_the_cli() -> None:
    """`printf '%s' "<message>" | sandbox-errors diagnose`: the right entry, with its values, for every entry."""
    bare = _bare()
    assert set(bare) == {e.id for e in _catalog().entries if not e.retired}
    for entry_id, case in bare.items():
        code, out, err = run("diagnose", "--json", stdin=case.text.encode())
        assert code == 0, (entry_id, err)
        top = json.loads(out)["matches"][0]
        assert top["id"] in case.accept, (entry_id, top["id"])
        if top["id"] == entry_id:
            assert {k: top["params"].get(k) for k in case.check_params} == {
                k: case.params[k] for k in case.check_params
            }


def test_printf_pipe_into_the_real_command() -> None:
    """The installed console script (or ``python -m errors``) reading standard input, as a user runs it."""
    command = [shutil.which("sandbox-errors") or "", "diagnose"]
    if not command[0]:
        command = [sys.executable, "-m", "errors", "diagnose"]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "NO_COLOR": "1", "COLUMNS": "120"}
    for entry_id in ["session-setup-without-execute-command", "sandbox-port-not-exposed", "git-operation-failed"]:
        case = _bare()[entry_id]
        done = subprocess.run(command, input=case.text.encode(), capture_output=True, env=env, timeout=120)
        assert done.returncode == 0, done.stderr.decode()
        out = done.stdout.decode()
        assert _catalog().get(entry_id).title in out
        for name in case.check_params:
            assert f"{name} = {case.params[name]}" in out


def test_the_python_api_returns_the_cli_records() -> None:
    api = diagnose(SETUP, _catalog())
    _, cli = run_json(SETUP)
    assert [m["id"] for m in api["matches"]] == [m["id"] for m in cli["matches"]]  # type: ignore[union-attr]
    assert api["matches"][0]["params"] == cli["matches"][0]["params"]  # type: ignore[index]


# --- normalisation: every form real pastes take ------------------------------------------------------------------

FORMS = [
    ("ansi", "\x1b[31m\x1b[1m" + SETUP + "\x1b[22m\x1b[39m", "ansi"),
    ("crlf", "Error: " + SETUP + "\r\n    at run (/app/x.js:1:2)\r\n", "crlf"),
    ("smart quotes", SETUP.replace("'my-box'", "\u2018my-box\u2019"), "smart-quotes"),
    ("html entities", SETUP.replace("'", "&#39;"), "html-entities"),
    ("html tags", "<pre><code>" + SETUP + "</code></pre>", "html-tags"),
    ("pino", json.dumps({"level": 50, "time": 1, "pid": 2, "hostname": "h", "msg": SETUP}), "json-log:msg"),
    (
        "winston",
        json.dumps({"level": "error", "message": SETUP, "timestamp": "2026-11-29T10:00:00Z"}),
        "json-log:message",
    ),
    (
        "bunyan err",
        json.dumps({"name": "app", "level": 50, "err": {"message": SETUP, "name": "Error"}, "msg": "failed", "v": 0}),
        "json-log:err.message",
    ),
    ("logfmt", 'time=2026-11-29T10:00:00Z level=error msg="' + SETUP.replace('"', '\\"') + '"', "logfmt"),
    ("iso timestamp", "2026-11-29T10:11:12.345Z " + SETUP, "prefix:timestamp"),
    ("clock timestamp", "[10:11:12.345] " + SETUP, "prefix:timestamp"),
    ("level", "ERROR " + SETUP, "prefix:level"),
    ("bracketed level", "[error] " + SETUP, "prefix:level"),
    ("python logging", "ERROR:mastra.sandbox:" + SETUP, "prefix:level"),
    ("Error:", "Error: " + SETUP, "prefix:error-class"),
    ("MastraError:", "MastraError: " + SETUP, "prefix:error-class"),
    ("SandboxError:", "SandboxError: " + SETUP, "prefix:error-class"),
    ("RuntimeError:", "RuntimeError: " + SETUP, "prefix:error-class"),
    ("python module class", "errors._generated.SessionSetupWithoutExecuteCommand: " + SETUP, "prefix:error-class"),
    ("uncaught", "Uncaught Error: " + SETUP, "prefix:error-class"),
    ("ci marker", "##[error]" + SETUP, "prefix:ci-marker"),
    ("container", "api-1  | " + SETUP, "prefix:container"),
    ("logger", "[mastra] " + SETUP, "prefix:logger"),
    ("wrapped at spaces", SETUP.replace("setup: ", "setup:\n"), "joined-lines"),
    ("wrapped mid-word", "Error: " + SETUP.replace("no exec", "no exec\n"), "joined-lines-nospace"),
    ("ellipsis", SETUP[:52] + "…", "truncated"),
    ("three dots", SETUP[:52] + "...", "truncated"),
    ("upper case", SETUP.upper(), ""),
    ("control characters", SETUP.replace(" ", " \x07", 1), "control-chars"),
]


@pytest.mark.parametrize(("name", "text", "step"), FORMS, ids=[f[0] for f in FORMS])
def test_every_normalisation_form(name: str, text: str, step: str) -> None:
    stack = "\n".join([text, "    at SessionSandbox.runGuardedSetup (/app/dist/index.js:227:11)", "    at async main"])
    for paste in (text, stack):
        matches = diagnose(paste, _catalog())["matches"]
        assert matches and matches[0]["id"] == "session-setup-without-execute-command", (name, matches[:1])
        if step:
            assert step in matches[0]["normalizations"], matches[0]["normalizations"]
        if step != "truncated":
            assert matches[0]["params"]["sandbox_id"].lower() == "my-box"


def test_stack_frames_are_not_candidates() -> None:
    frames = "\n".join(["    at run (/app/a.js:1:2)", "    at async Promise.all (index 0)", '  File "x.py", line 3'])
    assert candidates(frames) == []


def test_a_cut_message_is_strong_not_exact() -> None:
    top = diagnose(SETUP[:50] + "…", _catalog())["matches"][0]
    assert top["confidence"] == "strong" and top["method"] == "prefix"


def test_near_misses_come_back_empty() -> None:
    for text in [
        "Sandbox does not support snapshots",
        'Sandbox provider "e2b" does not support snapshots, which is required for sandbox deploys.',
        "Sandbox 'my-box' cannot run the session teardown: no executeCommand implementation",
    ]:
        assert diagnose(text, _catalog())["matches"] == [], text


# --- bad input: bounded, with a clear message; exit 2 only when unusable -----------------------------------------


def test_a_50_mb_paste_is_read_and_the_error_found() -> None:
    filler = "2026-11-29T10:00:00Z INFO request completed in 12ms (status 200) for /api/agents/run\n"
    count = 50 * 1024 * 1024 // len(filler)
    text = filler * (count // 2) + "Error: " + SETUP + "\n" + filler * (count // 2)
    assert len(text) > 50_000_000
    code, result = run_json("-", stdin=text.encode())
    assert code == 0
    top = result["matches"][0]  # type: ignore[index]
    assert top["id"] == "session-setup-without-execute-command" and top["line"] == count // 2 + 1


def test_invalid_utf8_is_replaced_not_refused() -> None:
    data = b"\xff\xfe\xfdgarbage \xc3\x28 " + SETUP.encode() + b" \x80\x81"
    code, result = run_json("-", stdin=data)
    assert code == 0 and result["matches"][0]["id"] == "session-setup-without-execute-command"  # type: ignore[index]


def test_binary_data_is_refused_with_a_clear_message() -> None:
    png = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 200
    code, _, err = run("diagnose", "-", stdin=png)
    assert code == 2 and "binary" in err


# Past diagnose's whole-paste limit (50,000 characters, read as a scan), not a long template's 500 KB.
PATHOLOGICAL_CHARS = 60_000
# The other crafted strings stay within the paste limit: a regex that backtracks more than linearly hangs on 20,000
# characters as surely as on 60,000, and the scan path is held by the first string of each template.
PATHOLOGICAL_PASTE_CHARS = 20_000


def _pathological(template: Template) -> list[str]:
    """Strings built to make template matching do the most work: literals repeated, values that hold the
    literals, separators without words, one enormous line."""
    literals = [lit for lit in template.literals if lit.strip()] or ["x"]
    joined = "".join(literals)

    def repeated(text: str, times: int, limit: int = PATHOLOGICAL_PASTE_CHARS) -> str:
        return text * max(1, min(times, limit // max(len(text), 1)))

    return [
        repeated(literals[0], 3000, PATHOLOGICAL_CHARS),
        repeated(joined + " ", 300),
        repeated("".join(lit + ("'" * 50) for lit in literals), 50),
        repeated(literals[-1], 2000 // 2) + repeated(literals[0], 2000 // 2),
        repeated(joined[: len(joined) // 2], 500) + "…",
    ]


# The same for every template: read once.
PATHOLOGICAL_FOR_ALL = [("a" * 90 + "\n") * 2000, "x" * (MAX_LINE_CHARS * 30)]


def test_pathological_strings_against_every_template() -> None:
    """Every template against inputs crafted for it: each is handled (no hang; a hang fails CI)."""
    catalog = _catalog()
    for text in PATHOLOGICAL_FOR_ALL:
        assert isinstance(diagnose(text, catalog)["matches"], list)
    for entry in catalog.entries:
        for text in _pathological(entry.template):
            result = diagnose(text, catalog)
            assert isinstance(result["matches"], list)


def test_the_source_line_node_echoes_above_an_uncaught_error_is_not_the_message() -> None:
    """Node prints the throwing line (the template, unrendered) above the error; the values come from the error."""
    printed = (
        "file:///app/node_modules/@mastra/code-sdk/dist/agents/sandbox-filesystem.js:88\n"
        "    throw new Error(`${context} failed (exit ${result.exitCode}): "
        "${result.stderr.trim() || result.stdout.trim()}`);\n"
        "          ^\n\n"
        "Error: writeFile /notes.txt/draft.md failed (exit 1): mkdir: cannot create directory "
        "'/tmp/repro-box-Ktzer8/repo/notes.txt': File exists\n"
        "    at SandboxFilesystem.run (file:///app/node_modules/@mastra/code-sdk/dist/agents/sandbox-filesystem.js:88:11)\n\n"
        "Node.js v20.20.2\n"
    )
    top = diagnose(printed)["matches"][0]
    assert top["id"] == "sandbox-filesystem-command-failed" and top["line"] == 5
    assert top["params"]["context"] == "writeFile /notes.txt/draft.md" and top["params"]["result_exit_code"] == "1"


def test_a_parameter_pattern_keeps_a_generic_template_to_its_own_texts() -> None:
    """`${action} failed with exit code ...` is Apple container's; execa's 'Command failed ...' is not."""
    assert diagnose("Error: Command failed with exit code 1: npm run build")["matches"] == []
    top = diagnose("Error: start Apple container web-1 failed with exit code 1: no such image")["matches"][0]
    assert top["id"] == "apple-container-cli-command-failed"
    assert top["params"]["action"] == "start Apple container web-1"


def test_a_template_that_is_the_start_of_a_longer_one_does_not_take_its_renderings() -> None:
    """Daytona's bare `Failed to create mount directory` begins its own `...: ${err}` and Blaxel's `... "${path}": ...`:
    a rendering of either longer template is that template, while the bare text is still the bare entry."""
    cases = {
        "Failed to create mount directory: DaytonaError: Sandbox is not running": (
            "daytona-mount-directory-command-error"
        ),
        'Failed to create mount directory "/mnt/data": mkdir: cannot create directory: Read-only file system': (
            "blaxel-mount-directory-create-failed"
        ),
        "Failed to create mount directory": "daytona-mount-directory-create-failed",
    }
    for text, expected in cases.items():
        assert [m["id"] for m in diagnose(text)["matches"]] == [expected], text


def test_a_template_inside_the_value_of_another_still_counts() -> None:
    """An error wrapped in another one's value is still found: the contained text is the cause, not a part."""
    text = (
        "Failed to create mount directory: Error: Cannot mount at /srv/box/notes: path is a regular file. "
        "Use a different mount path or remove the file first."
    )
    ids = {m["id"] for m in diagnose(text)["matches"]}
    assert {"daytona-mount-directory-command-error", "local-sandbox-mount-path-is-file"} <= ids


@pytest.mark.parametrize(
    "start",
    ["2026-11-30T10:04:28Z ", "npm ERR! ", "##[error] ", "ERROR: ", "Error: ", "warning: ", "WARN: ", "[runner] "],
)
def test_a_line_that_starts_a_record_is_no_continuation_of_the_line_before(start: str) -> None:
    """A timestamp, npm's or a CI's marker, a log level and a colon (pytest's ``ERROR:``, a compiler's
    ``warning:``) or a tag in brackets starts a record of its own: the line before does not run on into it."""
    first = "the first of two lines long enough to have been wrapped by a terminal"
    assert list(wrapped_groups([(1, first), (2, "the rest of it")])) == [[(1, first), (2, "the rest of it")]]
    assert list(wrapped_groups([(1, first), (2, start + "the rest of it")])) == []
