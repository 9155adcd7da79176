"""Reading one catalog YAML file into plain values, with positions, within bounds.

Owns where the catalog lives (:func:`default_catalog_dir`, ``$SANDBOX_ERRORS_CATALOG``) and :class:`_Reader`:
it reads only regular files of at most :data:`MAX_FILE_BYTES`, refuses YAML aliases (which can multiply the
work exponentially) and deep nesting, validates values against the field declarations of :mod:`errors._fields`,
and records each problem as ``path:line:column: field: what`` (at most :data:`MAX_PROBLEMS_PER_FILE` a file)
instead of raising. This is the only module that parses YAML.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .._safe_read import FileRefused, read_regular
from .model import Problem

if TYPE_CHECKING:
    from .. import _fields as F

CATALOG_ENV = "SANDBOX_ERRORS_CATALOG"
# A catalog file is a few KB; anything near this is not one (and /dev/zero never ends).
MAX_FILE_BYTES = 2**20
# Past this, more problems from one file say nothing new (one alias-laden file printed 4 million).
MAX_PROBLEMS_PER_FILE = 50
# A problem quotes the value it is about; a whole 1 MB value would drown the report.
MAX_PROBLEM_CHARS = 1000


class _Reader:
    """Turns one YAML file into plain Python values, recording problems with positions instead of raising.

    At most :data:`MAX_PROBLEMS_PER_FILE` problems are kept per file; :meth:`overflow` says how many more.
    """

    def __init__(self, path: Path, display: str) -> None:
        self.path = path
        self.display = _one_line(display, limit=None)
        self.problems: list[Problem] = []
        self.suppressed = 0
        self._kept = 0
        self._last = (1, 1)

    def _add(self, line: int, column: int, field_name: str, message: str) -> None:
        if self._kept >= MAX_PROBLEMS_PER_FILE:
            self.suppressed += 1
            self._last = max(self._last, (line, column))
            return
        self._kept += 1
        self.problems.append(Problem(self.display, line, column, _one_line(field_name), _one_line(message)))

    def problem(self, node: Any, field_name: str, message: str) -> None:
        mark = getattr(node, "start_mark", None)
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        self._add(line, column, field_name, message)

    def overflow(self) -> Problem | None:
        """The one line that stands for the problems not kept, if any."""
        if not self.suppressed:
            return None
        line, column = self._last
        return Problem(self.display, line, column, "file", f"... and {self.suppressed} more in this file")

    def read(self) -> Any:
        """The document's root node, or None after recording why it is unusable."""
        import yaml

        try:
            raw = read_regular(self.path, MAX_FILE_BYTES)
        except FileNotFoundError:
            self._add(1, 1, "file", f"{self.path.name} is missing")
            return None
        except FileRefused as exc:
            self._add(1, 1, "file", f"cannot read: {exc}")
            return None
        except OSError as exc:
            self._add(1, 1, "file", f"cannot read: {exc.strerror or exc}")
            return None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            line, column = _position(raw, exc.start)
            self._add(line, column, "file", f"not UTF-8: byte 0x{raw[exc.start]:02x} cannot be decoded")
            return None
        if not text.strip():
            self._add(1, 1, "file", "the file is empty")
            return None
        try:
            # libyaml's composer when PyYAML has it (much faster; it keeps the same marks).
            loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
            nodes = list(yaml.compose_all(text, Loader=loader))
        except yaml.MarkedYAMLError as exc:
            mark = exc.problem_mark or exc.context_mark
            line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
            what = " ".join(str(x) for x in (exc.context, exc.problem) if x)
            self._add(line, column, "yaml", f"syntax error: {what}")
            return None
        except yaml.reader.ReaderError as exc:
            # A character YAML does not allow (NUL, other control characters): point at it, not at 1:1.
            found = text.find(chr(exc.character)) if isinstance(exc.character, int) else -1
            line, column = _position(text, found) if found >= 0 else (1, 1)
            what = f"U+{exc.character:04X}" if isinstance(exc.character, int) else repr(exc.character)
            self._add(line, column, "yaml", f"the character {what} is not allowed in YAML ({exc.reason})")
            return None
        except yaml.YAMLError as exc:
            self._add(1, 1, "yaml", f"syntax error: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}")
            return None
        except RecursionError:  # PyYAML's pure-Python composer has no depth limit (libyaml stops at 1,000)
            self._add(1, 1, "yaml", "nested too deeply")
            return None
        nodes = [n for n in nodes if n is not None]
        if not nodes:
            self._add(1, 1, "file", "the file holds no document")
            return None
        if len(nodes) > 1:
            self.problem(nodes[1], "file", "the file holds more than one YAML document")
        deep = _too_deep(nodes[0])
        if deep is not None:
            # Whatever the YAML library allows (libyaml's limit differs between releases), an entry is a few
            # levels deep: far more is a broken or hostile file, and would exhaust the converter's recursion.
            self.problem(deep, "yaml", f"nested too deeply (more than {MAX_NESTING} levels)")
            return None
        repeated = _repeated_node(nodes[0])
        if repeated is not None:
            # Each alias expands its anchor's whole subtree again: a 26 KB file became gigabytes of work.
            message = "YAML aliases (*name) are not allowed in catalog files: this anchored value is repeated"
            self.problem(repeated, "yaml", message)
            return None
        return nodes[0]

    def convert(self, node: Any, spec: F.Spec, where: str) -> Any:
        """Validate ``node`` against ``spec``; return the plain value, or None where it is unusable."""
        import yaml

        from .. import _fields as F

        if isinstance(spec, F.Obj):
            if not isinstance(node, yaml.MappingNode):
                self.problem(node, where or "document", f"expected a mapping, got {_kind(node)}")
                return None
            out: dict[str, Any] = {}
            seen: set[str] = set()
            for key_node, value_node in node.value:
                key = key_node.value if isinstance(key_node, yaml.ScalarNode) else None
                name = f"{where}.{key}" if where else str(key)
                if key is None:
                    self.problem(key_node, where or "document", "keys must be plain strings")
                    continue
                if key in seen:
                    self.problem(key_node, name, "duplicate key")
                    continue
                seen.add(key)
                if key not in spec.fields:
                    self.problem(key_node, name, f"unknown field (known: {', '.join(spec.fields)})")
                    continue
                out[key] = self.convert(value_node, spec.fields[key], name)
            for required in spec.required:
                if required not in seen:
                    self.problem(node, f"{where}.{required}" if where else required, "missing required field")
                    # As an unusable value is: None, so building objects from the dict never lacks an argument.
                    out[required] = None
            return out
        if isinstance(spec, F.ListOf):
            if not isinstance(node, yaml.SequenceNode):
                self.problem(node, where, f"expected a list, got {_kind(node)}")
                return None
            if len(node.value) < spec.min_items:
                self.problem(node, where, f"needs at least {spec.min_items} item{'s' if spec.min_items > 1 else ''}")
            items = [self.convert(item, spec.items, f"{where}[{i}]") for i, item in enumerate(node.value)]
            if spec.unique:
                seen_items: set[Any] = set()
                for i, item in enumerate(items):
                    if item is None:
                        continue
                    key = _hashable(item)
                    if key in seen_items:
                        self.problem(node.value[i], f"{where}[{i}]", f"{item!r} is listed twice")
                    seen_items.add(key)
            return items
        if isinstance(spec, F.MapOf):
            if not isinstance(node, yaml.MappingNode):
                self.problem(node, where, f"expected a mapping, got {_kind(node)}")
                return None
            values: dict[str, Any] = {}
            for key_node, value_node in node.value:
                if not isinstance(key_node, yaml.ScalarNode):
                    self.problem(key_node, where, "keys must be plain strings")
                elif key_node.value in values:
                    self.problem(key_node, f"{where}.{key_node.value}", "duplicate key")
                else:
                    values[key_node.value] = self.convert(value_node, spec.values, f"{where}.{key_node.value}")
            return values
        if not isinstance(node, yaml.ScalarNode):
            hint = ""
            if isinstance(spec, F.Str) and isinstance(node, yaml.MappingNode) and len(node.value) == 1:
                hint = " (an unquoted ': ' inside text makes YAML read a mapping; quote the text)"
            expected = "number" if isinstance(spec, F.Int) else "string"
            self.problem(node, where, f"expected a {expected}, got {_kind(node)}{hint}")
            return None
        try:
            value = _scalar_value(node)
        except (ValueError, yaml.YAMLError) as exc:
            self.problem(node, where, str(exc).splitlines()[0])
            return None
        if isinstance(spec, F.Int):
            if isinstance(value, bool) or not isinstance(value, int):
                self.problem(node, where, f"expected a whole number, got {value!r}")
                return None
            if value < spec.minimum:
                self.problem(node, where, f"must be at least {spec.minimum}")
                return None
            return value
        if not isinstance(value, str):
            # Unquoted 1.71 or true read as other types; in a string field that is a mistake worth naming.
            self.problem(node, where, f"expected a string, got {type(value).__name__} {value!r} (quote it)")
            return None
        complaint = spec.check(value)
        if complaint:
            self.problem(node, where, complaint)
            return None
        return value


