"""The matcher's rules (issue 27), each on the text that showed it was missing: confidence that promises something,
context that decides for a generic message, values with shapes, fuzzy matching that respects the text, and a
log with several errors read as several errors."""

from __future__ import annotations

from typing import Any

import pytest

from errors import diagnose
from errors.catalog import Catalog, load_catalog

CATALOG: Catalog = load_catalog()


def _matches(text: str, top: int = 5) -> list[dict[str, Any]]:
    return list(diagnose(text, CATALOG, top=top)["matches"])


def _confident(text: str) -> list[tuple[str, str]]:
    return [(m["id"], m["confidence"]) for m in _matches(text) if m["confidence"] in ("exact", "strong")]


# The table: real output of other tools and ordinary CI lines, none of them a Mastra error.
NOT_MASTRA = [
    "Error: Command failed: exit 3",  # Node's execSync
    "ERROR: file or directory not found: /x",  # pytest
    "Invalid environment variable name format",
    "Execution timed out after 90s: Kody stopped observing the sandbox.",  # another product
    "NotImplementedError: Subclasses must implement spawn()",  # another project's code, from Python
    "  throw new Error('Subclasses must implement spawn()');",  # another project's source
    "[ci] step 4: snapshot upload to the cache bucket failed: retrying in 5 s",
    "[runner] the build command timed out after waiting for the lock 12 ms, retrying",
    "npm ERR! request to https://registry.npmjs.org/pkg17 failed: command failed exit not found mount",
    "IOError: File not found",
    "ValueError: 'df' must be greater than zero.",
    "ProfileDirError: Directory not found: /home/u/.ipython/profile_x",
    "ApplicationError: Theme directory not found: x1 (path: x1)",
]


@pytest.mark.parametrize("text", NOT_MASTRA)
def test_other_tools_output_is_never_a_confident_finding(text: str) -> None:
    assert _confident(text) == []


def test_a_generic_message_is_only_possible_without_context_and_says_what_would_confirm_it() -> None:
    [found] = _matches("Directory not found: /workspace/src")
    assert found["id"] == "sandbox-filesystem-directory-not-found" and found["confidence"] == "possible"
    assert "generic" in found["why"] and "@mastra/code-sdk" in found["why"]
    assert found["params"] == {"path": "/workspace/src"}


def test_a_frame_of_its_package_makes_a_generic_message_exact() -> None:
    text = (
        "Error: Directory not found: /workspace/src\n"
        "    at SandboxFilesystem.readdir (/app/node_modules/@mastra/code-sdk/dist/index.js:912:11)\n"
        "    at async main (/app/src/index.ts:10:3)"
    )
    top = _matches(text)[0]
    assert (top["id"], top["confidence"]) == ("sandbox-filesystem-directory-not-found", "exact")
    assert "a frame or path of @mastra/code-sdk" in top["confirmed_by"]


def test_a_specific_message_is_exact_anywhere_at_a_boundary() -> None:
    text = (
        "2026-11-30T10:00:00Z ERROR deploy failed: "
        "Sandbox 'my-box' cannot run the session setup: no executeCommand implementation"
    )
    top = _matches(text)[0]
    assert (top["id"], top["confidence"]) == ("session-setup-without-execute-command", "exact")


def test_a_value_that_breaks_its_kind_is_not_that_template() -> None:
    assert _matches("Execution timed out after 90s: Kody stopped observing the sandbox.") == []
    ok = _matches("Execution timed out after 30000ms")
    assert ok and ok[0]["id"] == "sandbox-execution-timed-out" and ok[0]["params"] == {"timeout_ms": "30000"}


def test_fuzzy_holds_the_text_to_its_punctuation() -> None:
    assert all(m["id"] != "repo-lifecycle-command-failed" for m in _matches("Error: Command failed: exit 3"))


def test_a_message_quoted_without_its_constant_log_prefix_is_strong() -> None:
    [found] = _matches("Deployment failed with state: ERROR")
    assert (found["id"], found["confidence"], found["method"]) == (
        "vercel-serverless-deployment-failed",
        "strong",
        "prefixless",
    )
    assert found["dropped_prefix"] == "[VercelServerlessSandbox]"
    assert _matches("[VercelServerlessSandbox] Deployment failed with state: ERROR")[0]["confidence"] == "exact"


