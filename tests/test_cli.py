"""The command line through click's CliRunner: output shapes, exit codes, catalog selection, colour rules."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from errors import __version__
from errors.catalog import load_catalog
from errors.cli import main
from errors.cli._untranslated import Command, Group, PathType, version_option

GOLDEN = Path(__file__).resolve().parent / "golden"
ANSI = re.compile(r"\x1b\[[0-9;]*m")


def run(*args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), env={"COLUMNS": "100", **(env or {})}, catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_version() -> None:
    code, out, _ = run("--version")
    assert code == 0 and __version__ in out


def test_list_json_prints_full_records(mini: Path) -> None:
    code, out, _ = run("--catalog", str(mini), "list", "--json")
    assert code == 0
    records = json.loads(out)
    catalog = load_catalog(mini)
    assert records == [catalog.record(e) for e in catalog.entries]
    assert records[1]["docs_url"] == "https://example.test/1.0/errors/no-exec/"
    assert records[1]["sources"][0]["url"] == (
        "https://github.com/example/upstream/blob/0123456789abcdef0123456789abcdef01234567/src/exec.ts#L10"
    )


def test_list_filters_by_capability(mini: Path) -> None:
    code, out, _ = run("--catalog", str(mini), "list", "--json", "--capability", "setEnv")
    assert code == 0 and [r["id"] for r in json.loads(out)] == ["no-env"]
    code, out, _ = run("--catalog", str(mini), "list", "--capability", "setEnv")
    assert code == 0 and "no-env" in out and "no-exec" not in out
    code, _, err = run("--catalog", str(mini), "list", "--capability", "teleport")
    assert code == 2 and "not a capability" in err


def test_list_filters_by_package() -> None:
    # The packages only in the upstream repository are listed like the published ones.
    code, out, _ = run("list", "--json", "--package", "@mastra/cloudflare-sandbox")
    records = json.loads(out)
    assert code == 0 and records and {r["package"] for r in records} == {"@mastra/cloudflare-sandbox"}
    assert "cloudflare-bridge-request-failed" in {r["id"] for r in records}
    code, out, _ = run("list", "--package", "@mastra/deployer-sandbox", "--capability", "resourceLimits")
    assert code == 0 and "worker-resource-limit-preflight-failed" in out and "worker-lock-timeout" not in out
    code, _, err = run("list", "--package", "@mastra/teleport")
    assert code == 2 and "throws no catalogued error" in err and "@mastra/core" in err


def test_explain_json_is_the_record(mini: Path) -> None:
    code, out, _ = run("--catalog", str(mini), "explain", "no-env", "--json")
    assert code == 0
    assert json.loads(out) == load_catalog(mini).record(load_catalog(mini).get("no-env"))


def test_explain_unknown_id_suggests(mini: Path) -> None:
    code, _, err = run("--catalog", str(mini), "explain", "no-exe")
    assert code == 2 and "Did you mean: no-exec" in err


def test_explain_matches_golden_output(mini: Path) -> None:
    code, out, _ = run("--catalog", str(mini), "explain", "no-exec")
    assert code == 0
    assert not ANSI.search(out), "no colour codes when the output is not a terminal"
    assert out == (GOLDEN / "explain-no-exec.txt").read_text()


@pytest.mark.parametrize("width", [80, 120])
def test_explain_and_diagnose_at_terminal_widths_match_golden_output(mini: Path, width: int) -> None:
    from errors.diagnosis import diagnose
    from errors.terminal import render_diagnosis, render_entry
    from errors.textout import Style

    catalog = load_catalog(mini)
    style = Style(width)
    explained = render_entry(catalog.get("no-exec"), catalog, style)
    assert explained == (GOLDEN / f"explain-no-exec-{width}.txt").read_text()
    result = diagnose("Error: Sandbox 'box-1' cannot run git status: no executeCommand", catalog)
    assert render_diagnosis(result, catalog, style) == (GOLDEN / f"diagnose-no-exec-{width}.txt").read_text()
    # Prose fits the width; only code and unbreakable words (URLs) may overflow.
    code = {line for e in catalog for f in e.fixes if f.example for line in f.example.after.splitlines()}
    code |= {line for e in catalog for f in e.fixes if f.example for line in f.example.before.splitlines()}
    for line in (explained + render_diagnosis(result, catalog, style)).splitlines():
        assert len(line) <= width or line in code or " " not in line.strip() or "://" in line, line


def test_no_line_ends_in_whitespace_and_every_code_line_is_intact() -> None:
    """For every entry of the shipped catalog, at 80 columns and piped: what a reader copies is the code."""
    from errors.terminal import render_entry
    from errors.textout import Style

    catalog = load_catalog()
    for width in (80, 100):
        for entry in catalog.entries:
            out = render_entry(entry, catalog, Style(width))
            assert all(line == line.rstrip() for line in out.splitlines()), entry.id
            for fix in entry.fixes:
                if fix.example:
                    for code in (fix.example.before, fix.example.after, fix.example.prelude):
                        if code:
                            assert "\n" + code.rstrip("\n") + "\n```" in out, (entry.id, fix.title)


def test_list_is_one_line_per_entry_and_head_shows_twenty() -> None:
    code, out, _ = run("list")
    lines = out.splitlines()
    catalog = load_catalog()
    assert code == 0 and len(lines) == len(catalog.entries)
    for line, entry in zip(lines[:20], catalog.entries[:20], strict=True):
        shown = line[len(entry.id) :].strip()  # the title, cut short with "…" where 100 columns cannot hold it
        assert line.startswith(entry.id + " ") and (shown == entry.title or entry.title.startswith(shown[:-1]))
    code, out, _ = run("list", "--long")
    assert len(out.splitlines()) == 3 * len(catalog.entries)


def test_explain_takes_a_class_name_or_a_pasted_message(mini: Path) -> None:
    by_class = run("--catalog", str(mini), "explain", "NoExec")
    by_message = run("--catalog", str(mini), "explain", "Error: Sandbox 'b-9' cannot run ls: no executeCommand")
    by_id = run("--catalog", str(mini), "explain", "no-exec")
    assert by_class == by_id
    assert by_message[0] == 0 and "Your message has: sandbox_id = b-9, what = ls" in by_message[1]


def test_links_are_osc8_only_on_terminals() -> None:
    from errors.textout import Style

    assert (
        Style(hyperlinks=True).link("https://x.test/a")
        == "\x1b]8;;https://x.test/a\x1b\\https://x.test/a\x1b]8;;\x1b\\"
    )
    assert Style().link("https://x.test/a", "docs") == "docs (https://x.test/a)"


def test_colour_only_for_terminals_and_never_with_no_color(mini: Path) -> None:
    code, out, _ = run("--catalog", str(mini), "explain", "no-exec", env={"FORCE_COLOR": "1"})
    assert code == 0 and ANSI.search(out)
    code, out, _ = run("--catalog", str(mini), "explain", "no-exec", env={"FORCE_COLOR": "1", "NO_COLOR": "1"})
    assert code == 0 and not ANSI.search(out)


def test_catalog_check_ok_and_broken(mini: Path, tmp_path: Path) -> None:
    code, out, _ = run("catalog", "check", str(mini))
    assert code == 0 and out.startswith("ok: 2 entries")
    broken = tmp_path / "broken"
    shutil.copytree(mini, broken)
    path = broken / "errors" / "no-env.yaml"
    path.write_text(path.read_text().replace("capability: setEnv", "capability: [setEnv"))
    code, _, err = run("catalog", "check", str(broken))
    assert code == 1
    assert re.search(r"errors/no-env\.yaml:\d+:\d+: yaml: syntax error", err), err


def test_catalog_selected_by_environment(mini: Path) -> None:
    code, out, _ = run("list", "--json", env={"SANDBOX_ERRORS_CATALOG": str(mini)})
    assert code == 0 and len(json.loads(out)) == 2


def test_invalid_selected_catalog_exits_2_with_problems(mini: Path) -> None:
    (mini / "errors" / "bad.yaml").write_text("- not a mapping\n")
    code, _, err = run("--catalog", str(mini), "list")
    assert code == 2 and "bad.yaml:1:1: document: expected a mapping" in err


def test_schema_command_prints_the_schema_file() -> None:
    code, out, _ = run("catalog", "schema")
    shipped = Path(__file__).resolve().parent.parent / "catalog" / "schema.json"
    assert code == 0 and json.loads(out) == json.loads(shipped.read_text())


@pytest.mark.parametrize(
    "entry_id",
    [
        "session-setup-without-execute-command",
        "worker-deploy-without-execute-command",
        "github-token-refresh-without-set-env",
    ],
)
def test_shipped_foundation_entries_explain(entry_id: str) -> None:
    code, out, _ = run("explain", entry_id)
    assert code == 0
    record = json.loads(run("explain", entry_id, "--json")[1])
    assert record["title"] in out and len(record["fixes"]) >= 3 and record["fixes"][0]["example"]
    assert record["sources"][0]["url"].startswith("https://github.com/mastra-ai/mastra/blob/")


def test_shell_completion_offers_ids_and_class_names() -> None:
    import subprocess
    import sys

    env = {**os.environ, "_SANDBOX_ERRORS_COMPLETE": "bash_complete", "COMP_CWORD": "2"}
    env["COMP_WORDS"] = "sandbox-errors explain session-set"
    done = subprocess.run([sys.executable, "-m", "errors"], env=env, capture_output=True, text=True, timeout=60)
    offered = {line.split(",", 1)[1] for line in done.stdout.splitlines()}
    assert {"session-setup-command-failed", "session-setup-without-execute-command"} <= offered
    env["COMP_WORDS"] = "sandbox-errors explain SessionSetupWithout"
    done = subprocess.run([sys.executable, "-m", "errors"], env=env, capture_output=True, text=True, timeout=60)
    assert [line.split(",", 1)[1] for line in done.stdout.splitlines()] == ["SessionSetupWithoutExecuteCommand"]


def test_scan_formats_text_and_github_annotations(tmp_path: Path) -> None:
    log = tmp_path / "ci.log"
    log.write_text("boot\nError: Sandbox 'b-1' cannot run the session setup: no executeCommand implementation\nok\n")
    code, out, _ = run("scan", str(log))
    assert code == 0 and "        line 2\n" in out and out.rstrip().endswith("1 occurrence of 1 catalogued error")
    code, out, _ = run("scan", str(log), "--format", "github")
    [annotation] = out.splitlines()
    assert annotation.startswith(f"::error file={log},line=2,endLine=2,title=session-setup-without-execute-command%3A ")
    assert annotation.endswith(
        "%0AExplained at https://sandbox-errors.dev/2026.11/errors/session-setup-without-execute-command/"
        " (offline: sandbox-errors explain session-setup-without-execute-command)"
    )
    assert run("scan", str(log), "--format", "json")[1] == run("scan", str(log), "--json")[1]


def test_an_exact_match_shows_no_score(mini: Path) -> None:
    code, out, _ = run("--catalog", str(mini), "diagnose", "Sandbox 'b' cannot run ls: no executeCommand")
    assert code == 0 and "[exact match]" in out.splitlines()[0]


def test_diagnose_on_a_terminal_waits_for_the_paste() -> None:
    """With no argument and a terminal for input, diagnose reads the paste until Ctrl-D, as cat does."""
    import pty
    import subprocess
    import sys

    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "errors", "diagnose", "--json"],
        stdin=slave,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        close_fds=True,
    )
    os.close(slave)
    try:
        os.write(master, b"Error: Sandbox 'tty-1' cannot run the session setup: no executeCommand implementation\n")
        os.write(master, b"\x04")
        out, err = proc.communicate(timeout=60)
    finally:
        os.close(master)
    assert proc.returncode == 0, err
    assert json.loads(out)["matches"][0]["params"] == {"sandbox_id": "tty-1"}
    assert b"press Ctrl-D" in err


# The console script's entry (errors._console.run), in a process of its own: a handler registered at exit, which
# the quick exit must still run, and a command that is not quick.
_ENTRY = (
    "import atexit, sys\n"
    "atexit.register(lambda: print('exit handler ran', file=sys.stderr))\n"
    "from errors._console import run\n"
    "sys.argv[0] = 'sandbox-errors'\n"
    "run()\n"
)


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (["diagnose", "--json", "Sandbox 'my-box' cannot run the session setup: no executeCommand implementation"], 0),
        (["diagnose", "--json", "nothing catalogued says this at all"], 1),
        (["diagnose", "--no-such-option"], 2),
        (["catalog", "check"], 0),
    ],
)
def test_the_console_entry_ends_as_the_interpreter_would(tmp_path: Path, args: list[str], code: int) -> None:
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", _ENTRY, *args], capture_output=True, text=True, cwd=tmp_path, timeout=120, check=False
    )
    assert done.returncode == code, done.stderr
    assert done.stderr.rstrip().endswith("exit handler ran"), done.stderr
    if "--json" in args:
        record = json.loads(done.stdout)  # all of it written, none lost at the end
        assert bool(record["matches"]) == (code == 0)


_COLLECTOR_AT_CLICK = (
    "import gc, sys\n"
    "seen = []\n"
    "class Watch:\n"
    "    def find_spec(self, name, path=None, target=None):\n"
    "        if name == 'click' and not seen: seen.append(gc.get_threshold()[0])\n"
    "sys.meta_path.insert(0, Watch())\n"
    "import errors._console\n"
    "print(seen[0], errors._console.GC_EVERY)\n"
)


def test_the_console_script_sets_the_collector_before_it_imports_the_command_line(tmp_path: Path) -> None:
    import subprocess
    import sys
    import tomllib

    scripts = tomllib.loads((Path(__file__).resolve().parents[1] / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["sandbox-errors"] == "errors._console:run"
    done = subprocess.run(
        [sys.executable, "-c", _COLLECTOR_AT_CLICK], capture_output=True, text=True, cwd=tmp_path, timeout=60,
        check=True,
    )
    at_click, every = map(int, done.stdout.split())
    assert at_click == every == 50_000


def _tree(command: click.Command, path: tuple[str, ...] = ()) -> list[tuple[tuple[str, ...], click.Command]]:
    found = [(path, command)]
    if isinstance(command, click.Group):
        ctx = click.Context(command)
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            assert sub is not None
            found += _tree(sub, (*path, name))
    return found


def test_every_command_makes_its_help_option_and_paths_with_their_texts_given() -> None:
    """A command of click's own class, or a click.Path made as click makes it, looks its texts up through gettext,
    which imports locale (errors.cli._untranslated): none in the tree."""
    tree = _tree(main)
    assert len(tree) > 15
    for path, command in tree:
        assert isinstance(command, Command | Group), path
        for param in command.params:
            assert not isinstance(param.type, click.Path) or isinstance(param.type, PathType), (path, param.name)


def test_the_texts_given_are_clicks_own(tmp_path: Path) -> None:
    """The same command made with click's help option, version option and path type, and with these: the same help
    page, version line and path errors."""

    settings = {"help_option_names": ["-h", "--help"]}

    @click.command(context_settings=settings)
    @click.version_option("1.2.3", "--version", prog_name="tool")
    @click.option("--file", type=click.Path(dir_okay=False))
    @click.option("--folder", type=click.Path(exists=True, file_okay=False))
    @click.argument("anything", type=click.Path(), required=False)
    def clicks(**_: object) -> None:
        click.echo("ran")

    @click.command(cls=Command, context_settings=settings)
    @version_option("1.2.3", prog_name="tool")
    @click.option("--file", type=PathType(dir_okay=False))
    @click.option("--folder", type=PathType(exists=True, file_okay=False))
    @click.argument("anything", type=PathType(), required=False)
    def ours(**_: object) -> None:
        click.echo("ran")

    (tmp_path / "a-file").write_text("x")
    calls = [
        ["--help"],
        ["-h"],
        ["--version"],
        ["--file", str(tmp_path)],
        ["--folder", str(tmp_path / "a-file")],
        ["--folder", str(tmp_path / "missing")],
        ["--file", str(tmp_path / "a-file"), "--folder", str(tmp_path), "x"],
    ]
    for args in calls:
        theirs = CliRunner().invoke(clicks, args, prog_name="tool")
        mine = CliRunner().invoke(ours, args, prog_name="tool")
        assert (mine.exit_code, mine.output) == (theirs.exit_code, theirs.output), args
    # A PathType is a click.Path: its settings read as click's (made on first read).
    for a, b in zip(clicks.params, ours.params, strict=True):
        settings = ("name", "exists", "file_okay", "dir_okay", "readable", "writable", "resolve_path", "allow_dash")
        if isinstance(a.type, click.Path):
            assert isinstance(b.type, PathType)
            assert [getattr(b.type, n) for n in settings] == [getattr(a.type, n) for n in settings]
            assert b.type.to_info_dict() == a.type.to_info_dict()
