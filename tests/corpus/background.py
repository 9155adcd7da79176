"""Writes ``errors/match/common_words.txt``: how common each word is in text that is not a Mastra error.

The matcher rates a template by how much its literal words alone prove (``errors.match.specificity``): a word
that other programs' messages and ordinary technical text use all the time ("invalid", "not", "found", "timed")
proves little; one they never use ("executeCommand", "sandbox") proves a lot. This script counts, for every
word, the highest share of documents that hold it in either of two sources (so that the far more numerous
sentences of the manual pages do not drown the messages):

- the error messages other projects throw, read from their source on this machine (Python's standard library
  and site-packages, Node's ``internal/errors``: :func:`corpus.real_output.foreign_messages`);
- the sentences of the English manual pages in ``/usr/share/man/man{1,5,8}`` (the vocabulary of commands,
  processes, files, mounts and networks);
- the lines of the shell scripts installed under ``/usr`` and ``/etc`` (the commands scripts run and the
  messages they print: ``mkdir -p "$dir" || die "mkdir failed"``), which no other source holds: a manual page
  names ``mkdir`` once, a script runs it on every other line, and prints what it says when it fails;

The table depends on what is installed where it runs, so it is checked in, not checked: run it again when the
catalog's vocabulary changes a lot (``python3 tests/corpus/background.py``), and say where it ran in the commit.
"""

from __future__ import annotations

import argparse
import gzip
import os
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from corpus.real_output import foreign_messages  # noqa: E402

OUT = HERE.parents[1] / "errors" / "match" / "common_words.txt"
# Rates are written per this many documents.
PER = 1_000_000
# Words seen in fewer documents than this are left out: the matcher treats an absent word as rare anyway.
MIN_DOCUMENTS = 3
_TOKEN = re.compile(r"[a-z0-9_]+")
_ROFF_ESCAPE = re.compile(r"\\(?:f[BIRP]|f\(..|\(..|\*\(..|\*.|-|&|e|\[[^\]]*\]|s[-+]?\d)")


def _man_sentences() -> Iterator[str]:
    for section in ("man1", "man5", "man8"):
        folder = Path("/usr/share/man") / section
        if not folder.is_dir():
            continue
        for page in sorted(folder.glob("*.gz")):
            try:
                raw = gzip.decompress(page.read_bytes()).decode("utf-8", errors="replace")
            except (OSError, EOFError, ValueError):
                continue
            text = " ".join(_ROFF_ESCAPE.sub("", line) for line in raw.splitlines() if not line.startswith((".", "'")))
            yield from (s for s in re.split(r"(?<=[.!?])\s+", text) if len(s) > 20)


# Where installed shell scripts live; a script is a file named *.sh or one that starts with a shell's #!.
_SCRIPT_ROOTS = ("/usr/bin", "/usr/sbin", "/usr/lib", "/usr/libexec", "/usr/share", "/etc")
_SHELL_SHEBANG = re.compile(rb"#!\s*/(?:usr/)?bin/(?:env\s+)?(?:ba|da|k|z)?sh\b")
# Lines this short say nothing (``fi``, ``done``, ``;;``).
MIN_SCRIPT_LINE = 4


def _script_files() -> Iterator[Path]:
    seen: set[str] = set()
    for root in _SCRIPT_ROOTS:
        for folder, dirs, files in os.walk(root):
            dirs.sort()
            # Python and Node packages are read as messages (foreign_messages), not as scripts.
            dirs[:] = [d for d in dirs if d not in ("node_modules", "site-packages", "dist-packages")]
            for name in sorted(files):
                path = os.path.join(folder, name)
                if os.path.islink(path) or not os.path.isfile(path):
                    continue
                try:
                    with open(path, "rb") as handle:
                        head = handle.read(64)
                except OSError:
                    continue
                if name.endswith(".sh") or _SHELL_SHEBANG.match(head):
                    real = os.path.realpath(path)
                    if real not in seen:
                        seen.add(real)
                        yield Path(real)


def _script_lines() -> Iterator[str]:
    for path in _script_files():
        try:
            text = path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        for line in text.splitlines():
            line = line.strip()
            if len(line) >= MIN_SCRIPT_LINE and not line.startswith("#"):
                yield line


def sources() -> dict[str, Iterator[str]]:
    # Not the captured tool output: that is what the matcher is measured against (tests/test_calibration.py),
    # and a table learnt from it would grade the matcher on its own training set. The scripts that print
    # such output are another text (their commands and messages), read from the disk, not run.
    return {"messages": iter(foreign_messages()), "manual pages": _man_sentences(), "shell scripts": _script_lines()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    # Each source counts as much as the others (the manual pages hold far more sentences than there are
    # messages): a word's rate is the highest share of documents holding it in any one source.
    rate: dict[str, float] = {}
    sizes = {}
    for name, docs in sources().items():
        df: Counter[str] = Counter()
        total = 0
        for doc in docs:
            df.update(set(_TOKEN.findall(doc.lower())))
            total += 1
        sizes[name] = total
        for word, n in df.items():
            if n >= MIN_DOCUMENTS and len(word) <= 40:
                rate[word] = max(rate.get(word, 0.0), n / total)
    kept = sorted((w for w, r in rate.items() if r * PER >= 1), key=lambda w: (-rate[w], w))
    lines = [
        "# Per million documents of text that is not a Mastra error, how many hold each word: the highest rate",
        "# in any one source (tests/corpus/background.py; sources: "
        + ", ".join(f"{k} {v}" for k, v in sizes.items())
        + ").",
        f"# documents\t{PER}",
        *(f"{w}\t{round(rate[w] * PER)}" for w in kept),
    ]
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(kept)} words from {sizes} -> {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
