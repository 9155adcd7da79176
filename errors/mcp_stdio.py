"""The stdio side of ``sandbox-errors mcp``: JSON-RPC messages, one per line, between the client and the SDK.

The SDK's own stdio transport is not used, for what it does not do:

- **Answer every line.** A line that is not JSON gets -32700 (Parse error), and one the SDK cannot read (a
  lone UTF-16 surrogate escape, a message of no known shape) gets an error too, with the request's id when it
  has one, so the client's call fails at once instead of waiting for its timeout. The SDK drops both silently.
- **Leave with the client.** When stdin ends, or a write finds the pipe closed, the server stops: running
  tool calls are told to stop and their threads do not hold the process (they are daemon threads), so it
  exits at once, quietly (no BrokenPipeError traceback). Ctrl-C ends it the same way.
- **Answer ``initialize`` before importing the SDK.** Importing the SDK costs most of a second of CPU. The
  first ``initialize`` is answered from :func:`initialize_result` (the SDK's own answer, written out: a test
  holds the two equal), then the SDK is imported, the same request is replayed into it so its session state is
  the client's, and its reply to it is dropped (checked against ours first; a difference is logged).

As the SDK does, the real stdin and stdout are kept on private descriptors and fd 0 / fd 1 are pointed at
/dev/null and stderr while serving, so a stray print or a child process cannot corrupt the stream.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, BinaryIO

from . import __version__

SERVER_NAME = "sandbox-errors"
INSTRUCTIONS = (
    "Explains the errors Mastra sandboxes and workspaces throw (E2B, Daytona, Vercel, Docker, local and more): "
    "what each means, when it happens, how to fix it. Call diagnose first with any error text you are shown "
    "(a message, a stack trace, a pasted log); scan for a log file in the workspace; explain for one entry in "
    "full by its id; search when you have only words. Results name entries by id; each entry's full record is "
    "the resource sandbox-errors://errors/{id} (Markdown: sandbox-errors://errors/{id}.md)."
)
# The protocol versions the SDK negotiates in the initialize handshake, oldest first (its
# mcp_types.version.HANDSHAKE_PROTOCOL_VERSIONS; tests/test_mcp.py checks they agree).
PROTOCOL_VERSIONS = ("2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25")
# What the SDK declares for the handlers errors.mcp_server registers (tools, resources, completion).
CAPABILITIES: dict[str, Any] = {
    "completions": {},
    "resources": {"listChanged": False, "subscribe": False},
    "tools": {"listChanged": False},
}
MAX_LINE_BYTES = 128 * 1024 * 1024  # one message: a 50 MB paste, JSON-escaped, fits
PARSE_ERROR, INVALID_REQUEST = -32700, -32600


def initialize_result(requested: str) -> dict[str, Any]:
    """The ``initialize`` result the SDK gives a client that asks for protocol version ``requested``."""
    return {
        "protocolVersion": requested if requested in PROTOCOL_VERSIONS else PROTOCOL_VERSIONS[-1],
        "capabilities": CAPABILITIES,
        "serverInfo": {"name": SERVER_NAME, "version": __version__},
        "instructions": INSTRUCTIONS,
    }


def _is_id(value: Any) -> bool:
    return isinstance(value, str) or (isinstance(value, int) and not isinstance(value, bool))


def fast_initialize(message: Any) -> dict[str, Any] | None:
    """The reply to ``message`` if it is an ``initialize`` request the SDK accepts as it stands, else None
    (then the SDK answers it itself)."""
    if not isinstance(message, dict) or message.get("jsonrpc") != "2.0" or message.get("method") != "initialize":
        return None
    params, request_id = message.get("params"), message.get("id")
    if not _is_id(request_id) or not isinstance(params, dict):
        return None
    info, capabilities = params.get("clientInfo"), params.get("capabilities")
    if not isinstance(params.get("protocolVersion"), str) or not isinstance(capabilities, dict):
        return None
    if not all(isinstance(v, dict) for v in capabilities.values()):
        return None
    if not isinstance(info, dict) or not isinstance(info.get("name"), str) or not isinstance(info.get("version"), str):
        return None
    return {"jsonrpc": "2.0", "id": request_id, "result": initialize_result(params["protocolVersion"])}


def _has_lone_surrogate(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if any("\ud800" <= ch <= "\udfff" for ch in item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def error_reply(line: bytes) -> dict[str, Any] | None:
    """The error to answer a line the SDK could not read with; None for a blank line."""
    if not line.strip():
        return None
    try:
        message = json.loads(line)
    except (ValueError, RecursionError):
        return _error(None, PARSE_ERROR, "Parse error: the line is not JSON (one JSON-RPC message per line)")
    request_id = message.get("id") if isinstance(message, dict) else None
    request_id = request_id if _is_id(request_id) and not _has_lone_surrogate(request_id) else None
    if _has_lone_surrogate(message):
        return _error(
            request_id,
            PARSE_ERROR,
            "Parse error: the message holds a lone UTF-16 surrogate escape (such as \\ud800), which is no character",
        )
    return _error(request_id, INVALID_REQUEST, "Invalid Request: not a JSON-RPC 2.0 message of MCP")


def _error(request_id: Any, code: int, message: str) -> dict[str, Any]:
    return {"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": message}}


class ClientGone(Exception):
    """Writing to the client failed: it closed its end."""


class Wire:
    """The client's stdin and stdout, on private descriptors, while fd 0 and fd 1 point elsewhere."""

    def __init__(self) -> None:
        self._saved = (os.dup(0), os.dup(1))  # restored on release
        self._in: BinaryIO = os.fdopen(os.dup(0), "rb")
        self._out = os.dup(1)
        with open(os.devnull, "rb") as null:
            os.dup2(null.fileno(), 0)
        os.dup2(2, 1)
        self._lock = threading.Lock()

    def read_line(self) -> bytes | None:
        """The next line (None at the end of input); a line too long to be a message comes back empty of
        content but for a marker, after being read to its end."""
        line = self._in.readline(MAX_LINE_BYTES + 1)
        if not line:
            return None
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            while (rest := self._in.readline(MAX_LINE_BYTES)) and not rest.endswith(b"\n"):
                pass
            return TOO_LONG
        return line

    def send(self, message: dict[str, Any] | str) -> None:
        """Write one message (a dict, or JSON text); :class:`ClientGone` when the client has left."""
        text = message if isinstance(message, str) else json.dumps(message, ensure_ascii=False)
        data = memoryview((text + "\n").encode("utf-8", errors="surrogatepass"))
        with self._lock:
            try:
                while data:
                    data = data[os.write(self._out, data) :]
            except OSError as exc:  # EPIPE and the like: nobody reads any more
                raise ClientGone from exc

    def release(self) -> None:
        for fd, saved in zip((0, 1), self._saved, strict=True):
            try:
                os.dup2(saved, fd)
                os.close(saved)
            except OSError:
                pass