_CONSTRUCTOR: Any = None


def _scalar_value(node: Any) -> Any:
    """The Python value of a scalar node, resolved by its tag; a ``ValueError`` for a tag YAML-safe loading lacks.

    Calls the tag's constructor directly: ``construct_object`` would also remember every node it saw.
    """
    global _CONSTRUCTOR
    import yaml

    if _CONSTRUCTOR is None:
        _CONSTRUCTOR = yaml.SafeLoader("")
    construct = yaml.SafeLoader.yaml_constructors.get(node.tag)
    if construct is None:
        raise ValueError(f"the tag {node.tag} is not allowed")
    return construct(_CONSTRUCTOR, node)


def _one_line(text: str, limit: int | None = MAX_PROBLEM_CHARS) -> str:
    """Text fit for one line of a report: control characters escaped (a quoted key may hold a newline or an
    escape sequence), and a value of a megabyte cut short."""
    if not text.isprintable():
        text = "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)
    return text if limit is None or len(text) <= limit else text[: limit - 1] + "\u2026"


MAX_NESTING = 64


def _too_deep(root: Any) -> Any:
    """The first node nested more than MAX_NESTING levels down, or None (an iterative walk: no recursion)."""
    stack = [(root, 1)]
    seen: set[int] = set()
    while stack:
        node, depth = stack.pop()
        if depth > MAX_NESTING:
            return node
        if id(node) in seen:  # an alias: _repeated_node reports it
            continue
        seen.add(id(node))
        children = node.value
        if isinstance(children, list):
            for child in children:
                for item in child if isinstance(child, tuple) else (child,):
                    stack.append((item, depth + 1))
    return None


