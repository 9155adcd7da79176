"""Where templates come from, markdown and highlighting, and the colours of both themes."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from errors.site import site_source_dir
from errors.site.highlight import highlight, highlight_lines, lexer_for_path
from errors.site.markdown import render, render_inline

ROOT = Path(__file__).resolve().parent.parent.parent


def test_templates_come_from_the_checkout() -> None:
    assert site_source_dir() == ROOT / "site"
    assert (site_source_dir() / "templates" / "entry.html").is_file()


def test_an_installed_package_uses_its_own_copy(tmp_path: Path) -> None:
    """In a wheel the site folder is errors/_data/site (hatch force-include); a stray checkout is not used."""
    installed = tmp_path / "site-packages"
    shutil.copytree(ROOT / "errors", installed / "errors", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "site", installed / "errors" / "_data" / "site")
    env = {**os.environ, "PYTHONPATH": str(installed)}
    found = subprocess.run([sys.executable, "-c", "from errors.site import site_source_dir; print(site_source_dir())"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, check=True).stdout.strip()
    assert found == str(installed / "errors" / "_data" / "site")


def test_markdown_has_raw_html_off_and_highlights_code() -> None:
    html = render("# Heading\n\n<div onclick=x>hi</div>\n\n```ts\nconst a = '<b>';\n```\n").html
    assert "<h4>Heading</h4>" in html  # under the page's own h2/h3
    assert "<div" not in html and "&lt;div onclick=x&gt;" in html
    assert '<pre class="code" data-lang="TypeScript" tabindex="0"><code><span class="kd">const</span>' in html
    assert "&#39;&lt;b&gt;&#39;" in html
    assert render_inline("a *b* `<c>`").html == "a <em>b</em> <code>&lt;c&gt;</code>"
    assert render("[x](javascript:alert(1))").html.strip() == "<p>[x](javascript:alert(1))</p>"
    assert render("Some `code` here.\n\n- one\n- two").text == "Some code here. one two"


def test_highlighting() -> None:
    assert highlight("a <b>", "no-such-language") == "a &lt;b&gt;"
    assert highlight("const a = 1;\n", "ts") == '<span class="kd">const</span> <span class="nx">a</span> ' \
        '<span class="o">=</span> <span class="mf">1</span><span class="p">;</span>'
    lines = highlight_lines("/* one\ntwo */\nx\n", lexer_for_path("a.ts"))
    assert [str(x) for x in lines] == ['<span class="cm">/* one</span>', '<span class="cm">two */</span>',
                                       '<span class="nx">x</span>']


def _variables(css: str, theme: str) -> dict[str, str]:
    """The colours of one theme: ``--name: light-dark(#light, #dark)``, or one colour for both."""
    block = css[css.index(":root {") : css.index("}", css.index(":root {"))]
    out = {}
    for m in re.finditer(r"--([\w-]+):\s*(?:light-dark\((#[0-9a-fA-F]{6}),\s*(#[0-9a-fA-F]{6})\)|(#[0-9a-fA-F]{6}))",
                         block):
        out[m.group(1)] = m.group(4) or (m.group(2) if theme == "light" else m.group(3))
    return out


def _luminance(hex_colour: str) -> float:
    channels = [int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


PAIRS = [
    ("fg", "bg"), ("muted", "bg"), ("muted", "surface"), ("accent", "bg"), ("accent", "surface"),
    ("accent-fg", "accent"), ("ph-fg", "ph-bg"), ("value-fg", "value-bg"), ("mark-fg", "mark-bg"),
    ("fg", "warn-bg"), ("before", "bg"), ("after", "bg"), ("fg", "code-bg"), ("fg", "target-bg"),
    *((f"t-{t}", "code-bg") for t in ("keyword", "string", "comment", "function", "constant", "builtin", "tag")),
]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_theme_colours_meet_wcag_aa(theme: str) -> None:
    css = (site_source_dir() / "static" / "style.css").read_text()
    colours = _variables(css, theme)
    assert len(colours) > 20
    weak = [f"{fg} on {bg}: {contrast(colours[fg], colours[bg]):.2f}" for fg, bg in PAIRS
            if contrast(colours[fg], colours[bg]) < 4.5]
    assert weak == []