TOO_LONG = b"\0too long\0"


@dataclass
class _Opening:
    """The first line; our reply to it when we answered it before the SDK was there; whether the SDK's reply
    to it has been dropped yet."""

    line: bytes
    reply: dict[str, Any] | None
    dropped: bool = False

    def drops(self, text: str) -> bool:
        """Is ``text`` the SDK's reply to the request we answered? (Compared with our answer first.)"""
        if self.reply is None or self.dropped:
            return False
        try:
            reply = json.loads(text)
        except ValueError:
            return False
        if not isinstance(reply, dict) or reply.get("id") != self.reply["id"] or "method" in reply:
            return False
        self.dropped = True
        if reply != self.reply:
            print(f"sandbox-errors mcp: the fast initialize reply differs from the SDK's: {text}", file=sys.stderr)
        return True


# After Ctrl-C the server winds down (calls cancelled, children stopped) for at most this long, then exits.
CTRL_C_GRACE_SECONDS = 2.0
# Set once Ctrl-C has come: from then on, what fails while the server winds down (a call cut off mid-way) is
# the interruption's doing, and is told in a line, not a traceback.
_CTRL_C = threading.Event()


def _leaf_names(exc: BaseException) -> list[str]:
    """The types of the exceptions in ``exc``, groups opened."""
    if isinstance(exc, BaseExceptionGroup):
        return sorted({name for inner in exc.exceptions for name in _leaf_names(inner)})
    return [type(exc).__name__]


def _wound_down(exc: BaseException) -> None:
    print(
        f"sandbox-errors mcp: stopped by Ctrl-C ({', '.join(_leaf_names(exc))} while winding down)", file=sys.stderr
    )


