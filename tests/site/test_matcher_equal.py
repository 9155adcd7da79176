"""The browser's matcher (site/static/matcher.js) gives errors.diagnose's answers: a differential test in Chromium.

The whole corpus (every positive of tests/corpus/positives.jsonl, every negative of negatives.yaml), multi-line
and large logs (read through errors.scan past NARROW_ABOVE_CHARS, and one past MAX_NARROWED_CHARS, whose start is
skipped): tests/diagnose_corpus.py, Python's answers computed once per run (the npm package's test shares them).
Each text goes through SE_DIAGNOSE in the built site and through errors.diagnose, with one Catalog object.
Agreement must be 100% on every match of the top three (id, values, confidence, method, score, line, every line
the error is on, its rivals with their confidence and how they differ, why it is not more, what confirms it), on
how many more errors there are, and on ``skipped``. The Python side runs in a thread while Chromium works (the
wait for the page releases the GIL).

Below that, the port's building blocks are held against Python's: rapidfuzz's ratio and OSA distance,
``round``, and the character classes the ECMAScript regexes stand in for, over the Basic Multilingual Plane.
"""

from __future__ import annotations

import json
import random
import re
import string
import sys
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
import test_browser

from errors.catalog import Catalog
from errors.diagnosis import NARROW_ABOVE_CHARS, diagnose
from errors.site import build_site

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from diagnose_corpus import ERROR, TOP, answers, cases, logs
from diagnose_corpus import catalog as corpus_catalog

browser = test_browser.browser  # the Chromium fixture (skips without Chromium or Playwright), one per module
# One worker for the module: its tests share one built site and one page (building it costs seconds).
pytestmark = pytest.mark.xdist_group("matcher-equal")

# What is compared of a match (values are errors.diagnose's params), the same of both sides' records.
JS_MATCH = (
    "m => [m.id, m.params, m.confidence, m.method, m.score, m.line, m.lines, "
    "(m.rivals || []).map(r => [r.id, r.confidence, r.how]), m.why || null, m.confirmed_by, "
    "(m.outside_values || []).map(o => [o.param, o.value])]"
)
JS_RESULT = f"r => ({{matches: r.map({JS_MATCH}), more: r.more || 0, skipped: r.skipped}})"

Page = Any


def _record(m: dict[str, Any]) -> list[Any]:
    return [
        m["id"],
        m["params"],
        m["confidence"],
        m["method"],
        m["score"],
        m["line"],
        m["lines"],
        [[r["id"], r["confidence"], r["how"]] for r in m.get("rivals", [])],
        m.get("why"),
        m["confirmed_by"],
        [[o["param"], o["value"]] for o in m.get("outside_values", [])],
    ]


def _compared(result: dict[str, Any]) -> dict[str, Any]:
    """What is compared of one diagnose result (JSON-shaped, as the page's comes back)."""
    out = {"matches": [_record(m) for m in result["matches"]], "more": result.get("more", 0)}
    out["skipped"] = result.get("skipped")
    return json.loads(json.dumps(out))  # type: ignore[no-any-return]


def _python(text: str, catalog: Catalog) -> dict[str, Any]:
    return _compared(diagnose(text, catalog, top=TOP))


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return corpus_catalog()