def test_several_errors_in_a_log_are_several_findings_each_with_its_line() -> None:
    log = "\n".join(
        [
            "starting the worker",
            "Error: Sandbox 'box-1' cannot run the session setup: no executeCommand implementation",
            "    at runGuardedSetup (/app/node_modules/@mastra/factory/dist/index.js:10:1)",
            "retrying in 5 s",
            'Invalid environment variable name: "A-B"',
            "Error: Sandbox 'box-2' cannot run the session setup: no executeCommand implementation",
        ]
    )
    matches = _matches(log, top=10)
    by_id = {m["id"]: m for m in matches}
    assert by_id["session-setup-without-execute-command"]["lines"] == [2, 6]
    assert by_id["deploy-env-name-invalid"]["line"] == 5
    # Rivals are other readings of the same text, never the errors of other lines.
    rivals = by_id["deploy-env-name-invalid"].get("rivals", [])
    assert all(r["id"] != "session-setup-without-execute-command" for r in rivals)


def test_the_providers_prefix_picks_among_entries_that_share_a_text() -> None:
    top = _matches("[cloudflare] Invalid environment variable name: A-B")
    assert top[0]["id"] == "cloudflare-invalid-env-var-name"


def test_a_plain_message_is_only_possible_alone_and_exact_with_a_frame_of_its_package() -> None:
    # "Process aborted" is the whole of blaxel-command-aborted, and what many programs print (issue 27).
    [found] = _matches("Process aborted")
    assert (found["id"], found["confidence"]) == ("blaxel-command-aborted", "possible")
    assert "plain phrase" in found["why"] and "@mastra/blaxel" in found["why"]
    text = (
        "Error: Process aborted\n"
        "    at BlaxelSandbox.executeCommand (/app/node_modules/@mastra/blaxel/dist/index.js:956:11)"
    )
    top = _matches(text)[0]
    assert (top["id"], top["confidence"]) == ("blaxel-command-aborted", "exact")


def test_a_providers_log_tag_is_its_evidence_and_counts_against_another_providers_message() -> None:
    # [BoatSandbox] is @mastra/boat's tag: the line is Boat's "<operation> failed: <message>", not Archil's mkdir.
    matches = _matches("[BoatSandbox] mkdir failed: cannot create directory")
    assert (matches[0]["id"], matches[0]["confidence"]) == ("boat-api-operation-failed", "exact")
    assert all(m["id"] != "archil-mkdir-failed" or m["confidence"] == "possible" for m in matches)
    # A medium message of another provider under Boat's tag is only worth a look; under its own tag it is exact.
    [found] = _matches("[BoatSandbox] Failed to create mount directory")
    assert (found["id"], found["confidence"]) == ("daytona-mount-directory-create-failed", "possible")
    assert "the log tag [BoatSandbox] of another provider (boat)" in found["why"]
    top = _matches("[DaytonaSandbox] Failed to create mount directory")[0]
    assert (top["id"], top["confidence"]) == ("daytona-mount-directory-create-failed", "exact")
    # Core's messages surface through every provider: a provider's tag does not count against them.
    assert _matches("[BoatSandbox] Sandbox is not ready: stopped")[0]["confidence"] == "exact"


def test_a_generic_package_name_is_not_a_providers_name() -> None:
    from errors.match.confidence import provider_names

    [entry] = [e for e in CATALOG.entries if e.package == "@vercel/sandbox"][:1]
    assert provider_names(entry) == ("vercel",)


def test_the_cached_template_index_is_the_one_a_fresh_build_computes() -> None:
    # A cold start reads the templates' words and weights from a cache beside the catalog's; the same background
    # passed in builds them afresh, and both must give the same compiled templates.
    from errors.match import Matcher
    from errors.match.matcher import _background_for

    cached, fresh = Matcher(CATALOG), Matcher(CATALOG, _background_for(CATALOG))

    def shape(m: Matcher) -> list[tuple[object, ...]]:
        return [
            (c.entry.id, c.variant, c.template.source, c.dropped_prefix, c.seq, c.key, c.prefix_key, c.bits)
            for c in m.compiled
        ]

    assert shape(cached) == shape(fresh) and len(cached.compiled) > len(CATALOG)
