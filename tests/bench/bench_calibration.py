"""Benchmark: what each confidence level promises, measured (issue 27).

    python3 tests/bench/bench_calibration.py [--sample N] [--show K]

Prints, per set and per level (exact, strong, possible), the findings that were right out of all findings at
that level, and the precision. The sets:

- the corpus positives (tests/corpus/positives.jsonl; every noise form), where a finding is right when it names
  an entry the case accepts;
- real output of other tools, captured by running them here (tests/corpus/real_output.py: npm, pip, git, Node,
  Python, pytest, coreutils, bash, make, gcc, curl, ssh, mount, bwrap, docker), line by line and whole;
- other projects' error messages read from their source (Python's standard library and site-packages, Node's
  internal errors);
- CI, Jest and docker-build lines and word salad made of the catalog's own words;
- the hand-written negatives (tests/corpus/negatives.yaml) and the texts that may be read ``possible`` at most
  (tests/corpus/unproven.yaml).

On every negative set any finding is wrong. Floors (exit 1 when missed): exact >= 99.9%, strong >= 99%, and no
exact or strong finding at all on a negative set.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from corpus import load_negatives, load_positives, load_unproven
from corpus import real_output as ro
from corpus.calibration import FLOORS, LEVELS, Tally, negatives_of, table, tally, tool_cases

from errors.catalog import load_catalog
from errors.diagnosis import diagnose


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sample", type=int, default=0, help="positives to sample (0: all)")
    parser.add_argument("--show", type=int, default=8, help="wrong findings to show per level")
    parser.add_argument("--salad", type=int, default=5000, help="lines of CI shapes and of word salad, each")
    args = parser.parse_args()

    catalog = load_catalog()

    def run(text: str) -> list[dict[str, object]]:
        return diagnose(text, catalog, top=5)["matches"]

    started = time.perf_counter()
    captures = ro.capture()
    print(f"captured {len(captures)} commands in {time.perf_counter() - started:.0f} s", file=sys.stderr)
    positives = load_positives()
    if args.sample:
        positives = random.Random(3).sample(positives, min(args.sample, len(positives)))
    sets = {
        "corpus positives": positives,
        "tools, line by line": tool_cases("tool-line", ro.lines_of(captures), catalog),
        "tools, whole output": tool_cases("tool-output", [(c.tool, c.output) for c in captures], catalog),
        "foreign messages": negatives_of("foreign", ro.foreign_messages()),
        "CI/Jest/docker lines": negatives_of("ci", ro.ci_lines(catalog, args.salad)),
        "word salad": negatives_of("salad", ro.word_salad(catalog, args.salad)),
        "negatives.yaml": load_negatives(),
        "unproven.yaml": load_unproven(),
    }
    rows: dict[str, Tally] = {}
    for name, cases in sets.items():
        start = time.perf_counter()
        rows[name] = tally(run, cases, keep_examples=args.show)
        print(f"  {name}: {len(cases)} texts in {time.perf_counter() - start:.1f} s", file=sys.stderr)
    every = Tally()
    for t in rows.values():
        every.add(t)
    rows["all"] = every
    print(table(rows))
    failed = False
    for level, floor in FLOORS.items():
        p = every.precision(level)
        ok = p is None or p >= floor
        failed |= not ok
        shown = "-" if p is None else f"{p:.3%}"
        print(f"{level}: precision {shown} (floor {floor:.1%}): {'met' if ok else 'NOT met'}")
    for name, t in rows.items():
        if name in ("corpus positives", "all"):
            continue
        confident = t.wrong["exact"] + t.wrong["strong"]
        failed |= confident > 0
        if confident:
            print(f"{name}: {confident} exact/strong findings on a negative set")
    for level in LEVELS:
        if every.examples.get(level):
            print(f"\nwrong at {level} (first {args.show} per set):")
            for line in every.examples[level]:
                print("  " + line)
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
