"""sandbox-errors: an error knowledge base and diagnostics tool for sandbox errors (first catalog: Mastra).

The public API is re-exported here; the modules behind it are private unless documented.
"""

from .catalog import Catalog, CatalogError, Entry, load_catalog
from .template import Template, TemplateError

__version__ = "0.1.0"

__all__ = [
    "Catalog",
    "CatalogError",
    "Entry",
    "Template",
    "TemplateError",
    "__version__",
    "load_catalog",
]