@pytest.fixture(scope="module")
def site_folder(catalog: Catalog, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("equal") / "site"
    build_site(catalog, out)
    return out


@pytest.fixture(scope="module")
def page(browser: Any, site_folder: Path) -> Iterator[Page]:
    page = browser.new_page()
    problems: list[str] = []
    page.on("pageerror", lambda exc: problems.append(str(exc)))
    page.goto((site_folder / "index.html").resolve().as_uri())
    page.wait_for_function("() => typeof self.SE_DIAGNOSE === 'function'")
    yield page
    page.close()
    assert problems == []


def _load_texts(page: Page, folder: Path, texts: list[str]) -> None:
    """Put ``texts`` in the page as ``self.SE_TEXTS``, from a script written beside its site: the corpus is some
    80 MB (its CI logs), which page.evaluate's arguments take a minute to carry through the protocol and a
    script tag loads in a second or two."""
    script = folder / "texts-under-test.js"
    script.write_text(f"self.SE_TEXTS = {json.dumps(texts)};\n", encoding="ascii")
    page.add_script_tag(url=script.resolve().as_uri())
    assert page.evaluate("self.SE_TEXTS.length") == len(texts)


def _disagreements(browser: dict[str, Any], python: dict[str, Any]) -> list[str]:
    out = []
    for key, expected in python.items():
        got = browser[key]
        if got != expected:
            out.append(f"{key}:\n  python  {expected}\n  browser {got}")
    return out


def _classes(problems: list[str], forms: dict[str, str]) -> Counter[str]:
    return Counter(forms[p.split(":", 1)[0]] for p in problems)


def test_the_browser_diagnoses_the_whole_corpus_as_python_does(page: Page, site_folder: Path, run_folder: Path) -> None:
    forms = {key: form for key, _, form in cases()}
    # The longest log is built in the page (made the same way on both sides), not sent to it.
    built = {"log/past-the-narrowing-limit"}
    texts = [(key, text) for key, text, _ in cases() if key not in built]
    assert any(len(text) > NARROW_ABOVE_CHARS for _, text in texts)  # the scan path runs too

    with ThreadPoolExecutor(max_workers=1) as pool:
        done = pool.submit(lambda: {key: _compared(a) for key, a in answers(run_folder).items()})
        _load_texts(page, site_folder, [text for _, text in texts])
        found = page.evaluate(f"() => SE_TEXTS.map(t => ({JS_RESULT})(SE_DIAGNOSE(t, {{top: {TOP}}})))")
        browser: dict[str, Any] = {key: result for (key, _), result in zip(texts, found, strict=True)}
        python = done.result()
    block, repeat, error = _past_the_limit()
    browser["log/past-the-narrowing-limit"] = page.evaluate(
        f"([block, n, error]) => ({JS_RESULT})(SE_DIAGNOSE(block.repeat(n) + error, {{top: {TOP}}}))",
        [block, repeat, error],
    )
    assert logs()["log/past-the-narrowing-limit"] == block * repeat + error

    problems = _disagreements(browser, python)
    agreed = len(python) - len(problems)
    share = 100 * agreed / len(python)
    summary = f"{agreed}/{len(python)} agree ({share:.2f}%); by form: {dict(_classes(problems, forms))}"
    assert problems == [], summary + "\n" + "\n".join(problems[:10])
    # Not vacuous: most positives are found, and most negatives are not; every level and the rivals occur.
    assert sum(1 for key, r in python.items() if r["matches"] and not key.startswith("neg-")) > 3000
    assert sum(1 for key, r in python.items() if not r["matches"] and key.startswith("neg-")) > 100
    levels = Counter(m[2] for r in python.values() for m in r["matches"])
    assert min(levels[level] for level in ("exact", "strong", "possible")) > 10, levels
    assert sum(1 for r in python.values() for m in r["matches"] if m[7]) > 10
    assert python["log/past-the-narrowing-limit"]["skipped"]


def _past_the_limit() -> tuple[str, int, str]:
    """The pieces tests/diagnose_corpus.py makes its log past MAX_NARROWED_CHARS of: a block, repeated, then the
    error."""
    text = logs()["log/past-the-narrowing-limit"]
    body = text.removesuffix(ERROR)
    first = body.index("\n", body.index("naïve café")) + 1
    block = body[:first]
    assert body == block * (len(body) // len(block))
    return block, len(body) // len(block), ERROR


def test_the_truncated_setup_message_is_a_strong_match_in_both(page: Page, catalog: Catalog) -> None:
    """The drift issue 15 names: a cut-off message that the CLI matches and the old page did not."""
    text = "Sandbox 'abc-123' cannot run the session setup"
    found = page.evaluate(f"t => ({JS_RESULT})(SE_DIAGNOSE(t, {{top: {TOP}}}))", text)
    expected = _python(text, catalog)
    assert expected["matches"] and expected["matches"][0][2] == "strong"
    assert found == expected


def test_a_progress_is_reported_on_a_large_paste(page: Page) -> None:
    """A paste read through the scan path reports its progress, in order, at most ~100 times, ending at 1."""
    block, repeat, error = _past_the_limit()
    got = page.evaluate(
        """([block, n, error]) => {
            const calls = [], started = performance.now();
            SE_DIAGNOSE(block.repeat(n) + error, {top: 3, progress: f => calls.push(f)});
            return {calls, ms: performance.now() - started};
        }""",
        [block, repeat // 8, error],
    )
    calls = got["calls"]
    assert got["ms"] < 60_000
    assert 2 <= len(calls) <= 102 and calls == sorted(calls) and calls[-1] == 1
    assert all(0 <= f <= 1 for f in calls)


def test_characters_outside_the_bmp_count_as_python_counts_them(page: Page, catalog: Catalog) -> None:
    """A value holding an emoji: its length (one character in Python, two UTF-16 units) sets the score; in a
    large paste too (read as UTF-8 bytes)."""
    text = "Sandbox 'box-🚀🚀' cannot run the session setup: no executeCommand implementation"
    found = page.evaluate(f"t => ({JS_RESULT})(SE_DIAGNOSE(t, {{top: {TOP}}}))", text)
    assert found == _python(text, catalog)
    assert found["matches"][0][1]["sandbox_id"] == "box-🚀🚀"
    big = "\n".join([f"naïve 🚀 café line {i}" for i in range(4000)] + [text, "🚀 after"])
    assert len(big) > NARROW_ABOVE_CHARS
    found = page.evaluate(f"t => ({JS_RESULT})(SE_DIAGNOSE(t, {{top: {TOP}}}))", big)
    assert found == _python(big, catalog) and found["matches"][0][5] == 4001


def _pairs() -> list[tuple[str, str]]:
    rng = random.Random(5)
    alphabet = string.ascii_lowercase[:6] + " '.:"
    pairs = [("", ""), ("a", ""), ("", "abc"), ("ca", "abc"), ("abcdef", "abdcef"), ("executecommand", "execteCommand")]
    for _ in range(300):
        a = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 40)))
        b = list(a)
        for _ in range(rng.randint(0, 4)):
            at = rng.randint(0, max(len(b) - 1, 0))
            op = rng.choice("dsit")
            if op == "d" and b:
                del b[at]
            elif op == "s" and b:
                b[at] = rng.choice(alphabet)
            elif op == "i":
                b.insert(at, rng.choice(alphabet))
            elif op == "t" and at + 1 < len(b):
                b[at], b[at + 1] = b[at + 1], b[at]
        pairs.append((a, "".join(b)))
    return pairs


