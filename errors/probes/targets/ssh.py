"""``ssh://[user@]host[:port]``: a self-hosted sandbox machine reached over SSH (paramiko), for machine-level checks.

Keys come from ``--identity`` files, the SSH agent or the default key files; host keys must be known
(``~/.ssh/known_hosts`` or ``--known-hosts``): an unknown host is refused, never trusted on first use.
Commands are fixed argv lists, each argument shell-quoted for the remote shell, and run under the remote
``timeout`` when it exists, so an overrun is killed on the machine too.
"""

from __future__ import annotations

import getpass
import logging
import math
import select
import shlex
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from .._deadline import Deadline
from .._errors import ProbeTimeout, TargetError
from ._base import ExecResult, ProbeOptions, TargetBase

if TYPE_CHECKING:
    import paramiko

_CONNECT_TIMEOUT = 15.0
#: How long past a command's timeout the channel is kept before it is closed from this side.
_GRACE = 3.0
_OUTPUT_CAP = 64 * 1024

# paramiko's transport thread logs a failed handshake with a traceback; with no handler anywhere, Python's
# last-resort handler printed it to stderr after the probe had already said what went wrong. A NullHandler
# stops only that fallback: handlers an application configured still get the records.
logging.getLogger("paramiko").addHandler(logging.NullHandler())


def parse_ssh(spec: str) -> tuple[str | None, str, int]:
    """(user, host, port) of ``ssh://[user@]host[:port]``; ``TargetError`` for anything else."""
    try:
        parts = urlsplit(spec)
        port = parts.port or 22
    except ValueError as exc:
        raise TargetError(f"invalid ssh target: {exc}") from None
    if parts.scheme != "ssh" or not parts.hostname:
        raise TargetError("an ssh target looks like ssh://[user@]host[:port]")
    if parts.password is not None:
        raise TargetError("passwords in the target are not supported; use a key (--identity) or the SSH agent")
    if parts.path not in ("", "/") or parts.query or parts.fragment:
        raise TargetError("an ssh target has no path, query or fragment: ssh://[user@]host[:port]")
    return parts.username, parts.hostname, port


def _stalled_handshake(client: paramiko.SSHClient, timeout: float) -> str:
    """Why the handshake stalled, in words, when it did; '' when it failed for another reason.

    A server that accepts TCP but never sends its banner (a tarpit, or another service on the port) ends in
    paramiko's "Error reading SSH protocol banner" or "No existing session", whichever thread is first.
    """
    transport = client.get_transport()
    if transport is None or transport.is_authenticated():
        return ""
    if not transport.remote_version:
        return f"the server accepted the connection but sent no SSH banner within {timeout:.0f}s (is it an SSH server?)"
    if not transport.initial_kex_done:
        return f"the server sent its banner but did not finish the key exchange within {timeout:.0f}s"
    return ""


class SshTarget(TargetBase):
    kind = "ssh"

    def __init__(self, spec: str, options: ProbeOptions) -> None:
        user, host, port = parse_ssh(spec)
        self._user = user or getpass.getuser()
        self._host = host
        self._port = port
        self._options = options
        self.label = f"ssh://{self._user}@{host}" + (f":{port}" if port != 22 else "")
        self._client: paramiko.SSHClient | None = None
        self._remote_timeout = False

    def open(self, deadline: Deadline) -> None:
        import paramiko  # imported here: only ssh targets pay for it

        client = paramiko.SSHClient()
        try:
            client.load_system_host_keys()
        except OSError:
            pass
        if self._options.known_hosts is not None:
            try:
                client.load_host_keys(str(self._options.known_hosts))
            except OSError as exc:
                raise TargetError(f"cannot read known hosts file {self._options.known_hosts}: {exc}") from None
        client.set_missing_host_key_policy(paramiko.RejectPolicy())
        timeout = max(deadline.cap(_CONNECT_TIMEOUT), 0.1)
        try:
            client.connect(
                self._host,
                port=self._port,
                username=self._user,
                key_filename=[str(p) for p in self._options.identity] or None,  # type: ignore[arg-type]  # a list works
                allow_agent=True,
                look_for_keys=True,
                timeout=timeout,
                banner_timeout=timeout,
                auth_timeout=timeout,
            )
        except paramiko.BadHostKeyException:
            client.close()
            raise TargetError(
                f"the host key of {self.label} does not match the known one; refusing to connect"
            ) from None
        except paramiko.SSHException as exc:
            stalled = _stalled_handshake(client, timeout)
            client.close()
            if "not found in known_hosts" in str(exc):
                raise TargetError(
                    f"the host key of {self.label} is unknown; add it to ~/.ssh/known_hosts or pass --known-hosts FILE"
                ) from None
            raise TargetError(f"cannot connect to {self.label}: {stalled or exc}") from None
        except (TimeoutError, OSError) as exc:
            client.close()
            raise TargetError(f"cannot connect to {self.label}: {exc}") from None
        self._client = client
        probe = self._run("command -v timeout >/dev/null 2>&1", max(deadline.cap(10.0), 0.1))
        self._remote_timeout = probe.exit_code == 0

    def close(self, deadline: Deadline) -> None:
        if self._client is not None:
            self._client.close()
            self._client = None

    def exec(self, argv: Sequence[str], *, timeout: float) -> ExecResult:
        command = shlex.join(argv)
        if self._remote_timeout:
            # Whole seconds: every timeout(1) accepts them. -k: KILL if TERM is ignored.
            command = f"timeout -k 2 {max(1, math.ceil(timeout))} {command}"
        result = self._run(command, timeout)
        if self._remote_timeout and result.exit_code in (124, 137) and result.elapsed >= timeout * 0.9:
            return ExecResult(result.exit_code, result.stdout, result.stderr, True, None, result.elapsed)
        return result

    def _run(self, command: str, timeout: float) -> ExecResult:
        import paramiko

        if self._client is None:
            raise TargetError("the ssh target is not open")
        transport = self._client.get_transport()
        if transport is None or not transport.is_active():
            raise TargetError(f"the connection to {self.label} was lost")
        started = time.monotonic()
        end = started + max(timeout, 0.0) + _GRACE
        try:
            chan = transport.open_session(timeout=max(min(timeout, _CONNECT_TIMEOUT), 1.0))
            chan.exec_command(command)
        except (paramiko.SSHException, OSError) as exc:
            raise TargetError(f"cannot run a command on {self.label}: {exc}") from None
        out = bytearray()
        err = bytearray()
        timed_out = False
        try:
            while True:
                while chan.recv_ready():
                    out += chan.recv(65536)
                while chan.recv_stderr_ready():
                    err += chan.recv_stderr(65536)
                if chan.exit_status_ready() and not chan.recv_ready() and not chan.recv_stderr_ready():
                    break
                if time.monotonic() >= end:
                    timed_out = True
                    break
                select.select([chan], [], [], min(0.05, max(end - time.monotonic(), 0.0)))
            exit_code = None if timed_out else chan.recv_exit_status()
        finally:
            chan.close()
        if timed_out and not self._remote_timeout:
            raise ProbeTimeout(f"a command on {self.label} overran {timeout:.1f}s and the machine has no timeout(1)")
        return ExecResult(
            exit_code,
            bytes(out[-_OUTPUT_CAP:]).decode("utf-8", "replace"),
            bytes(err[-_OUTPUT_CAP:]).decode("utf-8", "replace"),
            timed_out,
            None,
            time.monotonic() - started,
        )
