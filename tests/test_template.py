"""Templates: parsing, naming, rendering and matching, including adversarial inputs."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from errors.template import Literal, Placeholder, TemplateError, derive_name, expressions_of, parse

SESSION = "Sandbox '${sandbox.id}' cannot run the session setup: no executeCommand implementation"


@pytest.mark.parametrize(
    ("expr", "name"),
    [
        ("sandbox.id", "sandbox_id"),
        ("this._sandboxId", "sandbox_id"),
        ("options.sandbox.provider", "sandbox_provider"),
        ("this.pid", "pid"),
        ("this.constructor.name", "constructor_name"),
        ("result.exitCode", "result_exit_code"),
        ("mountPath", "mount_path"),
        ("LOG_PREFIX", "log_prefix"),
        ("healthCheckTimeoutMs", "health_check_timeout_ms"),
        ("JSON.stringify(k)", None),
        ("error instanceof Error ? error.message : error", None),
        ("Math.round(timeoutMs / 1000)", None),
    ],
)
def test_derive_name(expr: str, name: str | None) -> None:
    assert derive_name(expr) == name


def test_parse_splits_literals_and_placeholders() -> None:
    t = parse(SESSION)
    assert t.parts == (
        Literal("Sandbox '", "Sandbox '"),
        Placeholder("sandbox.id", "sandbox_id"),
        Literal(
            "' cannot run the session setup: no executeCommand implementation",
            "' cannot run the session setup: no executeCommand implementation",
        ),
    )
    assert t.params == ("sandbox_id",)
    assert t.render(sandbox_id="my-box") == (
        "Sandbox 'my-box' cannot run the session setup: no executeCommand implementation"
    )


def test_escapes_are_cooked() -> None:
    t = parse(r"line one\nline \'two\' \u00e9\u{1F600} \`tick\` \${not} \\ end")
    assert t.params == ()
    assert t.render() == "line one\nline 'two' \u00e9\U0001f600 `tick` ${not} \\ end"


def test_nested_template_literal_in_placeholder() -> None:
    detail = "'message' in startup && startup.message ? `: ${startup.message}` : ''"
    source = "Worker ${startup.state} during startup${" + detail + "}."
    t = parse(source, {detail: "detail"})
    assert t.params == ("startup_state", "detail")
    assert t.render(startup_state="crashed", detail=": boom {x}") == "Worker crashed during startup: boom {x}."


def test_expressions_of_lists_each_placeholder_once_without_names() -> None:
    text = "a ${x} b ${cond ? `in ${y}` : ''} c ${x} ${f(z)}"
    assert expressions_of(text) == ["x", "cond ? `in ${y}` : ''", "f(z)"]


def test_complex_expression_needs_a_name() -> None:
    with pytest.raises(TemplateError, match="needs an explicit name"):
        parse("Invalid environment variable name: ${JSON.stringify(k)}")
    t = parse("Invalid environment variable name: ${JSON.stringify(k)}", {"JSON.stringify(k)": "name"})
    assert t.params == ("name",)


@pytest.mark.parametrize("source", ["broken ${open", "a ${}", "x ${`unterminated}", "x ${'q}"])
def test_unparsable_templates(source: str) -> None:
    with pytest.raises(TemplateError):
        parse(source)


def test_collisions_are_numbered_and_repeats_share_a_name() -> None:
    t = parse("${a.id} vs ${b.a.id} and ${a.id} again, ${class}")
    assert t.params == ("a_id", "a_id_2", "class_")
    assert t.render(a_id="x", a_id_2="y", class_="c") == "x vs y and x again, c"
    assert t.match("x vs y and x again, c").params == {"a_id": "x", "a_id_2": "y", "class_": "c"}  # type: ignore[union-attr]
    assert t.match("x vs y and z again, c") is None  # a repeated placeholder must repeat its value


def test_render_names_missing_and_unknown_parameters() -> None:
    t = parse(SESSION)
    with pytest.raises(TypeError, match="missing sandbox_id"):
        t.render()
    with pytest.raises(TypeError, match="unknown colour"):
        t.render(sandbox_id="x", colour="red")


def test_match_extracts_values_with_quotes_spaces_and_punctuation() -> None:
    t = parse(SESSION)
    value = "it's a 'box': with \"quotes\", spaces & ünïcode"
    m = t.match(t.render(sandbox_id=value))
    assert m is not None and m.params == {"sandbox_id": value}
    start, end = m.spans["sandbox_id"]
    assert t.render(sandbox_id=value)[start:end] == value
    assert t.match("Sandbox 'x' cannot run the session setup") is None
    assert t.match("prefix Sandbox 'x' cannot run the session setup: no executeCommand implementation") is None


def test_touching_placeholders_give_the_run_to_the_first() -> None:
    t = parse("not healthy at ${url}${healthCheckPath} within ${ms}ms.")
    m = t.match("not healthy at http://h:1/api within 5ms.")
    assert m is not None
    assert m.params == {"url": "http://h:1/api", "health_check_path": "", "ms": "5"}


def test_js_pattern_uses_ecmascript_syntax() -> None:
    t = parse("a ${x.y} (b) ${x.y} c/d")
    assert t.pattern(flavor="js") == r"^a (?<x_y>.*?) \(b\) \k<x_y> c\/d$"


# --- properties ------------------------------------------------------------------------------------------------

literal_text = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="$\\`{}"), max_size=12)
values = st.text(st.characters(blacklist_categories=("Cs",)), max_size=20)


@st.composite
def templates_and_values(draw: st.DrawFn) -> tuple[str, dict[str, str]]:
    n = draw(st.integers(0, 4))
    pieces = [draw(literal_text)]
    for i in range(n):
        # Keep literals between placeholders non-empty so that the split is well defined.
        pieces.append(f"${{p{i}}}")
        pieces.append(draw(literal_text.filter(bool)) if i < n - 1 else draw(literal_text))
    params = {f"p{i}": draw(values) for i in range(n)}
    return "".join(pieces), params


@settings(max_examples=400, deadline=None)
@given(templates_and_values())
def test_render_then_match_round_trips(case: tuple[str, dict[str, str]]) -> None:
    source, params = case
    t = parse(source)
    message = t.render(params)
    m = t.match(message)
    assert m is not None, (source, params, message)
    # Matching may split differently when a value contains the next literal, but it always re-renders the same.
    assert t.render(m.params) == message
    literals = [p.text for p in t.parts if isinstance(p, Literal)]
    if not any(lit and lit in v for v in params.values() for lit in literals):
        assert m.params == params


@settings(max_examples=300, deadline=None)
@given(templates_and_values(), st.text(max_size=60))
def test_precheck_guarantees_the_regex_succeeds(case: tuple[str, dict[str, str]], noise: str) -> None:
    """The invariant behind bounded matching: the regex never runs on text it then fails on."""
    t = parse(case[0])
    for text in (noise, t.render(case[1]) + noise, noise + t.render(case[1])):
        if t.literals_in_order(text):
            assert t.regex.match(text) is not None


PATHOLOGICAL = [
    ("Sandbox '${a}' x '${b}' y '${c}' z", "Sandbox '" + "' x '" * 20000 + "' y '" * 20000),
    ("${a} ${b} ${c} ${d}!", " " * 100000),
    ("Command failed (exit ${code}): ${what}\n${stderr}", "Command failed (exit " + "): \n" * 30000),
    ("MemoryThread.${m}() requires. Pass ${m}().", "MemoryThread." + "() requires. Pass " * 5000 + "x"),
]


@pytest.mark.parametrize(("source", "text"), PATHOLOGICAL)
def test_pathological_inputs_finish(source: str, text: str) -> None:
    # A catastrophic regex would hang here for hours; linear matching returns at once.
    parse(source).match(text)
