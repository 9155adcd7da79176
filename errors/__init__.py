"""sandbox-errors: an error knowledge base and diagnostics tool for sandbox errors (first catalog: Mastra).

The public API, re-exported here (the modules behind it are private unless documented):

- ``SandboxError``, the capability families and one exception class per catalog entry (generated);
- ``classify(text)`` and ``raise_for(exc)``: foreign messages back into typed exceptions;
- ``diagnose(text)``: the records ``sandbox-errors diagnose --json`` prints;
- ``load_catalog()`` and the catalog types.
"""

from ._generated import *  # noqa: F403 (the generated classes are the public API)
from ._generated import __all__ as _generated_all
from .catalog import Catalog, CatalogError, Entry, load_catalog
from .classify import classify, raise_for
from .diagnosis import diagnose
from .exceptions import SandboxError
from .template import Template, TemplateError

__version__ = "0.1.0"

__all__ = [
    "Catalog",
    "CatalogError",
    "Entry",
    "SandboxError",
    "Template",
    "TemplateError",
    "__version__",
    "classify",
    "diagnose",
    "load_catalog",
    "raise_for",
    *_generated_all,
]