def test_fuzzy_metrics_are_rapidfuzz_s(page: Page) -> None:
    from rapidfuzz import fuzz
    from rapidfuzz.distance import OSA

    pairs = _pairs()
    got = page.evaluate("ps => ps.map(([a, b]) => [SE_MATCHER_PARTS.ratio(a, b), SE_MATCHER_PARTS.osa(a, b)])", pairs)
    expected = [[fuzz.ratio(a, b), OSA.distance(a, b)] for a, b in pairs]
    wrong = [(pair, g, e) for pair, g, e in zip(pairs, got, expected, strict=True) if g != e]
    assert wrong == []


def test_rounding_is_python_s(page: Page) -> None:
    samples = [i / 4 for i in range(0, 400)] + [i / 7 for i in range(0, 700)] + [0.05, 0.15, 0.25, 0.35, 85.25, 94.95]
    got = page.evaluate("xs => xs.map(x => SE_MATCHER_PARTS.round1(x))", samples)
    assert got == [round(x, 1) for x in samples]


def test_the_line_filter_s_shapes_are_python_s(page: Page, catalog: Catalog) -> None:
    """errors.match.shapes as the port builds them from the template's parts: every template's cut-off shape and
    wrap shape, regex for regex (the regexes run on the same cleaned bytes in both: matcher.js reads a log as
    its bytes)."""
    from errors.match import Matcher
    from errors.match.engine import LineFilter

    m = Matcher.for_catalog(catalog)
    line_filter = LineFilter(m, loose=False, evidence=False)
    python = []
    for index in range(len(m.compiled)):
        cut, wrap = line_filter.shapes(index)
        sides = [[s.piece.decode(), s.ends, s.literal.decode(), s.whole, s.regex.decode("ascii")] for s in wrap]
        python.append([cut.decode("ascii"), sides])
    got = page.evaluate("() => SE_MATCHER_PARTS.shapes()")
    assert len(got) == len(python)
    wrong = [(m.compiled[i].entry.id, g, p) for i, (g, p) in enumerate(zip(got, python, strict=True)) if g != p]
    assert wrong == [], wrong[:2]
    assert sum(1 for cut, _ in python if cut) > 300 and sum(1 for _, wrap in python if wrap) > 200


def test_word_weights_are_the_matcher_s(page: Page, catalog: Catalog) -> None:
    """Background.word_bits as the matcher weighs words (its table may be a cut of the shipped one, for the
    catalog's words, that asks the whole table for any other): the catalog's words, the shipped table's common
    words outside the catalog (a value outside its closed set may be any word), a rare word, digits, short ones."""
    from errors.match import Matcher
    from errors.match.specificity import background

    bg = Matcher.for_catalog(catalog).background
    words = [*sorted(background().counts)[::7], "docker", "sandbox", "zzqxv", "42", "a", "node_modules"]
    got = page.evaluate("ws => ws.map(w => SE_MATCHER_PARTS.wordBits(w))", words)
    wrong = [(w, g, bg.word_bits(w)) for w, g in zip(words, got, strict=True) if abs(g - bg.word_bits(w)) > 1e-9]
    assert wrong == []


