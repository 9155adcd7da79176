"""Typed exceptions for catalogued errors.

The hierarchy::

    Exception
     └── SandboxError                      every catalogued error; .id .params .entry .capability .docs_url
          ├── ExecuteCommandError          one family per capability of the taxonomy (catalog.yaml)
          │    ├── SessionSetupWithoutExecuteCommand
          │    └── ...                     one class per catalog entry
          ├── SetEnvError
          │    └── GithubTokenRefreshWithoutSetEnv ...
          └── ...

The families and entry classes are generated from the catalog into ``errors/_generated.py`` by
``sandbox-errors codegen`` (checked in, so IDEs, mypy and grep see them). This module holds the behaviour they
share: rendering the exact upstream message from keyword parameters, equality by class and parameters,
pickling, and the docs link. The link is attached as an exception note (shown in tracebacks, not in ``str()``,
which stays the exact upstream message); set ``SANDBOX_ERRORS_INCLUDE_URL=0`` to leave it out.
"""

from __future__ import annotations

import os
from functools import cache
from typing import TYPE_CHECKING, Any, ClassVar

if TYPE_CHECKING:
    from .template import Template

__all__ = ["INCLUDE_URL_ENV", "SandboxError"]

INCLUDE_URL_ENV = "SANDBOX_ERRORS_INCLUDE_URL"


@cache
def _template(source: str, names: tuple[tuple[str, str], ...]) -> Template:
    from .template import parse

    return parse(source, dict(names))


def _restore(cls: type[SandboxError], params: dict[str, str], message: str | None) -> SandboxError:
    if cls.id is None:
        return cls(message)
    return cls(**params)


class SandboxError(Exception):
    """Root of every catalogued sandbox error. Entry classes are built with keyword parameters only."""

    #: The catalog entry id (None on the root and the families).
    id: ClassVar[str | None] = None
    #: The capability key of the family (None on the root).
    capability: ClassVar[str | None] = None
    #: The upstream template text, verbatim.
    template: ClassVar[str] = ""
    #: Placeholder expression -> Python parameter name, as the catalog names them.
    param_names: ClassVar[tuple[tuple[str, str], ...]] = ()
    #: Catalog facts for the docs link, set by the generated module.
    site_url: ClassVar[str] = ""
    catalog_version: ClassVar[str] = ""

    params: dict[str, str]

    def __init__(self, message: str | None = None, /, **params: object) -> None:
        cls = type(self)
        if cls.id is None:
            # The root and the families carry a free message (for wrapping errors the catalog lacks).
            if params:
                raise TypeError(f"{cls.__name__} takes no parameters: {', '.join(sorted(params))}")
            self.params = {}
            super().__init__(message if message is not None else "")
        else:
            if message is not None:
                raise TypeError(f"{cls.__name__} is built from its parameters, not from a message")
            template = _template(cls.template, cls.param_names)
            try:
                rendered = template.render({k: str(v) for k, v in params.items()})
            except TypeError as exc:
                raise TypeError(f"{cls.__name__}: {exc}") from None
            self.params = {k: str(v) for k, v in params.items()}
            super().__init__(rendered)
        if cls.id is not None and os.environ.get(INCLUDE_URL_ENV, "1") not in ("0", "false", "no", "off"):
            self.add_note(f"See {self.docs_url}")

    @property
    def message(self) -> str:
        return str(self.args[0]) if self.args else ""

    @property
    def docs_url(self) -> str | None:
        """The entry's page on the documentation site (None on the root and the families)."""
        if self.id is None:
            return None
        from .docs_url import docs_base, entry_url

        return entry_url(docs_base(self.site_url, self.catalog_version), self.id)

    @property
    def entry(self) -> dict[str, Any] | None:
        """The entry's full catalog record (meaning, fixes, sources...), loaded from the shipped catalog."""
        if self.id is None:
            return None
        from .catalog import load_catalog

        catalog = load_catalog()
        return catalog.record(catalog.get(self.id)) if self.id in catalog else None

    def __str__(self) -> str:
        return self.message

    def __repr__(self) -> str:
        if self.id is None:
            return f"{type(self).__name__}({self.message!r})"
        inner = ", ".join(f"{k}={v!r}" for k, v in self.params.items())
        return f"{type(self).__name__}({inner})"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SandboxError):
            return NotImplemented
        return type(self) is type(other) and self.params == other.params and self.message == other.message

    def __hash__(self) -> int:
        return hash((type(self), tuple(sorted(self.params.items())), self.message))

    def __reduce__(self) -> tuple[Any, ...]:
        return (_restore, (type(self), dict(self.params), None if self.id else self.message))