def _stop_on_ctrl_c() -> None:
    """Ctrl-C is handled as the event loop handles it (its task cancelled, the server winding down through its
    cleanup); should that take longer than CTRL_C_GRACE_SECONDS (a tool thread busy in a long read), the
    process exits with 130 anyway. Installed from inside the loop, in front of the loop's own handler; with it,
    the loop's exception handler, which tells what fails after Ctrl-C in one line (``_wound_down``)."""
    import signal

    if threading.current_thread() is not threading.main_thread():
        return
    previous = signal.getsignal(signal.SIGINT)

    def interrupted(signum: int, frame: Any) -> None:
        _CTRL_C.set()
        timer = threading.Timer(CTRL_C_GRACE_SECONDS, os._exit, (130,))
        timer.daemon = True
        timer.start()
        if callable(previous):
            previous(signum, frame)
        else:
            raise KeyboardInterrupt

    signal.signal(signal.SIGINT, interrupted)
    import asyncio

    loop = asyncio.get_running_loop()

    def report(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        # The loop reports a task that failed as it was cancelled at shutdown (under load, Ctrl-C can land
        # while a call's task group is ending): after Ctrl-C, in one line.
        exc = context.get("exception")
        if _CTRL_C.is_set() and exc is not None:
            _wound_down(exc)
        else:
            loop.default_exception_handler(context)

    loop.set_exception_handler(report)


def serve_stdio(build: Callable[[], tuple[Any, Any]]) -> int:
    """Serve MCP on stdin/stdout until the client leaves; the exit status (130 after Ctrl-C). ``build``
    imports the SDK and returns ``(server, initialization options)``; it runs once the first message is in."""
    wire = Wire()
    try:
        line = wire.read_line()
        while line is not None and not line.strip():
            line = wire.read_line()
        if line is None:
            return 0
        try:
            first = json.loads(line) if line is not TOO_LONG else None
        except (ValueError, RecursionError):
            first = None
        opening = _Opening(line, fast_initialize(first))
        if opening.reply is not None:
            wire.send(opening.reply)
        try:
            server, options = build()
        except ImportError as exc:
            print(
                f"error: the MCP server needs the optional extra: pip install 'sandbox-errors[mcp]' ({exc})",
                file=sys.stderr,
            )
            return 2
        import anyio

        anyio.run(_serve, wire, server, options, opening)
        return 0
    except ClientGone:
        return 0
    except KeyboardInterrupt:
        return 130
    except BaseExceptionGroup as group:
        if not _CTRL_C.is_set():
            raise
        _wound_down(group)
        return 130
    finally:
        wire.release()


async def _serve(wire: Wire, server: Any, init_options: Any, opening: _Opening) -> None:
    _stop_on_ctrl_c()
    import anyio
    import anyio.lowlevel
    import mcp_types as types
    from mcp.shared.message import SessionMessage

    to_sdk, sdk_reads = anyio.create_memory_object_stream[Any](16)
    sdk_writes, from_sdk = anyio.create_memory_object_stream[Any](16)
    token = anyio.lowlevel.current_token()
    gone, sdk_done = anyio.Event(), anyio.Event()

    def send(message: dict[str, Any] | str) -> None:
        try:
            wire.send(message)
        except ClientGone:
            gone.set()

    async def take(line: bytes) -> None:
        """Hand one line to the SDK, or answer it here when the SDK cannot read it."""
        if line is TOO_LONG:
            send(_error(None, INVALID_REQUEST, f"Invalid Request: a message is longer than {MAX_LINE_BYTES:,} bytes"))
            return
        try:
            message = types.jsonrpc_message_adapter.validate_json(line, by_name=False)
        except Exception:
            reply = error_reply(line)
            if reply is not None:
                send(reply)
            return
        try:
            await to_sdk.send(SessionMessage(message))
        except anyio.ClosedResourceError:
            return

    def read_lines() -> None:
        """On a daemon thread (it may stay blocked in a read at exit): every line after the first, then EOF."""
        try:
            while (line := wire.read_line()) is not None:
                anyio.from_thread.run(take, line, token=token)
            anyio.from_thread.run_sync(gone.set, token=token)
        except (anyio.RunFinishedError, OSError, ValueError):
            return

    async def write_replies() -> None:
        async for session_message in from_sdk:
            text = session_message.message.model_dump_json(by_alias=True, exclude_unset=True)
            if not opening.drops(text):
                send(text)

    async def run_sdk() -> None:
        try:
            await take(opening.line)
            await server.run(sdk_reads, sdk_writes, init_options)
        finally:
            sdk_done.set()
            gone.set()  # the SDK stopped by itself (it should not): stop too

    async with anyio.create_task_group() as tasks:
        tasks.start_soon(run_sdk)
        tasks.start_soon(write_replies)
        threading.Thread(target=read_lines, name="mcp-stdin", daemon=True).start()
        await gone.wait()
        # The client has left: end its input, so that the SDK cancels the calls in flight (their threads are
        # told to stop), and give it a moment to wind down before whatever is left is cancelled.
        await to_sdk.aclose()
        with anyio.move_on_after(2):
            await sdk_done.wait()
        tasks.cancel_scope.cancel()
