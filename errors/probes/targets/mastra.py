"""``mastra:MODULE[#EXPORT]``: the user's own Mastra sandbox, loaded from their project through the Node bridge.

The export may be a sandbox instance, a ``ctx => sandbox`` factory (called with a probe session id and a
working folder the probe owns) or a Workspace. The probe attaches by default: it starts the sandbox only with
``allow_create`` (starting may provision a billable VM), stops only what it started, and destroys only what
its own start created, and only with ``allow_destroy``.
"""

from __future__ import annotations

import base64
import secrets
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from .._deadline import Deadline
from .._dotenv import dotenv_pairs
from .._errors import CapabilityMissing, NotApplicable, ProbeTimeout, SandboxUnavailable, TargetError
from .._redact import redact, register, secret_values
from ._base import ErrorInfo, ExecResult, LifecycleResult, ProbeOptions, StartResult, Surface, TargetBase
from ._bridge import Bridge, BridgeDied

_SCRIPT_SUFFIXES = (".js", ".mjs", ".cjs", ".ts", ".mts", ".cts")
_LOAD_TIMEOUT = 60.0
_OP_TIMEOUT = 30.0
#: Extra time the bridge gets beyond a command's own timeout before it gives up on executeCommand.
_EXEC_SLACK = 3.0
#: Characters of a thrown message kept, cut only after redaction (so a secret is never cut in two and half
#: shown); the bridge sends up to 16,000.
_MESSAGE_MAX = 2000


def _error(raw: Any) -> ErrorInfo | None:
    if not isinstance(raw, dict):
        return None
    message = redact(str(raw.get("message") or ""))
    if len(message) > _MESSAGE_MAX:
        message = message[: _MESSAGE_MAX - 1] + "…"
    return ErrorInfo(redact(str(raw.get("name") or "Error")), message, raw.get("code"))


def _surface(raw: dict[str, Any], shape: str) -> Surface:
    return Surface(
        provider=raw.get("provider"),
        name=raw.get("name"),
        class_name=raw.get("className"),
        chain=tuple(raw.get("chain") or ()),
        status=raw.get("status"),
        shape=shape,
        extends_mastra_sandbox=bool(raw.get("extendsMastraSandbox")),
        instance_of_project_core=bool(raw.get("instanceOfProjectCore")),
        members={str(k): bool(v) for k, v in (raw.get("members") or {}).items()},
        supports_checkpoints=bool(raw.get("supportsCheckpoints")),
    )


