"""What a cold ``sandbox-errors diagnose --json "<one line>"`` imports: only what the command runs.

The time goes with the imports (tests/bench/bench_diagnose_cold.py measures it); this holds the import set, so
that a module-level import added somewhere cannot bring the site builder or YAML back onto the diagnose path.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

MESSAGE = "Sandbox 'my-box' cannot run the session setup: no executeCommand implementation"
# Print every module loaded once the command has run (click's main ends with SystemExit; atexit still runs).
_PROBE = (
    "import atexit, json, sys\n"
    "atexit.register(lambda: print(json.dumps(sorted(sys.modules)), file=sys.stderr))\n"
    "from errors.cli import main\n"
    "main(sys.argv[1:], prog_name='sandbox-errors')\n"
)
# Packages the diagnose path must not load: templating, Markdown, highlighting, tables, YAML, SSH, MCP.
NOT_THIRD_PARTY = ("jinja2", "markupsafe", "markdown_it", "pygments", "rich", "yaml", "paramiko", "mcp")
# Parts of this package that diagnose does not run.
NOT_OURS = (
    "errors.site",
    "errors.probes",
    "errors.drift",
    "errors.history",
    "errors.codegen",
    "errors.terminal",
    "errors.entry_markdown",
    "errors.mcp_server",
    "errors._fields",
    "errors._generated",
    "errors._generated_names",
    "errors.catalog.build",
    "errors.catalog.history",
    "errors.catalog.scope",
)
# Standard modules it has no use for: locale comes with click's first gettext lookup (errors.cli._untranslated).
NOT_STDLIB = ("locale",)
CLI_MODULES = {"errors.cli", "errors.cli._context", "errors.cli._untranslated", "errors.cli.diagnose_commands"}


def _modules(*args: str, cwd: Path) -> list[str]:
    command = [sys.executable, "-c", _PROBE, *args]
    done = subprocess.run(command, capture_output=True, text=True, cwd=cwd, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    loaded: list[str] = json.loads(done.stderr.strip().splitlines()[-1])
    return loaded


def _under(module: str, packages: tuple[str, ...]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


@pytest.mark.parametrize("cache", ["hit", "miss"])
def test_diagnose_json_imports_only_what_it_runs(tmp_path: Path, cache: str) -> None:
    if cache == "hit":
        _modules("diagnose", "--json", MESSAGE, cwd=tmp_path)  # writes the compiled catalog, as a first run does
    loaded = _modules("diagnose", "--json", MESSAGE, cwd=tmp_path)
    # A miss builds the catalog from its YAML: that, and only that, loads the builder and PyYAML.
    builds = ("yaml", "errors._fields", "errors.catalog.build", "errors.catalog.history") if cache == "miss" else ()
    assert [m for m in loaded if _under(m, NOT_THIRD_PARTY) and not _under(m, builds)] == []
    assert [m for m in loaded if _under(m, NOT_OURS) and not _under(m, builds)] == []
    assert [m for m in loaded if _under(m, NOT_STDLIB)] == []
    assert [m for m in loaded if m.startswith("errors.cli")] == sorted(CLI_MODULES)
