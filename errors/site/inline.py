"""Assets written into a page rather than linked: the favicon as a data URI, and the 404 page's own code.

The 404 page is served at any depth of any base, so it cannot name a file relative to itself. Its styles and its
one script are inline, each allowed by its SHA-256 in the page's Content-Security-Policy (no 'unsafe-inline').
"""

from __future__ import annotations

import base64
import hashlib
from pathlib import Path
from urllib.parse import quote

from markupsafe import Markup


def data_uri(svg: bytes) -> str:
    return "data:image/svg+xml," + quote(svg.decode("utf-8").strip(), safe=" /:=',;()-.")


def csp_hash(text: str) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")


def not_found_assets(templates: Path, stylesheet: bytes) -> dict[str, Markup | str]:
    """The 404 page's inline style and script (raw text elements, so not escaped), with their CSP hashes."""
    style = stylesheet.decode("utf-8")
    script = (templates / "notfound.js").read_text(encoding="utf-8")
    return {
        "style": Markup(style),
        "style_hash": csp_hash(style),
        "script": Markup(script),
        "script_hash": csp_hash(script),
    }
