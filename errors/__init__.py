"""sandbox-errors: an error knowledge base and diagnostics tool for sandbox errors (first catalog: Mastra).

The public API, re-exported here (the modules behind it are private unless documented):

- ``SandboxError``, the capability families and one exception class per catalog entry (generated);
- ``classify(text)`` and ``raise_for(exc)``: foreign messages back into typed exceptions;
- ``diagnose(text)``: the records ``sandbox-errors diagnose --json`` prints;
- ``load_catalog()`` and the catalog types.

Attributes are imported on first use, so that the command line starts without loading what it does not need.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:
    from ._classify import classify as classify
    from ._classify import raise_for as raise_for
    from ._generated import *  # noqa: F403
    from .catalog import Catalog as Catalog
    from .catalog import CatalogError as CatalogError
    from .catalog import Entry as Entry
    from .catalog import load_catalog as load_catalog
    from .diagnosis import diagnose as diagnose
    from .exceptions import SandboxError as SandboxError
    from .template import Template as Template
    from .template import TemplateError as TemplateError

_LAZY = {
    "Catalog": "catalog",
    "CatalogError": "catalog",
    "Entry": "catalog",
    "load_catalog": "catalog",
    "classify": "_classify",
    "raise_for": "_classify",
    "diagnose": "diagnosis",
    "SandboxError": "exceptions",
    "Template": "template",
    "TemplateError": "template",
}


def _exception_names() -> frozenset[str]:
    # (the 400 names, read when first asked: a command that imports errors.cli needs none of them)
    from ._generated_names import GENERATED_NAMES

    return GENERATED_NAMES


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is not None:
        value = getattr(importlib.import_module(f".{module}", __name__), name)
    elif name == "__all__":
        value = [*_LAZY, "__version__", *sorted(_exception_names())]
    elif name[:1].isupper() and name in _exception_names():
        # (the generated names are all capitalised: ``from . import _cache`` asks here for a submodule first)
        value = getattr(importlib.import_module("._generated", __name__), name)
    else:
        raise AttributeError(f"module 'errors' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY, *_exception_names()})
