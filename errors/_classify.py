"""Turn a foreign message back into a typed exception, with the same matcher as ``diagnose``."""

from __future__ import annotations

from typing import NoReturn

from .catalog import Catalog, load_catalog
from .exceptions import SandboxError

__all__ = ["classify", "raise_for"]


def classify(text: str, catalog: Catalog | None = None) -> SandboxError | None:
    """The typed exception for a catalogued message found in ``text`` (a message, log line or stack trace).

    Only an exact match is turned into an exception: a typed error promises its parameters. A value outside a
    closed set that the catalog keeps open (``params[].other_values``) still makes one, with a note saying so.
    Returns None when the text holds no catalogued message.
    """
    from ._generated import EXCEPTIONS_BY_ID
    from .match import Matcher, context_of
    from .normalize import candidates

    catalog = load_catalog() if catalog is None else catalog  # an empty Catalog is falsy: never swap it
    stripped = text.strip()
    # A whole multi-line message matches its full template; try that before the line-by-line matcher.
    if "\n" in stripped:
        for entry in catalog.entries:
            if any("\n" in literal for literal in entry.template.literals):
                m = entry.template.match(stripped)
                if m is not None and entry.id in EXCEPTIONS_BY_ID:
                    return EXCEPTIONS_BY_ID[entry.id](**m.params)
    lines = text.splitlines() or [text]
    found = Matcher.for_catalog(catalog).find_in(
        candidates(text), fuzzy=False, context_for=lambda n: context_of(lines, min(n, len(lines)) - 1)
    )
    for finding in found:
        # A typed error promises its values: the message must be there whole, word for word. A generic one
        # that nothing beside it confirms is still typed, when it is the whole text the caller gave.
        whole_words = finding.method == "exact" and not finding.demoted
        if not whole_words or finding.entry.id not in EXCEPTIONS_BY_ID:
            continue
        if finding.confidence != "exact" and not finding.outside_values and not finding.whole:
            continue
        cls = EXCEPTIONS_BY_ID[finding.entry.id]
        params = dict(finding.params)
        # A multi-line template matched on its first line: values after the break are unknown.
        for name in finding.entry.template.params:
            params.setdefault(name, "")
        if finding.wording is None:
            typed = cls(**params)
            if finding.confidence != "exact" and not finding.outside_values:
                typed.add_note(f"Possibly this error: {finding.why}")
            for name, value in finding.outside_values:
                typed.add_note(f"{name}={value!r} is not a value the pinned release emits here")
            return typed
        # Another release's wording: the same class, with the values the two wordings share.
        typed = cls(**{name: params[name] for name in finding.entry.template.params})
        typed.add_note(f"Matched the wording of {finding.wording.releases}: {finding.text}")
        return typed
    return None


def raise_for(exc: BaseException) -> NoReturn:
    """Raise the typed exception for ``exc``'s message ``from exc``; re-raise ``exc`` unchanged otherwise."""
    typed = classify(str(exc))
    if typed is None:
        raise exc
    raise typed from exc