def test_character_classes_and_case_are_python_s_over_the_bmp(page: Page) -> None:
    """\\w, \\d, \\s as the exported regexes write them, and fold's lower-casing, against Python, per character of
    the Basic Multilingual Plane (surrogates left out)."""
    from errors.normalize import fold
    from errors.site.js_regex import to_js

    classes = {letter: to_js(f"\\{letter}") for letter in "wds"}
    got = page.evaluate(
        r"""(classes) => {
            const P = SE_MATCHER_PARTS, out = {lower: {}};
            const rxs = Object.fromEntries(Object.entries(classes).map(([k, pair]) => [k, P.regex(pair, "y")]));
            for (const k in rxs) out[k] = [];
            for (let c = 0; c < 0x10000; c++) {
                if (c >= 0xd800 && c <= 0xdfff) continue;
                const ch = String.fromCharCode(c);
                for (const k in rxs) { rxs[k].lastIndex = 0; if (rxs[k].test(ch)) out[k].push(c); }
                const l = P.fold(ch);
                if (l !== ch) out.lower[c] = l;
            }
            return out;
        }""",
        classes,
    )
    chars = [c for c in range(0x10000) if not 0xD800 <= c <= 0xDFFF]
    for letter in "wds":
        expected = {c for c in chars if re.match("\\" + letter, chr(c))}
        assert sorted(set(got[letter]) ^ expected)[:20] == [], letter
    expected_lower = {str(c): fold(chr(c)) for c in chars if fold(chr(c)) != chr(c)}
    assert {k: v for k, v in got["lower"].items() if expected_lower.get(k) != v} == {}
    assert set(expected_lower) - set(got["lower"]) == set()


def test_the_normaliser_reads_noise_as_python_does(page: Page) -> None:
    """Candidates (texts, lines, steps) of pastes full of what the normaliser undoes, including its Python-only
    corners: str.strip's and str.splitlines's characters, html.unescape's legacy references, NaN in JSON."""
    from errors.normalize import candidates, fold

    texts = [
        "\x1c  Error: Sandbox 'a' cannot run x: no executeCommand\x85",
        "&lt;b&gt;x&amp y &notit; &#x110000; &#150; &#0; &copy",
        '{"level":50,"msg":"line one\\u2028line two\\u000bthree","v":NaN}',
        '{"err":{"message":"Sandbox \\"b\\" failed","stack":"Error: boom\\n    at x"}}',
        'level=error msg="quoted \\"value\\" here" err=plain',
        "2026-11-30T10:00:00Z ERROR [worker] (mastra): Error [ERR_X]: something… ",
        "\ufeffcafé\u00a0au\u2009lait\u3000\u2028next",
        "file:///app/x.js:12\n  throw new Error(`Sandbox ${id}`)\n  ^\n\nError: Sandbox 'c' x",
        "a" * 4100 + "\nshort",
        # C1 escape sequences (CSI, OSC ended by ST or BEL, DCS) and C1 controls, stripped as the ESC ones are
        "\x9b31mError:\x9b0m Sandbox 'a' \x9d0;title\x9c cannot\x9d8;;u\x07 run "
        "\x90q\x1b\\x\x7f\x80\x9f: no executeCommand",
    ]
    got = page.evaluate("ts => ts.map(t => SE_MATCHER_PARTS.candidates(t))", texts)
    expected = [[[c.text, c.line, list(c.steps), c.truncated] for c in candidates(t)] for t in texts]
    assert json.loads(json.dumps(got)) == json.loads(json.dumps(expected))
    # fold keeps the first character of a longer lower case ('İ') and lowers the rest of the text
    folds = ["İSTANBUL Sandbox 'X' NOT FOUND", "ΑΣ İ ΣΑ", "plain Text"]
    assert page.evaluate("ts => ts.map(t => SE_MATCHER_PARTS.fold(t))", folds) == [fold(t) for t in folds]


def test_a_value_another_release_may_emit_is_kept_and_flagged_as_in_python(page: Page, catalog: Catalog) -> None:
    """params[].other_values: a value outside the closed set still matches, as "strong", with what it is."""
    if not any(p.other_values for e in catalog.entries for p in e.params):
        pytest.skip("no param of the shipped catalog has other_values")
    method = "MemoryThread.archive() requires an agentId. Pass it via getMemoryThread({ threadId, agentId }) or as a"
    text = method + " parameter to archive()."
    found = page.evaluate(f"t => ({JS_RESULT})(SE_DIAGNOSE(t, {{top: {TOP}}}))", text)
    expected = _python(text, catalog)
    assert expected["matches"] and expected["matches"][0][10] == [["method_name", "archive"]]
    assert expected["matches"][0][2] == "strong"
    assert found == expected
    full = page.evaluate("t => SE_DIAGNOSE(t)[0].outside_values", text)
    python = diagnose(text, catalog)["matches"][0]["outside_values"][0]
    assert full == [python]