class MastraTarget(TargetBase):
    kind = "mastra"

    def __init__(self, module: str, export: str, options: ProbeOptions) -> None:
        self.module = module
        self.export = export
        self.label = f"mastra:{module}#{export}"
        self._options = options
        self._bridge = Bridge(options.project)
        self._workdir_parent: str | None = None
        self._surface: Surface | None = None
        self._hello: dict[str, Any] = {}
        self._deadline = Deadline.after(options.timeout)
        self._start: StartResult | None = None
        self._served: set[str] = set()

    # -- opening and closing -------------------------------------------------------------------------------

    def open(self, deadline: Deadline) -> None:
        self._deadline = deadline
        path = self._options.project / self.module
        if self.module.startswith((".", "/")) or path.suffix in _SCRIPT_SUFFIXES:
            if not path.is_file():  # a file path (a bare name would be a package specifier)
                raise TargetError(f"module file {self.module} not found in {self._options.project}")
        register(secret_values(dotenv_pairs(self._options.project)))  # the module may load them and quote them
        # The folder a factory's sandbox works in: the probe's own, removed on close.
        self._workdir_parent = tempfile.mkdtemp(prefix="mastra-probe-")
        try:
            self._bridge.start()
            self._hello = self._call("hello", timeout=deadline.cap(_OP_TIMEOUT))
            ctx = {"sessionId": f"mastra-probe-{secrets.token_hex(4)}", "workdir": f"{self._workdir_parent}/wd"}
            reply = self._bridge.request(
                "load", timeout=deadline.cap(_LOAD_TIMEOUT), module=self.module, exportName=self.export, ctx=ctx
            )
            if not reply.get("ok"):
                err = _error(reply.get("error"))
                hint = ""
                if err and err.code == "ERR_MODULE_NOT_FOUND" and "@mastra/core" in err.message:
                    hint = " (is @mastra/core installed in the project? the bridge resolves it from --project)"
                elif err and err.code == "ERR_UNKNOWN_FILE_EXTENSION":
                    hint = " (point at the built .js/.mjs file, or use a Node that strips TypeScript types)"
                raise TargetError(f"cannot load {self.label} from {self._options.project}: {err}{hint}")
            self._surface = _surface(reply["surface"], str(reply.get("shape") or "instance"))
        except (ProbeTimeout, BridgeDied) as exc:
            self.close(Deadline.after(10.0))
            raise TargetError(f"cannot load {self.label}: {exc}") from None
        except BaseException:
            self.close(Deadline.after(10.0))
            raise

    def close(self, deadline: Deadline) -> None:
        self._deadline = deadline  # cleanup has its own budget, even after the run's time is up
        try:
            if self._bridge.pid is not None:
                for handle in list(self._served):
                    try:
                        self.unserve(handle)
                    except (TargetError, ProbeTimeout, NotApplicable, OSError):
                        pass
                if self.started_by_probe:
                    self._cleanup_lifecycle()
        except (TargetError, ProbeTimeout):
            pass  # the bridge is gone; killing its process tree below is all that is left
        finally:
            self._bridge.close(deadline)
            if self._workdir_parent is not None:
                shutil.rmtree(self._workdir_parent, ignore_errors=True)
                self._workdir_parent = None

    def _cleanup_lifecycle(self) -> None:
        """Stop what the probe started; destroy it only if the probe's own start created it and it may."""
        created = self._start is not None and self._start.outcome == "created"
        method = "destroy" if self._options.allow_destroy and created else "stop"
        self._call("lifecycle", timeout=15.0, method=method)
        self.started_by_probe = False

    # -- bridge plumbing -----------------------------------------------------------------------------------

    def _call(self, op: str, *, timeout: float | None = None, **args: Any) -> dict[str, Any]:
        reply = self._bridge.request(op, timeout=self._deadline.cap(timeout or _OP_TIMEOUT), **args)
        if not reply.get("ok"):
            err = _error(reply.get("error"))
            if err is not None and err.code == "PROBE_TIMEOUT":
                raise ProbeTimeout(f"{op} did not finish in time ({err.message})")
            raise TargetError(f"bridge operation {op!r} failed: {err}")
        return reply

    def _members(self) -> dict[str, bool]:
        return dict(self._surface.members) if self._surface else {}

    def _ensure_running(self) -> None:
        """Commands need a running sandbox; starting one is creating one, which needs ``allow_create``."""
        status = self.status()
        if status == "running" or not self._members().get("start"):
            return  # a sandbox with no start() has nothing to start
        if self._start is not None and self._start.error is not None:
            raise SandboxUnavailable(f"the sandbox did not start: {self._start.error}")
        if not self._options.allow_create:
            raise NotApplicable(
                f"the sandbox is not running (status {status!r}) and starting it may create one (a VM, a folder); "
                "pass --allow-create to let the probe start it (it stops it again afterwards)"
            )
        result = self.start()
        if result.error is not None:
            raise SandboxUnavailable(f"the sandbox did not start: {result.error} (status now {result.status!r})")

    # -- the target operations -----------------------------------------------------------------------------

    def surface(self) -> Surface:
        reply = self._call("surface")
        assert self._surface is not None
        self._surface = _surface(reply["surface"], self._surface.shape)
        return self._surface

    def hello(self) -> dict[str, Any]:
        return dict(self._hello)

    def node_version(self) -> str | None:
        return self._hello.get("node")

    def project(self) -> Path:
        return self._options.project

    def status(self) -> str | None:
        status = self._call("status").get("status")
        return None if status is None else str(status)

    def start(self) -> StartResult:
        if not self._options.allow_create:
            raise NotApplicable("starting the sandbox may create one; pass --allow-create to let the probe start it")
        reply = self._call("start", timeout=60.0)
        result = StartResult(
            implemented=bool(reply.get("implemented")),
            status=reply.get("status"),
            before=reply.get("before"),
            outcome=reply.get("outcome"),
            error=_error(reply.get("threw")),
        )
        if result.implemented and result.before != "running":
            self.started_by_probe = True
            if self._start is None:
                self._start = result  # the first start decides whether the probe created the sandbox
        return result

    def first_start(self) -> StartResult | None:
        return self._start

    def stop(self) -> LifecycleResult:
        if not self.started_by_probe:
            raise NotApplicable("the probe stops only a sandbox it started itself")
        reply = self._call("lifecycle", timeout=30.0, method="stop")
        return LifecycleResult(bool(reply.get("implemented")), reply.get("status"), _error(reply.get("threw")))

    def exec(self, argv: Sequence[str], *, timeout: float) -> ExecResult:
        if not self._members().get("executeCommand"):
            raise CapabilityMissing("executeCommand", "the sandbox instance has no executeCommand()")
        self._ensure_running()
        reply = self._call(
            "exec",
            timeout=timeout + _EXEC_SLACK,
            command=argv[0],
            args=list(argv[1:]),
            timeoutMs=max(int(timeout * 1000), 1),
        )
        if not reply.get("supported"):
            raise CapabilityMissing("executeCommand", "the sandbox instance has no executeCommand()")
        err = _error(reply.get("threw"))
        return ExecResult(
            exit_code=reply.get("exitCode"),
            stdout=str(reply.get("stdout") or ""),
            stderr=str(reply.get("stderr") or ""),
            timed_out=bool(reply.get("timedOut")) or (err is not None and err.code == "PROBE_TIMEOUT"),
            error=err,
            elapsed=float(reply.get("ms") or 0) / 1000,
        )

    def set_env(self, name: str, value: str | None) -> None:
        reply = self._call("setEnv", key=name, value=value)
        if not reply.get("supported"):
            raise CapabilityMissing("setEnv", "the sandbox instance has no setEnv()")

    def write_file(self, path: str, data: bytes) -> None:
        if not self._members().get("writeFiles"):
            raise CapabilityMissing("writeFiles", "the sandbox instance has no writeFiles()")
        self._ensure_running()
        reply = self._call("writeFiles", path=path, contentB64=base64.b64encode(data).decode())
        err = _error(reply.get("threw"))
        if err is not None:
            raise OSError(f"writeFiles() threw {err}")

    def port_url(self, port: int) -> str | None:
        reply = self._call("portUrl", port=port)
        if not reply.get("supported"):
            raise CapabilityMissing("networking", "the sandbox instance has no networking.getPortUrl()")
        err = _error(reply.get("threw"))
        if err is not None:
            raise OSError(f"networking.getPortUrl({port}) threw {err}")
        url = reply.get("url")
        return None if url is None else str(url)

    def serve(self, port: int, nonce: str, ttl: float) -> str:
        self._ensure_running()
        reply = self._call("serve", port=port, nonce=nonce, ttlMs=int(ttl * 1000))
        pid = reply.get("pid")
        if not pid:
            raise CapabilityMissing("processes", "the sandbox can neither spawn processes nor run commands")
        self._served.add(str(pid))
        return str(pid)

    def unserve(self, handle: str) -> None:
        self._served.discard(handle)
        self._call("unserve", pid=handle)