def _repeated_node(root: Any) -> Any:
    """The first node reached twice (through an alias), or None: a walk that visits each node once."""
    seen: set[int] = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if id(node) in seen:
            return node
        seen.add(id(node))
        children = node.value
        if isinstance(children, list):
            for child in children:
                if isinstance(child, tuple):
                    stack.extend(child)
                else:
                    stack.append(child)
    return None


def _position(text: str | bytes, offset: int) -> tuple[int, int]:
    """The 1-based line and column of an offset into the file's text (or bytes)."""
    newline: Any = b"\n" if isinstance(text, bytes) else "\n"
    line = text.count(newline, 0, offset) + 1
    return line, offset - (text.rfind(newline, 0, offset) + 1) + 1


def _hashable(value: Any) -> Any:
    """A hashable stand-in for a converted value, equal for equal values (dicts and lists are not hashable)."""
    if isinstance(value, dict):
        return ("dict", tuple((k, _hashable(v)) for k, v in sorted(value.items())))
    if isinstance(value, list):
        return ("list", tuple(_hashable(v) for v in value))
    return value


def _kind(node: Any) -> str:
    import yaml

    if isinstance(node, yaml.MappingNode):
        return "a mapping"
    if isinstance(node, yaml.SequenceNode):
        return "a list"
    value = node.value if isinstance(node, yaml.ScalarNode) else None
    return "nothing" if value in ("", "~", "null") else f"the scalar {value!r}"


def _field_node(root: Any, *path: str | int) -> Any:
    """The node at a field path (for positioning cross-file problems); the root when it is not there."""
    node = root
    for step in path:
        children = getattr(node, "value", None)
        if isinstance(step, int):
            if not isinstance(children, list) or step >= len(children) or isinstance(children[step], tuple):
                return node
            node = children[step]
        else:
            if not isinstance(children, list):
                return node
            node = next((v for k, v in children if isinstance(k.value, str) and k.value == step), None)
            if node is None:
                return root
    return node


def default_catalog_dir() -> Path:
    """The catalog shipped with the package (inside the wheel), or the source checkout's ``catalog/``."""
    here = Path(__file__).resolve().parent.parent  # errors/, above this package
    for candidate in (here / "_data" / "catalog", here.parent / "catalog"):
        if (candidate / "catalog.yaml").is_file():
            return candidate
    return here.parent / "catalog"


def _display(path: Path) -> str:
    try:
        return os.path.relpath(path)
    except ValueError:
        return str(path)
