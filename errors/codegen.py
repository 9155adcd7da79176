"""Generate ``errors/_generated.py``: one exception family per capability and one class per entry.

The output is deterministic (sorted, no timestamps) so that ``codegen --check`` can compare it with the file
checked in, and it is written to pass ruff and ``mypy --strict``.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

from .catalog import Catalog

__all__ = ["generate", "generated_path"]

WIDTH = 120


def generated_path() -> Path:
    return Path(__file__).resolve().parent / "_generated.py"


def _q(value: str) -> str:
    """A string literal as ruff format writes it: double quotes unless single quotes need fewer escapes."""
    if '"' in value and "'" not in value:
        return repr(value)
    return json.dumps(value, ensure_ascii=False)  # JSON string syntax is valid Python


def _string(value: str, indent: int, lead: int = 0) -> str:
    """A Python string literal, split into implicitly joined pieces when the line (``lead`` chars before it) is long."""
    if len(_q(value)) + max(indent, lead) <= WIDTH:
        return _q(value)
    pieces: list[str] = []
    rest = value
    size = WIDTH - indent - 8
    while rest:
        cut = size
        if len(rest) > cut:
            space = rest.rfind(" ", size // 2, cut)
            cut = space + 1 if space != -1 else cut
        pieces.append(rest[:cut])
        rest = rest[cut:]
    pad = " " * (indent + 4)
    return "(\n" + "".join(f"{pad}{_q(piece)}\n" for piece in pieces) + " " * indent + ")"


def _doc(lines: list[str], indent: int) -> str:
    pad = " " * indent
    body: list[str] = []
    for line in lines:
        # Room for the quotes, and for backslashes that escaping will double.
        room = WIDTH - indent - 7 - line.count("\\")
        wrapped = textwrap.wrap(line, room, break_long_words=True, break_on_hyphens=False) or [""]
        body += wrapped
    text = "\n".join(f"{pad}{b}" if b else "" for b in body)
    text = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    if len(body) == 1:
        return f'{pad}"""{text.lstrip()}"""'
    return f'{pad}"""{text.lstrip()}\n{pad}"""'


def _pair(expr: str, name: str) -> str:
    line = f"        ({_q(expr)}, {_q(name)}),\n"
    if len(line) <= WIDTH:
        return line
    return f"        (\n            {_string(expr, 12)},\n            {_q(name)},\n        ),\n"


def _isort_key(name: str) -> tuple[int, str]:
    # The order ruff's RUF022 expects: CONSTANTS, then Classes, then functions.
    return (0 if name.isupper() else 1 if name[0].isupper() else 2, name)


def generate(catalog: Catalog) -> str:
    out: list[str] = [
        f'"""Exception classes generated from the catalog {catalog.name} {catalog.version}.',
        "",
        "Do not edit: change the catalog and run `sandbox-errors codegen`.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from typing import Final",
        "",
        "from .exceptions import SandboxError",
        "",
        f"CATALOG_VERSION: Final = {_q(catalog.version)}",
        f"SITE_URL: Final = {_q(catalog.site_url)}",
        "",
        "SandboxError.site_url = SITE_URL",
        "SandboxError.catalog_version = CATALOG_VERSION",
        "",
    ]
    names: list[str] = ["CATALOG_VERSION", "EXCEPTIONS_BY_ID", "FAMILIES", "SITE_URL"]
    for cap in catalog.capabilities:
        out += ["", f"class {cap.family}(SandboxError):"]
        out.append(_doc([f"{cap.title}: {' '.join(cap.description.split())}"], 4))
        out += ["", f"    capability = {_q(cap.key)}", ""]
        names.append(cap.family)
    for entry in catalog.entries:
        template = entry.template
        params = template.params
        doc = [entry.title + ("" if entry.title.endswith(".") else "."), "", f"Template: {entry.message}", ""]
        if entry.retired:
            doc += [f"Retired: see {entry.successor}.", ""]
        doc.append(f"Docs: {catalog.docs_url(entry.id)}")
        out += ["", f"class {entry.exception}({entry.family}):", _doc(doc, 4), ""]
        out.append(f"    id = {_q(entry.id)}")
        out.append(f"    template = {_string(entry.message, 4, len('    template = '))}")
        pairs = ", ".join(f"({_q(expr)}, {_q(name)})" for name, expr in template.expressions.items())
        pairs_line = f"    param_names = ({pairs}{',' if len(template.expressions) == 1 else ''})"
        if len(pairs_line) > WIDTH:
            inner = "".join(_pair(expr, name) for name, expr in template.expressions.items())
            pairs_line = f"    param_names = (\n{inner}    )"
        out.append(pairs_line)
        if params:
            signature = ", ".join(f"{p}: object" for p in params)
            call = ", ".join(f"{p}={p}" for p in params)
            def_line = f"    def __init__(self, *, {signature}) -> None:"
            if len(def_line) > WIDTH:
                args = "".join(f"        {p}: object,\n" for p in params)
                def_line = f"    def __init__(\n        self,\n        *,\n{args}    ) -> None:"
            call_line = f"        super().__init__({call})"
            if len(call_line) > WIDTH:
                call_line = (
                    "        super().__init__(\n" + "".join(f"            {p}={p},\n" for p in params) + "        )"
                )
            out += ["", def_line, call_line]
        else:
            out += ["", "    def __init__(self) -> None:", "        super().__init__()"]
        out.append("")
        names.append(entry.exception)
    out += [
        "",
        "FAMILIES: Final[dict[str, type[SandboxError]]] = {",
        *(f"    {_q(cap.key)}: {cap.family}," for cap in catalog.capabilities),
        "}",
        "",
        "EXCEPTIONS_BY_ID: Final[dict[str, type[SandboxError]]] = {",
        *(f"    {_q(e.id)}: {e.exception}," for e in catalog.entries),
        "}",
        "",
        "__all__ = [",
        *(f"    {_q(n)}," for n in sorted(names, key=_isort_key)),
        "]",
    ]
    text = "\n".join(out)
    while "\n\n\n\n" in text:
        text = text.replace("\n\n\n\n", "\n\n\n")
    return text.replace("\n\n\nclass", "\n\n\nclass").rstrip() + "\n"
