"""Exception classes generated from the catalog mastra-sandbox-errors 2026.11.

Do not edit: change the catalog and run `sandbox-errors codegen`.
"""

from __future__ import annotations

from typing import Final

from .exceptions import SandboxError

CATALOG_VERSION: Final = "2026.11"
SITE_URL: Final = "https://sandbox-errors.dev/"

SandboxError.site_url = SITE_URL
SandboxError.catalog_version = CATALOG_VERSION


class ExecuteCommandError(SandboxError):
    """Command execution: Running a command inside the sandbox through `sandbox.executeCommand()`. Optional in the
    sandbox interface; `MastraSandbox` creates it in its constructor only when the provider passes a process
    manager.
    """

    capability = "executeCommand"


class ProcessError(SandboxError):
    """Background processes: The sandbox's process manager (`sandbox.processes`): spawning, listing, waiting for,
    killing and talking to long-running processes, including their standard input.
    """

    capability = "processes"


class SetEnvError(SandboxError):
    """Runtime environment: The runtime environment overlay (`sandbox.setEnv()`, from @mastra/core 1.63.1) and the
    environment variables and credentials that commands in the sandbox see.
    """

    capability = "setEnv"


class NetworkingError(SandboxError):
    """Networking: The `sandbox.networking` member (from @mastra/core 1.52.0), whose `getPortUrl(port)` maps a port
    inside the sandbox to a public URL.
    """

    capability = "networking"


class PublicUrlError(SandboxError):
    """Public URLs and health: A port that should be reachable from outside: whether the provider returned a URL for
    it and whether the server behind that URL answers.
    """

    capability = "publicUrl"


class EgressError(SandboxError):
    """Outbound network access: Connections from inside the sandbox to the outside world (package registries,
    GitHub, object storage), which provider network policies may block.
    """

    capability = "egress"


class WriteFilesError(SandboxError):
    """File writes: The fast file upload path `sandbox.writeFiles()` (from @mastra/core 1.52.0) and other ways of
    putting files into the sandbox.
    """

    capability = "writeFiles"


class MountError(SandboxError):
    """Filesystem mounts: Mounting a filesystem (S3, GCS, Azure Blob, a local folder) into the sandbox with
    `sandbox.mount()`.
    """

    capability = "mount"


class S3MountError(MountError):
    """S3 mounts: Mounting an S3 or S3-compatible bucket (AWS, Cloudflare R2, MinIO...) into an E2B or Daytona
    sandbox with s3fs: bucket, endpoint, region and prefix validation, credentials, installing s3fs, and the
    mount.
    """

    capability = "s3Mount"


class GcsMountError(MountError):
    """Google Cloud Storage mounts: Mounting a Google Cloud Storage bucket into an E2B or Daytona sandbox with
    gcsfuse: its apt repository and install, reachability, and the mount.
    """

    capability = "gcsMount"


class AzureBlobMountError(MountError):
    """Azure Blob Storage mounts: Mounting an Azure Blob Storage container into an E2B or Daytona sandbox with
    blobfuse2: container name and credential rules, the blobfuse2 install for the sandbox's Linux distribution,
    and the mount.
    """

    capability = "azureBlobMount"


class LifecycleError(SandboxError):
    """Lifecycle: Starting, stopping, reattaching and destroying a sandbox, its start hooks, and the status it
    reports.
    """

    capability = "lifecycle"


class IsolationError(SandboxError):
    """Isolation: OS-level isolation backends for local sandboxes (bubblewrap on Linux, seatbelt on macOS)."""

    capability = "isolation"


class ResourceLimitError(SandboxError):
    """Resource limits: Limits placed on work in the sandbox (CPU time, memory, file size, open files), and the
    platform features needed to enforce them.
    """

    capability = "resourceLimits"


class CheckpointError(SandboxError):
    """Checkpoints: Saving and restoring sandbox state: snapshots, checkpoints and the repository state recorded
    with them.
    """

    capability = "checkpoints"


class ComputerError(SandboxError):
    """Computer use: The `sandbox.computer` member: screenshots, mouse and keyboard control of a desktop inside the
    sandbox.
    """

    capability = "computer"


class CredentialsError(SandboxError):
    """Credentials: Provider API tokens and repository credentials that the sandbox or the code around it needs."""

    capability = "credentials"


class WorkspaceError(SandboxError):
    """Workspace: The Mastra workspace that holds a sandbox and a filesystem: whether one is configured, ready and
    writable.
    """

    capability = "workspace"


class WorkspaceFilesystemError(WorkspaceError):
    """Workspace filesystems: The workspace's filesystem providers (core's LocalFilesystem and CompositeFilesystem,
    S3, GCS, Mesa and the other provider packages): initialising them, and the file and directory operations the
    agent's file tools run through them.
    """

    capability = "filesystem"


class WorkspaceSkillsError(WorkspaceError):
    """Workspace skills: Discovering, validating and publishing the workspace's skills (folders with a SKILL.md
    file): the skill paths, the SKILL.md frontmatter, and skill versions.
    """

    capability = "skills"


class WorkspaceSearchError(WorkspaceError):
    """Workspace search: The workspace's search index (BM25 keywords, vector embeddings, or both) and the tools that
    fill and query it.
    """

    capability = "search"


class ConfigurationError(SandboxError):
    """Configuration: Options and arguments passed to sandbox, workspace and deployer code that upstream rejects
    before doing any work.
    """

    capability = "configuration"


class AgentCoreCommandStreamException(ExecuteCommandError):
    """AgentCore Runtime reported an exception while running a command.

    Template: ${LOG_PREFIX} ${formatStreamException(streamException.key, streamException.value)}

    Docs: https://sandbox-errors.dev/2026.11/errors/agentcore-command-stream-exception/
    """

    id = "agentcore-command-stream-exception"
    template = "${LOG_PREFIX} ${formatStreamException(streamException.key, streamException.value)}"
    param_names = (
        ("LOG_PREFIX", "log_prefix"),
        ("formatStreamException(streamException.key, streamException.value)", "detail"),
    )

    def __init__(self, *, log_prefix: object, detail: object) -> None:
        super().__init__(log_prefix=log_prefix, detail=detail)


class AgentCoreCommandTimeoutNotPositive(ExecuteCommandError):
    """AgentCore Runtime command timeout is zero, negative or not a number.

    Template: AgentCore Runtime command timeout must be a positive number of milliseconds

    Docs: https://sandbox-errors.dev/2026.11/errors/agentcore-command-timeout-not-positive/
    """

    id = "agentcore-command-timeout-not-positive"
    template = "AgentCore Runtime command timeout must be a positive number of milliseconds"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class AgentCoreCommandTimeoutTooLong(ExecuteCommandError):
    """AgentCore Runtime command timeout exceeds one hour.

    Template: AgentCore Runtime command timeout must be at most ${MAX_AGENTCORE_TIMEOUT_SECONDS} seconds

    Docs: https://sandbox-errors.dev/2026.11/errors/agentcore-command-timeout-too-long/
    """

    id = "agentcore-command-timeout-too-long"
    template = "AgentCore Runtime command timeout must be at most ${MAX_AGENTCORE_TIMEOUT_SECONDS} seconds"
    param_names = (("MAX_AGENTCORE_TIMEOUT_SECONDS", "max_seconds"),)

    def __init__(self, *, max_seconds: object) -> None:
        super().__init__(max_seconds=max_seconds)


class AgentCoreInvalidEnvName(SetEnvError):
    """AgentCore Runtime command given an environment variable with an unsafe name.

    Template: Invalid environment variable name for AgentCore Runtime command: ${key}

    Docs: https://sandbox-errors.dev/2026.11/errors/agentcore-invalid-env-name/
    """

    id = "agentcore-invalid-env-name"
    template = "Invalid environment variable name for AgentCore Runtime command: ${key}"
    param_names = (("key", "name"),)

    def __init__(self, *, name: object) -> None:
        super().__init__(name=name)


class AgentCoreRuntimeArnRequired(ConfigurationError):
    """AgentCore Runtime sandbox created without a runtime ARN.

    Template: ${LOG_PREFIX} agentRuntimeArn is required

    Docs: https://sandbox-errors.dev/2026.11/errors/agentcore-runtime-arn-required/
    """

    id = "agentcore-runtime-arn-required"
    template = "${LOG_PREFIX} agentRuntimeArn is required"
    param_names = (("LOG_PREFIX", "log_prefix"),)

    def __init__(self, *, log_prefix: object) -> None:
        super().__init__(log_prefix=log_prefix)


class AgentfsFilesystemNoDatabase(ConfigurationError):
    """AgentFSFilesystem was built without saying which database to use.

    Template: AgentFSFilesystem requires at least one of 'agentId', 'path', or 'agent'.

    Docs: https://sandbox-errors.dev/2026.11/errors/agentfs-filesystem-no-database/
    """

    id = "agentfs-filesystem-no-database"
    template = "AgentFSFilesystem requires at least one of 'agentId', 'path', or 'agent'."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class AppleContainerCliCommandFailed(LifecycleError):
    """Apple container CLI returned an error while managing the container.

    Template: ${action} failed with exit code ${result.exitCode}: ${result.stderr}

    Docs: https://sandbox-errors.dev/2026.11/errors/apple-container-cli-command-failed/
    """

    id = "apple-container-cli-command-failed"
    template = "${action} failed with exit code ${result.exitCode}: ${result.stderr}"
    param_names = (("action", "action"), ("result.exitCode", "exit_code"), ("result.stderr", "stderr"))

    def __init__(self, *, action: object, exit_code: object, stderr: object) -> None:
        super().__init__(action=action, exit_code=exit_code, stderr=stderr)


class AppleContainerCliNotFound(LifecycleError):
    """Apple container CLI is not installed or not on PATH.

    Template: Apple container CLI not found: ${binary}

    Docs: https://sandbox-errors.dev/2026.11/errors/apple-container-cli-not-found/
    """

    id = "apple-container-cli-not-found"
    template = "Apple container CLI not found: ${binary}"
    param_names = (("binary", "binary"),)

    def __init__(self, *, binary: object) -> None:
        super().__init__(binary=binary)


class AppleContainerInspectUnparseable(LifecycleError):
    """Apple container inspect output is not valid JSON.

    Template: Failed to parse Apple container inspect output for ${this.containerId}: ${           error
    instanceof Error ? error.message : String(error)         }

    Docs: https://sandbox-errors.dev/2026.11/errors/apple-container-inspect-unparseable/
    """

    id = "apple-container-inspect-unparseable"
    template = (
        "Failed to parse Apple container inspect output for ${this.containerId}: ${\n          error instanceof Error "
        "? error.message : String(error)\n        }"
    )
    param_names = (
        ("this.containerId", "container"),
        ("error instanceof Error ? error.message : String(error)", "reason"),
    )

    def __init__(self, *, container: object, reason: object) -> None:
        super().__init__(container=container, reason=reason)


class AppleContainerInvalidEnvName(SetEnvError):
    """Apple container sandbox given an environment variable with an unsafe name.

    Template: Invalid environment variable name for Apple container command: ${key}

    Docs: https://sandbox-errors.dev/2026.11/errors/apple-container-invalid-env-name/
    """

    id = "apple-container-invalid-env-name"
    template = "Invalid environment variable name for Apple container command: ${key}"
    param_names = (("key", "name"),)

    def __init__(self, *, name: object) -> None:
        super().__init__(name=name)


class AppleContainerNotMastraOwned(LifecycleError):
    """Apple container with the sandbox's name was not created by this Mastra sandbox.

    Template: Refusing to manage Apple container ${this.containerId} because it is not labeled as Mastra sandbox
    ${this.id}

    Docs: https://sandbox-errors.dev/2026.11/errors/apple-container-not-mastra-owned/
    """

    id = "apple-container-not-mastra-owned"
    template = (
        "Refusing to manage Apple container ${this.containerId} because it is not labeled as Mastra sandbox "
        "${this.id}"
    )
    param_names = (("this.containerId", "container"), ("this.id", "sandbox_id"))

    def __init__(self, *, container: object, sandbox_id: object) -> None:
        super().__init__(container=container, sandbox_id=sandbox_id)


class ArchilCopyFailed(WorkspaceFilesystemError):
    """A copy on the Archil disk failed.

    Template: cp failed: ${result.stderr}

    Docs: https://sandbox-errors.dev/2026.11/errors/archil-copy-failed/
    """

    id = "archil-copy-failed"
    template = "cp failed: ${result.stderr}"
    param_names = (("result.stderr", "stderr"),)

    def __init__(self, *, stderr: object) -> None:
        super().__init__(stderr=stderr)


class ArchilDiskNotSpecified(ConfigurationError):
    """ArchilFilesystem has neither a disk id nor options to create one.

    Template: Either diskId or createDiskOptions must be provided

    Docs: https://sandbox-errors.dev/2026.11/errors/archil-disk-not-specified/
    """

    id = "archil-disk-not-specified"
    template = "Either diskId or createDiskOptions must be provided"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class ArchilFilesystemNotInitialized(LifecycleError):
    """An ArchilFilesystem was used before init() attached its disk.

    Template: ArchilFilesystem not initialized — call init() first

    Docs: https://sandbox-errors.dev/2026.11/errors/archil-filesystem-not-initialized/
    """

    id = "archil-filesystem-not-initialized"
    template = "ArchilFilesystem not initialized — call init() first"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class ArchilFilesystemReadOnly(WorkspaceFilesystemError):
    """A write was attempted on a read-only ArchilFilesystem.

    Template: Filesystem is read-only

    Docs: https://sandbox-errors.dev/2026.11/errors/archil-filesystem-read-only/
    """

    id = "archil-filesystem-read-only"
    template = "Filesystem is read-only"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class ArchilMkdirFailed(WorkspaceFilesystemError):
    """Creating a folder on the Archil disk failed.

    Template: mkdir failed: ${result.stderr}

    Docs: https://sandbox-errors.dev/2026.11/errors/archil-mkdir-failed/
    """

    id = "archil-mkdir-failed"
    template = "mkdir failed: ${result.stderr}"
    param_names = (("result.stderr", "stderr"),)

    def __init__(self, *, stderr: object) -> None:
        super().__init__(stderr=stderr)


class ArchilMoveFailed(WorkspaceFilesystemError):
    """A move on the Archil disk failed.

    Template: mv failed: ${result.stderr}

    Docs: https://sandbox-errors.dev/2026.11/errors/archil-move-failed/
    """

    id = "archil-move-failed"
    template = "mv failed: ${result.stderr}"
    param_names = (("result.stderr", "stderr"),)

    def __init__(self, *, stderr: object) -> None:
        super().__init__(stderr=stderr)


class ArchilRmdirFailed(WorkspaceFilesystemError):
    """Removing a folder on the Archil disk failed.

    Template: rmdir failed: ${result.stderr}

    Docs: https://sandbox-errors.dev/2026.11/errors/archil-rmdir-failed/
    """

    id = "archil-rmdir-failed"
    template = "rmdir failed: ${result.stderr}"
    param_names = (("result.stderr", "stderr"),)

    def __init__(self, *, stderr: object) -> None:
        super().__init__(stderr=stderr)


class ArchilRootDirectoryRemove(WorkspaceFilesystemError):
    """ArchilFilesystem was asked to remove its root folder.

    Template: Cannot remove root directory

    Docs: https://sandbox-errors.dev/2026.11/errors/archil-root-directory-remove/
    """

    id = "archil-root-directory-remove"
    template = "Cannot remove root directory"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class ArchilRootPathAppend(WorkspaceFilesystemError):
    """ArchilFilesystem was asked to append to the root path.

    Template: Cannot append to root path

    Docs: https://sandbox-errors.dev/2026.11/errors/archil-root-path-append/
    """

    id = "archil-root-path-append"
    template = "Cannot append to root path"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class ArchilRootPathDelete(WorkspaceFilesystemError):
    """ArchilFilesystem was asked to delete the root as a file.

    Template: Cannot delete root path

    Docs: https://sandbox-errors.dev/2026.11/errors/archil-root-path-delete/
    """

    id = "archil-root-path-delete"
    template = "Cannot delete root path"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class ArchilRootPathRead(WorkspaceFilesystemError):
    """ArchilFilesystem was asked to read the root as a file.

    Template: Cannot read file at root path

    Docs: https://sandbox-errors.dev/2026.11/errors/archil-root-path-read/
    """

    id = "archil-root-path-read"
    template = "Cannot read file at root path"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class ArchilRootPathWrite(WorkspaceFilesystemError):
    """ArchilFilesystem was asked to write a file at the root path itself.

    Template: Cannot write file at root path

    Docs: https://sandbox-errors.dev/2026.11/errors/archil-root-path-write/
    """

    id = "archil-root-path-write"
    template = "Cannot write file at root path"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class AzureBlobContainerMountFailed(AzureBlobMountError):
    """blobfuse2 refused to mount the Azure Blob container in the sandbox.

    Template: Failed to mount Azure Blob container: ${result.stderr || result.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/azure-blob-container-mount-failed/
    """

    id = "azure-blob-container-mount-failed"
    template = "Failed to mount Azure Blob container: ${result.stderr || result.stdout}"
    param_names = (("result.stderr || result.stdout", "output"),)

    def __init__(self, *, output: object) -> None:
        super().__init__(output=output)


class AzureBlobContainerNameInvalid(AzureBlobMountError):
    """Azure Blob container name rejected before mounting.

    Template: Invalid Azure container name: "${name}". Container names must be 3-63 lowercase alphanumeric
    characters or hyphens, with no consecutive hyphens.

    Docs: https://sandbox-errors.dev/2026.11/errors/azure-blob-container-name-invalid/
    """

    id = "azure-blob-container-name-invalid"
    template = (
        'Invalid Azure container name: "${name}". Container names must be 3-63 lowercase alphanumeric characters or '
        "hyphens, with no consecutive hyphens."
    )
    param_names = (("name", "container"),)

    def __init__(self, *, container: object) -> None:
        super().__init__(container=container)


class AzureBlobMountAccountNameMissing(AzureBlobMountError):
    """Azure Blob mount has a credential but no storage account name.

    Template: Azure Blob mount requires an accountName (either explicitly or via connectionString).

    Docs: https://sandbox-errors.dev/2026.11/errors/azure-blob-mount-account-name-missing/
    """

    id = "azure-blob-mount-account-name-missing"
    template = "Azure Blob mount requires an accountName (either explicitly or via connectionString)."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class AzureBlobMountCredentialsMissing(AzureBlobMountError):
    """Azure Blob mount has no usable credential.

    Template: Azure Blob mount requires credentials: provide connectionString, accountKey + accountName, sasToken
    + accountName, or useDefaultCredential.

    Docs: https://sandbox-errors.dev/2026.11/errors/azure-blob-mount-credentials-missing/
    """

    id = "azure-blob-mount-credentials-missing"
    template = (
        "Azure Blob mount requires credentials: provide connectionString, accountKey + accountName, sasToken + "
        "accountName, or useDefaultCredential."
    )
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class BlaxelCommandAborted(ExecuteCommandError):
    """Blaxel command cancelled through its abort signal.

    Template: Process aborted

    Docs: https://sandbox-errors.dev/2026.11/errors/blaxel-command-aborted/
    """

    id = "blaxel-command-aborted"
    template = "Process aborted"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class BlaxelGcsfuseInstallFailed(GcsMountError):
    """Blaxel sandbox could not install gcsfuse for a GCS mount.

    Template: Failed to install gcsfuse. For GCS mounting, your sandbox image needs gcsfuse and fuse
    packages.\\n\\nPre-install in your image: apt-get install -y gcsfuse fuse\\n\\nError details:
    ${installResult.stderr || installResult.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/blaxel-gcsfuse-install-failed/
    """

    id = "blaxel-gcsfuse-install-failed"
    template = (
        "Failed to install gcsfuse. For GCS mounting, your sandbox image needs gcsfuse and fuse "
        "packages.\\n\\nPre-install in your image: apt-get install -y gcsfuse fuse\\n\\nError details: "
        "${installResult.stderr || installResult.stdout}"
    )
    param_names = (("installResult.stderr || installResult.stdout", "install_output"),)

    def __init__(self, *, install_output: object) -> None:
        super().__init__(install_output=install_output)


class BlaxelGcsfuseMissingAfterInstall(GcsMountError):
    """gcsfuse install in a Blaxel sandbox reported success but left no binary.

    Template: gcsfuse installation appeared to succeed but binary not found on PATH.\\nInstall output:
    ${installResult.stdout}\\n${installResult.stderr}

    Docs: https://sandbox-errors.dev/2026.11/errors/blaxel-gcsfuse-missing-after-install/
    """

    id = "blaxel-gcsfuse-missing-after-install"
    template = (
        "gcsfuse installation appeared to succeed but binary not found on PATH.\\nInstall output: "
        "${installResult.stdout}\\n${installResult.stderr}"
    )
    param_names = (("installResult.stdout", "install_stdout"), ("installResult.stderr", "install_stderr"))

    def __init__(self, *, install_stdout: object, install_stderr: object) -> None:
        super().__init__(install_stdout=install_stdout, install_stderr=install_stderr)


class BlaxelGcsfusePrerequisitesInstallFailed(GcsMountError):
    """Blaxel sandbox could not install the tools needed to add gcsfuse.

    Template: Failed to install gcsfuse prerequisites.\\nError details: ${prepResult.stderr || prepResult.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/blaxel-gcsfuse-prerequisites-install-failed/
    """

    id = "blaxel-gcsfuse-prerequisites-install-failed"
    template = "Failed to install gcsfuse prerequisites.\\nError details: ${prepResult.stderr || prepResult.stdout}"
    param_names = (("prepResult.stderr || prepResult.stdout", "prep_output"),)

    def __init__(self, *, prep_output: object) -> None:
        super().__init__(prep_output=prep_output)


class BlaxelMountDirectoryCreateFailed(MountError):
    """Blaxel sandbox could not create the directory to mount on.

    Template: Failed to create mount directory "${mountPath}": ${mkdirResult.stderr || mkdirResult.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/blaxel-mount-directory-create-failed/
    """

    id = "blaxel-mount-directory-create-failed"
    template = 'Failed to create mount directory "${mountPath}": ${mkdirResult.stderr || mkdirResult.stdout}'
    param_names = (("mountPath", "mount_path"), ("mkdirResult.stderr || mkdirResult.stdout", "output"))

    def __init__(self, *, mount_path: object, output: object) -> None:
        super().__init__(mount_path=mount_path, output=output)


class BlaxelMountUidGidLookupFailed(MountError):
    """Blaxel mount could not read the sandbox user's uid and gid.

    Template: Failed to get uid/gid: ${idResult.stderr || idResult.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/blaxel-mount-uid-gid-lookup-failed/
    """

    id = "blaxel-mount-uid-gid-lookup-failed"
    template = "Failed to get uid/gid: ${idResult.stderr || idResult.stdout}"
    param_names = (("idResult.stderr || idResult.stdout", "output"),)

    def __init__(self, *, output: object) -> None:
        super().__init__(output=output)


class BlaxelS3fsInstallFailed(S3MountError):
    """Blaxel sandbox could not install s3fs for an S3 mount.

    Template: Failed to install s3fs. For S3 mounting, your sandbox image needs s3fs and fuse
    packages.\\n\\nPre-install in your image: apt-get install -y s3fs fuse\\n\\nError details:
    ${installResult.stderr || installResult.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/blaxel-s3fs-install-failed/
    """

    id = "blaxel-s3fs-install-failed"
    template = (
        "Failed to install s3fs. For S3 mounting, your sandbox image needs s3fs and fuse packages.\\n\\nPre-install in "
        "your image: apt-get install -y s3fs fuse\\n\\nError details: ${installResult.stderr || installResult.stdout}"
    )
    param_names = (("installResult.stderr || installResult.stdout", "install_output"),)

    def __init__(self, *, install_output: object) -> None:
        super().__init__(install_output=install_output)


class BlaxelS3fsPackageListsUpdateFailed(S3MountError):
    """Blaxel sandbox could not refresh apt before installing s3fs.

    Template: Failed to update package lists for s3fs installation.\\nError details: ${updateResult.stderr ||
    updateResult.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/blaxel-s3fs-package-lists-update-failed/
    """

    id = "blaxel-s3fs-package-lists-update-failed"
    template = (
        "Failed to update package lists for s3fs installation.\\nError details: ${updateResult.stderr || "
        "updateResult.stdout}"
    )
    param_names = (("updateResult.stderr || updateResult.stdout", "update_output"),)

    def __init__(self, *, update_output: object) -> None:
        super().__init__(update_output=update_output)


class BlaxelSandboxNameUnderivable(ConfigurationError):
    """Blaxel sandbox id has no character usable in a sandbox name.

    Template: Cannot derive a valid sandbox name from id "${id}". ID must contain at least one alphanumeric
    character.

    Docs: https://sandbox-errors.dev/2026.11/errors/blaxel-sandbox-name-underivable/
    """

    id = "blaxel-sandbox-name-underivable"
    template = (
        'Cannot derive a valid sandbox name from id "${id}". ID must contain at least one alphanumeric character.'
    )
    param_names = (("id", "id"),)

    def __init__(self, *, id: object) -> None:
        super().__init__(id=id)


class BlaxelStdinUnsupported(ProcessError):
    """Blaxel sandbox processes cannot receive stdin.

    Template: Blaxel sandboxes do not support stdin

    Docs: https://sandbox-errors.dev/2026.11/errors/blaxel-stdin-unsupported/
    """

    id = "blaxel-stdin-unsupported"
    template = "Blaxel sandboxes do not support stdin"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class Blobfuse2DistroCodenameInvalid(AzureBlobMountError):
    """Sandbox's distro codename unusable for the blobfuse2 apt repository.

    Template: Invalid distro codename for blobfuse2 repo: "${codename}"

    Docs: https://sandbox-errors.dev/2026.11/errors/blobfuse2-distro-codename-invalid/
    """

    id = "blobfuse2-distro-codename-invalid"
    template = 'Invalid distro codename for blobfuse2 repo: "${codename}"'
    param_names = (("codename", "codename"),)

    def __init__(self, *, codename: object) -> None:
        super().__init__(codename=codename)


class Blobfuse2DistroUnsupported(AzureBlobMountError):
    """Runtime blobfuse2 install does not know the sandbox's Linux distribution.

    Template: Unsupported distro for blobfuse2 runtime installation: "${distroId}"

    Docs: https://sandbox-errors.dev/2026.11/errors/blobfuse2-distro-unsupported/
    """

    id = "blobfuse2-distro-unsupported"
    template = 'Unsupported distro for blobfuse2 runtime installation: "${distroId}"'
    param_names = (("distroId", "distro_id"),)

    def __init__(self, *, distro_id: object) -> None:
        super().__init__(distro_id=distro_id)


class Blobfuse2DistroVersionInvalid(AzureBlobMountError):
    """Sandbox's distro version unusable for the blobfuse2 apt repository.

    Template: Invalid distro version for blobfuse2 repo: "${versionId}"

    Docs: https://sandbox-errors.dev/2026.11/errors/blobfuse2-distro-version-invalid/
    """

    id = "blobfuse2-distro-version-invalid"
    template = 'Invalid distro version for blobfuse2 repo: "${versionId}"'
    param_names = (("versionId", "version_id"),)

    def __init__(self, *, version_id: object) -> None:
        super().__init__(version_id=version_id)


class BoatApiOperationFailed(LifecycleError):
    """A Boat API call made by the sandbox provider failed.

    Template: ${LOG_PREFIX} ${operation} failed: ${message}

    Docs: https://sandbox-errors.dev/2026.11/errors/boat-api-operation-failed/
    """

    id = "boat-api-operation-failed"
    template = "${LOG_PREFIX} ${operation} failed: ${message}"
    param_names = (("LOG_PREFIX", "log_prefix"), ("operation", "operation"), ("message", "message"))

    def __init__(self, *, log_prefix: object, operation: object, message: object) -> None:
        super().__init__(log_prefix=log_prefix, operation=operation, message=message)


class BoatApplyFileModesFailed(WriteFilesError):
    """Boat could not chmod files after writing them.

    Template: ${LOG_PREFIX} failed to apply file modes: ${result.stderr}

    Docs: https://sandbox-errors.dev/2026.11/errors/boat-apply-file-modes-failed/
    """

    id = "boat-apply-file-modes-failed"
    template = "${LOG_PREFIX} failed to apply file modes: ${result.stderr}"
    param_names = (("LOG_PREFIX", "log_prefix"), ("result.stderr", "stderr"))

    def __init__(self, *, log_prefix: object, stderr: object) -> None:
        super().__init__(log_prefix=log_prefix, stderr=stderr)


class BoatForkMissingSandboxId(CheckpointError):
    """Boat fork answer carried no sandbox id.

    Template: ${LOG_PREFIX} fork did not return a sandbox id

    Docs: https://sandbox-errors.dev/2026.11/errors/boat-fork-missing-sandbox-id/
    """

    id = "boat-fork-missing-sandbox-id"
    template = "${LOG_PREFIX} fork did not return a sandbox id"
    param_names = (("LOG_PREFIX", "log_prefix"),)

    def __init__(self, *, log_prefix: object) -> None:
        super().__init__(log_prefix=log_prefix)


class BoatForkNoSnapshot(CheckpointError):
    """Boat sandbox had no snapshot to fork from in time.

    Template: ${LOG_PREFIX} cannot fork '${sandboxId}': Boat had no completed snapshot after
    ${Math.round(timeoutMs / 1000)}s. Snapshots are taken periodically, and again when a sandbox stops.

    Docs: https://sandbox-errors.dev/2026.11/errors/boat-fork-no-snapshot/
    """

    id = "boat-fork-no-snapshot"
    template = (
        "${LOG_PREFIX} cannot fork '${sandboxId}': Boat had no completed snapshot after ${Math.round(timeoutMs / "
        "1000)}s. Snapshots are taken periodically, and again when a sandbox stops."
    )
    param_names = (
        ("LOG_PREFIX", "log_prefix"),
        ("sandboxId", "sandbox_id"),
        ("Math.round(timeoutMs / 1000)", "seconds"),
    )

    def __init__(self, *, log_prefix: object, sandbox_id: object, seconds: object) -> None:
        super().__init__(log_prefix=log_prefix, sandbox_id=sandbox_id, seconds=seconds)


class BoatStdinCloseUnsupported(ProcessError):
    """Boat processes have no stdin to close.

    Template: ${LOG_PREFIX} closing stdin is not supported by the Boat sandbox provider

    Docs: https://sandbox-errors.dev/2026.11/errors/boat-stdin-close-unsupported/
    """

    id = "boat-stdin-close-unsupported"
    template = "${LOG_PREFIX} closing stdin is not supported by the Boat sandbox provider"
    param_names = (("LOG_PREFIX", "log_prefix"),)

    def __init__(self, *, log_prefix: object) -> None:
        super().__init__(log_prefix=log_prefix)


class BoatStdinSendUnsupported(ProcessError):
    """Boat processes do not accept stdin.

    Template: ${LOG_PREFIX} sending stdin is not supported by the Boat sandbox provider

    Docs: https://sandbox-errors.dev/2026.11/errors/boat-stdin-send-unsupported/
    """

    id = "boat-stdin-send-unsupported"
    template = "${LOG_PREFIX} sending stdin is not supported by the Boat sandbox provider"
    param_names = (("LOG_PREFIX", "log_prefix"),)

    def __init__(self, *, log_prefix: object) -> None:
        super().__init__(log_prefix=log_prefix)


class BoatUnexpectedCommandResponse(ProcessError):
    """Boat answered a detached command with the wrong kind of response.

    Template: ${LOG_PREFIX} expected a detached command response, got '${started.type}'

    Docs: https://sandbox-errors.dev/2026.11/errors/boat-unexpected-command-response/
    """

    id = "boat-unexpected-command-response"
    template = "${LOG_PREFIX} expected a detached command response, got '${started.type}'"
    param_names = (("LOG_PREFIX", "log_prefix"), ("started.type", "type"))

    def __init__(self, *, log_prefix: object, type: object) -> None:
        super().__init__(log_prefix=log_prefix, type=type)


class BoatWriteFilesAborted(WriteFilesError):
    """Boat file upload stopped by its abort signal.

    Template: ${LOG_PREFIX} writeFiles aborted

    Docs: https://sandbox-errors.dev/2026.11/errors/boat-write-files-aborted/
    """

    id = "boat-write-files-aborted"
    template = "${LOG_PREFIX} writeFiles aborted"
    param_names = (("LOG_PREFIX", "log_prefix"),)

    def __init__(self, *, log_prefix: object) -> None:
        super().__init__(log_prefix=log_prefix)


class BwrapSourcePathMissing(IsolationError):
    """bubblewrap could not find a path LocalSandbox asked it to mount.

    Template: bwrap: Can't find source path ${old_source}: ${reason}

    Docs: https://sandbox-errors.dev/2026.11/errors/bwrap-source-path-missing/
    """

    id = "bwrap-source-path-missing"
    template = "bwrap: Can't find source path ${old_source}: ${reason}"
    param_names = (("old_source", "path"), ("reason", "reason"))

    def __init__(self, *, path: object, reason: object) -> None:
        super().__init__(path=path, reason=reason)


class CheckpointHeadReadFailed(CheckpointError):
    """Base checkpoint build could not read the checked-out commit.

    Template: Failed to read HEAD after materialize: ${head.stderr}

    Docs: https://sandbox-errors.dev/2026.11/errors/checkpoint-head-read-failed/
    """

    id = "checkpoint-head-read-failed"
    template = "Failed to read HEAD after materialize: ${head.stderr}"
    param_names = (("head.stderr", "head_stderr"),)

    def __init__(self, *, head_stderr: object) -> None:
        super().__init__(head_stderr=head_stderr)


class CloudflareBridgeEmptyCommandStream(ExecuteCommandError):
    """The Cloudflare Sandbox Bridge accepted a command but sent no event stream.

    Template: Cloudflare Sandbox Bridge returned an empty command stream

    Docs: https://sandbox-errors.dev/2026.11/errors/cloudflare-bridge-empty-command-stream/
    """

    id = "cloudflare-bridge-empty-command-stream"
    template = "Cloudflare Sandbox Bridge returned an empty command stream"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CloudflareBridgeRequestFailed(LifecycleError):
    """The Cloudflare Sandbox Bridge Worker answered a request with an error status.

    Template: Cloudflare Sandbox Bridge request failed (${status}): ${body || 'empty response'}

    Docs: https://sandbox-errors.dev/2026.11/errors/cloudflare-bridge-request-failed/
    """

    id = "cloudflare-bridge-request-failed"
    template = "Cloudflare Sandbox Bridge request failed (${status}): ${body || 'empty response'}"
    param_names = (("status", "status"), ("body || 'empty response'", "body"))

    def __init__(self, *, status: object, body: object) -> None:
        super().__init__(status=status, body=body)


class CloudflareCommandStringRunAsProgram(ExecuteCommandError):
    """Known bug: CloudflareSandbox ran a whole command line as one program name (exit 127).

    Template: ${command}: command not found

    Docs: https://sandbox-errors.dev/2026.11/errors/cloudflare-command-string-run-as-program/
    """

    id = "cloudflare-command-string-run-as-program"
    template = "${command}: command not found"
    param_names = (("command", "command"),)

    def __init__(self, *, command: object) -> None:
        super().__init__(command=command)


class CloudflareCommandTimeoutNotPositive(ExecuteCommandError):
    """Cloudflare sandbox command timeout is zero, negative or not a finite number.

    Template: Command timeout must be positive

    Docs: https://sandbox-errors.dev/2026.11/errors/cloudflare-command-timeout-not-positive/
    """

    id = "cloudflare-command-timeout-not-positive"
    template = "Command timeout must be positive"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CloudflareFileOutsideWorkspaceRoot(WriteFilesError):
    """Cloudflare sandbox file path resolves outside /workspace.

    Template: Cloudflare Sandbox files must be written under ${WORKSPACE_ROOT}: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/cloudflare-file-outside-workspace-root/
    """

    id = "cloudflare-file-outside-workspace-root"
    template = "Cloudflare Sandbox files must be written under ${WORKSPACE_ROOT}: ${path}"
    param_names = (("WORKSPACE_ROOT", "workspace_root"), ("path", "path"))

    def __init__(self, *, workspace_root: object, path: object) -> None:
        super().__init__(workspace_root=workspace_root, path=path)


class CloudflareInvalidEnvVarName(SetEnvError):
    """Command env (Cloudflare or CreateOS sandbox) holds a name that is not a shell identifier.

    Template: Invalid environment variable name: ${key}

    Docs: https://sandbox-errors.dev/2026.11/errors/cloudflare-invalid-env-var-name/
    """

    id = "cloudflare-invalid-env-var-name"
    template = "Invalid environment variable name: ${key}"
    param_names = (("key", "key"),)

    def __init__(self, *, key: object) -> None:
        super().__init__(key=key)


class CloudflareMountCredentialsIncomplete(MountError):
    """A bucket mount into a Cloudflare sandbox had only half of its access key pair.

    Template: Cloudflare Sandbox bucket mounts need both accessKeyId and secretAccessKey, or neither

    Docs: https://sandbox-errors.dev/2026.11/errors/cloudflare-mount-credentials-incomplete/
    """

    id = "cloudflare-mount-credentials-incomplete"
    template = "Cloudflare Sandbox bucket mounts need both accessKeyId and secretAccessKey, or neither"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CloudflareMountSessionTokenUnsupported(MountError):
    """A bucket mount into a Cloudflare sandbox was given temporary credentials.

    Template: Cloudflare Sandbox bucket mounts do not support temporary credentials (sessionToken)

    Docs: https://sandbox-errors.dev/2026.11/errors/cloudflare-mount-session-token-unsupported/
    """

    id = "cloudflare-mount-session-token-unsupported"
    template = "Cloudflare Sandbox bucket mounts do not support temporary credentials (sessionToken)"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CloudflareMountTypeUnsupported(MountError):
    """A Cloudflare sandbox was asked to mount a filesystem that is not an S3-compatible bucket.

    Template: Cloudflare Sandbox can only mount S3-compatible buckets; got mount type "${config.type}"

    Docs: https://sandbox-errors.dev/2026.11/errors/cloudflare-mount-type-unsupported/
    """

    id = "cloudflare-mount-type-unsupported"
    template = 'Cloudflare Sandbox can only mount S3-compatible buckets; got mount type "${config.type}"'
    param_names = (("config.type", "mount_type"),)

    def __init__(self, *, mount_type: object) -> None:
        super().__init__(mount_type=mount_type)


class CloudflareSandboxNotStarted(LifecycleError):
    """Cloudflare sandbox used before start() gave it a bridge sandbox id.

    Template: Cloudflare Sandbox ${this.id} has not been started

    Docs: https://sandbox-errors.dev/2026.11/errors/cloudflare-sandbox-not-started/
    """

    id = "cloudflare-sandbox-not-started"
    template = "Cloudflare Sandbox ${this.id} has not been started"
    param_names = (("this.id", "id"),)

    def __init__(self, *, id: object) -> None:
        super().__init__(id=id)


class ExecaUnavailableInCloudflareWorker(ExecuteCommandError):
    """Code in a Cloudflare Worker tried to spawn a process with execa.

    Template: execa is not available in Cloudflare Workers

    Docs: https://sandbox-errors.dev/2026.11/errors/cloudflare-worker-execa-unavailable/
    """

    id = "cloudflare-worker-execa-unavailable"
    template = "execa is not available in Cloudflare Workers"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CodeModeExecutionTimedOut(ProcessError):
    """The Code Mode program did not finish within the tool's timeout.

    Template: Code Mode execution timed out after ${timeout}ms

    Docs: https://sandbox-errors.dev/2026.11/errors/code-mode-execution-timed-out/
    """

    id = "code-mode-execution-timed-out"
    template = "Code Mode execution timed out after ${timeout}ms"
    param_names = (("timeout", "timeout"),)

    def __init__(self, *, timeout: object) -> None:
        super().__init__(timeout=timeout)


class CodeModeExternalIdentifierCollision(ConfigurationError):
    """Two Code Mode tools map to one external function when the runner is built.

    Template: Code Mode external identifier collision: tools "${existing}" and "${toolId}" both map to
    external_${externalName}

    Docs: https://sandbox-errors.dev/2026.11/errors/code-mode-external-identifier-collision/
    """

    id = "code-mode-external-identifier-collision"
    template = (
        'Code Mode external identifier collision: tools "${existing}" and "${toolId}" both map to '
        "external_${externalName}"
    )
    param_names = (("existing", "existing"), ("toolId", "tool_id"), ("externalName", "external_name"))

    def __init__(self, *, existing: object, tool_id: object, external_name: object) -> None:
        super().__init__(existing=existing, tool_id=tool_id, external_name=external_name)


class CodeModeExternalIdentifierInvalid(ConfigurationError):
    """Code Mode runner given an external name that is not an identifier.

    Template: Invalid Code Mode external identifier: ${externalName}

    Docs: https://sandbox-errors.dev/2026.11/errors/code-mode-external-identifier-invalid/
    """

    id = "code-mode-external-identifier-invalid"
    template = "Invalid Code Mode external identifier: ${externalName}"
    param_names = (("externalName", "external_name"),)

    def __init__(self, *, external_name: object) -> None:
        super().__init__(external_name=external_name)


class CodeModeProgramNoResult(ProcessError):
    """The Code Mode runner exited before the program returned anything.

    Template: Program exited without returning a result

    Docs: https://sandbox-errors.dev/2026.11/errors/code-mode-program-no-result/
    """

    id = "code-mode-program-no-result"
    template = "Program exited without returning a result"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CodeModeToolCallNotAllowed(ConfigurationError):
    """Code Mode transport refused a call to a tool outside its allow-list.

    Template: not allowed

    Docs: https://sandbox-errors.dev/2026.11/errors/code-mode-tool-call-not-allowed/
    """

    id = "code-mode-tool-call-not-allowed"
    template = "not allowed"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CodeModeToolIdCollision(ConfigurationError):
    """Two Code Mode tools map to one external function in the instructions.

    Template: Code Mode tool id collision: "${prior}" and "${toolId}" both map to external_${externalName}

    Docs: https://sandbox-errors.dev/2026.11/errors/code-mode-tool-id-collision/
    """

    id = "code-mode-tool-id-collision"
    template = 'Code Mode tool id collision: "${prior}" and "${toolId}" both map to external_${externalName}'
    param_names = (("prior", "prior"), ("toolId", "tool_id"), ("externalName", "external_name"))

    def __init__(self, *, prior: object, tool_id: object, external_name: object) -> None:
        super().__init__(prior=prior, tool_id=tool_id, external_name=external_name)


class CodeModeToolInputInvalid(ConfigurationError):
    """Code Mode tool rejected its input without saying why.

    Template: Invalid input for tool "${toolId}"

    Docs: https://sandbox-errors.dev/2026.11/errors/code-mode-tool-input-invalid/
    """

    id = "code-mode-tool-input-invalid"
    template = 'Invalid input for tool "${toolId}"'
    param_names = (("toolId", "tool_id"),)

    def __init__(self, *, tool_id: object) -> None:
        super().__init__(tool_id=tool_id)


class CodeModeToolNotAvailable(ConfigurationError):
    """Code Mode program called a tool that cannot run on the host.

    Template: Tool "${toolId}" is not available in Code Mode

    Docs: https://sandbox-errors.dev/2026.11/errors/code-mode-tool-not-available/
    """

    id = "code-mode-tool-not-available"
    template = 'Tool "${toolId}" is not available in Code Mode'
    param_names = (("toolId", "tool"),)

    def __init__(self, *, tool: object) -> None:
        super().__init__(tool=tool)


class CodeModeTransportWithoutSandbox(ConfigurationError):
    """Code Mode stdio transport called without a sandbox.

    Template: StdioCodeModeTransport requires a sandbox

    Docs: https://sandbox-errors.dev/2026.11/errors/code-mode-transport-without-sandbox/
    """

    id = "code-mode-transport-without-sandbox"
    template = "StdioCodeModeTransport requires a sandbox"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CodeModeWithoutSandbox(ConfigurationError):
    """Code Mode tool has no sandbox to run the model's program.

    Template: Code Mode requires a sandbox to run model-authored code, but none was configured. Pass one to
    createCodeMode({ tools, sandbox }), or run the agent in a workspace that provides a sandbox. To execute on
    the host (host privileges — only for trusted/local use), pass `sandbox: new LocalSandbox()`.

    Docs: https://sandbox-errors.dev/2026.11/errors/code-mode-without-sandbox/
    """

    id = "code-mode-without-sandbox"
    template = (
        "Code Mode requires a sandbox to run model-authored code, but none was configured. Pass one to "
        "createCodeMode({ tools, sandbox }), or run the agent in a workspace that provides a sandbox. To execute on "
        "the host (host privileges — only for trusted/local use), pass `sandbox: new LocalSandbox()`."
    )
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CompositeFilesystemDestroyFailed(WorkspaceFilesystemError):
    """One or more mounted filesystems failed while the workspace was torn down.

    Template: Some filesystems failed to destroy

    Docs: https://sandbox-errors.dev/2026.11/errors/composite-filesystem-destroy-failed/
    """

    id = "composite-filesystem-destroy-failed"
    template = "Some filesystems failed to destroy"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CompositeFilesystemNestedMounts(WorkspaceFilesystemError):
    """Two workspace mounts are nested, one inside the other.

    Template: Nested mount paths are not supported: "${b}" is nested under "${a}"

    Docs: https://sandbox-errors.dev/2026.11/errors/composite-filesystem-nested-mounts/
    """

    id = "composite-filesystem-nested-mounts"
    template = 'Nested mount paths are not supported: "${b}" is nested under "${a}"'
    param_names = (("b", "inner"), ("a", "outer"))

    def __init__(self, *, inner: object, outer: object) -> None:
        super().__init__(inner=inner, outer=outer)


class CompositeFilesystemNoMountForDest(WorkspaceFilesystemError):
    """A copy or move of a workspace with mounts goes to a path under no mount.

    Template: No mount for dest: ${dest}

    Docs: https://sandbox-errors.dev/2026.11/errors/composite-filesystem-no-mount-for-dest/
    """

    id = "composite-filesystem-no-mount-for-dest"
    template = "No mount for dest: ${dest}"
    param_names = (("dest", "dest"),)

    def __init__(self, *, dest: object) -> None:
        super().__init__(dest=dest)


class CompositeFilesystemNoMountForPath(WorkspaceFilesystemError):
    """A path of a workspace with mounts is under none of them.

    Template: No mount for path: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/composite-filesystem-no-mount-for-path/
    """

    id = "composite-filesystem-no-mount-for-path"
    template = "No mount for path: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class CompositeFilesystemNoMountForSource(WorkspaceFilesystemError):
    """A copy or move of a workspace with mounts starts from a path under no mount.

    Template: No mount for source: ${src}

    Docs: https://sandbox-errors.dev/2026.11/errors/composite-filesystem-no-mount-for-source/
    """

    id = "composite-filesystem-no-mount-for-source"
    template = "No mount for source: ${src}"
    param_names = (("src", "src"),)

    def __init__(self, *, src: object) -> None:
        super().__init__(src=src)


class CompositeFilesystemWithoutMounts(WorkspaceFilesystemError):
    """A CompositeFilesystem was built with no mounts.

    Template: CompositeFilesystem requires at least one mount

    Docs: https://sandbox-errors.dev/2026.11/errors/composite-filesystem-without-mounts/
    """

    id = "composite-filesystem-without-mounts"
    template = "CompositeFilesystem requires at least one mount"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class ComputerPostActionScreenshotFailed(ComputerError):
    """A computer-use action ran but its follow-up screenshot failed.

    Template: ${text} (post-action screenshot failed)

    Docs: https://sandbox-errors.dev/2026.11/errors/computer-post-action-screenshot-failed/
    """

    id = "computer-post-action-screenshot-failed"
    template = "${text} (post-action screenshot failed)"
    param_names = (("text", "text"),)

    def __init__(self, *, text: object) -> None:
        super().__init__(text=text)


class CreateOSDiskIncompatibleConfig(S3MountError):
    """CreateOS disk of that name exists with other settings.

    Template: CreateOS disk "${resolved.name}" exists with incompatible configuration.

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-disk-incompatible-config/
    """

    id = "createos-disk-incompatible-config"
    template = 'CreateOS disk "${resolved.name}" exists with incompatible configuration.'
    param_names = (("resolved.name", "disk_name"),)

    def __init__(self, *, disk_name: object) -> None:
        super().__init__(disk_name=disk_name)


class CreateOSDiskMountFailed(S3MountError):
    """CreateOS reported the disk mount as failed without a reason.

    Template: CreateOS failed to mount disk at "${mountPath}".

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-disk-mount-failed/
    """

    id = "createos-disk-mount-failed"
    template = 'CreateOS failed to mount disk at "${mountPath}".'
    param_names = (("mountPath", "mount_path"),)

    def __init__(self, *, mount_path: object) -> None:
        super().__init__(mount_path=mount_path)


class CreateOSDiskMountTimeout(S3MountError):
    """CreateOS disk did not finish mounting in time.

    Template: Timed out waiting for CreateOS disk to mount at "${mountPath}".

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-disk-mount-timeout/
    """

    id = "createos-disk-mount-timeout"
    template = 'Timed out waiting for CreateOS disk to mount at "${mountPath}".'
    param_names = (("mountPath", "mount_path"),)

    def __init__(self, *, mount_path: object) -> None:
        super().__init__(mount_path=mount_path)


class CreateOSMountPathInvalidCharacters(MountError):
    """CreateOS mount path has characters it does not allow.

    Template: Invalid mount path: ${mountPath}. Must be an absolute path of at most 512 characters using
    alphanumeric, dash, dot, underscore, or slash characters.

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-mount-path-invalid-characters/
    """

    id = "createos-mount-path-invalid-characters"
    template = (
        "Invalid mount path: ${mountPath}. Must be an absolute path of at most 512 characters using alphanumeric, "
        "dash, dot, underscore, or slash characters."
    )
    param_names = (("mountPath", "mount_path"),)

    def __init__(self, *, mount_path: object) -> None:
        super().__init__(mount_path=mount_path)


class CreateOSMountPathSystemDirectory(MountError):
    """CreateOS refuses to mount over a system directory.

    Template: Invalid mount path: ${mountPath}. Mounting over system paths is not allowed.

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-mount-path-system-directory/
    """

    id = "createos-mount-path-system-directory"
    template = "Invalid mount path: ${mountPath}. Mounting over system paths is not allowed."
    param_names = (("mountPath", "mount_path"),)

    def __init__(self, *, mount_path: object) -> None:
        super().__init__(mount_path=mount_path)


class CreateOSS3BucketRequired(S3MountError):
    """CreateOS S3 mount has no bucket.

    Template: S3 mount configuration requires a bucket.

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-s3-bucket-required/
    """

    id = "createos-s3-bucket-required"
    template = "S3 mount configuration requires a bucket."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CreateOSS3CredentialsControlCharacters(S3MountError):
    """CreateOS S3 mount keys contain control characters.

    Template: CreateOS S3 mount credentials must not contain control characters.

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-s3-credentials-control-characters/
    """

    id = "createos-s3-credentials-control-characters"
    template = "CreateOS S3 mount credentials must not contain control characters."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CreateOSS3EndpointInvalidScheme(S3MountError):
    """CreateOS S3 mount endpoint is not http or https.

    Template: Invalid S3 endpoint scheme: "${url.protocol}". Only http: and https: are allowed.

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-s3-endpoint-invalid-scheme/
    """

    id = "createos-s3-endpoint-invalid-scheme"
    template = 'Invalid S3 endpoint scheme: "${url.protocol}". Only http: and https: are allowed.'
    param_names = (("url.protocol", "protocol"),)

    def __init__(self, *, protocol: object) -> None:
        super().__init__(protocol=protocol)


class CreateOSS3EndpointInvalidUrl(S3MountError):
    """CreateOS S3 mount endpoint is not a URL.

    Template: Invalid S3 endpoint URL: "${endpoint}".

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-s3-endpoint-invalid-url/
    """

    id = "createos-s3-endpoint-invalid-url"
    template = 'Invalid S3 endpoint URL: "${endpoint}".'
    param_names = (("endpoint", "endpoint"),)

    def __init__(self, *, endpoint: object) -> None:
        super().__init__(endpoint=endpoint)


class CreateOSS3EndpointRequiredForAutoRegion(S3MountError):
    """CreateOS S3 mount has region auto but no endpoint.

    Template: An S3 endpoint is required when region is "auto".

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-s3-endpoint-required-for-auto-region/
    """

    id = "createos-s3-endpoint-required-for-auto-region"
    template = 'An S3 endpoint is required when region is "auto".'
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CreateOSS3PrefixInvalid(S3MountError):
    """CreateOS S3 mount prefix is not allowed.

    Template: Invalid S3 mount prefix: "${prefix}".

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-s3-prefix-invalid/
    """

    id = "createos-s3-prefix-invalid"
    template = 'Invalid S3 mount prefix: "${prefix}".'
    param_names = (("prefix", "prefix"),)

    def __init__(self, *, prefix: object) -> None:
        super().__init__(prefix=prefix)


class CreateOSS3ReadOnlyUnsupported(S3MountError):
    """CreateOS S3 mounts cannot be read-only.

    Template: CreateOS S3 disks do not currently support read-only mounts.

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-s3-read-only-unsupported/
    """

    id = "createos-s3-read-only-unsupported"
    template = "CreateOS S3 disks do not currently support read-only mounts."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CreateOSS3SessionTokenUnsupported(S3MountError):
    """CreateOS S3 mounts do not accept temporary credentials.

    Template: CreateOS S3 disks do not currently support temporary session-token credentials.

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-s3-session-token-unsupported/
    """

    id = "createos-s3-session-token-unsupported"
    template = "CreateOS S3 disks do not currently support temporary session-token credentials."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CreateOSS3StaticCredentialsRequired(S3MountError):
    """CreateOS S3 mount needs an access key pair.

    Template: CreateOS S3 mounts require static accessKeyId and secretAccessKey credentials.

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-s3-static-credentials-required/
    """

    id = "createos-s3-static-credentials-required"
    template = "CreateOS S3 mounts require static accessKeyId and secretAccessKey credentials."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CreateOSSandboxNotRunnable(LifecycleError):
    """CreateOS sandbox to reconnect to did not reach running.

    Template: CreateOS sandbox ${existing.id} is not runnable (status: ${existing.status})

    Docs: https://sandbox-errors.dev/2026.11/errors/createos-sandbox-not-runnable/
    """

    id = "createos-sandbox-not-runnable"
    template = "CreateOS sandbox ${existing.id} is not runnable (status: ${existing.status})"
    param_names = (("existing.id", "sandbox_id"), ("existing.status", "status"))

    def __init__(self, *, sandbox_id: object, status: object) -> None:
        super().__init__(sandbox_id=sandbox_id, status=status)


class CuaFleetClaimCleanupPending(LifecycleError):
    """Cua Fleet claim still listed after it was deleted.

    Template: Cua Fleet: CLAIM_CLEANUP_PENDING

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-claim-cleanup-pending/
    """

    id = "cua-fleet-claim-cleanup-pending"
    template = "Cua Fleet: CLAIM_CLEANUP_PENDING"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetClaimCreationOutcomeUnknown(LifecycleError):
    """Cua Fleet cannot tell whether its claim was ever created.

    Template: Cua Fleet: CLAIM_CREATION_OUTCOME_UNKNOWN

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-claim-creation-outcome-unknown/
    """

    id = "cua-fleet-claim-creation-outcome-unknown"
    template = "Cua Fleet: CLAIM_CREATION_OUTCOME_UNKNOWN"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetCleanupPending(LifecycleError):
    """Cua Fleet destroy() could not release the claim (cause hidden).

    Template: Cua Fleet: CLEANUP_PENDING

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-cleanup-pending/
    """

    id = "cua-fleet-cleanup-pending"
    template = "Cua Fleet: CLEANUP_PENDING"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetCommandFailed(ComputerError):
    """Cua Fleet desktop action failed in transport (cause hidden).

    Template: Cua Fleet: COMMAND_FAILED

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-command-failed/
    """

    id = "cua-fleet-command-failed"
    template = "Cua Fleet: COMMAND_FAILED"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetDestroyed(LifecycleError):
    """Cua Fleet sandbox used after destroy().

    Template: Cua Fleet: DESTROYED

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-destroyed/
    """

    id = "cua-fleet-destroyed"
    template = "Cua Fleet: DESTROYED"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetFailed(ComputerError):
    """Cua Fleet computer-use sandbox failed with a coded error.

    Template: Cua Fleet: ${code}

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-error/
    """

    id = "cua-fleet-error"
    template = "Cua Fleet: ${code}"
    param_names = (("code", "code"),)

    def __init__(self, *, code: object) -> None:
        super().__init__(code=code)


class CuaFleetGuestCommandFailed(ComputerError):
    """Cua computer server reported that a desktop action failed.

    Template: Cua Fleet: GUEST_COMMAND_FAILED

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-guest-command-failed/
    """

    id = "cua-fleet-guest-command-failed"
    template = "Cua Fleet: GUEST_COMMAND_FAILED"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetInvalidArgument(ComputerError):
    """Cua Fleet option, coordinate, scroll or text argument out of range.

    Template: Cua Fleet: INVALID_ARGUMENT

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-invalid-argument/
    """

    id = "cua-fleet-invalid-argument"
    template = "Cua Fleet: INVALID_ARGUMENT"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetInvalidGuestResponse(ComputerError):
    """Cua computer server answered with something that is not a JSON object.

    Template: Cua Fleet: INVALID_GUEST_RESPONSE

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-invalid-guest-response/
    """

    id = "cua-fleet-invalid-guest-response"
    template = "Cua Fleet: INVALID_GUEST_RESPONSE"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetInvalidKey(ComputerError):
    """Cua Fleet key press with an empty key or a bad key combination.

    Template: Cua Fleet: INVALID_KEY

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-invalid-key/
    """

    id = "cua-fleet-invalid-key"
    template = "Cua Fleet: INVALID_KEY"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetInvalidScreenshot(ComputerError):
    """Cua Fleet screenshot missing, too large or not a valid PNG.

    Template: Cua Fleet: INVALID_SCREENSHOT

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-invalid-screenshot/
    """

    id = "cua-fleet-invalid-screenshot"
    template = "Cua Fleet: INVALID_SCREENSHOT"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetMissingConfiguration(CredentialsError):
    """Cua Fleet sandbox created without id, pool name or client credentials.

    Template: Cua Fleet: MISSING_CONFIGURATION

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-missing-configuration/
    """

    id = "cua-fleet-missing-configuration"
    template = "Cua Fleet: MISSING_CONFIGURATION"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetNotRunning(LifecycleError):
    """Cua Fleet session asked for a request before it had a desktop.

    Template: Cua Fleet: NOT_RUNNING

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-not-running/
    """

    id = "cua-fleet-not-running"
    template = "Cua Fleet: NOT_RUNNING"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetStartFailed(LifecycleError):
    """Cua Fleet desktop could not be acquired (cause hidden).

    Template: Cua Fleet: START_FAILED

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-start-failed/
    """

    id = "cua-fleet-start-failed"
    template = "Cua Fleet: START_FAILED"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetStartFailedCleanupPending(LifecycleError):
    """Cua Fleet start failed and its claim could not be released.

    Template: Cua Fleet: START_FAILED_CLEANUP_PENDING

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-start-failed-cleanup-pending/
    """

    id = "cua-fleet-start-failed-cleanup-pending"
    template = "Cua Fleet: START_FAILED_CLEANUP_PENDING"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetStartupTimeout(LifecycleError):
    """Cua Fleet desktop bound but its computer server never became ready.

    Template: Cua Fleet: STARTUP_TIMEOUT

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-startup-timeout/
    """

    id = "cua-fleet-startup-timeout"
    template = "Cua Fleet: STARTUP_TIMEOUT"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetTtlShorterThanStartup(ConfigurationError):
    """Cua Fleet claim lifetime does not outlast the startup deadline.

    Template: Cua Fleet: TTL_SHORTER_THAN_STARTUP

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-ttl-shorter-than-startup/
    """

    id = "cua-fleet-ttl-shorter-than-startup"
    template = "Cua Fleet: TTL_SHORTER_THAN_STARTUP"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CuaFleetUnsupportedKey(ComputerError):
    """Cua Fleet key name not in the provider's key list.

    Template: Cua Fleet: UNSUPPORTED_KEY

    Docs: https://sandbox-errors.dev/2026.11/errors/cua-fleet-unsupported-key/
    """

    id = "cua-fleet-unsupported-key"
    template = "Cua Fleet: UNSUPPORTED_KEY"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class DaytonaAzureBlobCurlInstallFailed(AzureBlobMountError):
    """Daytona sandbox could not install curl for the Azure Blob reachability probe.

    Template: Failed to install curl for Azure Blob reachability check: ${curlInstall.stderr ||
    curlInstall.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-azure-blob-curl-install-failed/
    """

    id = "daytona-azure-blob-curl-install-failed"
    template = "Failed to install curl for Azure Blob reachability check: ${curlInstall.stderr || curlInstall.stdout}"
    param_names = (("curlInstall.stderr || curlInstall.stdout", "install_output"),)

    def __init__(self, *, install_output: object) -> None:
        super().__init__(install_output=install_output)


class DaytonaAzureBlobEndpointUnreachable(EgressError):
    """Daytona sandbox cannot reach the Azure Blob endpoint for a mount.

    Template: Cannot reach ${probeUrl} from this sandbox. Azure Blob mounting requires network access to the
    storage endpoint, which may be blocked on Daytona's restricted tiers. Upgrade to a tier with unrestricted
    internet access, or contact Daytona support to remove the network restriction.${checkOutput ? `\\n\\nSandbox
    network response: ${checkOutput}` : ''}

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-azure-blob-mount-unreachable/
    """

    id = "daytona-azure-blob-mount-unreachable"
    template = (
        "Cannot reach ${probeUrl} from this sandbox. Azure Blob mounting requires network access to the storage "
        "endpoint, which may be blocked on Daytona's restricted tiers. Upgrade to a tier with unrestricted internet "
        "access, or contact Daytona support to remove the network restriction.${checkOutput ? `\\n\\nSandbox network "
        "response: ${checkOutput}` : ''}"
    )
    param_names = (
        ("probeUrl", "probe_url"),
        ("checkOutput ? `\\n\\nSandbox network response: ${checkOutput}` : ''", "network_response"),
    )

    def __init__(self, *, probe_url: object, network_response: object) -> None:
        super().__init__(probe_url=probe_url, network_response=network_response)


class DaytonaBlobfuse2InstallFailed(AzureBlobMountError):
    """Daytona sandbox could not install blobfuse2 for an Azure Blob mount.

    Template: Failed to install blobfuse2: ${verifyResult.stderr || verifyResult.stdout || installResult?.stderr
    || installResult?.stdout || 'unknown error'}

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-blobfuse2-install-failed/
    """

    id = "daytona-blobfuse2-install-failed"
    template = (
        "Failed to install blobfuse2: ${verifyResult.stderr || verifyResult.stdout || installResult?.stderr || "
        "installResult?.stdout || 'unknown error'}"
    )
    param_names = (
        (
            (
                "verifyResult.stderr || verifyResult.stdout || installResult?.stderr || installResult?.stdout || "
                "'unknown error'"
            ),
            "install_output",
        ),
    )

    def __init__(self, *, install_output: object) -> None:
        super().__init__(install_output=install_output)


class DaytonaBlobfuse2PrerequisitesInstallFailed(AzureBlobMountError):
    """Daytona sandbox could not apt-install curl and gnupg before installing blobfuse2.

    Template: Failed to install blobfuse2 prerequisites (curl, gnupg): ${prepResult.stderr || prepResult.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-blobfuse2-prerequisites-install-failed/
    """

    id = "daytona-blobfuse2-prerequisites-install-failed"
    template = "Failed to install blobfuse2 prerequisites (curl, gnupg): ${prepResult.stderr || prepResult.stdout}"
    param_names = (("prepResult.stderr || prepResult.stdout", "install_output"),)

    def __init__(self, *, install_output: object) -> None:
        super().__init__(install_output=install_output)


class DaytonaCommandTimedOut(ExecuteCommandError):
    """Sandbox command ran past its timeout and was killed.

    Template: Command timed out after ${this._timeout}ms

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-command-timed-out/
    """

    id = "daytona-command-timed-out"
    template = "Command timed out after ${this._timeout}ms"
    param_names = (("this._timeout", "timeout"),)

    def __init__(self, *, timeout: object) -> None:
        super().__init__(timeout=timeout)


class DaytonaContainerIpUnresolved(LifecycleError):
    """Daytona could not reach a sandbox that is not started.

    Template: failed to resolve container IP${detail}. Is the Sandbox started?

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-container-ip-unresolved/
    """

    id = "daytona-container-ip-unresolved"
    template = "failed to resolve container IP${detail}. Is the Sandbox started?"
    param_names = (("detail", "detail"),)

    def __init__(self, *, detail: object) -> None:
        super().__init__(detail=detail)


class DaytonaGcsEndpointUnreachable(EgressError):
    """Daytona sandbox cannot reach Google Cloud Storage for a GCS mount.

    Template: Cannot reach Google Cloud Storage from this sandbox. GCS mounting requires network access to
    storage.googleapis.com, which may be blocked on Daytona's restricted tiers. Upgrade to a tier with
    unrestricted internet access, or contact Daytona support to remove the network restriction.${checkOutput ?
    `\\n\\nSandbox network response: ${checkOutput}` : ''}

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-gcs-mount-unreachable/
    """

    id = "daytona-gcs-mount-unreachable"
    template = (
        "Cannot reach Google Cloud Storage from this sandbox. GCS mounting requires network access to "
        "storage.googleapis.com, which may be blocked on Daytona's restricted tiers. Upgrade to a tier with "
        "unrestricted internet access, or contact Daytona support to remove the network restriction.${checkOutput ? "
        "`\\n\\nSandbox network response: ${checkOutput}` : ''}"
    )
    param_names = (("checkOutput ? `\\n\\nSandbox network response: ${checkOutput}` : ''", "network_response"),)

    def __init__(self, *, network_response: object) -> None:
        super().__init__(network_response=network_response)


class DaytonaGcsMountWithoutImplicitDirs(MountError):
    """Known bug: Daytona's GCS mount hid objects written outside it (gcsfuse without --implicit-dirs).

    Template: ls: cannot access '${path}': No such file or directory

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-gcs-mount-without-implicit-dirs/
    """

    id = "daytona-gcs-mount-without-implicit-dirs"
    template = "ls: cannot access '${path}': No such file or directory"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class DaytonaGcsfuseAptRepositorySetupFailed(GcsMountError):
    """Daytona sandbox could not add Google's gcsfuse apt repository.

    Template: Failed to set up gcsfuse apt repository: ${repoSetup.stderr || repoSetup.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-gcsfuse-apt-repository-setup-failed/
    """

    id = "daytona-gcsfuse-apt-repository-setup-failed"
    template = "Failed to set up gcsfuse apt repository: ${repoSetup.stderr || repoSetup.stdout}"
    param_names = (("repoSetup.stderr || repoSetup.stdout", "setup_output"),)

    def __init__(self, *, setup_output: object) -> None:
        super().__init__(setup_output=setup_output)


class DaytonaGcsfuseDistroCodenameInvalid(GcsMountError):
    """Daytona sandbox's distro codename unusable for the gcsfuse apt repository.

    Template: Invalid distro codename for gcsfuse repo: "${detectedCodename}"

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-gcsfuse-distro-codename-invalid/
    """

    id = "daytona-gcsfuse-distro-codename-invalid"
    template = 'Invalid distro codename for gcsfuse repo: "${detectedCodename}"'
    param_names = (("detectedCodename", "codename"),)

    def __init__(self, *, codename: object) -> None:
        super().__init__(codename=codename)


class DaytonaGcsfuseInstallFailed(GcsMountError):
    """Daytona sandbox has no gcsfuse after the runtime install.

    Template: Failed to install gcsfuse: ${installResult.stderr || installResult.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-gcsfuse-install-failed/
    """

    id = "daytona-gcsfuse-install-failed"
    template = "Failed to install gcsfuse: ${installResult.stderr || installResult.stdout}"
    param_names = (("installResult.stderr || installResult.stdout", "install_output"),)

    def __init__(self, *, install_output: object) -> None:
        super().__init__(install_output=install_output)


class DaytonaGcsfusePrerequisitesInstallFailed(GcsMountError):
    """Daytona sandbox could not apt-install curl and gnupg before installing gcsfuse.

    Template: Failed to install gcsfuse prerequisites (curl, gnupg): ${prepResult.stderr || prepResult.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-gcsfuse-prerequisites-install-failed/
    """

    id = "daytona-gcsfuse-prerequisites-install-failed"
    template = "Failed to install gcsfuse prerequisites (curl, gnupg): ${prepResult.stderr || prepResult.stdout}"
    param_names = (("prepResult.stderr || prepResult.stdout", "install_output"),)

    def __init__(self, *, install_output: object) -> None:
        super().__init__(install_output=install_output)


class DaytonaInvalidEnvVarName(SetEnvError):
    """Daytona command environment has a name that is not a shell identifier.

    Template: Invalid environment variable name: ${JSON.stringify(k)}

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-invalid-env-var-name/
    """

    id = "daytona-invalid-env-var-name"
    template = "Invalid environment variable name: ${JSON.stringify(k)}"
    param_names = (("JSON.stringify(k)", "quoted_name"),)

    def __init__(self, *, quoted_name: object) -> None:
        super().__init__(quoted_name=quoted_name)


class DaytonaMountDirectoryCommandError(MountError):
    """Daytona could not run the command that prepares a mount directory.

    Template: Failed to create mount directory: ${err}

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-mount-directory-command-error/
    """

    id = "daytona-mount-directory-command-error"
    template = "Failed to create mount directory: ${err}"
    param_names = (("err", "error"),)

    def __init__(self, *, error: object) -> None:
        super().__init__(error=error)


class DaytonaMountDirectoryCreateFailed(MountError):
    """Daytona mount directory command failed without saying why.

    Template: Failed to create mount directory

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-mount-directory-create-failed/
    """

    id = "daytona-mount-directory-create-failed"
    template = "Failed to create mount directory"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class DaytonaMountEndpointSchemeUnsupported(MountError):
    """Daytona mount endpoint uses a scheme other than http or https.

    Template: Invalid endpoint URL scheme: "${parsed.protocol}". Only http: and https: are allowed.

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-mount-endpoint-scheme-unsupported/
    """

    id = "daytona-mount-endpoint-scheme-unsupported"
    template = 'Invalid endpoint URL scheme: "${parsed.protocol}". Only http: and https: are allowed.'
    param_names = (("parsed.protocol", "scheme"),)

    def __init__(self, *, scheme: object) -> None:
        super().__init__(scheme=scheme)


class DaytonaMountPathTraversal(MountError):
    """Daytona mount path contains // or dot segments.

    Template: Invalid mount path: ${mountPath}. Path traversal segments are not allowed.

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-mount-path-traversal/
    """

    id = "daytona-mount-path-traversal"
    template = "Invalid mount path: ${mountPath}. Path traversal segments are not allowed."
    param_names = (("mountPath", "mount_path"),)

    def __init__(self, *, mount_path: object) -> None:
        super().__init__(mount_path=mount_path)


class DaytonaMountPathUnmanagedMount(MountError):
    """Daytona mount path is already a mount point Mastra did not make.

    Template: Mount path "${mountPath}" is already mounted by an unmanaged source

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-mount-path-unmanaged-mount/
    """

    id = "daytona-mount-path-unmanaged-mount"
    template = 'Mount path "${mountPath}" is already mounted by an unmanaged source'
    param_names = (("mountPath", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class DaytonaS3EndpointUnreachable(EgressError):
    """Daytona sandbox cannot reach the S3-compatible endpoint for a mount.

    Template: Cannot reach ${endpoint} from this sandbox. S3-compatible storage mounting requires network
    access to the configured endpoint, which may be blocked on Daytona's restricted tiers. Upgrade to a tier
    with unrestricted internet access, or contact Daytona support to remove the network
    restriction.${checkOutput ? `\\n\\nSandbox network response: ${checkOutput}` : ''}

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-s3-mount-unreachable/
    """

    id = "daytona-s3-mount-unreachable"
    template = (
        "Cannot reach ${endpoint} from this sandbox. S3-compatible storage mounting requires network access to the "
        "configured endpoint, which may be blocked on Daytona's restricted tiers. Upgrade to a tier with "
        "unrestricted internet access, or contact Daytona support to remove the network restriction.${checkOutput ? "
        "`\\n\\nSandbox network response: ${checkOutput}` : ''}"
    )
    param_names = (
        ("endpoint", "endpoint"),
        ("checkOutput ? `\\n\\nSandbox network response: ${checkOutput}` : ''", "network_response"),
    )

    def __init__(self, *, endpoint: object, network_response: object) -> None:
        super().__init__(endpoint=endpoint, network_response=network_response)


class DaytonaS3fsMissingAfterInstall(S3MountError):
    """Daytona sandbox still has no s3fs after the runtime install.

    Template: Failed to install s3fs: binary not found after install attempt

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-s3fs-missing-after-install/
    """

    id = "daytona-s3fs-missing-after-install"
    template = "Failed to install s3fs: binary not found after install attempt"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class DaytonaSandboxFailedToStart(LifecycleError):
    """Daytona reported the new sandbox in the error state.

    Template: Sandbox ${this.id} failed to start with status: ${this.state}, error reason: ${this.errorReason}

    Docs: https://sandbox-errors.dev/2026.11/errors/daytona-sandbox-failed-to-start/
    """

    id = "daytona-sandbox-failed-to-start"
    template = "Sandbox ${this.id} failed to start with status: ${this.state}, error reason: ${this.errorReason}"
    param_names = (("this.id", "sandbox_id"), ("this.state", "state"), ("this.errorReason", "error_reason"))

    def __init__(self, *, sandbox_id: object, state: object, error_reason: object) -> None:
        super().__init__(sandbox_id=sandbox_id, state=state, error_reason=error_reason)


class DeployBuildOutputMissingIndex(ConfigurationError):
    """Deploy directory holds no built Mastra server.

    Template: No index.mjs found in "${dir}" — did the build succeed?

    Docs: https://sandbox-errors.dev/2026.11/errors/deploy-build-output-missing-index/
    """

    id = "deploy-build-output-missing-index"
    template = 'No index.mjs found in "${dir}" — did the build succeed?'
    param_names = (("dir", "dir"),)

    def __init__(self, *, dir: object) -> None:
        super().__init__(dir=dir)


class InvalidDeployEnvName(ConfigurationError):
    """Server deploy environment has a name the shell cannot export.

    Template: Invalid environment variable name: "${key}"

    Docs: https://sandbox-errors.dev/2026.11/errors/deploy-env-name-invalid/
    """

    id = "deploy-env-name-invalid"
    template = 'Invalid environment variable name: "${key}"'
    param_names = (("key", "key"),)

    def __init__(self, *, key: object) -> None:
        super().__init__(key=key)


class DeployerClientInBrowser(ConfigurationError):
    """Sandbox deployment client used where a browser window exists.

    Template: @mastra/deployer-sandbox/client is server-only: resolving a sandbox requires provider credentials
    that must never reach the browser. Proxy requests through your own backend instead (see createSandboxHandler
    / createSandboxProxy).

    Docs: https://sandbox-errors.dev/2026.11/errors/deployer-client-in-browser/
    """

    id = "deployer-client-in-browser"
    template = (
        "@mastra/deployer-sandbox/client is server-only: resolving a sandbox requires provider credentials that must "
        "never reach the browser. Proxy requests through your own backend instead (see createSandboxHandler / "
        "createSandboxProxy)."
    )
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class DeploymentWakeServerUnhealthy(PublicUrlError):
    """Woken deployment's server did not come back.

    Template: Woke sandbox but the Mastra server did not become healthy at ${url}${healthCheckPath}.${log ?
    `\\n\\nServer log:\\n${log}` : ''}

    Docs: https://sandbox-errors.dev/2026.11/errors/deployment-wake-server-unhealthy/
    """

    id = "deployment-wake-server-unhealthy"
    template = (
        "Woke sandbox but the Mastra server did not become healthy at ${url}${healthCheckPath}.${log ? `\\n\\nServer "
        "log:\\n${log}` : ''}"
    )
    param_names = (
        ("url", "url"),
        ("healthCheckPath", "health_check_path"),
        ("log ? `\\n\\nServer log:\\n${log}` : ''", "server_log_section"),
    )

    def __init__(self, *, url: object, health_check_path: object, server_log_section: object) -> None:
        super().__init__(url=url, health_check_path=health_check_path, server_log_section=server_log_section)


class DeploymentWakeWithoutNetworking(NetworkingError):
    """Waking a deployment needs a sandbox with public port URLs.

    Template: Sandbox provider "${sandbox.provider}" does not support networking (public port URLs).

    Docs: https://sandbox-errors.dev/2026.11/errors/deployment-wake-without-networking/
    """

    id = "deployment-wake-without-networking"
    template = 'Sandbox provider "${sandbox.provider}" does not support networking (public port URLs).'
    param_names = (("sandbox.provider", "sandbox_provider"),)

    def __init__(self, *, sandbox_provider: object) -> None:
        super().__init__(sandbox_provider=sandbox_provider)


class DockerContainerNotStarted(LifecycleError):
    """Docker process manager has no container to run in.

    Template: Docker container not available. Has the sandbox been started?

    Docs: https://sandbox-errors.dev/2026.11/errors/docker-container-not-started/
    """

    id = "docker-container-not-started"
    template = "Docker container not available. Has the sandbox been started?"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class DockerEngineRequestFailed(LifecycleError):
    """The Docker Engine refused a request of DockerSandbox.

    Template: (HTTP code ${res.statusCode}) ${statusCodes[res.statusCode] || 'unexpected'} - ${cause.message ||
    cause.error || cause}

    Docs: https://sandbox-errors.dev/2026.11/errors/docker-engine-request-failed/
    """

    id = "docker-engine-request-failed"
    template = (
        "(HTTP code ${res.statusCode}) ${statusCodes[res.statusCode] || 'unexpected'} - ${cause.message || "
        "cause.error || cause} "
    )
    param_names = (
        ("res.statusCode", "status_code"),
        ("statusCodes[res.statusCode] || 'unexpected'", "reason"),
        ("cause.message || cause.error || cause", "detail"),
    )

    def __init__(self, *, status_code: object, reason: object, detail: object) -> None:
        super().__init__(status_code=status_code, reason=reason, detail=detail)


class DockerImagePullFailed(LifecycleError):
    """Docker sandbox could not pull its image.

    Template: Failed to pull Docker image '${this._image}': ${error instanceof Error ? error.message :
    String(error)}

    Docs: https://sandbox-errors.dev/2026.11/errors/docker-image-pull-failed/
    """

    id = "docker-image-pull-failed"
    template = "Failed to pull Docker image '${this._image}': ${error instanceof Error ? error.message : String(error)}"
    param_names = (("this._image", "image"), ("error instanceof Error ? error.message : String(error)", "pull_error"))

    def __init__(self, *, image: object, pull_error: object) -> None:
        super().__init__(image=image, pull_error=pull_error)


class DockerProcessStreamError(ProcessError):
    """The Docker exec stream of a command broke before it finished.

    Template: Stream error

    Docs: https://sandbox-errors.dev/2026.11/errors/docker-process-stream-error/
    """

    id = "docker-process-stream-error"
    template = "Stream error"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class DockerProcessWithoutStdin(ProcessError):
    """Docker process handle has no stdin stream to write to.

    Template: Process ${this.pid} was not started with stdin support

    Docs: https://sandbox-errors.dev/2026.11/errors/docker-process-without-stdin/
    """

    id = "docker-process-without-stdin"
    template = "Process ${this.pid} was not started with stdin support"
    param_names = (("this.pid", "pid"),)

    def __init__(self, *, pid: object) -> None:
        super().__init__(pid=pid)


class DockerRepoTemplateRefInvalid(ConfigurationError):
    """A Docker repo template's ref is not a plain git ref name.

    Template: Invalid ref '${options.ref}': expected a git ref name

    Docs: https://sandbox-errors.dev/2026.11/errors/docker-repo-template-ref-invalid/
    """

    id = "docker-repo-template-ref-invalid"
    template = "Invalid ref '${options.ref}': expected a git ref name"
    param_names = (("options.ref", "options_ref"),)

    def __init__(self, *, options_ref: object) -> None:
        super().__init__(options_ref=options_ref)


class DockerRepoTemplateWorkingDirectoryRelative(ConfigurationError):
    """A Docker repo template's workingDirectory is not absolute.

    Template: workingDirectory must be an absolute path, got '${options.workingDirectory}'

    Docs: https://sandbox-errors.dev/2026.11/errors/docker-repo-template-working-directory-relative/
    """

    id = "docker-repo-template-working-directory-relative"
    template = "workingDirectory must be an absolute path, got '${options.workingDirectory}'"
    param_names = (("options.workingDirectory", "working_directory"),)

    def __init__(self, *, working_directory: object) -> None:
        super().__init__(working_directory=working_directory)


class DockerTemplateBuildFailed(LifecycleError):
    """A Docker template's image failed to build when a sandbox was created from it.

    Template: Docker template build failed: ${result.error ?? 'unknown error'}

    Docs: https://sandbox-errors.dev/2026.11/errors/docker-template-build-failed/
    """

    id = "docker-template-build-failed"
    template = "Docker template build failed: ${result.error ?? 'unknown error'}"
    param_names = (("result.error ?? 'unknown error'", "reason"),)

    def __init__(self, *, reason: object) -> None:
        super().__init__(reason=reason)


class DockerTemplateSecretMissing(LifecycleError):
    """A Docker template build needs a secret that nobody provided.

    Template: Docker template secret ${name} was not provided (secrets option) and is not set in the environment

    Docs: https://sandbox-errors.dev/2026.11/errors/docker-template-secret-missing/
    """

    id = "docker-template-secret-missing"
    template = "Docker template secret ${name} was not provided (secrets option) and is not set in the environment"
    param_names = (("name", "secret_name"),)

    def __init__(self, *, secret_name: object) -> None:
        super().__init__(secret_name=secret_name)


class DockerTemplateSecretNameInvalid(ConfigurationError):
    """A runWithSecrets secret name is not an environment variable name.

    Template: secrets must be environment variable names, got ${JSON.stringify(name)}

    Docs: https://sandbox-errors.dev/2026.11/errors/docker-template-secret-name-invalid/
    """

    id = "docker-template-secret-name-invalid"
    template = "secrets must be environment variable names, got ${JSON.stringify(name)}"
    param_names = (("JSON.stringify(name)", "given_name"),)

    def __init__(self, *, given_name: object) -> None:
        super().__init__(given_name=given_name)


class DockerTemplateSecretOutputNotAbsolute(ConfigurationError):
    """runWithSecrets's output is not an absolute path.

    Template: output must be an absolute path

    Docs: https://sandbox-errors.dev/2026.11/errors/docker-template-secret-output-not-absolute/
    """

    id = "docker-template-secret-output-not-absolute"
    template = "output must be an absolute path"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class DockerTemplateSecretsNotArray(ConfigurationError):
    """runWithSecrets was given its secrets as something other than a list.

    Template: secrets must be an array of strings

    Docs: https://sandbox-errors.dev/2026.11/errors/docker-template-secrets-not-array/
    """

    id = "docker-template-secrets-not-array"
    template = "secrets must be an array of strings"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class DockerTemplateTooManyOperations(ConfigurationError):
    """A Docker template chain has more than 256 steps.

    Template: Docker template cannot contain more than ${MAX_OPERATIONS} operations

    Docs: https://sandbox-errors.dev/2026.11/errors/docker-template-too-many-operations/
    """

    id = "docker-template-too-many-operations"
    template = "Docker template cannot contain more than ${MAX_OPERATIONS} operations"
    param_names = (("MAX_OPERATIONS", "max_operations"),)

    def __init__(self, *, max_operations: object) -> None:
        super().__init__(max_operations=max_operations)


class E2BApiKeyMissing(CredentialsError):
    """E2BSandbox has no E2B API key.

    Template: API key is required, please visit the API Keys tab at https://e2b.dev/dashboard?tab=keys to get
    your API key. You can either set the environment variable `E2B_API_KEY` or you can pass it directly to the
    sandbox like Sandbox.create({ apiKey: 'e2b_...' })

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-api-key-missing/
    """

    id = "e2b-api-key-missing"
    template = (
        "API key is required, please visit the API Keys tab at https://e2b.dev/dashboard?tab=keys to get your API "
        "key. You can either set the environment variable `E2B_API_KEY` or you can pass it directly to the sandbox "
        "like Sandbox.create({ apiKey: 'e2b_...' })"
    )
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class E2BApiKeyRejected(CredentialsError):
    """The E2B API rejected the API key.

    Template: Unauthorized, please check your credentials.

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-api-key-rejected/
    """

    id = "e2b-api-key-rejected"
    template = "Unauthorized, please check your credentials."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class E2BBlobfuse2InstallFailed(AzureBlobMountError):
    """E2B sandbox could not install blobfuse2 for an Azure Blob mount.

    Template: Failed to install blobfuse2. For Azure Blob mounting, your template needs blobfuse2 and
    fuse3.\\n\\nOption 1: Use createMountableTemplate() helper:\\n  import { E2BSandbox,
    createMountableTemplate } from '@mastra/e2b';\\n  const sandbox = new E2BSandbox({ template:
    createMountableTemplate() });\\n\\nOption 2: Customize the base template:\\n  new E2BSandbox({
    template: base => base.aptInstall(['your-packages']) })\\n\\nError details: ${verifyResult.stderr ||
    verifyResult.stdout || installResult?.stderr || installResult?.stdout || 'unknown error'}

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-blobfuse2-install-failed/
    """

    id = "e2b-blobfuse2-install-failed"
    template = (
        "Failed to install blobfuse2. For Azure Blob mounting, your template needs blobfuse2 and fuse3.\\n\\nOption 1: "
        "Use createMountableTemplate() helper:\\n  import { E2BSandbox, createMountableTemplate } from "
        "'@mastra/e2b';\\n  const sandbox = new E2BSandbox({ template: createMountableTemplate() });\\n\\nOption 2: "
        "Customize the base template:\\n  new E2BSandbox({ template: base => base.aptInstall(['your-packages']) "
        "})\\n\\nError details: ${verifyResult.stderr || verifyResult.stdout || installResult?.stderr || "
        "installResult?.stdout || 'unknown error'}"
    )
    param_names = (
        (
            (
                "verifyResult.stderr || verifyResult.stdout || installResult?.stderr || installResult?.stdout || "
                "'unknown error'"
            ),
            "install_output",
        ),
    )

    def __init__(self, *, install_output: object) -> None:
        super().__init__(install_output=install_output)


class E2BBuildIdInvalid(ConfigurationError):
    """E2B factory build id is not a template and build pair.

    Template: Invalid E2B build id "${compositeId}": expected "<templateId>:<buildId>"

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-build-id-invalid/
    """

    id = "e2b-build-id-invalid"
    template = 'Invalid E2B build id "${compositeId}": expected "<templateId>:<buildId>"'
    param_names = (("compositeId", "build_id"),)

    def __init__(self, *, build_id: object) -> None:
        super().__init__(build_id=build_id)


class E2bCodeModeExecutionTimedOut(ProcessError):
    """A Code Mode program in an E2B sandbox did not finish within the timeout.

    Template: Code Mode execution timed out after ${timeout}ms${stderr ? `\\nstderr: ${stderr}` : ''}

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-code-mode-execution-timed-out/
    """

    id = "e2b-code-mode-execution-timed-out"
    template = "Code Mode execution timed out after ${timeout}ms${stderr ? `\\nstderr: ${stderr}` : ''}"
    param_names = (("timeout", "timeout"), ("stderr ? `\\nstderr: ${stderr}` : ''", "stderr_suffix"))

    def __init__(self, *, timeout: object, stderr_suffix: object) -> None:
        super().__init__(timeout=timeout, stderr_suffix=stderr_suffix)


class E2bCodeModeProgramNoResult(ProcessError):
    """The Code Mode runner in an E2B sandbox exited before the program returned.

    Template: Program exited without returning a result${stderr ? `\\nstderr: ${stderr}` : ''}

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-code-mode-program-no-result/
    """

    id = "e2b-code-mode-program-no-result"
    template = "Program exited without returning a result${stderr ? `\\nstderr: ${stderr}` : ''}"
    param_names = (("stderr ? `\\nstderr: ${stderr}` : ''", "stderr_suffix"),)

    def __init__(self, *, stderr_suffix: object) -> None:
        super().__init__(stderr_suffix=stderr_suffix)


class CodeModeSandboxWithoutProcessManager(ProcessError):
    """E2B sandbox instance has no process manager for Code Mode.

    Template: Sandbox has no process manager

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-code-mode-sandbox-without-process-manager/
    """

    id = "e2b-code-mode-sandbox-without-process-manager"
    template = "Sandbox has no process manager"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class CodeModeTransportNeedsE2BSandbox(ConfigurationError):
    """E2B Code Mode transport was given a sandbox that is not an E2BSandbox.

    Template: E2BCodeModeTransport requires an E2BSandbox

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-code-mode-transport-needs-e2b-sandbox/
    """

    id = "e2b-code-mode-transport-needs-e2b-sandbox"
    template = "E2BCodeModeTransport requires an E2BSandbox"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class E2BCommandDeadlineExceeded(ExecuteCommandError):
    """E2B ended a command that ran past its request deadline.

    Template: ${message}: This error is likely due to exceeding 'timeoutMs' — the total time a long running
    request (like command execution or directory watch) can be active. It can be modified by passing 'timeoutMs'
    when making the request. Use '0' to disable the timeout.

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-command-deadline-exceeded/
    """

    id = "e2b-command-deadline-exceeded"
    template = (
        "${message}: This error is likely due to exceeding 'timeoutMs' — the total time a long running request (like "
        "command execution or directory watch) can be active. It can be modified by passing 'timeoutMs' when making "
        "the request. Use '0' to disable the timeout."
    )
    param_names = (("message", "message"),)

    def __init__(self, *, message: object) -> None:
        super().__init__(message=message)


class E2BRepoTemplateCloneUrlNoRepository(ConfigurationError):
    """E2B repo template clone URL names no repository.

    Template: Invalid cloneUrl '${cloneUrl}': expected a repository path such as https://host/owner/repo.git

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-repo-template-clone-url-no-repository/
    """

    id = "e2b-repo-template-clone-url-no-repository"
    template = "Invalid cloneUrl '${cloneUrl}': expected a repository path such as https://host/owner/repo.git"
    param_names = (("cloneUrl", "clone_url"),)

    def __init__(self, *, clone_url: object) -> None:
        super().__init__(clone_url=clone_url)


class E2BRepoTemplateCloneUrlNotHttps(ConfigurationError):
    """A repo template's clone URL has characters or a length a plain https URL cannot have.

    Template: Invalid cloneUrl '${cloneUrl}': expected an https URL with a plain host and path

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-repo-template-clone-url-not-https/
    """

    id = "e2b-repo-template-clone-url-not-https"
    template = "Invalid cloneUrl '${cloneUrl}': expected an https URL with a plain host and path"
    param_names = (("cloneUrl", "clone_url"),)

    def __init__(self, *, clone_url: object) -> None:
        super().__init__(clone_url=clone_url)


class E2BRepoTemplateNoCloneUrl(CredentialsError):
    """A repo template (E2B or Docker) got no clone URL from repository access.

    Template: Repo template has no clone URL: repository access returned none.

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-repo-template-no-clone-url/
    """

    id = "e2b-repo-template-no-clone-url"
    template = "Repo template has no clone URL: repository access returned none."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class E2BRepoTemplateWorkingDirectoryInvalid(ConfigurationError):
    """E2B repo template working directory is not a plain absolute path.

    Template: Repo template workingDirectory must be an absolute path of plain path characters (got
    ${JSON.stringify(dir)}); ~ and $HOME are not expanded.

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-repo-template-working-directory-invalid/
    """

    id = "e2b-repo-template-working-directory-invalid"
    template = (
        "Repo template workingDirectory must be an absolute path of plain path characters (got "
        "${JSON.stringify(dir)}); ~ and $HOME are not expanded."
    )
    param_names = (("JSON.stringify(dir)", "working_directory"),)

    def __init__(self, *, working_directory: object) -> None:
        super().__init__(working_directory=working_directory)


class S3CompatibleMountWithoutCredentials(S3MountError):
    """S3-compatible bucket mounted in E2B without access keys.

    Template: S3-compatible storage requires credentials. Detected endpoint: ${config.endpoint}. The
    public_bucket option only works for AWS S3 public buckets, not R2, MinIO, etc.

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-s3-compatible-mount-without-credentials/
    """

    id = "e2b-s3-compatible-mount-without-credentials"
    template = (
        "S3-compatible storage requires credentials. Detected endpoint: ${config.endpoint}. The public_bucket option "
        "only works for AWS S3 public buckets, not R2, MinIO, etc."
    )
    param_names = (("config.endpoint", "config_endpoint"),)

    def __init__(self, *, config_endpoint: object) -> None:
        super().__init__(config_endpoint=config_endpoint)


class E2BS3MountRegionInvalid(S3MountError):
    """E2B S3 mount refused the region value.

    Template: Invalid region: ${JSON.stringify(region)}. Region must be a string of lowercase alphanumeric or
    hyphens (e.g., "us-east-1", "ap-northeast-1", "auto").

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-s3-mount-region-invalid/
    """

    id = "e2b-s3-mount-region-invalid"
    template = (
        "Invalid region: ${JSON.stringify(region)}. Region must be a string of lowercase alphanumeric or hyphens "
        '(e.g., "us-east-1", "ap-northeast-1", "auto").'
    )
    param_names = (("JSON.stringify(region)", "region"),)

    def __init__(self, *, region: object) -> None:
        super().__init__(region=region)


class E2BS3fsInstallFailed(S3MountError):
    """E2B sandbox could not install s3fs for an S3 mount.

    Template: Failed to install s3fs. For S3 mounting, your template needs s3fs and fuse
    packages.\\n\\nOption 1: Use createMountableTemplate() helper:\\n  import { E2BSandbox,
    createMountableTemplate } from '@mastra/e2b';\\n  const sandbox = new E2BSandbox({ template:
    createMountableTemplate() });\\n\\nOption 2: Customize the base template:\\n  new E2BSandbox({
    template: base => base.aptInstall(['your-packages']) })\\n\\nError details: ${installResult.stderr ||
    installResult.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-s3fs-install-failed/
    """

    id = "e2b-s3fs-install-failed"
    template = (
        "Failed to install s3fs. For S3 mounting, your template needs s3fs and fuse packages.\\n\\nOption 1: Use "
        "createMountableTemplate() helper:\\n  import { E2BSandbox, createMountableTemplate } from '@mastra/e2b';\\n  "
        "const sandbox = new E2BSandbox({ template: createMountableTemplate() });\\n\\nOption 2: Customize the base "
        "template:\\n  new E2BSandbox({ template: base => base.aptInstall(['your-packages']) })\\n\\nError details: "
        "${installResult.stderr || installResult.stdout}"
    )
    param_names = (("installResult.stderr || installResult.stdout", "install_output"),)

    def __init__(self, *, install_output: object) -> None:
        super().__init__(install_output=install_output)


class S3fsMountNotMountpoint(S3MountError):
    """s3fs exited cleanly but the E2B mount never attached.

    Template: s3fs returned exit 0 but ${mountPath} is not a mountpoint. The s3fs daemon likely failed during
    FUSE init (common causes: region mismatch, invalid credentials, or an S3-compatible endpoint that rejects the
    signature). Re-run inside the sandbox with '-f -o dbglevel=info' to see the underlying error.

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-s3fs-mount-not-mountpoint/
    """

    id = "e2b-s3fs-mount-not-mountpoint"
    template = (
        "s3fs returned exit 0 but ${mountPath} is not a mountpoint. The s3fs daemon likely failed during FUSE init "
        "(common causes: region mismatch, invalid credentials, or an S3-compatible endpoint that rejects the "
        "signature). Re-run inside the sandbox with '-f -o dbglevel=info' to see the underlying error."
    )
    param_names = (("mountPath", "mount_path"),)

    def __init__(self, *, mount_path: object) -> None:
        super().__init__(mount_path=mount_path)


class E2BSandboxNotFound(LifecycleError):
    """The E2B API no longer knows the sandbox E2BSandbox asked about.

    Template: Sandbox ${sandboxId} not found

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-sandbox-not-found/
    """

    id = "e2b-sandbox-not-found"
    template = "Sandbox ${sandboxId} not found"
    param_names = (("sandboxId", "sandbox_id"),)

    def __init__(self, *, sandbox_id: object) -> None:
        super().__init__(sandbox_id=sandbox_id)


class E2BSandboxProbablyNotRunning(LifecycleError):
    """A command could not start because the E2B sandbox is gone.

    Template: Sandbox is probably not running anymore

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-sandbox-not-running/
    """

    id = "e2b-sandbox-not-running"
    template = "Sandbox is probably not running anymore"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class E2BSandboxTimeout(LifecycleError):
    """The E2B sandbox stopped answering, most likely past its lifetime.

    Template: ${message}: This error is likely due to sandbox timeout. You can modify the sandbox timeout by
    passing 'timeoutMs' when starting the sandbox or calling '.setTimeout' on the sandbox with the desired
    timeout.

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-sandbox-timeout/
    """

    id = "e2b-sandbox-timeout"
    template = (
        "${message}: This error is likely due to sandbox timeout. You can modify the sandbox timeout by passing "
        "'timeoutMs' when starting the sandbox or calling '.setTimeout' on the sandbox with the desired timeout."
    )
    param_names = (("message", "message"),)

    def __init__(self, *, message: object) -> None:
        super().__init__(message=message)


class E2BTemplateBuildListingFailed(LifecycleError):
    """E2B factory found the template but could not read its builds.

    Template: E2B template build listing failed: ${describeApiError(detail.error)}

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-template-build-listing-failed/
    """

    id = "e2b-template-build-listing-failed"
    template = "E2B template build listing failed: ${describeApiError(detail.error)}"
    param_names = (("describeApiError(detail.error)", "api_error"),)

    def __init__(self, *, api_error: object) -> None:
        super().__init__(api_error=api_error)


class E2BTemplateListingFailed(LifecycleError):
    """E2B factory could not list the account's templates.

    Template: E2B template listing failed: ${describeApiError(templates.error)}

    Docs: https://sandbox-errors.dev/2026.11/errors/e2b-template-listing-failed/
    """

    id = "e2b-template-listing-failed"
    template = "E2B template listing failed: ${describeApiError(templates.error)}"
    param_names = (("describeApiError(templates.error)", "api_error"),)

    def __init__(self, *, api_error: object) -> None:
        super().__init__(api_error=api_error)


class EdgeConfigAliasUpdateFailed(CredentialsError):
    """Vercel refused to update the Edge Config alias.

    Template: Failed to update Edge Config alias "${options.key}" (${res.status}): ${body}

    Docs: https://sandbox-errors.dev/2026.11/errors/edge-config-alias-update-failed/
    """

    id = "edge-config-alias-update-failed"
    template = 'Failed to update Edge Config alias "${options.key}" (${res.status}): ${body}'
    param_names = (("options.key", "options_key"), ("res.status", "res_status"), ("body", "body"))

    def __init__(self, *, options_key: object, res_status: object, body: object) -> None:
        super().__init__(options_key=options_key, res_status=res_status, body=body)


class EdgeConfigAliasWithoutToken(CredentialsError):
    """Edge Config alias update has no Vercel API token.

    Template: Updating the Edge Config alias requires a Vercel API token. Pass `alias.token` or set VERCEL_TOKEN.

    Docs: https://sandbox-errors.dev/2026.11/errors/edge-config-alias-without-token/
    """

    id = "edge-config-alias-without-token"
    template = "Updating the Edge Config alias requires a Vercel API token. Pass `alias.token` or set VERCEL_TOKEN."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class EditFileTextNotFound(WorkspaceFilesystemError):
    """The edit tool's old text is not in the file.

    Template: The specified text was not found. Make sure you use the exact text from the file.

    Docs: https://sandbox-errors.dev/2026.11/errors/edit-file-text-not-found/
    """

    id = "edit-file-text-not-found"
    template = "The specified text was not found. Make sure you use the exact text from the file."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class EditFileTextNotUnique(WorkspaceFilesystemError):
    """The edit tool's old text occurs more than once in the file.

    Template: The specified text appears ${occurrences} times. Provide more surrounding context to make the match
    unique, or use replace_all to replace all occurrences.

    Docs: https://sandbox-errors.dev/2026.11/errors/edit-file-text-not-unique/
    """

    id = "edit-file-text-not-unique"
    template = (
        "The specified text appears ${occurrences} times. Provide more surrounding context to make the match unique, "
        "or use replace_all to replace all occurrences."
    )
    param_names = (("occurrences", "occurrences"),)

    def __init__(self, *, occurrences: object) -> None:
        super().__init__(occurrences=occurrences)


class FactoryAgentBindingUnavailable(WorkspaceError):
    """Factory transition tool called after the session's run binding changed.

    Template: Factory agent binding is unavailable, revoked, or no longer matches this session.

    Docs: https://sandbox-errors.dev/2026.11/errors/factory-agent-binding-unavailable/
    """

    id = "factory-agent-binding-unavailable"
    template = "Factory agent binding is unavailable, revoked, or no longer matches this session."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class FilesSdkAccessDenied(WorkspaceFilesystemError):
    """FilesSDKFilesystem's storage adapter refused its credentials.

    Template: Access denied — check credentials and storage permissions

    Docs: https://sandbox-errors.dev/2026.11/errors/files-sdk-access-denied/
    """

    id = "files-sdk-access-denied"
    template = "Access denied — check credentials and storage permissions"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class FilesystemCannotBeMounted(MountError):
    """Filesystem refused to be mounted into the sandbox, with a reason.

    Template: Filesystem '${filesystemProvider}' cannot be mounted: ${reason}

    Docs: https://sandbox-errors.dev/2026.11/errors/filesystem-cannot-be-mounted/
    """

    id = "filesystem-cannot-be-mounted"
    template = "Filesystem '${filesystemProvider}' cannot be mounted: ${reason}"
    param_names = (("filesystemProvider", "filesystem_provider"), ("reason", "reason"))

    def __init__(self, *, filesystem_provider: object, reason: object) -> None:
        super().__init__(filesystem_provider=filesystem_provider, reason=reason)


class FilesystemMountingUnsupported(MountError):
    """Filesystem has no mount support at all.

    Template: Filesystem '${filesystemProvider}' does not support mounting

    Docs: https://sandbox-errors.dev/2026.11/errors/filesystem-does-not-support-mounting/
    """

    id = "filesystem-does-not-support-mounting"
    template = "Filesystem '${filesystemProvider}' does not support mounting"
    param_names = (("filesystemProvider", "filesystem_provider"),)

    def __init__(self, *, filesystem_provider: object) -> None:
        super().__init__(filesystem_provider=filesystem_provider)


class FilesystemInitFailed(WorkspaceFilesystemError):
    """A workspace filesystem failed to start (logged before its error).

    Template: Failed to initialize filesystem

    Docs: https://sandbox-errors.dev/2026.11/errors/filesystem-init-failed/
    """

    id = "filesystem-init-failed"
    template = "Failed to initialize filesystem"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class FilesystemNotReady(WorkspaceFilesystemError):
    """A filesystem operation ran while the filesystem was being torn down.

    Template: Filesystem "${id}" is not ready. Call init() first or use ensureReady().

    Docs: https://sandbox-errors.dev/2026.11/errors/filesystem-not-ready/
    """

    id = "filesystem-not-ready"
    template = 'Filesystem "${id}" is not ready. Call init() first or use ensureReady().'
    param_names = (("id", "id"),)

    def __init__(self, *, id: object) -> None:
        super().__init__(id=id)


class FleetMaterializationWithoutExecuteCommand(ExecuteCommandError):
    """Cloned fleet sandbox cannot run commands.

    Template: Sandbox provider '${sandbox.provider}' does not implement executeCommand() — cannot materialize
    repos.

    Docs: https://sandbox-errors.dev/2026.11/errors/fleet-materialization-without-execute-command/
    """

    id = "fleet-materialization-without-execute-command"
    template = "Sandbox provider '${sandbox.provider}' does not implement executeCommand() — cannot materialize repos."
    param_names = (("sandbox.provider", "sandbox_provider"),)

    def __init__(self, *, sandbox_provider: object) -> None:
        super().__init__(sandbox_provider=sandbox_provider)


class FleetWithoutSandboxConfig(ConfigurationError):
    """Factory sandbox fleet used without a sandbox machine.

    Template: No sandbox configured

    Docs: https://sandbox-errors.dev/2026.11/errors/fleet-without-sandbox-config/
    """

    id = "fleet-without-sandbox-config"
    template = "No sandbox configured"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class FreestyleCommandTimeoutNotPositive(ExecuteCommandError):
    """Freestyle command timeout is zero, negative or not a number.

    Template: Freestyle command timeout must be a positive number of milliseconds

    Docs: https://sandbox-errors.dev/2026.11/errors/freestyle-command-timeout-not-positive/
    """

    id = "freestyle-command-timeout-not-positive"
    template = "Freestyle command timeout must be a positive number of milliseconds"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class FreestyleCommandTimeoutTooLong(ExecuteCommandError):
    """Freestyle command timeout exceeds five minutes.

    Template: Freestyle command timeout must be at most ${MAX_COMMAND_TIMEOUT_MS} milliseconds

    Docs: https://sandbox-errors.dev/2026.11/errors/freestyle-command-timeout-too-long/
    """

    id = "freestyle-command-timeout-too-long"
    template = "Freestyle command timeout must be at most ${MAX_COMMAND_TIMEOUT_MS} milliseconds"
    param_names = (("MAX_COMMAND_TIMEOUT_MS", "max_ms"),)

    def __init__(self, *, max_ms: object) -> None:
        super().__init__(max_ms=max_ms)


class FuseDeviceNotFound(MountError):
    """The sandbox has no FUSE device, so s3fs could not mount.

    Template: fuse: device not found, try 'modprobe fuse' first

    Docs: https://sandbox-errors.dev/2026.11/errors/fuse-device-not-found/
    """

    id = "fuse-device-not-found"
    template = "fuse: device not found, try 'modprobe fuse' first"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class GcsBucketDoesNotExist(WorkspaceFilesystemError):
    """GCSFilesystem's bucket does not exist in the project it asked.

    Template: Bucket "${this.bucketName}" does not exist

    Docs: https://sandbox-errors.dev/2026.11/errors/gcs-bucket-does-not-exist/
    """

    id = "gcs-bucket-does-not-exist"
    template = 'Bucket "${this.bucketName}" does not exist'
    param_names = (("this.bucketName", "bucket_name"),)

    def __init__(self, *, bucket_name: object) -> None:
        super().__init__(bucket_name=bucket_name)


class GcsBucketMountFailed(GcsMountError):
    """gcsfuse refused to mount the GCS bucket in the sandbox.

    Template: Failed to mount GCS bucket: ${result.stderr || result.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/gcs-bucket-mount-failed/
    """

    id = "gcs-bucket-mount-failed"
    template = "Failed to mount GCS bucket: ${result.stderr || result.stdout}"
    param_names = (("result.stderr || result.stdout", "output"),)

    def __init__(self, *, output: object) -> None:
        super().__init__(output=output)


class GhCliMissingInSandbox(ExecuteCommandError):
    """GitHub CLI missing when opening a pull request.

    Template: The GitHub CLI (gh) is not installed in the sandbox. The sandbox template must include gh to open
    pull requests.

    Docs: https://sandbox-errors.dev/2026.11/errors/gh-cli-missing-in-sandbox/
    """

    id = "gh-cli-missing-in-sandbox"
    template = (
        "The GitHub CLI (gh) is not installed in the sandbox. The sandbox template must include gh to open pull "
        "requests."
    )
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class GitMissingInSandbox(ExecuteCommandError):
    """git is not available in the session sandbox.

    Template: git is not installed in the sandbox. The sandbox template must include git.

    Docs: https://sandbox-errors.dev/2026.11/errors/git-missing-in-sandbox/
    """

    id = "git-missing-in-sandbox"
    template = "git is not installed in the sandbox. The sandbox template must include git."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class GitOperationFailed(ExecuteCommandError):
    """A git step in the session sandbox failed.

    Template: git ${verb} failed: ${stderr}

    Docs: https://sandbox-errors.dev/2026.11/errors/git-operation-failed/
    """

    id = "git-operation-failed"
    template = "git ${verb} failed: ${stderr}"
    param_names = (("verb", "verb"), ("stderr", "stderr"))

    def __init__(self, *, verb: object, stderr: object) -> None:
        super().__init__(verb=verb, stderr=stderr)


class GitRemoteTokenScrubFailed(ExecuteCommandError):
    """Could not remove an old token from the checkout's git remote.

    Template: Failed to scrub installation token from git remote: ${failure}

    Docs: https://sandbox-errors.dev/2026.11/errors/git-remote-token-scrub-failed/
    """

    id = "git-remote-token-scrub-failed"
    template = "Failed to scrub installation token from git remote: ${failure}"
    param_names = (("failure", "failure"),)

    def __init__(self, *, failure: object) -> None:
        super().__init__(failure=failure)


class GithubCredentialRegistrationInactive(CredentialsError):
    """Reused Factory workspace lost its GitHub credential registration.

    Template: Factory workspace GitHub credential registration is no longer active.

    Docs: https://sandbox-errors.dev/2026.11/errors/github-credential-registration-inactive/
    """

    id = "github-credential-registration-inactive"
    template = "Factory workspace GitHub credential registration is no longer active."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class GithubSubscriptionsWithoutSession(ConfigurationError):
    """GitHub session tool called outside an authenticated repository thread.

    Template: GitHub subscriptions require an authenticated repository session with an active thread.

    Docs: https://sandbox-errors.dev/2026.11/errors/github-subscriptions-without-session/
    """

    id = "github-subscriptions-without-session"
    template = "GitHub subscriptions require an authenticated repository session with an active thread."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class GithubTokenRefreshStaleWorkspaceRole(CredentialsError):
    """GitHub token refresh from an outdated workspace registration.

    Template: GitHub token refresh no longer matches the active Factory workspace role.

    Docs: https://sandbox-errors.dev/2026.11/errors/github-token-refresh-stale-workspace-role/
    """

    id = "github-token-refresh-stale-workspace-role"
    template = "GitHub token refresh no longer matches the active Factory workspace role."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class GithubTokenRefreshWithoutSessionWorkspace(WorkspaceError):
    """GitHub token refresh before the session sandbox is set up.

    Template: GitHub token refresh requires an active Factory sandbox workspace.

    Docs: https://sandbox-errors.dev/2026.11/errors/github-token-refresh-without-session-workspace/
    """

    id = "github-token-refresh-without-session-workspace"
    template = "GitHub token refresh requires an active Factory sandbox workspace."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class GithubTokenRefreshWithoutSetEnv(SetEnvError):
    """Session sandbox cannot take a new GitHub token at runtime.

    Template: The active sandbox provider does not support runtime GitHub token refresh.

    Docs: https://sandbox-errors.dev/2026.11/errors/github-token-refresh-without-set-env/
    """

    id = "github-token-refresh-without-set-env"
    template = "The active sandbox provider does not support runtime GitHub token refresh."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class GoogleDriveApiRequestFailed(WorkspaceFilesystemError):
    """The Google Drive API refused a GoogleDriveFilesystem request.

    Template: Google Drive API request failed (${response.status}): ${message}

    Docs: https://sandbox-errors.dev/2026.11/errors/google-drive-api-request-failed/
    """

    id = "google-drive-api-request-failed"
    template = "Google Drive API request failed (${response.status}): ${message}"
    param_names = (("response.status", "response_status"), ("message", "message"))

    def __init__(self, *, response_status: object, message: object) -> None:
        super().__init__(response_status=response_status, message=message)


class GoogleDriveAuthMissing(WorkspaceFilesystemError):
    """A GoogleDriveFilesystem was given no way to authenticate.

    Template: GoogleDriveFilesystem requires accessToken, getAccessToken, or serviceAccount authentication.

    Docs: https://sandbox-errors.dev/2026.11/errors/google-drive-auth-missing/
    """

    id = "google-drive-auth-missing"
    template = "GoogleDriveFilesystem requires accessToken, getAccessToken, or serviceAccount authentication."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class GoogleDrivePrivateKeySigningFailed(CredentialsError):
    """The Google service account's private key could not sign (a mangled PEM).

    Template: Google service account private key signing failed (${(err as Error).message}). Key has BEGIN
    marker: ${hasBegin}, END marker: ${hasEnd}. Ensure your .env value contains the raw PEM with \\\\n for
    newlines, without extra surrounding quotes or commas.

    Docs: https://sandbox-errors.dev/2026.11/errors/google-drive-private-key-signing-failed/
    """

    id = "google-drive-private-key-signing-failed"
    template = (
        "Google service account private key signing failed (${(err as Error).message}). Key has BEGIN marker: "
        "${hasBegin}, END marker: ${hasEnd}. Ensure your .env value contains the raw PEM with \\\\n for newlines, "
        "without extra surrounding quotes or commas."
    )
    param_names = (("(err as Error).message", "reason"), ("hasBegin", "has_begin"), ("hasEnd", "has_end"))

    def __init__(self, *, reason: object, has_begin: object, has_end: object) -> None:
        super().__init__(reason=reason, has_begin=has_begin, has_end=has_end)


class GoogleDriveRootFolderTrashed(WorkspaceFilesystemError):
    """GoogleDriveFilesystem's root folder is in the Drive trash.

    Template: Google Drive folder ${this.folderId} is trashed and cannot be used as a filesystem root.

    Docs: https://sandbox-errors.dev/2026.11/errors/google-drive-root-folder-trashed/
    """

    id = "google-drive-root-folder-trashed"
    template = "Google Drive folder ${this.folderId} is trashed and cannot be used as a filesystem root."
    param_names = (("this.folderId", "folder_id"),)

    def __init__(self, *, folder_id: object) -> None:
        super().__init__(folder_id=folder_id)


class GoogleDriveRootNotAFolder(WorkspaceFilesystemError):
    """GoogleDriveFilesystem's folderId names a file, not a folder.

    Template: Google Drive root ${this.folderId} must be a folder, but received mimeType ${driveFile.mimeType ??
    'unknown'}.

    Docs: https://sandbox-errors.dev/2026.11/errors/google-drive-root-not-a-folder/
    """

    id = "google-drive-root-not-a-folder"
    template = (
        "Google Drive root ${this.folderId} must be a folder, but received mimeType ${driveFile.mimeType ?? "
        "'unknown'}."
    )
    param_names = (("this.folderId", "folder_id"), ("driveFile.mimeType ?? 'unknown'", "mime_type"))

    def __init__(self, *, folder_id: object, mime_type: object) -> None:
        super().__init__(folder_id=folder_id, mime_type=mime_type)


class GoogleDriveServiceAccountTokenRefused(CredentialsError):
    """Google refused the service account's token request for Drive.

    Template: Google service account token request failed (${response.status}): ${await response.text()}

    Docs: https://sandbox-errors.dev/2026.11/errors/google-drive-service-account-token-refused/
    """

    id = "google-drive-service-account-token-refused"
    template = "Google service account token request failed (${response.status}): ${await response.text()}"
    param_names = (("response.status", "status"), ("await response.text()", "body"))

    def __init__(self, *, status: object, body: object) -> None:
        super().__init__(status=status, body=body)


class IsloApiKeyMissing(CredentialsError):
    """islo sandbox created without an API key.

    Template: IsloSandbox: missing ${ENV_API_KEY}; set the env var or pass { apiKey } to the constructor

    Docs: https://sandbox-errors.dev/2026.11/errors/islo-api-key-missing/
    """

    id = "islo-api-key-missing"
    template = "IsloSandbox: missing ${ENV_API_KEY}; set the env var or pass { apiKey } to the constructor"
    param_names = (("ENV_API_KEY", "env_var"),)

    def __init__(self, *, env_var: object) -> None:
        super().__init__(env_var=env_var)


class IsloCommandTimedOut(ExecuteCommandError):
    """islo command ran past its timeout.

    Template: islo executeCommand timed out after ${timeoutMs}ms

    Docs: https://sandbox-errors.dev/2026.11/errors/islo-command-timed-out/
    """

    id = "islo-command-timed-out"
    template = "islo executeCommand timed out after ${timeoutMs}ms"
    param_names = (("timeoutMs", "timeout_ms"),)

    def __init__(self, *, timeout_ms: object) -> None:
        super().__init__(timeout_ms=timeout_ms)


class IsloExecStreamHttpError(ExecuteCommandError):
    """islo rejected the command stream request.

    Template: islo exec stream ${response.status} ${response.statusText}: ${text.slice(0, 200)}

    Docs: https://sandbox-errors.dev/2026.11/errors/islo-exec-stream-http-error/
    """

    id = "islo-exec-stream-http-error"
    template = "islo exec stream ${response.status} ${response.statusText}: ${text.slice(0, 200)}"
    param_names = (
        ("response.status", "status"),
        ("response.statusText", "status_text"),
        ("text.slice(0, 200)", "body"),
    )

    def __init__(self, *, status: object, status_text: object, body: object) -> None:
        super().__init__(status=status, status_text=status_text, body=body)


class IsolationBackendUnavailable(IsolationError):
    """Requested LocalSandbox isolation backend is missing on this host.

    Template: Isolation backend '${backend}' is not available: ${reason}

    Docs: https://sandbox-errors.dev/2026.11/errors/isolation-backend-unavailable/
    """

    id = "isolation-backend-unavailable"
    template = "Isolation backend '${backend}' is not available: ${reason}"
    param_names = (("backend", "backend"), ("reason", "reason"))

    def __init__(self, *, backend: object, reason: object) -> None:
        super().__init__(backend=backend, reason=reason)


class KillProcessPidNotFound(ProcessError):
    """Agent tried to kill a background process that is unknown or already finished.

    Template: Process ${pid} was not found or had already exited.${getDynamicSandboxCacheKeyHint(workspace)}

    Docs: https://sandbox-errors.dev/2026.11/errors/kill-process-pid-not-found/
    """

    id = "kill-process-pid-not-found"
    template = "Process ${pid} was not found or had already exited.${getDynamicSandboxCacheKeyHint(workspace)}"
    param_names = (("pid", "pid"), ("getDynamicSandboxCacheKeyHint(workspace)", "cache_key_hint"))

    def __init__(self, *, pid: object, cache_key_hint: object) -> None:
        super().__init__(pid=pid, cache_key_hint=cache_key_hint)


class LocalBwrapDevNullMissing(IsolationError):
    """Known bug: LocalSandbox's bwrap isolation had no /dev, so /dev/null was missing.

    Template: cannot create /dev/null: Directory nonexistent

    Docs: https://sandbox-errors.dev/2026.11/errors/local-bwrap-dev-null-missing/
    """

    id = "local-bwrap-dev-null-missing"
    template = "cannot create /dev/null: Directory nonexistent"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class LocalCheckpointNameInvalid(CheckpointError):
    """LocalSandbox checkpoint name is not a safe directory name.

    Template: Invalid checkpoint name: ${name}

    Docs: https://sandbox-errors.dev/2026.11/errors/local-checkpoint-name-invalid/
    """

    id = "local-checkpoint-name-invalid"
    template = "Invalid checkpoint name: ${name}"
    param_names = (("name", "checkpoint_name"),)

    def __init__(self, *, checkpoint_name: object) -> None:
        super().__init__(checkpoint_name=checkpoint_name)


class LocalProcessExecaUnavailable(ProcessError):
    """LocalSandbox cannot load execa in this runtime.

    Template: execa is required for local process execution but is not available in this environment.
    LocalProcessManager is not supported in Cloudflare Workers or other non-Node runtimes.

    Docs: https://sandbox-errors.dev/2026.11/errors/local-process-execa-unavailable/
    """

    id = "local-process-execa-unavailable"
    template = (
        "execa is required for local process execution but is not available in this environment. LocalProcessManager "
        "is not supported in Cloudflare Workers or other non-Node runtimes."
    )
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class LocalProcessSpawnErrorUnhandled(ProcessError):
    """Known bug: a LocalSandbox command that could not start crashed the whole Node process.

    Template: Process has no PID - it may have failed to spawn

    Docs: https://sandbox-errors.dev/2026.11/errors/local-process-spawn-error-unhandled/
    """

    id = "local-process-spawn-error-unhandled"
    template = "Process has no PID - it may have failed to spawn"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class LocalProcessSpawnFailed(ProcessError):
    """A local process could not be started and no reason was reported.

    Template: Process failed to spawn

    Docs: https://sandbox-errors.dev/2026.11/errors/local-process-spawn-failed/
    """

    id = "local-process-spawn-failed"
    template = "Process failed to spawn"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class LocalSandboxMountPathIsFile(MountError):
    """LocalSandbox mount path is taken by a regular file.

    Template: Cannot mount at ${hostPath}: path is a regular file. Use a different mount path or remove the file
    first.

    Docs: https://sandbox-errors.dev/2026.11/errors/local-sandbox-mount-path-is-file/
    """

    id = "local-sandbox-mount-path-is-file"
    template = (
        "Cannot mount at ${hostPath}: path is a regular file. Use a different mount path or remove the file first."
    )
    param_names = (("hostPath", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class LocalSandboxMountPathOccupied(MountError):
    """LocalSandbox mount path is a link Mastra did not create.

    Template: Cannot mount at ${hostPath}: path is already occupied by an existing mount or symlink that was not
    created by Mastra. Unmount it manually or use a different mount path.

    Docs: https://sandbox-errors.dev/2026.11/errors/local-sandbox-mount-path-occupied/
    """

    id = "local-sandbox-mount-path-occupied"
    template = (
        "Cannot mount at ${hostPath}: path is already occupied by an existing mount or symlink that was not created "
        "by Mastra. Unmount it manually or use a different mount path."
    )
    param_names = (("hostPath", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class LocalSandboxPathOutsideRoot(ConfigurationError):
    """Local session checkout path escapes the sandbox root.

    Template: Refusing to use local sandbox path outside configured root: ${resolved}

    Docs: https://sandbox-errors.dev/2026.11/errors/local-sandbox-path-outside-root/
    """

    id = "local-sandbox-path-outside-root"
    template = "Refusing to use local sandbox path outside configured root: ${resolved}"
    param_names = (("resolved", "resolved"),)

    def __init__(self, *, resolved: object) -> None:
        super().__init__(resolved=resolved)


class LocalSandboxWorkingDirectoryMissing(ConfigurationError):
    """Local sandbox machine has no working directory.

    Template: Local sandbox working directory is not configured

    Docs: https://sandbox-errors.dev/2026.11/errors/local-sandbox-working-directory-missing/
    """

    id = "local-sandbox-working-directory-missing"
    template = "Local sandbox working directory is not configured"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class LocalSessionWorkdirWithoutLocalProvider(ConfigurationError):
    """Local session checkout asked of a non-local sandbox machine.

    Template: Local session workdirs require the local sandbox provider

    Docs: https://sandbox-errors.dev/2026.11/errors/local-session-workdir-without-local-provider/
    """

    id = "local-session-workdir-without-local-provider"
    template = "Local session workdirs require the local sandbox provider"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaArgvUnavailable(ExecuteCommandError):
    """Mainbrella API cannot run a command given as an argument list.

    Template: argv_unavailable

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-argv-unavailable/
    """

    id = "mainbrella-argv-unavailable"
    template = "argv_unavailable"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaCloneUnsupportedOptions(ConfigurationError):
    """Mainbrella sandbox clone given options it cannot honour.

    Template: Mainbrella clone does not support sandboxId or configurable idle timeouts

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-clone-unsupported-options/
    """

    id = "mainbrella-clone-unsupported-options"
    template = "Mainbrella clone does not support sandboxId or configurable idle timeouts"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaContainerNotRunning(LifecycleError):
    """Mainbrella container to reconnect to is not running.

    Template: container_not_running

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-container-not-running/
    """

    id = "mainbrella-container-not-running"
    template = "container_not_running"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaCreationKeyInvalid(ConfigurationError):
    """Mainbrella creation key has the wrong form.

    Template: Invalid Mainbrella creationKey

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-creation-key-invalid/
    """

    id = "mainbrella-creation-key-invalid"
    template = "Invalid Mainbrella creationKey"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaCreationUnresolved(LifecycleError):
    """Mainbrella sandbox stopped while its creation outcome is unknown.

    Template: creation_unresolved

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-creation-unresolved/
    """

    id = "mainbrella-creation-unresolved"
    template = "creation_unresolved"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaExecutionDetached(ProcessError):
    """Mainbrella process handle was detached by stop.

    Template: execution_detached

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-execution-detached/
    """

    id = "mainbrella-execution-detached"
    template = "execution_detached"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaExecutionIncomplete(ProcessError):
    """Mainbrella job stream ended before the job did.

    Template: execution_incomplete

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-execution-incomplete/
    """

    id = "mainbrella-execution-incomplete"
    template = "execution_incomplete"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaFileTooLarge(WriteFilesError):
    """File is larger than Mainbrella accepts.

    Template: file_too_large

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-file-too-large/
    """

    id = "mainbrella-file-too-large"
    template = "file_too_large"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaFilesUnavailable(WriteFilesError):
    """Mainbrella API does not offer file writes.

    Template: files_unavailable

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-files-unavailable/
    """

    id = "mainbrella-files-unavailable"
    template = "files_unavailable"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaImageSourceConflict(ConfigurationError):
    """Mainbrella sandbox given more than one image source.

    Template: Specify only one of catalogId, imageId, or workspaceId

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-image-source-conflict/
    """

    id = "mainbrella-image-source-conflict"
    template = "Specify only one of catalogId, imageId, or workspaceId"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaManagedExecutionUnavailable(LifecycleError):
    """Mainbrella API cannot run managed background jobs.

    Template: managed_execution_unavailable

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-managed-execution-unavailable/
    """

    id = "mainbrella-managed-execution-unavailable"
    template = "managed_execution_unavailable"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaSpawnTimeoutOutOfRange(ExecuteCommandError):
    """Mainbrella command timeout exceeds what the API allows.

    Template: Mainbrella timeout must be between 1 and ${capabilities.execution.maxManagedTimeoutMs}

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-spawn-timeout-out-of-range/
    """

    id = "mainbrella-spawn-timeout-out-of-range"
    template = "Mainbrella timeout must be between 1 and ${capabilities.execution.maxManagedTimeoutMs}"
    param_names = (("capabilities.execution.maxManagedTimeoutMs", "max_timeout_ms"),)

    def __init__(self, *, max_timeout_ms: object) -> None:
        super().__init__(max_timeout_ms=max_timeout_ms)


class MainbrellaStartupTimeoutInvalid(ConfigurationError):
    """Mainbrella startup timeout is not a positive integer.

    Template: Mainbrella startupTimeout must be a positive integer

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-startup-timeout-invalid/
    """

    id = "mainbrella-startup-timeout-invalid"
    template = "Mainbrella startupTimeout must be a positive integer"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaStdinNotEnabled(ProcessError):
    """Mainbrella process was started without stdin.

    Template: This Mainbrella process was started without stdin support

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-stdin-not-enabled/
    """

    id = "mainbrella-stdin-not-enabled"
    template = "This Mainbrella process was started without stdin support"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaStdinUnavailable(ProcessError):
    """Mainbrella API cannot give jobs stdin.

    Template: stdin_unavailable

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-stdin-unavailable/
    """

    id = "mainbrella-stdin-unavailable"
    template = "stdin_unavailable"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MainbrellaTimeoutOutOfRange(ConfigurationError):
    """Mainbrella default command timeout is out of range.

    Template: Mainbrella timeout must be an integer between 1 and 900000 milliseconds

    Docs: https://sandbox-errors.dev/2026.11/errors/mainbrella-timeout-out-of-range/
    """

    id = "mainbrella-timeout-out-of-range"
    template = "Mainbrella timeout must be an integer between 1 and 900000 milliseconds"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MemoryThreadWithoutAgentId(ConfigurationError):
    """Client memory thread write without an agent id.

    Template: MemoryThread.${methodName}() requires an agentId. Pass it via getMemoryThread({ threadId, agentId
    }) or as a parameter to ${methodName}().

    Docs: https://sandbox-errors.dev/2026.11/errors/memory-thread-without-agent-id/
    """

    id = "memory-thread-without-agent-id"
    template = (
        "MemoryThread.${methodName}() requires an agentId. Pass it via getMemoryThread({ threadId, agentId }) or as "
        "a parameter to ${methodName}()."
    )
    param_names = (("methodName", "method_name"),)

    def __init__(self, *, method_name: object) -> None:
        super().__init__(method_name=method_name)


class MesaFilesystemNotInitialized(WorkspaceFilesystemError):
    """MesaFilesystem's Mesa handles were used before the filesystem started.

    Template: MesaFilesystem is not initialized. Call init() first or perform a filesystem operation.

    Docs: https://sandbox-errors.dev/2026.11/errors/mesa-filesystem-not-initialized/
    """

    id = "mesa-filesystem-not-initialized"
    template = "MesaFilesystem is not initialized. Call init() first or perform a filesystem operation."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MesaFilesystemWithoutRepos(WorkspaceFilesystemError):
    """A MesaFilesystem was given no repos.

    Template: MesaFilesystem requires at least one repo.

    Docs: https://sandbox-errors.dev/2026.11/errors/mesa-filesystem-without-repos/
    """

    id = "mesa-filesystem-without-repos"
    template = "MesaFilesystem requires at least one repo."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class ModalFilesystemBasePathRelative(ConfigurationError):
    """ModalFilesystem's basePath is not an absolute path.

    Template: [ModalFilesystem] basePath must be absolute, got "${options.basePath}"

    Docs: https://sandbox-errors.dev/2026.11/errors/modal-filesystem-base-path-relative/
    """

    id = "modal-filesystem-base-path-relative"
    template = '[ModalFilesystem] basePath must be absolute, got "${options.basePath}"'
    param_names = (("options.basePath", "base_path"),)

    def __init__(self, *, base_path: object) -> None:
        super().__init__(base_path=base_path)


class ModalFilesystemOperationFailed(WorkspaceFilesystemError):
    """A ModalFilesystem operation's script failed in the sandbox.

    Template: [ModalFilesystem] ${script} failed for ${path} (exit ${result.exitCode})${message ? `: ${message}`
    : ''}

    Docs: https://sandbox-errors.dev/2026.11/errors/modal-filesystem-operation-failed/
    """

    id = "modal-filesystem-operation-failed"
    template = (
        "[ModalFilesystem] ${script} failed for ${path} (exit ${result.exitCode})${message ? `: ${message}` : ''}"
    )
    param_names = (
        ("script", "script"),
        ("path", "path"),
        ("result.exitCode", "exit_code"),
        ("message ? `: ${message}` : ''", "stderr_suffix"),
    )

    def __init__(self, *, script: object, path: object, exit_code: object, stderr_suffix: object) -> None:
        super().__init__(script=script, path=path, exit_code=exit_code, stderr_suffix=stderr_suffix)


class ModalStdinUnsupported(ProcessError):
    """Modal sandbox processes cannot receive stdin.

    Template: Modal JS SDK does not expose stdin on exec() — sendStdin() is not supported

    Docs: https://sandbox-errors.dev/2026.11/errors/modal-stdin-unsupported/
    """

    id = "modal-stdin-unsupported"
    template = "Modal JS SDK does not expose stdin on exec() — sendStdin() is not supported"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MountBucketNameInvalid(MountError):
    """Bucket name rejected before an S3 or GCS mount.

    Template: Invalid bucket name: "${bucket}". Bucket names must be 3-63 characters, lowercase alphanumeric,
    hyphens, or dots.

    Docs: https://sandbox-errors.dev/2026.11/errors/mount-bucket-name-invalid/
    """

    id = "mount-bucket-name-invalid"
    template = (
        'Invalid bucket name: "${bucket}". Bucket names must be 3-63 characters, lowercase alphanumeric, hyphens, or '
        "dots."
    )
    param_names = (("bucket", "bucket"),)

    def __init__(self, *, bucket: object) -> None:
        super().__init__(bucket=bucket)


class MountConfigMissing(MountError):
    """Filesystem passed to sandbox.mount() has no mount config.

    Template: Filesystem "${filesystem.id}" does not provide a mount config

    Docs: https://sandbox-errors.dev/2026.11/errors/mount-config-missing/
    """

    id = "mount-config-missing"
    template = 'Filesystem "${filesystem.id}" does not provide a mount config'
    param_names = (("filesystem.id", "filesystem_id"),)

    def __init__(self, *, filesystem_id: object) -> None:
        super().__init__(filesystem_id=filesystem_id)


class MountDirectoryNotEmpty(MountError):
    """Mount refused because the target directory already holds files.

    Template: Cannot mount at ${mountPath}: directory exists and is not empty. Mounting would hide existing
    files. Use a different path or empty the directory first.

    Docs: https://sandbox-errors.dev/2026.11/errors/mount-directory-not-empty/
    """

    id = "mount-directory-not-empty"
    template = (
        "Cannot mount at ${mountPath}: directory exists and is not empty. Mounting would hide existing files. Use a "
        "different path or empty the directory first."
    )
    param_names = (("mountPath", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class MountEndpointUrlInvalid(MountError):
    """Storage endpoint of a mount is not a parseable URL.

    Template: Invalid endpoint URL: "${endpoint}"

    Docs: https://sandbox-errors.dev/2026.11/errors/mount-endpoint-url-invalid/
    """

    id = "mount-endpoint-url-invalid"
    template = 'Invalid endpoint URL: "${endpoint}"'
    param_names = (("endpoint", "endpoint"),)

    def __init__(self, *, endpoint: object) -> None:
        super().__init__(endpoint=endpoint)


class MountPathDotSegments(MountError):
    """LocalSandbox mount path contains "." or ".." segments.

    Template: Invalid mount path: ${mountPath}. Path segments cannot be "." or "..".

    Docs: https://sandbox-errors.dev/2026.11/errors/mount-path-dot-segments/
    """

    id = "mount-path-dot-segments"
    template = 'Invalid mount path: ${mountPath}. Path segments cannot be "." or "..".'
    param_names = (("mountPath", "mount_path"),)

    def __init__(self, *, mount_path: object) -> None:
        super().__init__(mount_path=mount_path)


class MountPathInvalidCharacters(MountError):
    """Mount path is not absolute or contains unsupported characters.

    Template: Invalid mount path: ${mountPath}. Must be an absolute path with alphanumeric, dash, dot,
    underscore, or slash characters only.

    Docs: https://sandbox-errors.dev/2026.11/errors/mount-path-invalid-characters/
    """

    id = "mount-path-invalid-characters"
    template = (
        "Invalid mount path: ${mountPath}. Must be an absolute path with alphanumeric, dash, dot, underscore, or "
        "slash characters only."
    )
    param_names = (("mountPath", "mount_path"),)

    def __init__(self, *, mount_path: object) -> None:
        super().__init__(mount_path=mount_path)


class MountPathIsRoot(MountError):
    """LocalSandbox mount path resolves to the root.

    Template: Invalid mount path: ${mountPath}. Root path "/" is not allowed.

    Docs: https://sandbox-errors.dev/2026.11/errors/mount-path-is-root/
    """

    id = "mount-path-is-root"
    template = 'Invalid mount path: ${mountPath}. Root path "/" is not allowed.'
    param_names = (("mountPath", "mount_path"),)

    def __init__(self, *, mount_path: object) -> None:
        super().__init__(mount_path=mount_path)


class MountPrefixControlCharacters(MountError):
    """Mount prefix contains a control character.

    Template: Invalid mount prefix: "${prefix}". Control characters are not allowed.

    Docs: https://sandbox-errors.dev/2026.11/errors/mount-prefix-control-characters/
    """

    id = "mount-prefix-control-characters"
    template = 'Invalid mount prefix: "${prefix}". Control characters are not allowed.'
    param_names = (("prefix", "prefix"),)

    def __init__(self, *, prefix: object) -> None:
        super().__init__(prefix=prefix)


class MountPrefixEmpty(MountError):
    """Mount prefix is nothing but slashes.

    Template: Mount prefix cannot be empty after normalization.

    Docs: https://sandbox-errors.dev/2026.11/errors/mount-prefix-empty/
    """

    id = "mount-prefix-empty"
    template = "Mount prefix cannot be empty after normalization."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class MountPrefixTraversal(MountError):
    """Mount prefix contains dot segments or a double slash.

    Template: Invalid mount prefix: "${prefix}". Path traversal is not allowed.

    Docs: https://sandbox-errors.dev/2026.11/errors/mount-prefix-traversal/
    """

    id = "mount-prefix-traversal"
    template = 'Invalid mount prefix: "${prefix}". Path traversal is not allowed.'
    param_names = (("prefix", "prefix"),)

    def __init__(self, *, prefix: object) -> None:
        super().__init__(prefix=prefix)


class MountTypeUnsupported(MountError):
    """Sandbox has no mount code for the filesystem's mount type.

    Template: Unsupported mount type: ${(config as FilesystemMountConfig).type}

    Docs: https://sandbox-errors.dev/2026.11/errors/mount-type-unsupported/
    """

    id = "mount-type-unsupported"
    template = "Unsupported mount type: ${(config as FilesystemMountConfig).type}"
    param_names = (("(config as FilesystemMountConfig).type", "mount_type"),)

    def __init__(self, *, mount_type: object) -> None:
        super().__init__(mount_type=mount_type)


class PlatformClientCredentialMissing(CredentialsError):
    """Platform sandbox has no access token or project id.

    Template: ${name} is required

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-client-credential-missing/
    """

    id = "platform-client-credential-missing"
    template = "${name} is required"
    param_names = (("name", "name"),)

    def __init__(self, *, name: object) -> None:
        super().__init__(name=name)


class PlatformDirectExecTransportFailed(ExecuteCommandError):
    """Platform sandbox exec connection failed twice without a result.

    Template: Direct-exec transport failed for sandbox ${this._sandboxId ?? '(unknown)'} after ${attemptsMade}
    attempt(s)${result.closeCode !== undefined ? ` (close ${result.closeCode}${result.closeReason ? `
    ${result.closeReason}` : ''})` : ''}

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-direct-exec-transport-failed/
    """

    id = "platform-direct-exec-transport-failed"
    template = (
        "Direct-exec transport failed for sandbox ${this._sandboxId ?? '(unknown)'} after ${attemptsMade} "
        "attempt(s)${result.closeCode !== undefined ? ` (close ${result.closeCode}${result.closeReason ? ` "
        "${result.closeReason}` : ''})` : ''}"
    )
    param_names = (
        ("this._sandboxId ?? '(unknown)'", "sandbox_id"),
        ("attemptsMade", "attempts_made"),
        (
            (
                "result.closeCode !== undefined ? ` (close ${result.closeCode}${result.closeReason ? ` "
                "${result.closeReason}` : ''})` : ''"
            ),
            "close_detail",
        ),
    )

    def __init__(self, *, sandbox_id: object, attempts_made: object, close_detail: object) -> None:
        super().__init__(sandbox_id=sandbox_id, attempts_made=attempts_made, close_detail=close_detail)


class PlatformDirectExecWebSocketMissing(ExecuteCommandError):
    """Platform sandbox direct exec found no WebSocket implementation.

    Template: Direct exec requires a WebSocket implementation. Node 22+ provides one globally; on older runtimes,
    pass webSocketFactory explicitly.

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-direct-exec-websocket-missing/
    """

    id = "platform-direct-exec-websocket-missing"
    template = (
        "Direct exec requires a WebSocket implementation. Node 22+ provides one globally; on older runtimes, pass "
        "webSocketFactory explicitly."
    )
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class PlatformFactoryBuildNotCurrent(LifecycleError):
    """A platform template build can no longer be polled because the template moved on.

    Template: Build ${buildId} is not the current template (${result.templateId}); its status cannot be read.

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-factory-build-not-current/
    """

    id = "platform-factory-build-not-current"
    template = "Build ${buildId} is not the current template (${result.templateId}); its status cannot be read."
    param_names = (("buildId", "build_id"), ("result.templateId", "template_id"))

    def __init__(self, *, build_id: object, template_id: object) -> None:
        super().__init__(build_id=build_id, template_id=template_id)


class PlatformFactoryNoTemplate(LifecycleError):
    """A platform template build was asked for a session that has no template to build.

    Template: PlatformFactorySandbox.builds: the session context yields no template to build

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-factory-no-template/
    """

    id = "platform-factory-no-template"
    template = "PlatformFactorySandbox.builds: the session context yields no template to build"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class PlatformFilesystemBucketNameMissing(CredentialsError):
    """PlatformFilesystem has no bucket name.

    Template: bucketName is required

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-filesystem-bucket-name-missing/
    """

    id = "platform-filesystem-bucket-name-missing"
    template = "bucketName is required"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class PlatformFilesystemCopyNoOverwriteUnsupported(WorkspaceFilesystemError):
    """PlatformFilesystem cannot copy without overwriting.

    Template: PlatformFilesystem.copyFile does not support overwrite: false — the proxy always overwrites.

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-filesystem-copy-no-overwrite-unsupported/
    """

    id = "platform-filesystem-copy-no-overwrite-unsupported"
    template = "PlatformFilesystem.copyFile does not support overwrite: false — the proxy always overwrites."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class PlatformFilesystemMoveNoOverwriteUnsupported(WorkspaceFilesystemError):
    """PlatformFilesystem cannot move without overwriting.

    Template: PlatformFilesystem.moveFile does not support overwrite: false — the proxy always overwrites.

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-filesystem-move-no-overwrite-unsupported/
    """

    id = "platform-filesystem-move-no-overwrite-unsupported"
    template = "PlatformFilesystem.moveFile does not support overwrite: false — the proxy always overwrites."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class PlatformProcessCloseStdinUnsupported(ProcessError):
    """Platform sandbox processes cannot have their stdin closed.

    Template: Platform sandbox command execution does not support closing stdin

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-process-close-stdin-unsupported/
    """

    id = "platform-process-close-stdin-unsupported"
    template = "Platform sandbox command execution does not support closing stdin"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class PlatformProcessKillUnsupported(ProcessError):
    """Platform sandbox process handles cannot be killed.

    Template: Platform sandbox command execution does not support killing individual processes

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-process-kill-unsupported/
    """

    id = "platform-process-kill-unsupported"
    template = "Platform sandbox command execution does not support killing individual processes"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class PlatformProcessStdinUnsupported(ProcessError):
    """Platform sandbox processes cannot receive standard input.

    Template: Platform sandbox command execution does not support stdin

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-process-stdin-unsupported/
    """

    id = "platform-process-stdin-unsupported"
    template = "Platform sandbox command execution does not support stdin"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class PlatformProxyRequestFailed(LifecycleError):
    """Mastra Platform workspace proxy answered a sandbox request with an error status.

    Template: Platform proxy request failed with ${status}${summary ? `: ${summary}` : ''}

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-proxy-request-failed/
    """

    id = "platform-proxy-request-failed"
    template = "Platform proxy request failed with ${status}${summary ? `: ${summary}` : ''}"
    param_names = (("status", "status"), ("summary ? `: ${summary}` : ''", "detail"))

    def __init__(self, *, status: object, detail: object) -> None:
        super().__init__(status=status, detail=detail)


class PlatformRepoTemplateRepoNameInvalid(ConfigurationError):
    """A Platform repo template's repoFullName is not owner/repo.

    Template: Invalid repoFullName '${options.repoFullName}': expected 'owner/repo'

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-repo-template-repo-name-invalid/
    """

    id = "platform-repo-template-repo-name-invalid"
    template = "Invalid repoFullName '${options.repoFullName}': expected 'owner/repo'"
    param_names = (("options.repoFullName", "repo_full_name"),)

    def __init__(self, *, repo_full_name: object) -> None:
        super().__init__(repo_full_name=repo_full_name)


class PlatformRepoTemplateShaInvalid(ConfigurationError):
    """A Platform repo template's sha is not a hex commit id.

    Template: Invalid sha '${options.sha}': expected a 7-40 char hex commit sha

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-repo-template-sha-invalid/
    """

    id = "platform-repo-template-sha-invalid"
    template = "Invalid sha '${options.sha}': expected a 7-40 char hex commit sha"
    param_names = (("options.sha", "options_sha"),)

    def __init__(self, *, options_sha: object) -> None:
        super().__init__(options_sha=options_sha)


class PlatformRepoTemplateWorkdirInvalid(ConfigurationError):
    """A Platform repo template's workdir is not an absolute or $HOME path.

    Template: Invalid workdir '${workdir}': expected a $HOME-relative or absolute path with no traversal

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-repo-template-workdir-invalid/
    """

    id = "platform-repo-template-workdir-invalid"
    template = "Invalid workdir '${workdir}': expected a $HOME-relative or absolute path with no traversal"
    param_names = (("workdir", "workdir"),)

    def __init__(self, *, workdir: object) -> None:
        super().__init__(workdir=workdir)


class PlatformSandboxDestroyedExecLeaseGone(LifecycleError):
    """Platform sandbox was destroyed upstream while the instance still used it.

    Template: Sandbox ${priorSandboxId ?? '(unknown)'} was destroyed; /exec-lease returned 410

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-sandbox-destroyed-exec-lease-gone/
    """

    id = "platform-sandbox-destroyed-exec-lease-gone"
    template = "Sandbox ${priorSandboxId ?? '(unknown)'} was destroyed; /exec-lease returned 410"
    param_names = (("priorSandboxId ?? '(unknown)'", "sandbox_id"),)

    def __init__(self, *, sandbox_id: object) -> None:
        super().__init__(sandbox_id=sandbox_id)


class PlatformSandboxMissingEnvironmentId(ConfigurationError):
    """Platform sandbox has no Mastra Platform environment to provision in.

    Template: environmentId is required

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-sandbox-missing-environment-id/
    """

    id = "platform-sandbox-missing-environment-id"
    template = "environmentId is required"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class PlatformSandboxProviderInvalid(ConfigurationError):
    """SANDBOX_PROVIDER names a provider the Platform proxy does not route.

    Template: SANDBOX_PROVIDER must be either "railway" or "e2b"

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-sandbox-provider-invalid/
    """

    id = "platform-sandbox-provider-invalid"
    template = 'SANDBOX_PROVIDER must be either "railway" or "e2b"'
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class PlatformTemplateNotFromBuilder(ConfigurationError):
    """A Platform sandbox template was not made with Template().

    Template: template must be created with Template()

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-template-not-from-builder/
    """

    id = "platform-template-not-from-builder"
    template = "template must be created with Template()"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class PlatformTemplateOptionNotBoolean(ConfigurationError):
    """A Platform template install option is not true or false.

    Template: ${key} must be a boolean

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-template-option-not-boolean/
    """

    id = "platform-template-option-not-boolean"
    template = "${key} must be a boolean"
    param_names = (("key", "option"),)

    def __init__(self, *, option: object) -> None:
        super().__init__(option=option)


class PlatformTemplateOptionUnsupported(ConfigurationError):
    """A Platform template install step was given an option it does not know.

    Template: Unsupported option: ${unknownKey}

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-template-option-unsupported/
    """

    id = "platform-template-option-unsupported"
    template = "Unsupported option: ${unknownKey}"
    param_names = (("unknownKey", "unknown_key"),)

    def __init__(self, *, unknown_key: object) -> None:
        super().__init__(unknown_key=unknown_key)


class PlatformTemplateTooLarge(ConfigurationError):
    """A Platform sandbox template is over 256 KiB once serialized.

    Template: Serialized sandbox template cannot exceed ${MAX_SERIALIZED_BYTES} bytes

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-template-too-large/
    """

    id = "platform-template-too-large"
    template = "Serialized sandbox template cannot exceed ${MAX_SERIALIZED_BYTES} bytes"
    param_names = (("MAX_SERIALIZED_BYTES", "max_serialized_bytes"),)

    def __init__(self, *, max_serialized_bytes: object) -> None:
        super().__init__(max_serialized_bytes=max_serialized_bytes)


class PlatformTemplateTooManyOperations(ConfigurationError):
    """A Platform sandbox template has more than 256 steps.

    Template: Sandbox template cannot contain more than ${MAX_OPERATIONS} operations

    Docs: https://sandbox-errors.dev/2026.11/errors/platform-template-too-many-operations/
    """

    id = "platform-template-too-many-operations"
    template = "Sandbox template cannot contain more than ${MAX_OPERATIONS} operations"
    param_names = (("MAX_OPERATIONS", "max_operations"),)

    def __init__(self, *, max_operations: object) -> None:
        super().__init__(max_operations=max_operations)


class CloseStdinUnsupported(ProcessError):
    """The provider's process handle cannot close stdin.

    Template: ${this.constructor.name} does not support closing stdin

    Docs: https://sandbox-errors.dev/2026.11/errors/process-close-stdin-unsupported/
    """

    id = "process-close-stdin-unsupported"
    template = "${this.constructor.name} does not support closing stdin"
    param_names = (("this.constructor.name", "constructor_name"),)

    def __init__(self, *, constructor_name: object) -> None:
        super().__init__(constructor_name=constructor_name)


class ProcessHandleWaitNotImplemented(ProcessError):
    """A custom process handle class has no wait() method.

    Template: ${this.constructor.name} must implement wait()

    Docs: https://sandbox-errors.dev/2026.11/errors/process-handle-wait-not-implemented/
    """

    id = "process-handle-wait-not-implemented"
    template = "${this.constructor.name} must implement wait()"
    param_names = (("this.constructor.name", "constructor_name"),)

    def __init__(self, *, constructor_name: object) -> None:
        super().__init__(constructor_name=constructor_name)


class ProcessManagerListNotImplemented(ProcessError):
    """A custom process manager class has no list() method.

    Template: ${this.constructor.name} must implement list()

    Docs: https://sandbox-errors.dev/2026.11/errors/process-manager-list-not-implemented/
    """

    id = "process-manager-list-not-implemented"
    template = "${this.constructor.name} must implement list()"
    param_names = (("this.constructor.name", "constructor_name"),)

    def __init__(self, *, constructor_name: object) -> None:
        super().__init__(constructor_name=constructor_name)


class ProcessManagerSpawnNotImplemented(ProcessError):
    """A custom process manager class has no spawn() method.

    Template: ${this.constructor.name} must implement spawn()

    Docs: https://sandbox-errors.dev/2026.11/errors/process-manager-spawn-not-implemented/
    """

    id = "process-manager-spawn-not-implemented"
    template = "${this.constructor.name} must implement spawn()"
    param_names = (("this.constructor.name", "constructor_name"),)

    def __init__(self, *, constructor_name: object) -> None:
        super().__init__(constructor_name=constructor_name)


class ProcessMaxRetainedBytesInvalid(ProcessError):
    """Output retention limit for a command or process is not a whole number of bytes.

    Template: maxRetainedBytes must be a non-negative integer or Infinity

    Docs: https://sandbox-errors.dev/2026.11/errors/process-max-retained-bytes-invalid/
    """

    id = "process-max-retained-bytes-invalid"
    template = "maxRetainedBytes must be a non-negative integer or Infinity"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class ProcessOutputPidNotFound(ProcessError):
    """Agent asked for the output of a background process the sandbox does not know.

    Template: No background process found with PID ${pid}.${getDynamicSandboxCacheKeyHint(workspace)}

    Docs: https://sandbox-errors.dev/2026.11/errors/process-output-pid-not-found/
    """

    id = "process-output-pid-not-found"
    template = "No background process found with PID ${pid}.${getDynamicSandboxCacheKeyHint(workspace)}"
    param_names = (("pid", "pid"), ("getDynamicSandboxCacheKeyHint(workspace)", "cache_key_hint"))

    def __init__(self, *, pid: object, cache_key_hint: object) -> None:
        super().__init__(pid=pid, cache_key_hint=cache_key_hint)


class StdinAfterProcessExit(ProcessError):
    """Input was sent to a process that has already exited.

    Template: Process ${this.pid} has already exited with code ${this.exitCode}

    Docs: https://sandbox-errors.dev/2026.11/errors/process-stdin-after-exit/
    """

    id = "process-stdin-after-exit"
    template = "Process ${this.pid} has already exited with code ${this.exitCode}"
    param_names = (("this.pid", "pid"), ("this.exitCode", "exit_code"))

    def __init__(self, *, pid: object, exit_code: object) -> None:
        super().__init__(pid=pid, exit_code=exit_code)


class ProcessStdinNotPiped(ProcessError):
    """A local process was started without a stdin pipe.

    Template: Process ${this.pid} does not have stdin available

    Docs: https://sandbox-errors.dev/2026.11/errors/process-stdin-not-piped/
    """

    id = "process-stdin-not-piped"
    template = "Process ${this.pid} does not have stdin available"
    param_names = (("this.pid", "pid"),)

    def __init__(self, *, pid: object) -> None:
        super().__init__(pid=pid)


class RailwayCredentialMissing(CredentialsError):
    """Railway has no API token or environment id to create or reach a sandbox.

    Template: Missing Railway credential. Set ${variable} or pass it explicitly.

    Docs: https://sandbox-errors.dev/2026.11/errors/railway-credential-missing/
    """

    id = "railway-credential-missing"
    template = "Missing Railway credential. Set ${variable} or pass it explicitly."
    param_names = (("variable", "variable"),)

    def __init__(self, *, variable: object) -> None:
        super().__init__(variable=variable)


class RailwaySandboxNotRunning(LifecycleError):
    """Railway sandbox was gone, or not ready yet, when a command or file call reached it.

    Template: Sandbox is not running (status: ${status})

    Docs: https://sandbox-errors.dev/2026.11/errors/railway-sandbox-destroyed-while-in-use/
    """

    id = "railway-sandbox-destroyed-while-in-use"
    template = "Sandbox is not running (status: ${status})"
    param_names = (("status", "status"),)

    def __init__(self, *, status: object) -> None:
        super().__init__(status=status)


class RailwayReattachNotRunning(LifecycleError):
    """Railway sandbox to reattach to exists but is not running.

    Template: Railway sandbox ${reconnectSandboxId} is not running (status: ${connectedSandbox.status})

    Docs: https://sandbox-errors.dev/2026.11/errors/railway-sandbox-reattach-not-running/
    """

    id = "railway-sandbox-reattach-not-running"
    template = "Railway sandbox ${reconnectSandboxId} is not running (status: ${connectedSandbox.status})"
    param_names = (("reconnectSandboxId", "sandbox_id"), ("connectedSandbox.status", "status"))

    def __init__(self, *, sandbox_id: object, status: object) -> None:
        super().__init__(sandbox_id=sandbox_id, status=status)


class RailwayStdinUnsupported(ProcessError):
    """Railway sandbox processes cannot receive stdin.

    Template: ${LOG_PREFIX} sending stdin is not supported by the Railway sandbox provider

    Docs: https://sandbox-errors.dev/2026.11/errors/railway-stdin-unsupported/
    """

    id = "railway-stdin-unsupported"
    template = "${LOG_PREFIX} sending stdin is not supported by the Railway sandbox provider"
    param_names = (("LOG_PREFIX", "log_prefix"),)

    def __init__(self, *, log_prefix: object) -> None:
        super().__init__(log_prefix=log_prefix)


class ReadFileMediaTypesInvalid(WorkspaceFilesystemError):
    """The read tool's mediaTypes option holds a pattern it cannot match.

    Template: Invalid \\`mediaTypes\\` pattern: ${JSON.stringify(pattern)}. Expected \\`*\\`, \\`*/*\\`,
    \\`type/*\\`, or a full mime type like \\`application/pdf\\`.

    Docs: https://sandbox-errors.dev/2026.11/errors/read-file-media-types-invalid/
    """

    id = "read-file-media-types-invalid"
    template = (
        "Invalid \\`mediaTypes\\` pattern: ${JSON.stringify(pattern)}. Expected \\`*\\`, \\`*/*\\`, \\`type/*\\`, or a "
        "full mime type like \\`application/pdf\\`."
    )
    param_names = (("JSON.stringify(pattern)", "pattern"),)

    def __init__(self, *, pattern: object) -> None:
        super().__init__(pattern=pattern)


class RenderAttachWithCreateOptions(ConfigurationError):
    """Render sandbox attached by id but given creation options.

    Template: Creation options cannot be used when attaching

    Docs: https://sandbox-errors.dev/2026.11/errors/render-attach-with-create-options/
    """

    id = "render-attach-with-create-options"
    template = "Creation options cannot be used when attaching"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderClientConfigurationInvalid(CredentialsError):
    """Render SDK client could not be constructed.

    Template: Render client configuration is invalid

    Docs: https://sandbox-errors.dev/2026.11/errors/render-client-configuration-invalid/
    """

    id = "render-client-configuration-invalid"
    template = "Render client configuration is invalid"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderClientOptionsConflict(ConfigurationError):
    """Render sandbox given both an SDK client and client options.

    Template: Use client or clientOptions, not both

    Docs: https://sandbox-errors.dev/2026.11/errors/render-client-options-conflict/
    """

    id = "render-client-options-conflict"
    template = "Use client or clientOptions, not both"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderCloneUnsupportedOptions(LifecycleError):
    """Render clone given idle timeout or acting-user options.

    Template: Render SDK does not expose idle timeout or acting-user attribution

    Docs: https://sandbox-errors.dev/2026.11/errors/render-clone-unsupported-options/
    """

    id = "render-clone-unsupported-options"
    template = "Render SDK does not expose idle timeout or acting-user attribution"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderCommandControlFailed(ExecuteCommandError):
    """Render stop helper exited with an error.

    Template: Command control failed (${exitCode ?? 'no exit'}): ${stderr}

    Docs: https://sandbox-errors.dev/2026.11/errors/render-command-control-failed/
    """

    id = "render-command-control-failed"
    template = "Command control failed (${exitCode ?? 'no exit'}): ${stderr}"
    param_names = (("exitCode ?? 'no exit'", "exit_code"), ("stderr", "stderr"))

    def __init__(self, *, exit_code: object, stderr: object) -> None:
        super().__init__(exit_code=exit_code, stderr=stderr)


class RenderCommandFailure(ExecuteCommandError):
    """Render command stream or control request failed.

    Template: Render command ${code.toLowerCase()} failure.${report ? '' : ' Remote work may still be running;
    termination was not confirmed.'}

    Docs: https://sandbox-errors.dev/2026.11/errors/render-command-failure/
    """

    id = "render-command-failure"
    template = (
        "Render command ${code.toLowerCase()} failure.${report ? '' : ' Remote work may still be running; "
        "termination was not confirmed.'}"
    )
    param_names = (
        ("code.toLowerCase()", "code"),
        ("report ? '' : ' Remote work may still be running; termination was not confirmed.'", "unconfirmed"),
    )

    def __init__(self, *, code: object, unconfirmed: object) -> None:
        super().__init__(code=code, unconfirmed=unconfirmed)


class RenderControlResponseTooLarge(ExecuteCommandError):
    """Render stop helper printed more than 64 KiB.

    Template: Control response exceeded 64 KiB

    Docs: https://sandbox-errors.dev/2026.11/errors/render-control-response-too-large/
    """

    id = "render-control-response-too-large"
    template = "Control response exceeded 64 KiB"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderCreateAcceptanceUnknown(LifecycleError):
    """Render sandbox destroyed before its create request answered.

    Template: Create acceptance is unknown; check the workspace resource list and configured lifetime

    Docs: https://sandbox-errors.dev/2026.11/errors/render-create-acceptance-unknown/
    """

    id = "render-create-acceptance-unknown"
    template = "Create acceptance is unknown; check the workspace resource list and configured lifetime"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderCwdNotAbsolute(ExecuteCommandError):
    """Render command cwd is a relative path.

    Template: cwd must be absolute

    Docs: https://sandbox-errors.dev/2026.11/errors/render-cwd-not-absolute/
    """

    id = "render-cwd-not-absolute"
    template = "cwd must be absolute"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderDestroyNotConfirmed(LifecycleError):
    """Render sandbox termination not confirmed by destroy().

    Template: Sandbox termination was not confirmed; retain sandboxId and retry destroy()

    Docs: https://sandbox-errors.dev/2026.11/errors/render-destroy-not-confirmed/
    """

    id = "render-destroy-not-confirmed"
    template = "Sandbox termination was not confirmed; retain sandboxId and retry destroy()"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderDownloadExceedsMaxFileBytes(WriteFilesError):
    """Render download larger than maxFileBytes.

    Template: Download exceeds maxFileBytes

    Docs: https://sandbox-errors.dev/2026.11/errors/render-download-exceeds-max-file-bytes/
    """

    id = "render-download-exceeds-max-file-bytes"
    template = "Download exceeds maxFileBytes"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderDownloadNotRegularFile(WriteFilesError):
    """Render download target is missing or not a regular file.

    Template: Expected an existing regular file

    Docs: https://sandbox-errors.dev/2026.11/errors/render-download-not-regular-file/
    """

    id = "render-download-not-regular-file"
    template = "Expected an existing regular file"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderDownloadPathNotAbsolute(WriteFilesError):
    """Render file read or download given a relative path.

    Template: Download paths must be absolute

    Docs: https://sandbox-errors.dev/2026.11/errors/render-download-path-not-absolute/
    """

    id = "render-download-path-not-absolute"
    template = "Download paths must be absolute"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderFileGrewDuringDownload(WriteFilesError):
    """Render file grew past maxFileBytes while being read.

    Template: File grew past maxFileBytes during download

    Docs: https://sandbox-errors.dev/2026.11/errors/render-file-grew-during-download/
    """

    id = "render-file-grew-during-download"
    template = "File grew past maxFileBytes during download"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderFileModeOutOfRange(WriteFilesError):
    """Render file write mode outside 0o001 to 0o777.

    Template: File mode must be from 0o001 to 0o777

    Docs: https://sandbox-errors.dev/2026.11/errors/render-file-mode-out-of-range/
    """

    id = "render-file-mode-out-of-range"
    template = "File mode must be from 0o001 to 0o777"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderInvalidCancellationMode(ConfigurationError):
    """Render sandbox cancellation mode is not command, observe or terminate.

    Template: Invalid cancellationMode

    Docs: https://sandbox-errors.dev/2026.11/errors/render-invalid-cancellation-mode/
    """

    id = "render-invalid-cancellation-mode"
    template = "Invalid cancellationMode"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderInvalidEnvVarName(SetEnvError):
    """Render command environment has a name that is not a shell identifier.

    Template: Invalid environment variable name

    Docs: https://sandbox-errors.dev/2026.11/errors/render-invalid-env-var-name/
    """

    id = "render-invalid-env-var-name"
    template = "Invalid environment variable name"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderInvalidSupervisorConfirmation(ExecuteCommandError):
    """Render stop helper answered with an unexpected confirmation.

    Template: Invalid supervisor confirmation

    Docs: https://sandbox-errors.dev/2026.11/errors/render-invalid-supervisor-confirmation/
    """

    id = "render-invalid-supervisor-confirmation"
    template = "Invalid supervisor confirmation"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderMaxRetainedBytesOutOfRange(ExecuteCommandError):
    """Render command output retention above the sandbox limit.

    Template: maxRetainedBytes must be 0 through ${this.outputLimit}

    Docs: https://sandbox-errors.dev/2026.11/errors/render-max-retained-bytes-out-of-range/
    """

    id = "render-max-retained-bytes-out-of-range"
    template = "maxRetainedBytes must be 0 through ${this.outputLimit}"
    param_names = (("this.outputLimit", "limit"),)

    def __init__(self, *, limit: object) -> None:
        super().__init__(limit=limit)


class RenderNetworkAllowListDuplicateDomain(EgressError):
    """Render allow-list names the same domain twice.

    Template: Each allow-list domain must be unique

    Docs: https://sandbox-errors.dev/2026.11/errors/render-network-allow-list-duplicate-domain/
    """

    id = "render-network-allow-list-duplicate-domain"
    template = "Each allow-list domain must be unique"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderNetworkAllowListRulesInvalid(EgressError):
    """Render allow-list has no rules, or a rule without a domain or not HTTPS.

    Template: Allow-list requires domain rules using protocol https

    Docs: https://sandbox-errors.dev/2026.11/errors/render-network-allow-list-rules-invalid/
    """

    id = "render-network-allow-list-rules-invalid"
    template = "Allow-list requires domain rules using protocol https"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderNetworkPolicyTypeDefaultConflict(EgressError):
    """Render network policy type and default disagree.

    Template: Network policy type and default must agree

    Docs: https://sandbox-errors.dev/2026.11/errors/render-network-policy-type-default-conflict/
    """

    id = "render-network-policy-type-default-conflict"
    template = "Network policy type and default must agree"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderNetworkPolicyUnknown(EgressError):
    """Render network policy kind is not deny-all, allow-all or allow-list.

    Template: Unknown network policy

    Docs: https://sandbox-errors.dev/2026.11/errors/render-network-policy-unknown/
    """

    id = "render-network-policy-unknown"
    template = "Unknown network policy"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderNetworkRulesAndAllowedDomains(EgressError):
    """Render allow-list given both rules and allowedDomains.

    Template: Use rules or allowedDomains, not both

    Docs: https://sandbox-errors.dev/2026.11/errors/render-network-rules-and-allowed-domains/
    """

    id = "render-network-rules-and-allowed-domains"
    template = "Use rules or allowedDomains, not both"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderNetworkRulesWithoutAllowList(EgressError):
    """Render network rules given for a policy that is not an allow-list.

    Template: Destination rules require an allow-list policy

    Docs: https://sandbox-errors.dev/2026.11/errors/render-network-rules-without-allow-list/
    """

    id = "render-network-rules-without-allow-list"
    template = "Destination rules require an allow-list policy"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderNoFinalExitEvent(ExecuteCommandError):
    """Render exec stream ended without an exit code.

    Template: No final exit event received

    Docs: https://sandbox-errors.dev/2026.11/errors/render-no-final-exit-event/
    """

    id = "render-no-final-exit-event"
    template = "No final exit event received"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderOperationDeadlineExceeded(LifecycleError):
    """Render sandbox operation ran past its deadline.

    Template: Sandbox operation deadline exceeded

    Docs: https://sandbox-errors.dev/2026.11/errors/render-operation-deadline-exceeded/
    """

    id = "render-operation-deadline-exceeded"
    template = "Sandbox operation deadline exceeded"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderOwnerIdMismatch(ConfigurationError):
    """Render sandbox owner id differs from the creation owner id.

    Template: Creation and operation owner IDs must match

    Docs: https://sandbox-errors.dev/2026.11/errors/render-owner-id-mismatch/
    """

    id = "render-owner-id-mismatch"
    template = "Creation and operation owner IDs must match"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderPositiveIntegerOption(ConfigurationError):
    """Render sandbox timeout or size option is not a whole number in range.

    Template: ${name} must be an integer from 1 to ${max}

    Docs: https://sandbox-errors.dev/2026.11/errors/render-positive-integer-option/
    """

    id = "render-positive-integer-option"
    template = "${name} must be an integer from 1 to ${max}"
    param_names = (("name", "option"), ("max", "max"))

    def __init__(self, *, option: object, max: object) -> None:
        super().__init__(option=option, max=max)


class RenderProviderClosed(LifecycleError):
    """Render sandbox provider used after it was closed or failed.

    Template: This sandbox provider is closed or failed; create a new provider instance

    Docs: https://sandbox-errors.dev/2026.11/errors/render-provider-closed/
    """

    id = "render-provider-closed"
    template = "This sandbox provider is closed or failed; create a new provider instance"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderReadFileNotRegular(WriteFilesError):
    """Render readFile target is missing or not a regular file.

    Template: Download requires an existing regular file

    Docs: https://sandbox-errors.dev/2026.11/errors/render-read-file-not-regular/
    """

    id = "render-read-file-not-regular"
    template = "Download requires an existing regular file"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderRefreshBeforeStart(LifecycleError):
    """Render sandbox refreshed before it has an id.

    Template: Start the sandbox before refreshing it

    Docs: https://sandbox-errors.dev/2026.11/errors/render-refresh-before-start/
    """

    id = "render-refresh-before-start"
    template = "Start the sandbox before refreshing it"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderRestorePlanMismatch(CheckpointError):
    """Render restore of a runtime snapshot on another plan.

    Template: Runtime snapshot restoration requires its original plan

    Docs: https://sandbox-errors.dev/2026.11/errors/render-restore-plan-mismatch/
    """

    id = "render-restore-plan-mismatch"
    template = "Runtime snapshot restoration requires its original plan"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderRestoreRequiresAvailableSnapshot(CheckpointError):
    """Render restore without an available snapshot.

    Template: An available snapshot is required

    Docs: https://sandbox-errors.dev/2026.11/errors/render-restore-requires-available-snapshot/
    """

    id = "render-restore-requires-available-snapshot"
    template = "An available snapshot is required"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderRuntimeCheckpointPlanMismatch(CheckpointError):
    """Render clone seeded from a runtime checkpoint of another plan.

    Template: Runtime checkpoint requires its original plan

    Docs: https://sandbox-errors.dev/2026.11/errors/render-runtime-checkpoint-plan-mismatch/
    """

    id = "render-runtime-checkpoint-plan-mismatch"
    template = "Runtime checkpoint requires its original plan"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderSandboxBeingDisposed(LifecycleError):
    """Render operation aborted because a failed sandbox is being disposed.

    Template: Sandbox is being disposed

    Docs: https://sandbox-errors.dev/2026.11/errors/render-sandbox-being-disposed/
    """

    id = "render-sandbox-being-disposed"
    template = "Sandbox is being disposed"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderSandboxCannotRun(LifecycleError):
    """Render sandbox is neither running nor being created.

    Template: Sandbox cannot run: ${this.remote?.status ?? 'missing response'}

    Docs: https://sandbox-errors.dev/2026.11/errors/render-sandbox-cannot-run/
    """

    id = "render-sandbox-cannot-run"
    template = "Sandbox cannot run: ${this.remote?.status ?? 'missing response'}"
    param_names = (("this.remote?.status ?? 'missing response'", "status"),)

    def __init__(self, *, status: object) -> None:
        super().__init__(status=status)


class RenderSandboxDisposalRequested(LifecycleError):
    """Render operation aborted by destroy() or stop().

    Template: Sandbox disposal requested

    Docs: https://sandbox-errors.dev/2026.11/errors/render-sandbox-disposal-requested/
    """

    id = "render-sandbox-disposal-requested"
    template = "Sandbox disposal requested"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderSandboxExplicitlyTerminated(LifecycleError):
    """Render operation aborted by terminate().

    Template: Sandbox explicitly terminated

    Docs: https://sandbox-errors.dev/2026.11/errors/render-sandbox-explicitly-terminated/
    """

    id = "render-sandbox-explicitly-terminated"
    template = "Sandbox explicitly terminated"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderSandboxOperationFailure(LifecycleError):
    """Render sandbox start or transfer failed (code in the message, reason in the cause).

    Template: Render sandbox ${errorCode.toLowerCase()} failure

    Docs: https://sandbox-errors.dev/2026.11/errors/render-sandbox-operation-failure/
    """

    id = "render-sandbox-operation-failure"
    template = "Render sandbox ${errorCode.toLowerCase()} failure"
    param_names = (("errorCode.toLowerCase()", "code"),)

    def __init__(self, *, code: object) -> None:
        super().__init__(code=code)


class RenderShellValueNulByte(ExecuteCommandError):
    """Render sandbox value with a NUL byte cannot be quoted for the shell.

    Template: Shell values cannot contain NUL bytes

    Docs: https://sandbox-errors.dev/2026.11/errors/render-shell-value-nul-byte/
    """

    id = "render-shell-value-nul-byte"
    template = "Shell values cannot contain NUL bytes"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderSnapshotFailed(CheckpointError):
    """Render snapshot capture failed.

    Template: Snapshot ${current.id} failed: ${current.error ?? current.status}

    Docs: https://sandbox-errors.dev/2026.11/errors/render-snapshot-failed/
    """

    id = "render-snapshot-failed"
    template = "Snapshot ${current.id} failed: ${current.error ?? current.status}"
    param_names = (("current.id", "snapshot_id"), ("current.error ?? current.status", "reason"))

    def __init__(self, *, snapshot_id: object, reason: object) -> None:
        super().__init__(snapshot_id=snapshot_id, reason=reason)


class RenderSnapshotNotConfirmed(CheckpointError):
    """Render snapshot not confirmed available before the wait ended.

    Template: Snapshot ${current.id} is not confirmed available; inspect this ID before another capture

    Docs: https://sandbox-errors.dev/2026.11/errors/render-snapshot-not-confirmed/
    """

    id = "render-snapshot-not-confirmed"
    template = "Snapshot ${current.id} is not confirmed available; inspect this ID before another capture"
    param_names = (("current.id", "snapshot_id"),)

    def __init__(self, *, snapshot_id: object) -> None:
        super().__init__(snapshot_id=snapshot_id)


class RenderTerminateWithoutSandboxId(LifecycleError):
    """Render terminate called before the sandbox has an id.

    Template: No sandbox ID to terminate

    Docs: https://sandbox-errors.dev/2026.11/errors/render-terminate-without-sandbox-id/
    """

    id = "render-terminate-without-sandbox-id"
    template = "No sandbox ID to terminate"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderTimeoutUnsupportedInMode(ExecuteCommandError):
    """Render command timeout given in a mode that cannot stop commands.

    Template: This cancellation mode only stops observation. Use command mode for a terminating timeout.

    Docs: https://sandbox-errors.dev/2026.11/errors/render-timeout-option-unsupported-in-mode/
    """

    id = "render-timeout-option-unsupported-in-mode"
    template = "This cancellation mode only stops observation. Use command mode for a terminating timeout."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderUploadDirectoryNotCreated(WriteFilesError):
    """Render upload could not create its target directory.

    Template: Cannot create upload directory

    Docs: https://sandbox-errors.dev/2026.11/errors/render-upload-directory-not-created/
    """

    id = "render-upload-directory-not-created"
    template = "Cannot create upload directory"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderUploadDirectoryTarFailed(WriteFilesError):
    """Host tar failed while packing a directory for a Render upload.

    Template: tar failed (${code}): ${stderr}

    Docs: https://sandbox-errors.dev/2026.11/errors/render-upload-directory-tar-failed/
    """

    id = "render-upload-directory-tar-failed"
    template = "tar failed (${code}): ${stderr}"
    param_names = (("code", "exit_code"), ("stderr", "stderr"))

    def __init__(self, *, exit_code: object, stderr: object) -> None:
        super().__init__(exit_code=exit_code, stderr=stderr)


class RenderUploadExceedsMaxFileBytes(WriteFilesError):
    """Render upload larger than maxFileBytes.

    Template: Upload exceeds maxFileBytes

    Docs: https://sandbox-errors.dev/2026.11/errors/render-upload-exceeds-max-file-bytes/
    """

    id = "render-upload-exceeds-max-file-bytes"
    template = "Upload exceeds maxFileBytes"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderUploadPathNotAbsolute(WriteFilesError):
    """Render upload or file write given a relative path.

    Template: Upload paths must be absolute

    Docs: https://sandbox-errors.dev/2026.11/errors/render-upload-path-not-absolute/
    """

    id = "render-upload-path-not-absolute"
    template = "Upload paths must be absolute"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderWorkingDirectoryNotAbsolute(ConfigurationError):
    """Render sandbox working directory is a relative path.

    Template: workingDirectory must be absolute

    Docs: https://sandbox-errors.dev/2026.11/errors/render-working-directory-not-absolute/
    """

    id = "render-working-directory-not-absolute"
    template = "workingDirectory must be absolute"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RenderWriteChmodFailed(WriteFilesError):
    """Render writeFiles could not apply the file mode.

    Template: chmod exited ${chmod.exitCode}

    Docs: https://sandbox-errors.dev/2026.11/errors/render-write-chmod-failed/
    """

    id = "render-write-chmod-failed"
    template = "chmod exited ${chmod.exitCode}"
    param_names = (("chmod.exitCode", "exit_code"),)

    def __init__(self, *, exit_code: object) -> None:
        super().__init__(exit_code=exit_code)


class RenderWriteParentCreationFailed(WriteFilesError):
    """Render writeFiles could not create a parent directory.

    Template: Parent creation exited ${mkdir.exitCode}

    Docs: https://sandbox-errors.dev/2026.11/errors/render-write-parent-creation-failed/
    """

    id = "render-write-parent-creation-failed"
    template = "Parent creation exited ${mkdir.exitCode}"
    param_names = (("mkdir.exitCode", "exit_code"),)

    def __init__(self, *, exit_code: object) -> None:
        super().__init__(exit_code=exit_code)


class RepoLifecycleCommandFailed(ExecuteCommandError):
    """Repository setup or teardown command exited with an error.

    Template: ${label} command failed (exit ${result.exitCode}): ${detail}

    Docs: https://sandbox-errors.dev/2026.11/errors/repo-lifecycle-command-failed/
    """

    id = "repo-lifecycle-command-failed"
    template = "${label} command failed (exit ${result.exitCode}): ${detail}"
    param_names = (("label", "label"), ("result.exitCode", "result_exit_code"), ("detail", "detail"))

    def __init__(self, *, label: object, result_exit_code: object, detail: object) -> None:
        super().__init__(label=label, result_exit_code=result_exit_code, detail=detail)


class RepoTemplateCloneUrlNotAUrl(ConfigurationError):
    """A Docker repo template's clone URL cannot be parsed as a URL.

    Template: Invalid cloneUrl '${cloneUrl}': not a URL

    Docs: https://sandbox-errors.dev/2026.11/errors/repo-template-clone-url-not-a-url/
    """

    id = "repo-template-clone-url-not-a-url"
    template = "Invalid cloneUrl '${cloneUrl}': not a URL"
    param_names = (("cloneUrl", "clone_url"),)

    def __init__(self, *, clone_url: object) -> None:
        super().__init__(clone_url=clone_url)


class RepoTemplateCloneUrlNotRepositoryUrl(ConfigurationError):
    """A Docker repo template's clone URL is not an https address of a repository.

    Template: Invalid cloneUrl '${cloneUrl}': expected an https URL such as https://host/owner/repo.git

    Docs: https://sandbox-errors.dev/2026.11/errors/repo-template-clone-url-not-repository-url/
    """

    id = "repo-template-clone-url-not-repository-url"
    template = "Invalid cloneUrl '${cloneUrl}': expected an https URL such as https://host/owner/repo.git"
    param_names = (("cloneUrl", "clone_url"),)

    def __init__(self, *, clone_url: object) -> None:
        super().__init__(clone_url=clone_url)


class RepositoryAccessWithoutPushCredentials(CredentialsError):
    """No token to push the session branch.

    Template: Repository access did not include push credentials.

    Docs: https://sandbox-errors.dev/2026.11/errors/repository-access-without-push-credentials/
    """

    id = "repository-access-without-push-credentials"
    template = "Repository access did not include push credentials."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RepositoryAccessWithoutUsableCredentials(CredentialsError):
    """Empty token or username for a git operation in the sandbox.

    Template: Repository access did not include usable credentials.

    Docs: https://sandbox-errors.dev/2026.11/errors/repository-access-without-usable-credentials/
    """

    id = "repository-access-without-usable-credentials"
    template = "Repository access did not include usable credentials."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class RequestSandboxAccessDenied(WorkspaceError):
    """The user's answer to a request_access prompt counted as a refusal.

    Template: Access denied: The user declined access to "${absolutePath}".

    Docs: https://sandbox-errors.dev/2026.11/errors/request-sandbox-access-denied/
    """

    id = "request-sandbox-access-denied"
    template = 'Access denied: The user declined access to "${absolutePath}".'
    param_names = (("absolutePath", "absolute_path"),)

    def __init__(self, *, absolute_path: object) -> None:
        super().__init__(absolute_path=absolute_path)


class RequestSandboxAccessFailed(WorkspaceError):
    """The request_access tool failed while asking for or granting a directory.

    Template: Failed to request sandbox access: ${msg}

    Docs: https://sandbox-errors.dev/2026.11/errors/request-sandbox-access-failed/
    """

    id = "request-sandbox-access-failed"
    template = "Failed to request sandbox access: ${msg}"
    param_names = (("msg", "msg"),)

    def __init__(self, *, msg: object) -> None:
        super().__init__(msg=msg)


class RequestSandboxAccessNotInteractive(WorkspaceError):
    """The request_access tool ran where nobody can be asked.

    Template: Cannot request sandbox access: interactive context not available. The user should manually run
    /sandbox add ${absolutePath}

    Docs: https://sandbox-errors.dev/2026.11/errors/request-sandbox-access-not-interactive/
    """

    id = "request-sandbox-access-not-interactive"
    template = (
        "Cannot request sandbox access: interactive context not available. The user should manually run /sandbox add "
        "${absolutePath}"
    )
    param_names = (("absolutePath", "absolute_path"),)

    def __init__(self, *, absolute_path: object) -> None:
        super().__init__(absolute_path=absolute_path)


class RunloopMissingApiKey(CredentialsError):
    """Runloop sandbox created without an API key.

    Template: ${LOG_PREFIX} Missing API key. Set RUNLOOP_API_KEY or pass apiKey in options.

    Docs: https://sandbox-errors.dev/2026.11/errors/runloop-missing-api-key/
    """

    id = "runloop-missing-api-key"
    template = "${LOG_PREFIX} Missing API key. Set RUNLOOP_API_KEY or pass apiKey in options."
    param_names = (("LOG_PREFIX", "prefix"),)

    def __init__(self, *, prefix: object) -> None:
        super().__init__(prefix=prefix)


class S3BucketAccessDenied(WorkspaceFilesystemError):
    """S3Filesystem's credentials may not access the bucket.

    Template: Access denied to bucket "${this.bucket}" - check credentials and permissions

    Docs: https://sandbox-errors.dev/2026.11/errors/s3-bucket-access-denied/
    """

    id = "s3-bucket-access-denied"
    template = 'Access denied to bucket "${this.bucket}" - check credentials and permissions'
    param_names = (("this.bucket", "bucket"),)

    def __init__(self, *, bucket: object) -> None:
        super().__init__(bucket=bucket)


class S3BucketAccessFailed(WorkspaceFilesystemError):
    """S3Filesystem's bucket check got an unexpected HTTP status.

    Template: Failed to access bucket "${this.bucket}" (HTTP ${statusCode}): ${message}

    Docs: https://sandbox-errors.dev/2026.11/errors/s3-bucket-access-failed/
    """

    id = "s3-bucket-access-failed"
    template = 'Failed to access bucket "${this.bucket}" (HTTP ${statusCode}): ${message}'
    param_names = (("this.bucket", "bucket"), ("statusCode", "status_code"), ("message", "message"))

    def __init__(self, *, bucket: object, status_code: object, message: object) -> None:
        super().__init__(bucket=bucket, status_code=status_code, message=message)


class S3BucketMountFailed(S3MountError):
    """s3fs refused to mount the S3 bucket in the sandbox.

    Template: Failed to mount S3 bucket: ${result.stderr || result.stdout}

    Docs: https://sandbox-errors.dev/2026.11/errors/s3-bucket-mount-failed/
    """

    id = "s3-bucket-mount-failed"
    template = "Failed to mount S3 bucket: ${result.stderr || result.stdout}"
    param_names = (("result.stderr || result.stdout", "output"),)

    def __init__(self, *, output: object) -> None:
        super().__init__(output=output)


class S3BucketNotFound(WorkspaceFilesystemError):
    """S3Filesystem's bucket does not exist at the endpoint it asked.

    Template: Bucket "${this.bucket}" not found

    Docs: https://sandbox-errors.dev/2026.11/errors/s3-bucket-not-found/
    """

    id = "s3-bucket-not-found"
    template = 'Bucket "${this.bucket}" not found'
    param_names = (("this.bucket", "bucket"),)

    def __init__(self, *, bucket: object) -> None:
        super().__init__(bucket=bucket)


class S3MountCredentialsIncomplete(S3MountError):
    """S3 mount config has only one of the two access keys.

    Template: Both accessKeyId and secretAccessKey must be provided together.

    Docs: https://sandbox-errors.dev/2026.11/errors/s3-mount-credentials-incomplete/
    """

    id = "s3-mount-credentials-incomplete"
    template = "Both accessKeyId and secretAccessKey must be provided together."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class S3RmdirObjectsNotDeleted(WorkspaceFilesystemError):
    """S3 refused to delete some objects of a folder being removed.

    Template: Failed to delete ${deleteResponse.Errors.length} object(s) in ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/s3-rmdir-objects-not-deleted/
    """

    id = "s3-rmdir-objects-not-deleted"
    template = "Failed to delete ${deleteResponse.Errors.length} object(s) in ${path}"
    param_names = (("deleteResponse.Errors.length", "failed_count"), ("path", "path"))

    def __init__(self, *, failed_count: object, path: object) -> None:
        super().__init__(failed_count=failed_count, path=path)


class S3fsBadRequest(S3MountError):
    """The S3 endpoint answered s3fs's bucket check with 400 Bad Request.

    Template: Bad Request(host=${host}) - result of checking service.

    Docs: https://sandbox-errors.dev/2026.11/errors/s3fs-bad-request/
    """

    id = "s3fs-bad-request"
    template = "Bad Request(host=${host}) - result of checking service."
    param_names = (("host", "host"),)

    def __init__(self, *, host: object) -> None:
        super().__init__(host=host)


class S3fsBucketNotFound(S3MountError):
    """S3 has no bucket of the name s3fs was told to mount.

    Template: bucket or key not found(host=${host}) - result of checking service.

    Docs: https://sandbox-errors.dev/2026.11/errors/s3fs-bucket-not-found/
    """

    id = "s3fs-bucket-not-found"
    template = "bucket or key not found(host=${host}) - result of checking service."
    param_names = (("host", "host"),)

    def __init__(self, *, host: object) -> None:
        super().__init__(host=host)


class S3fsBucketRegionMismatch(S3MountError):
    """s3fs was told a region the bucket is not in.

    Template: The bucket region is not '${region}', it is correctly '${correct}'. You should specify
    'endpoint=${correct}' option.

    Docs: https://sandbox-errors.dev/2026.11/errors/s3fs-bucket-region-mismatch/
    """

    id = "s3fs-bucket-region-mismatch"
    template = (
        "The bucket region is not '${region}', it is correctly '${correct}'. You should specify "
        "'endpoint=${correct}' option."
    )
    param_names = (("region", "region"), ("correct", "correct_region"))

    def __init__(self, *, region: object, correct_region: object) -> None:
        super().__init__(region=region, correct_region=correct_region)


class S3fsInvalidCredentials(S3MountError):
    """S3 refused s3fs's signed bucket check (credentials or signature).

    Template: invalid credentials(host=${host}) - result of checking service.

    Docs: https://sandbox-errors.dev/2026.11/errors/s3fs-invalid-credentials/
    """

    id = "s3fs-invalid-credentials"
    template = "invalid credentials(host=${host}) - result of checking service."
    param_names = (("host", "host"),)

    def __init__(self, *, host: object) -> None:
        super().__init__(host=host)


class S3fsUnableToConnect(S3MountError):
    """s3fs could not reach the S3 endpoint to check the bucket.

    Template: unable to connect(host=${host}) - result of checking service.

    Docs: https://sandbox-errors.dev/2026.11/errors/s3fs-unable-to-connect/
    """

    id = "s3fs-unable-to-connect"
    template = "unable to connect(host=${host}) - result of checking service."
    param_names = (("host", "host"),)

    def __init__(self, *, host: object) -> None:
        super().__init__(host=host)


class SandboxBudgetExceeded(ResourceLimitError):
    """Per-replica sandbox budget used up.

    Template: Sandbox budget exceeded: this server already has ${max} active sandbox(es), the configured
    per-replica maximum. Close an existing repository's sandbox and try again.

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-budget-exceeded/
    """

    id = "sandbox-budget-exceeded"
    template = (
        "Sandbox budget exceeded: this server already has ${max} active sandbox(es), the configured per-replica "
        "maximum. Close an existing repository's sandbox and try again."
    )
    param_names = (("max", "max"),)

    def __init__(self, *, max: object) -> None:
        super().__init__(max=max)


class SandboxCommandFailed(ExecuteCommandError):
    """A deploy step failed inside the sandbox.

    Template: Command failed inside sandbox (exit ${result.exitCode}): ${what}\\n${truncate(result.stderr ||
    result.stdout, 4_000)}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-command-failed/
    """

    id = "sandbox-command-failed"
    template = (
        "Command failed inside sandbox (exit ${result.exitCode}): ${what}\\n${truncate(result.stderr || "
        "result.stdout, 4_000)}"
    )
    param_names = (
        ("result.exitCode", "result_exit_code"),
        ("what", "what"),
        ("truncate(result.stderr || result.stdout, 4_000)", "output"),
    )

    def __init__(self, *, result_exit_code: object, what: object, output: object) -> None:
        super().__init__(result_exit_code=result_exit_code, what=what, output=output)


class SandboxCommandHangTimeout(ExecuteCommandError):
    """Factory's hang guard gave up on a sandbox command.

    Template: Sandbox command timed out after ${Math.round(timeoutMs / 1000)}s${phase}.

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-command-hang-timeout/
    """

    id = "sandbox-command-hang-timeout"
    template = "Sandbox command timed out after ${Math.round(timeoutMs / 1000)}s${phase}."
    param_names = (("Math.round(timeoutMs / 1000)", "timeout_seconds"), ("phase", "phase"))

    def __init__(self, *, timeout_seconds: object, phase: object) -> None:
        super().__init__(timeout_seconds=timeout_seconds, phase=phase)


class SandboxDeployServerUnhealthy(PublicUrlError):
    """Deployed Mastra server never answered on its public URL.

    Template: Mastra server did not become healthy at ${url}${healthCheckPath} within
    ${healthCheckTimeoutMs}ms.${log ? `\\n\\nServer log:\\n${log}` : '\\n\\n(no server log output captured)'}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-deploy-server-unhealthy/
    """

    id = "sandbox-deploy-server-unhealthy"
    template = (
        "Mastra server did not become healthy at ${url}${healthCheckPath} within ${healthCheckTimeoutMs}ms.${log ? "
        "`\\n\\nServer log:\\n${log}` : '\\n\\n(no server log output captured)'}"
    )
    param_names = (
        ("url", "url"),
        ("healthCheckPath", "health_check_path"),
        ("healthCheckTimeoutMs", "health_check_timeout_ms"),
        ("log ? `\\n\\nServer log:\\n${log}` : '\\n\\n(no server log output captured)'", "server_log_section"),
    )

    def __init__(
        self,
        *,
        url: object,
        health_check_path: object,
        health_check_timeout_ms: object,
        server_log_section: object,
    ) -> None:
        super().__init__(
            url=url,
            health_check_path=health_check_path,
            health_check_timeout_ms=health_check_timeout_ms,
            server_log_section=server_log_section,
        )


class SandboxDeployWithoutExecuteCommand(ExecuteCommandError):
    """Server deploy needs a sandbox that can run commands.

    Template: Sandbox provider "${sandbox.provider}" does not support executeCommand, which is required for
    sandbox deploys.

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-deploy-without-execute-command/
    """

    id = "sandbox-deploy-without-execute-command"
    template = (
        'Sandbox provider "${sandbox.provider}" does not support executeCommand, which is required for sandbox '
        "deploys."
    )
    param_names = (("sandbox.provider", "sandbox_provider"),)

    def __init__(self, *, sandbox_provider: object) -> None:
        super().__init__(sandbox_provider=sandbox_provider)


class SandboxDeployWithoutNetworking(NetworkingError):
    """Server deploy needs a sandbox with public port URLs.

    Template: Sandbox provider "${sandbox.provider}" does not support networking (public port URLs), which is
    required for sandbox deploys.

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-deploy-without-networking/
    """

    id = "sandbox-deploy-without-networking"
    template = (
        'Sandbox provider "${sandbox.provider}" does not support networking (public port URLs), which is required '
        "for sandbox deploys."
    )
    param_names = (("sandbox.provider", "sandbox_provider"),)

    def __init__(self, *, sandbox_provider: object) -> None:
        super().__init__(sandbox_provider=sandbox_provider)


class SandboxComputerNotSupported(ComputerError):
    """Computer-use tool ran on a sandbox without a desktop.

    Template: Sandbox does not support computer

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-does-not-support-computer/
    """

    id = "sandbox-does-not-support-computer"
    template = "Sandbox does not support computer"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SandboxExecuteCommandNotSupported(ExecuteCommandError):
    """Foreground command tool ran on a sandbox without executeCommand.

    Template: Sandbox does not support executeCommand

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-does-not-support-execute-command/
    """

    id = "sandbox-does-not-support-execute-command"
    template = "Sandbox does not support executeCommand"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SandboxFeatureNotSupported(ExecuteCommandError):
    """Workspace sandbox lacks an optional capability a tool needs.

    Template: Sandbox does not support ${feature}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-does-not-support-feature/
    """

    id = "sandbox-does-not-support-feature"
    template = "Sandbox does not support ${feature}"
    param_names = (("feature", "feature"),)

    def __init__(self, *, feature: object) -> None:
        super().__init__(feature=feature)


class SandboxProcessesNotSupported(ProcessError):
    """Background process or Code Mode run on a sandbox without a process manager.

    Template: Sandbox does not support processes

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-does-not-support-processes/
    """

    id = "sandbox-does-not-support-processes"
    template = "Sandbox does not support processes"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SandboxExecutionTimedOut(ExecuteCommandError):
    """Sandbox provider gave up on a command after its timeout.

    Template: Execution timed out after ${timeoutMs}ms

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-execution-timed-out/
    """

    id = "sandbox-execution-timed-out"
    template = "Execution timed out after ${timeoutMs}ms"
    param_names = (("timeoutMs", "timeout_ms"),)

    def __init__(self, *, timeout_ms: object) -> None:
        super().__init__(timeout_ms=timeout_ms)


class SandboxFilesystemCommandFailed(ExecuteCommandError):
    """Shell command behind a Mastra Code file operation failed.

    Template: ${context} failed (exit ${result.exitCode}): ${result.stderr.trim() || result.stdout.trim()}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-filesystem-command-failed/
    """

    id = "sandbox-filesystem-command-failed"
    template = "${context} failed (exit ${result.exitCode}): ${result.stderr.trim() || result.stdout.trim()}"
    param_names = (
        ("context", "context"),
        ("result.exitCode", "result_exit_code"),
        ("result.stderr.trim() || result.stdout.trim()", "output"),
    )

    def __init__(self, *, context: object, result_exit_code: object, output: object) -> None:
        super().__init__(context=context, result_exit_code=result_exit_code, output=output)


class SandboxFilesystemDestinationExists(WorkspaceError):
    """Mastra Code refused to copy or move onto an existing path.

    Template: Destination exists: ${dest}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-filesystem-destination-exists/
    """

    id = "sandbox-filesystem-destination-exists"
    template = "Destination exists: ${dest}"
    param_names = (("dest", "dest"),)

    def __init__(self, *, dest: object) -> None:
        super().__init__(dest=dest)


class SandboxFilesystemDirectoryNotEmptyOrMissing(WorkspaceError):
    """Mastra Code could not remove a directory that is not empty or not there.

    Template: Directory not empty or not found: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-filesystem-directory-not-empty-or-missing/
    """

    id = "sandbox-filesystem-directory-not-empty-or-missing"
    template = "Directory not empty or not found: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class SandboxFilesystemDirectoryNotFound(WorkspaceFilesystemError):
    """A workspace filesystem has no directory at the path (or, in Mastra Code, the listing failed).

    Template: Directory not found: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-filesystem-directory-not-found/
    """

    id = "sandbox-filesystem-directory-not-found"
    template = "Directory not found: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class SandboxFilesystemFileExists(WorkspaceFilesystemError):
    """A workspace filesystem refused to write over an existing file.

    Template: File already exists: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-filesystem-file-exists/
    """

    id = "sandbox-filesystem-file-exists"
    template = "File already exists: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class SandboxFilesystemFileNotFound(WorkspaceFilesystemError):
    """A workspace filesystem has no file at the path (or, in Mastra Code, the file command failed).

    Template: File not found: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-filesystem-file-not-found/
    """

    id = "sandbox-filesystem-file-not-found"
    template = "File not found: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class SandboxFilesystemPathEscape(WorkspaceError):
    """Mastra Code file path climbs out of the sandbox working directory.

    Template: Path escapes workspace root: ${inputPath}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-filesystem-path-escapes-workdir/
    """

    id = "sandbox-filesystem-path-escapes-workdir"
    template = "Path escapes workspace root: ${inputPath}"
    param_names = (("inputPath", "input_path"),)

    def __init__(self, *, input_path: object) -> None:
        super().__init__(input_path=input_path)


class SandboxFilesystemPathNotFound(WorkspaceError):
    """Mastra Code could not stat a path in the sandbox.

    Template: Path not found: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-filesystem-path-not-found/
    """

    id = "sandbox-filesystem-path-not-found"
    template = "Path not found: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class SandboxFilesystemSymlinkEscape(WorkspaceError):
    """Mastra Code file path resolves outside the working directory through a symlink.

    Template: Path escapes workspace root (symlink): ${inputPath}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-filesystem-symlink-escapes-workdir/
    """

    id = "sandbox-filesystem-symlink-escapes-workdir"
    template = "Path escapes workspace root (symlink): ${inputPath}"
    param_names = (("inputPath", "input_path"),)

    def __init__(self, *, input_path: object) -> None:
        super().__init__(input_path=input_path)


class SandboxFindWithoutConnect(LifecycleError):
    """Custom sandbox implements find() but no connect().

    Template: ${this.constructor.name}: find() requires connect() to adopt the handle it returns.

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-find-without-connect/
    """

    id = "sandbox-find-without-connect"
    template = "${this.constructor.name}: find() requires connect() to adopt the handle it returns."
    param_names = (("this.constructor.name", "constructor_name"),)

    def __init__(self, *, constructor_name: object) -> None:
        super().__init__(constructor_name=constructor_name)


class SandboxGithubEgressBlocked(EgressError):
    """Session sandbox cannot reach github.com.

    Template: The sandbox could not reach github.com. The sandbox network must allow outbound egress to
    github.com.

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-github-egress-blocked/
    """

    id = "sandbox-github-egress-blocked"
    template = "The sandbox could not reach github.com. The sandbox network must allow outbound egress to github.com."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SandboxHomeDirUnresolved(ExecuteCommandError):
    """Deployer could not find a home directory inside the sandbox.

    Template: Could not resolve the sandbox home directory. Pass `remoteDir` explicitly.

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-home-dir-unresolved/
    """

    id = "sandbox-home-dir-unresolved"
    template = "Could not resolve the sandbox home directory. Pass `remoteDir` explicitly."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SandboxMountNotSupported(MountError):
    """Sandbox provider cannot mount filesystems.

    Template: Sandbox provider '${sandboxProvider}' does not support mounting

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-mount-not-supported/
    """

    id = "sandbox-mount-not-supported"
    template = "Sandbox provider '${sandboxProvider}' does not support mounting"
    param_names = (("sandboxProvider", "sandbox_provider"),)

    def __init__(self, *, sandbox_provider: object) -> None:
        super().__init__(sandbox_provider=sandbox_provider)


class SandboxNotReady(LifecycleError):
    """Sandbox used while it is not running.

    Template: Sandbox is not ready: ${idOrStatus}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-not-ready/
    """

    id = "sandbox-not-ready"
    template = "Sandbox is not ready: ${idOrStatus}"
    param_names = (("idOrStatus", "id_or_status"),)

    def __init__(self, *, id_or_status: object) -> None:
        super().__init__(id_or_status=id_or_status)


class SandboxOnStartHookFailed(LifecycleError):
    """The sandbox onStart setup hook threw during start.

    Template: Sandbox '${this.id}' onStart hook failed: ${error instanceof Error ? error.message : error}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-on-start-hook-failed/
    """

    id = "sandbox-on-start-hook-failed"
    template = "Sandbox '${this.id}' onStart hook failed: ${error instanceof Error ? error.message : error}"
    param_names = (("this.id", "sandbox_id"), ("error instanceof Error ? error.message : error", "hook_error"))

    def __init__(self, *, sandbox_id: object, hook_error: object) -> None:
        super().__init__(sandbox_id=sandbox_id, hook_error=hook_error)


class SandboxOperationAborted(WriteFilesError):
    """Sandbox operation cancelled through its abort signal.

    Template: Sandbox operation aborted: ${operation}

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-operation-aborted/
    """

    id = "sandbox-operation-aborted"
    template = "Sandbox operation aborted: ${operation}"
    param_names = (("operation", "operation"),)

    def __init__(self, *, operation: object) -> None:
        super().__init__(operation=operation)


class SandboxPortNotExposed(PublicUrlError):
    """Sandbox returned no public URL for the server port.

    Template: Sandbox provider "${sandbox.provider}" did not expose a public URL for port ${port}. Make sure
    the port is declared when constructing the sandbox (e.g. \\`ports: [${port}]\\`).

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-port-not-exposed/
    """

    id = "sandbox-port-not-exposed"
    template = (
        'Sandbox provider "${sandbox.provider}" did not expose a public URL for port ${port}. Make sure the port is '
        "declared when constructing the sandbox (e.g. \\`ports: [${port}]\\`)."
    )
    param_names = (("sandbox.provider", "sandbox_provider"), ("port", "port"))

    def __init__(self, *, sandbox_provider: object, port: object) -> None:
        super().__init__(sandbox_provider=sandbox_provider, port=port)


class SandboxProxyWithoutEdgeConfig(ConfigurationError):
    """Sandbox proxy middleware has no Edge Config connection string.

    Template: createSandboxProxy requires an Edge Config connection string (EDGE_CONFIG).

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-proxy-without-edge-config/
    """

    id = "sandbox-proxy-without-edge-config"
    template = "createSandboxProxy requires an Edge Config connection string (EDGE_CONFIG)."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SandboxReattachNotRegistered(LifecycleError):
    """Mastra Code has no sandbox reattach implementation registered.

    Template: No sandbox reattach implementation registered. Sandbox-backed workspaces are only available when
    the web surface has called registerSandboxReattach().

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-reattach-not-registered/
    """

    id = "sandbox-reattach-not-registered"
    template = (
        "No sandbox reattach implementation registered. Sandbox-backed workspaces are only available when the web "
        "surface has called registerSandboxReattach()."
    )
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class StartAfterDestroy(LifecycleError):
    """A destroyed sandbox instance was started again.

    Template: Cannot start a destroyed sandbox

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-start-after-destroy/
    """

    id = "sandbox-start-after-destroy"
    template = "Cannot start a destroyed sandbox"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SandboxStartNotImplemented(LifecycleError):
    """Custom sandbox has no start() or create() for the base class to call.

    Template: ${this.constructor.name} implements neither start() nor the create() acquisition primitive, so
    starting it would do nothing. Implement one using method syntax.

    Docs: https://sandbox-errors.dev/2026.11/errors/sandbox-start-not-implemented/
    """

    id = "sandbox-start-not-implemented"
    template = (
        "${this.constructor.name} implements neither start() nor the create() acquisition primitive, so starting it "
        "would do nothing. Implement one using method syntax."
    )
    param_names = (("this.constructor.name", "constructor_name"),)

    def __init__(self, *, constructor_name: object) -> None:
        super().__init__(constructor_name=constructor_name)


class SearchBatchEmbedderNoEmbedding(WorkspaceSearchError):
    """The workspace's batch embedder returned nothing for a text.

    Template: Batch embedder returned no embedding for input text.

    Docs: https://sandbox-errors.dev/2026.11/errors/search-batch-embedder-no-embedding/
    """

    id = "search-batch-embedder-no-embedding"
    template = "Batch embedder returned no embedding for input text."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SearchBm25ModeNotConfigured(WorkspaceSearchError):
    """BM25 keyword search was asked of a workspace without bm25.

    Template: BM25 search requires BM25 configuration.

    Docs: https://sandbox-errors.dev/2026.11/errors/search-bm25-mode-not-configured/
    """

    id = "search-bm25-mode-not-configured"
    template = "BM25 search requires BM25 configuration."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SearchHybridModeNotConfigured(WorkspaceSearchError):
    """Hybrid search was asked of a workspace without both search engines.

    Template: Hybrid search requires both vector and BM25 configuration.

    Docs: https://sandbox-errors.dev/2026.11/errors/search-hybrid-mode-not-configured/
    """

    id = "search-hybrid-mode-not-configured"
    template = "Hybrid search requires both vector and BM25 configuration."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SearchIndexNameInvalid(WorkspaceSearchError):
    """The workspace's search index name is not a valid identifier.

    Template: Invalid searchIndexName: "${indexName}". Must start with a letter or underscore, and contain only
    letters, numbers, or underscores.

    Docs: https://sandbox-errors.dev/2026.11/errors/search-index-name-invalid/
    """

    id = "search-index-name-invalid"
    template = (
        'Invalid searchIndexName: "${indexName}". Must start with a letter or underscore, and contain only letters, '
        "numbers, or underscores."
    )
    param_names = (("indexName", "index_name"),)

    def __init__(self, *, index_name: object) -> None:
        super().__init__(index_name=index_name)


class SearchIndexNameTooLong(WorkspaceSearchError):
    """The workspace's search index name is longer than 63 characters.

    Template: searchIndexName exceeds 63 characters (got ${indexName.length})

    Docs: https://sandbox-errors.dev/2026.11/errors/search-index-name-too-long/
    """

    id = "search-index-name-too-long"
    template = "searchIndexName exceeds 63 characters (got ${indexName.length})"
    param_names = (("indexName.length", "length"),)

    def __init__(self, *, length: object) -> None:
        super().__init__(length=length)


class SearchVectorModeNotConfigured(WorkspaceSearchError):
    """Vector search was asked of a workspace without a vector store.

    Template: Vector search requires vector configuration.

    Docs: https://sandbox-errors.dev/2026.11/errors/search-vector-mode-not-configured/
    """

    id = "search-vector-mode-not-configured"
    template = "Vector search requires vector configuration."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SearchVectorStoreWithoutEmbedder(WorkspaceSearchError):
    """A workspace got a vector store but no embedder.

    Template: vectorStore requires an embedder

    Docs: https://sandbox-errors.dev/2026.11/errors/search-vector-store-without-embedder/
    """

    id = "search-vector-store-without-embedder"
    template = "vectorStore requires an embedder"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SeatbeltCannotRestrictSystemBinaries(IsolationError):
    """Seatbelt isolation cannot block system binaries.

    Template: allowSystemBinaries: false is not supported by seatbelt (macOS). Use bubblewrap on Linux or remove
    this restriction.

    Docs: https://sandbox-errors.dev/2026.11/errors/seatbelt-cannot-restrict-system-binaries/
    """

    id = "seatbelt-cannot-restrict-system-binaries"
    template = (
        "allowSystemBinaries: false is not supported by seatbelt (macOS). Use bubblewrap on Linux or remove this "
        "restriction."
    )
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SeatbeltIsolationOnWindows(IsolationError):
    """Seatbelt isolation requested for LocalSandbox on Windows.

    Template: Isolation backend 'seatbelt' is not available: Seatbelt isolation is only supported on macOS, not
    Windows.

    Docs: https://sandbox-errors.dev/2026.11/errors/seatbelt-isolation-on-windows/
    """

    id = "seatbelt-isolation-on-windows"
    template = (
        "Isolation backend 'seatbelt' is not available: Seatbelt isolation is only supported on macOS, not Windows."
    )
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SessionMaterializationWithoutExecuteCommand(ExecuteCommandError):
    """Factory session sandbox cannot run git or filesystem commands.

    Template: Sandbox provider '${sandbox.provider}' does not support executeCommand, which is required to run
    git and filesystem operations in a session.

    Docs: https://sandbox-errors.dev/2026.11/errors/session-materialization-without-execute-command/
    """

    id = "session-materialization-without-execute-command"
    template = (
        "Sandbox provider '${sandbox.provider}' does not support executeCommand, which is required to run git and "
        "filesystem operations in a session."
    )
    param_names = (("sandbox.provider", "sandbox_provider"),)

    def __init__(self, *, sandbox_provider: object) -> None:
        super().__init__(sandbox_provider=sandbox_provider)


class SessionNotAvailableToUser(WorkspaceError):
    """Factory session belongs to another organization or user.

    Template: Factory session ${session.sessionId} is not available to the current user

    Docs: https://sandbox-errors.dev/2026.11/errors/session-not-available-to-user/
    """

    id = "session-not-available-to-user"
    template = "Factory session ${session.sessionId} is not available to the current user"
    param_names = (("session.sessionId", "session_id"),)

    def __init__(self, *, session_id: object) -> None:
        super().__init__(session_id=session_id)


class SessionRepositoryAccessWithoutBearerToken(CredentialsError):
    """No repository token to prepare a Factory session.

    Template: Repository access did not include a bearer token for the Factory session

    Docs: https://sandbox-errors.dev/2026.11/errors/session-repository-access-without-bearer-token/
    """

    id = "session-repository-access-without-bearer-token"
    template = "Repository access did not include a bearer token for the Factory session"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SessionResolvedWithoutCallerIdentity(ConfigurationError):
    """Factory session resolved without an authenticated caller.

    Template: Factory session ${session.sessionId} was resolved without a caller identity

    Docs: https://sandbox-errors.dev/2026.11/errors/session-resolved-without-caller-identity/
    """

    id = "session-resolved-without-caller-identity"
    template = "Factory session ${session.sessionId} was resolved without a caller identity"
    param_names = (("session.sessionId", "session_id"),)

    def __init__(self, *, session_id: object) -> None:
        super().__init__(session_id=session_id)


class SessionRetiredDuringMaterialization(LifecycleError):
    """Factory session retired while its workspace was being prepared.

    Template: Factory session ${session.sessionId} was retired during workspace materialization

    Docs: https://sandbox-errors.dev/2026.11/errors/session-retired-during-materialization/
    """

    id = "session-retired-during-materialization"
    template = "Factory session ${session.sessionId} was retired during workspace materialization"
    param_names = (("session.sessionId", "session_id"),)

    def __init__(self, *, session_id: object) -> None:
        super().__init__(session_id=session_id)


class SessionSandboxReattachNotActive(LifecycleError):
    """Session sandbox to reattach is not in this server process.

    Template: No session sandbox '${sandboxId}' is active in this process

    Docs: https://sandbox-errors.dev/2026.11/errors/session-sandbox-reattach-not-active/
    """

    id = "session-sandbox-reattach-not-active"
    template = "No session sandbox '${sandboxId}' is active in this process"
    param_names = (("sandboxId", "sandbox_id"),)

    def __init__(self, *, sandbox_id: object) -> None:
        super().__init__(sandbox_id=sandbox_id)


class SessionSetupCommandFailed(ExecuteCommandError):
    """Repository setup command failed in the session sandbox.

    Template: ${setupError.message}. The sandbox stays usable: this setup command is skipped for the rest of the
    session — retry your command, then fix the setup command in the repository settings or run it manually.

    Docs: https://sandbox-errors.dev/2026.11/errors/session-setup-command-failed/
    """

    id = "session-setup-command-failed"
    template = (
        "${setupError.message}. The sandbox stays usable: this setup command is skipped for the rest of the session "
        "— retry your command, then fix the setup command in the repository settings or run it manually."
    )
    param_names = (("setupError.message", "setup_error_message"),)

    def __init__(self, *, setup_error_message: object) -> None:
        super().__init__(setup_error_message=setup_error_message)


class SessionSetupWithoutExecuteCommand(ExecuteCommandError):
    """Session setup needs a sandbox that can run commands.

    Template: Sandbox '${sandbox.id}' cannot run the session setup: no executeCommand implementation

    Docs: https://sandbox-errors.dev/2026.11/errors/session-setup-without-execute-command/
    """

    id = "session-setup-without-execute-command"
    template = "Sandbox '${sandbox.id}' cannot run the session setup: no executeCommand implementation"
    param_names = (("sandbox.id", "sandbox_id"),)

    def __init__(self, *, sandbox_id: object) -> None:
        super().__init__(sandbox_id=sandbox_id)


class SessionWorkspaceNotWorkspaceInstance(WorkspaceError):
    """An AgentController session was given something that is not a Workspace.

    Template: A session workspace must be a valid Workspace instance.

    Docs: https://sandbox-errors.dev/2026.11/errors/session-workspace-not-workspace-instance/
    """

    id = "session-workspace-not-workspace-instance"
    template = "A session workspace must be a valid Workspace instance."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SessionWorkspaceWithoutSandboxOrGithub(ConfigurationError):
    """Factory has no sandbox callback for session workspaces.

    Template: GitHub and a sandbox callback are required to create a Factory session workspace

    Docs: https://sandbox-errors.dev/2026.11/errors/session-workspace-without-sandbox-or-github/
    """

    id = "session-workspace-without-sandbox-or-github"
    template = "GitHub and a sandbox callback are required to create a Factory session workspace"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SkillCompositeDirectoryNotFound(WorkspaceSkillsError):
    """A folder was listed under a name no published skill is mounted at.

    Template: Directory not found in composite skill source: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/skill-composite-directory-not-found/
    """

    id = "skill-composite-directory-not-found"
    template = "Directory not found in composite skill source: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class SkillCompositeFileNotFound(WorkspaceSkillsError):
    """A skill file was read under a folder no published skill is mounted at.

    Template: File not found in composite skill source: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/skill-composite-file-not-found/
    """

    id = "skill-composite-file-not-found"
    template = "File not found in composite skill source: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class SkillCompositePathNotFound(WorkspaceSkillsError):
    """No published skill is mounted under the path's first folder.

    Template: Path not found in composite skill source: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/skill-composite-path-not-found/
    """

    id = "skill-composite-path-not-found"
    template = "Path not found in composite skill source: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class SkillFilePathInvalid(WorkspaceSkillsError):
    """A skill file was asked for by a path that leaves the skill's folder.

    Template: Invalid ${label} path: ${input}

    Docs: https://sandbox-errors.dev/2026.11/errors/skill-file-path-invalid/
    """

    id = "skill-file-path-invalid"
    template = "Invalid ${label} path: ${input}"
    param_names = (("label", "label"), ("input", "input"))

    def __init__(self, *, label: object, input: object) -> None:
        super().__init__(label=label, input=input)


class SkillJavascriptFrontmatter(WorkspaceSkillsError):
    """A SKILL.md uses JavaScript frontmatter, which the workspace refuses to run.

    Template: JavaScript frontmatter is not supported

    Docs: https://sandbox-errors.dev/2026.11/errors/skill-javascript-frontmatter/
    """

    id = "skill-javascript-frontmatter"
    template = "JavaScript frontmatter is not supported"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SkillMetadataInvalid(WorkspaceSkillsError):
    """A SKILL.md file's frontmatter fails the skill rules, so the skill is skipped.

    Template: Invalid skill metadata in ${filePath}:\\n${validation.errors.join('\\n')}

    Docs: https://sandbox-errors.dev/2026.11/errors/skill-metadata-invalid/
    """

    id = "skill-metadata-invalid"
    template = "Invalid skill metadata in ${filePath}:\\n${validation.errors.join('\\n')}"
    param_names = (("filePath", "file_path"), ("validation.errors.join('\\n')", "errors"))

    def __init__(self, *, file_path: object, errors: object) -> None:
        super().__init__(file_path=file_path, errors=errors)


class SkillNameAmbiguous(WorkspaceSkillsError):
    """Two skills of one name and source type, so the workspace cannot pick one.

    Template: [WorkspaceSkills] Cannot resolve skill "${winner.name}": multiple ${winner.source.type} skills
    found at ${paths}. Rename one or move it to a different source type.

    Docs: https://sandbox-errors.dev/2026.11/errors/skill-name-ambiguous/
    """

    id = "skill-name-ambiguous"
    template = (
        '[WorkspaceSkills] Cannot resolve skill "${winner.name}": multiple ${winner.source.type} skills found at '
        "${paths}. Rename one or move it to a different source type."
    )
    param_names = (("winner.name", "skill_name"), ("winner.source.type", "source_type"), ("paths", "paths"))

    def __init__(self, *, skill_name: object, source_type: object, paths: object) -> None:
        super().__init__(skill_name=skill_name, source_type=source_type, paths=paths)


class SkillPublishSkillMdMissing(WorkspaceSkillsError):
    """Publishing a skill found no SKILL.md at the top of its folder.

    Template: SKILL.md not found in ${skillPath}

    Docs: https://sandbox-errors.dev/2026.11/errors/skill-publish-skill-md-missing/
    """

    id = "skill-publish-skill-md-missing"
    template = "SKILL.md not found in ${skillPath}"
    param_names = (("skillPath", "skill_path"),)

    def __init__(self, *, skill_path: object) -> None:
        super().__init__(skill_path=skill_path)


class SkillVersionBlobMissing(WorkspaceSkillsError):
    """A published skill file's content is missing from the blob store.

    Template: Blob not found for hash ${entry.blobHash} (file: ${path})

    Docs: https://sandbox-errors.dev/2026.11/errors/skill-version-blob-missing/
    """

    id = "skill-version-blob-missing"
    template = "Blob not found for hash ${entry.blobHash} (file: ${path})"
    param_names = (("entry.blobHash", "blob_hash"), ("path", "path"))

    def __init__(self, *, blob_hash: object, path: object) -> None:
        super().__init__(blob_hash=blob_hash, path=path)


class SkillVersionDirectoryNotFound(WorkspaceSkillsError):
    """A published skill version has no such folder to list.

    Template: Directory not found in skill version tree: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/skill-version-directory-not-found/
    """

    id = "skill-version-directory-not-found"
    template = "Directory not found in skill version tree: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class SkillVersionFileNotFound(WorkspaceSkillsError):
    """A published skill version has no such file to read.

    Template: File not found in skill version tree: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/skill-version-file-not-found/
    """

    id = "skill-version-file-not-found"
    template = "File not found in skill version tree: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class SkillVersionPathNotFound(WorkspaceSkillsError):
    """A published skill version has no file or folder at the path.

    Template: Path not found in skill version tree: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/skill-version-path-not-found/
    """

    id = "skill-version-path-not-found"
    template = "Path not found in skill version tree: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class SkillsFilesystemResolverEmpty(WorkspaceSkillsError):
    """Skill discovery asked the filesystem resolver and got nothing.

    Template: Filesystem resolver returned no filesystem; cannot discover skills

    Docs: https://sandbox-errors.dev/2026.11/errors/skills-filesystem-resolver-empty/
    """

    id = "skills-filesystem-resolver-empty"
    template = "Filesystem resolver returned no filesystem; cannot discover skills"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SkillsPathNotAccessible(WorkspaceSkillsError):
    """A skills path could not be checked, so its skills are skipped (logged).

    Template: [WorkspaceSkills] Cannot access skills path "${skillsPath}": ${msg}${hint}

    Docs: https://sandbox-errors.dev/2026.11/errors/skills-path-not-accessible/
    """

    id = "skills-path-not-accessible"
    template = '[WorkspaceSkills] Cannot access skills path "${skillsPath}": ${msg}${hint}'
    param_names = (("skillsPath", "skills_path"), ("msg", "msg"), ("hint", "hint"))

    def __init__(self, *, skills_path: object, msg: object, hint: object) -> None:
        super().__init__(skills_path=skills_path, msg=msg, hint=hint)


class SlackConnectWithoutName(ConfigurationError):
    """Slack connect called with an id but no bot name.

    Template: connect({ id, name }): "name" is required when connecting without an agent id

    Docs: https://sandbox-errors.dev/2026.11/errors/slack-connect-without-name/
    """

    id = "slack-connect-without-name"
    template = 'connect({ id, name }): "name" is required when connecting without an agent id'
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolAllowHostsWithNetworkOff(ConfigurationError):
    """Smol egress allowlist combined with network off.

    Template: allowHosts and network: false cannot be combined.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-allow-hosts-with-network-off/
    """

    id = "smol-allow-hosts-with-network-off"
    template = "allowHosts and network: false cannot be combined."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolCheckpointPathLocalOnly(ConfigurationError):
    """Smol checkpointPath given for a cloud sandbox.

    Template: checkpointPath is local-only.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-checkpoint-path-local-only/
    """

    id = "smol-checkpoint-path-local-only"
    template = "checkpointPath is local-only."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolCheckpointWithHostMounts(ConfigurationError):
    """Smol local checkpoints cannot include host mounts.

    Template: Local portable checkpoints cannot capture host mounts.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-checkpoint-with-host-mounts/
    """

    id = "smol-checkpoint-with-host-mounts"
    template = "Local portable checkpoints cannot capture host mounts."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolCheckpointableCloudOnly(ConfigurationError):
    """Smol checkpointable option given for a local sandbox.

    Template: checkpointable is cloud-only.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-checkpointable-cloud-only/
    """

    id = "smol-checkpointable-cloud-only"
    template = "checkpointable is cloud-only."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolCloudCheckpointsDisabled(CheckpointError):
    """Smol Cloud snapshot requested without checkpointable.

    Template: Set checkpointable: true to enable Cloud Smol checkpoints.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-cloud-checkpoints-disabled/
    """

    id = "smol-cloud-checkpoints-disabled"
    template = "Set checkpointable: true to enable Cloud Smol checkpoints."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolCloudCredentialsNeedCloudTarget(ConfigurationError):
    """Smol cloud credentials given for a local sandbox.

    Template: Smol cloud credentials require target: "cloud".

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-cloud-credentials-need-cloud-target/
    """

    id = "smol-cloud-credentials-need-cloud-target"
    template = 'Smol cloud credentials require target: "cloud".'
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolCloudImageRequired(ConfigurationError):
    """Smol cloud sandbox configured without an image.

    Template: Smol cloud machines require an image.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-cloud-image-required/
    """

    id = "smol-cloud-image-required"
    template = "Smol cloud machines require an image."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolCloudMachineConfigChanged(LifecycleError):
    """Smol Cloud machine for this id was created with other options.

    Template: Existing Smol Cloud machine for '${this.id}' has a different configuration; destroy it or choose
    another id.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-cloud-machine-config-changed/
    """

    id = "smol-cloud-machine-config-changed"
    template = (
        "Existing Smol Cloud machine for '${this.id}' has a different configuration; destroy it or choose another id."
    )
    param_names = (("this.id", "sandbox_id"),)

    def __init__(self, *, sandbox_id: object) -> None:
        super().__init__(sandbox_id=sandbox_id)


class SmolCommandStreamNoExit(ExecuteCommandError):
    """Smol command output ended without an exit status.

    Template: Smol command stream ended without an exit status.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-command-stream-no-exit/
    """

    id = "smol-command-stream-no-exit"
    template = "Smol command stream ended without an exit status."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolHostMountsLocalOnly(ConfigurationError):
    """Smol host directory mounts requested on the cloud.

    Template: Host directory mounts are local-only.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-host-mounts-local-only/
    """

    id = "smol-host-mounts-local-only"
    template = "Host directory mounts are local-only."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolLocalCheckpointsDisabled(CheckpointError):
    """Local Smol snapshot requested without a checkpoint path.

    Template: Set checkpointPath to enable local Smol checkpoints.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-local-checkpoints-disabled/
    """

    id = "smol-local-checkpoints-disabled"
    template = "Set checkpointPath to enable local Smol checkpoints."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolLocalMachineConfigChanged(LifecycleError):
    """Local Smol machine for this id was created with other options.

    Template: Existing Smol machine '${existing.id}' has a different configuration; destroy it or choose another
    id.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-local-machine-config-changed/
    """

    id = "smol-local-machine-config-changed"
    template = "Existing Smol machine '${existing.id}' has a different configuration; destroy it or choose another id."
    param_names = (("existing.id", "machine_id"),)

    def __init__(self, *, machine_id: object) -> None:
        super().__init__(machine_id=machine_id)


class SmolMachineIdCloudOnly(ConfigurationError):
    """Smol machineId given for a local sandbox.

    Template: machineId is only supported on the cloud target.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-machine-id-cloud-only/
    """

    id = "smol-machine-id-cloud-only"
    template = "machineId is only supported on the cloud target."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolMachineStateNotReconnectable(LifecycleError):
    """Smol machine is in a state the sandbox cannot resume.

    Template: Cannot reconnect to Smol machine in state '${state}'.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-machine-state-not-reconnectable/
    """

    id = "smol-machine-state-not-reconnectable"
    template = "Cannot reconnect to Smol machine in state '${state}'."
    param_names = (("state", "state"),)

    def __init__(self, *, state: object) -> None:
        super().__init__(state=state)


class SmolMaxRetainedBytesNegative(ExecuteCommandError):
    """Smol command given a negative output retention limit.

    Template: maxRetainedBytes must be nonnegative.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-max-retained-bytes-negative/
    """

    id = "smol-max-retained-bytes-negative"
    template = "maxRetainedBytes must be nonnegative."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolWriteFileEscapesWorkdir(WriteFilesError):
    """Smol relative file path leads outside the working directory.

    Template: Relative file destination escapes the working directory: ${file.path}

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-write-file-escapes-workdir/
    """

    id = "smol-write-file-escapes-workdir"
    template = "Relative file destination escapes the working directory: ${file.path}"
    param_names = (("file.path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class SmolWriteFileModeInvalid(WriteFilesError):
    """Smol file write given an invalid mode.

    Template: Invalid mode for ${file.path}.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-write-file-mode-invalid/
    """

    id = "smol-write-file-mode-invalid"
    template = "Invalid mode for ${file.path}."
    param_names = (("file.path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class SmolWriteFilePathEmpty(WriteFilesError):
    """Smol file write with an empty destination.

    Template: File destination cannot be empty.

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-write-file-path-empty/
    """

    id = "smol-write-file-path-empty"
    template = "File destination cannot be empty."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class SmolWriteParentDirFailed(WriteFilesError):
    """Smol could not create the parent directory of a file.

    Template: Could not create parent directory: ${result.stderr}

    Docs: https://sandbox-errors.dev/2026.11/errors/smol-write-parent-dir-failed/
    """

    id = "smol-write-parent-dir-failed"
    template = "Could not create parent directory: ${result.stderr}"
    param_names = (("result.stderr", "stderr"),)

    def __init__(self, *, stderr: object) -> None:
        super().__init__(stderr=stderr)


class StudioAssetsCopyFailed(ConfigurationError):
    """Studio assets could not be copied into the sandbox build.

    Template: Failed to copy studio assets from "${studioSource}" to "${studioServePath}": ${err instanceof Error
    ? err.message : err}

    Docs: https://sandbox-errors.dev/2026.11/errors/studio-assets-copy-failed/
    """

    id = "studio-assets-copy-failed"
    template = (
        'Failed to copy studio assets from "${studioSource}" to "${studioServePath}": ${err instanceof Error ? '
        "err.message : err}"
    )
    param_names = (
        ("studioSource", "studio_source"),
        ("studioServePath", "studio_serve_path"),
        ("err instanceof Error ? err.message : err", "copy_error"),
    )

    def __init__(self, *, studio_source: object, studio_serve_path: object, copy_error: object) -> None:
        super().__init__(studio_source=studio_source, studio_serve_path=studio_serve_path, copy_error=copy_error)


class TemplateArgumentEmpty(ConfigurationError):
    """A template step was given an empty string or an empty list.

    Template: ${name} must not be empty

    Docs: https://sandbox-errors.dev/2026.11/errors/template-argument-empty/
    """

    id = "template-argument-empty"
    template = "${name} must not be empty"
    param_names = (("name", "argument"),)

    def __init__(self, *, argument: object) -> None:
        super().__init__(argument=argument)


class TemplateArgumentNotAString(ConfigurationError):
    """A template step was given a non-string where text is needed.

    Template: ${name} must be a string

    Docs: https://sandbox-errors.dev/2026.11/errors/template-argument-not-a-string/
    """

    id = "template-argument-not-a-string"
    template = "${name} must be a string"
    param_names = (("name", "argument"),)

    def __init__(self, *, argument: object) -> None:
        super().__init__(argument=argument)


class TemplateArgumentNotPlainObject(ConfigurationError):
    """setEnvs was given something other than a plain object.

    Template: ${name} must be a plain object

    Docs: https://sandbox-errors.dev/2026.11/errors/template-argument-not-plain-object/
    """

    id = "template-argument-not-plain-object"
    template = "${name} must be a plain object"
    param_names = (("name", "argument"),)

    def __init__(self, *, argument: object) -> None:
        super().__init__(argument=argument)


class TemplateArgumentNotStringOrList(ConfigurationError):
    """A template step was given neither a string nor a list of strings.

    Template: ${name} must be a string or an array of strings

    Docs: https://sandbox-errors.dev/2026.11/errors/template-argument-not-string-or-list/
    """

    id = "template-argument-not-string-or-list"
    template = "${name} must be a string or an array of strings"
    param_names = (("name", "argument"),)

    def __init__(self, *, argument: object) -> None:
        super().__init__(argument=argument)


class TemplateArgumentTooLong(ConfigurationError):
    """A template string is longer than 32 KiB.

    Template: ${name} cannot exceed ${MAX_STRING_LENGTH} characters

    Docs: https://sandbox-errors.dev/2026.11/errors/template-argument-too-long/
    """

    id = "template-argument-too-long"
    template = "${name} cannot exceed ${MAX_STRING_LENGTH} characters"
    param_names = (("name", "argument"), ("MAX_STRING_LENGTH", "max_string_length"))

    def __init__(self, *, argument: object, max_string_length: object) -> None:
        super().__init__(argument=argument, max_string_length=max_string_length)


class TemplateCollectionTooLarge(ConfigurationError):
    """A template step was given more than 512 items.

    Template: ${name} cannot contain more than ${MAX_COLLECTION_ITEMS} items

    Docs: https://sandbox-errors.dev/2026.11/errors/template-collection-too-large/
    """

    id = "template-collection-too-large"
    template = "${name} cannot contain more than ${MAX_COLLECTION_ITEMS} items"
    param_names = (("name", "argument"), ("MAX_COLLECTION_ITEMS", "max_collection_items"))

    def __init__(self, *, argument: object, max_collection_items: object) -> None:
        super().__init__(argument=argument, max_collection_items=max_collection_items)


class TokenRefreshRepositoryAccessWithoutBearerToken(CredentialsError):
    """No repository token for the GitHub refresh tool.

    Template: Repository access did not include a bearer token for the Factory session.

    Docs: https://sandbox-errors.dev/2026.11/errors/token-refresh-repository-access-without-bearer-token/
    """

    id = "token-refresh-repository-access-without-bearer-token"
    template = "Repository access did not include a bearer token for the Factory session."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class UpstashBoxProcessLaunchFailed(ProcessError):
    """Upstash Box background process did not report a process id.

    Template: Failed to launch process for command: ${command}

    Docs: https://sandbox-errors.dev/2026.11/errors/upstash-box-process-launch-failed/
    """

    id = "upstash-box-process-launch-failed"
    template = "Failed to launch process for command: ${command}"
    param_names = (("command", "command"),)

    def __init__(self, *, command: object) -> None:
        super().__init__(command=command)


class UpstashBoxReconnectTimedOut(LifecycleError):
    """Upstash Box to reconnect to never became usable.

    Template: ${LOG_PREFIX} Timed out waiting for box ${box.id} to become usable (still "${status}" after
    ${RECONNECT_MAX_WAIT_MS}ms)

    Docs: https://sandbox-errors.dev/2026.11/errors/upstash-box-reconnect-timed-out/
    """

    id = "upstash-box-reconnect-timed-out"
    template = (
        '${LOG_PREFIX} Timed out waiting for box ${box.id} to become usable (still "${status}" after '
        "${RECONNECT_MAX_WAIT_MS}ms)"
    )
    param_names = (
        ("LOG_PREFIX", "prefix"),
        ("box.id", "box_id"),
        ("status", "status"),
        ("RECONNECT_MAX_WAIT_MS", "max_wait_ms"),
    )

    def __init__(self, *, prefix: object, box_id: object, status: object, max_wait_ms: object) -> None:
        super().__init__(prefix=prefix, box_id=box_id, status=status, max_wait_ms=max_wait_ms)


class UpstashBoxStdinUnsupported(ProcessError):
    """Upstash Box background processes cannot receive stdin.

    Template: Upstash Box does not expose stdin on exec — sendStdin() is not supported

    Docs: https://sandbox-errors.dev/2026.11/errors/upstash-box-stdin-unsupported/
    """

    id = "upstash-box-stdin-unsupported"
    template = "Upstash Box does not expose stdin on exec — sendStdin() is not supported"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class VercelIncompleteCredentials(CredentialsError):
    """Vercel Sandbox token given without team and project ids.

    Template: ${LOG_PREFIX} Incomplete credentials. Provide token, teamId, and projectId together (or the
    VERCEL_TOKEN, VERCEL_TEAM_ID, and VERCEL_PROJECT_ID env vars), or omit the token to use the
    VERCEL_OIDC_TOKEN.

    Docs: https://sandbox-errors.dev/2026.11/errors/vercel-sandbox-incomplete-credentials/
    """

    id = "vercel-sandbox-incomplete-credentials"
    template = (
        "${LOG_PREFIX} Incomplete credentials. Provide token, teamId, and projectId together (or the VERCEL_TOKEN, "
        "VERCEL_TEAM_ID, and VERCEL_PROJECT_ID env vars), or omit the token to use the VERCEL_OIDC_TOKEN."
    )
    param_names = (("LOG_PREFIX", "log_prefix"),)

    def __init__(self, *, log_prefix: object) -> None:
        super().__init__(log_prefix=log_prefix)


class VercelSandboxOidcCredentialsMissing(CredentialsError):
    """VercelSandbox has no token and no Vercel OIDC token to fall back on.

    Template: Could not get credentials from OIDC context.

    Docs: https://sandbox-errors.dev/2026.11/errors/vercel-sandbox-oidc-credentials-missing/
    """

    id = "vercel-sandbox-oidc-credentials-missing"
    template = "Could not get credentials from OIDC context."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class VercelStdinUnsupported(ProcessError):
    """Vercel Sandbox processes cannot receive stdin.

    Template: VercelSandbox does not support sending stdin to running processes.

    Docs: https://sandbox-errors.dev/2026.11/errors/vercel-sandbox-stdin-unsupported/
    """

    id = "vercel-sandbox-stdin-unsupported"
    template = "VercelSandbox does not support sending stdin to running processes."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class VercelServerlessDeploymentCreateFailed(LifecycleError):
    """Vercel refused to create the serverless sandbox's executor deployment.

    Template: ${LOG_PREFIX} Failed to create deployment: ${createResp.status} ${errorBody}

    Docs: https://sandbox-errors.dev/2026.11/errors/vercel-serverless-deployment-create-failed/
    """

    id = "vercel-serverless-deployment-create-failed"
    template = "${LOG_PREFIX} Failed to create deployment: ${createResp.status} ${errorBody}"
    param_names = (("LOG_PREFIX", "log_prefix"), ("createResp.status", "status"), ("errorBody", "error_body"))

    def __init__(self, *, log_prefix: object, status: object, error_body: object) -> None:
        super().__init__(log_prefix=log_prefix, status=status, error_body=error_body)


class VercelServerlessDeploymentFailed(LifecycleError):
    """The serverless sandbox's executor deployment ended in an error or was canceled.

    Template: ${LOG_PREFIX} Deployment failed with state: ${statusBody.readyState}

    Docs: https://sandbox-errors.dev/2026.11/errors/vercel-serverless-deployment-failed/
    """

    id = "vercel-serverless-deployment-failed"
    template = "${LOG_PREFIX} Deployment failed with state: ${statusBody.readyState}"
    param_names = (("LOG_PREFIX", "log_prefix"), ("statusBody.readyState", "ready_state"))

    def __init__(self, *, log_prefix: object, ready_state: object) -> None:
        super().__init__(log_prefix=log_prefix, ready_state=ready_state)


class VercelServerlessDeploymentStatusCheckFailed(LifecycleError):
    """Polling the serverless sandbox's new deployment returned an error status.

    Template: ${LOG_PREFIX} Failed to check deployment status: ${statusResp.status}

    Docs: https://sandbox-errors.dev/2026.11/errors/vercel-serverless-deployment-status-check-failed/
    """

    id = "vercel-serverless-deployment-status-check-failed"
    template = "${LOG_PREFIX} Failed to check deployment status: ${statusResp.status}"
    param_names = (("LOG_PREFIX", "log_prefix"), ("statusResp.status", "status"))

    def __init__(self, *, log_prefix: object, status: object) -> None:
        super().__init__(log_prefix=log_prefix, status=status)


class VercelServerlessDeploymentTimedOut(LifecycleError):
    """The serverless sandbox's executor deployment was not ready within two minutes.

    Template: ${LOG_PREFIX} Deployment timed out after ${maxWaitMs}ms

    Docs: https://sandbox-errors.dev/2026.11/errors/vercel-serverless-deployment-timed-out/
    """

    id = "vercel-serverless-deployment-timed-out"
    template = "${LOG_PREFIX} Deployment timed out after ${maxWaitMs}ms"
    param_names = (("LOG_PREFIX", "log_prefix"), ("maxWaitMs", "max_wait_ms"))

    def __init__(self, *, log_prefix: object, max_wait_ms: object) -> None:
        super().__init__(log_prefix=log_prefix, max_wait_ms=max_wait_ms)


class VercelServerlessExecuteRetriesExhausted(ExecuteCommandError):
    """Vercel serverless command failed on every attempt without an error value.

    Template: ${LOG_PREFIX} executeCommand failed after retries

    Docs: https://sandbox-errors.dev/2026.11/errors/vercel-serverless-execute-command-retries-exhausted/
    """

    id = "vercel-serverless-execute-command-retries-exhausted"
    template = "${LOG_PREFIX} executeCommand failed after retries"
    param_names = (("LOG_PREFIX", "log_prefix"),)

    def __init__(self, *, log_prefix: object) -> None:
        super().__init__(log_prefix=log_prefix)


class VercelServerlessExecuteFailed(ExecuteCommandError):
    """The serverless sandbox's executor answered a command with an error status.

    Template: ${LOG_PREFIX} Execute failed: ${resp.status} ${errorText}

    Docs: https://sandbox-errors.dev/2026.11/errors/vercel-serverless-execute-failed/
    """

    id = "vercel-serverless-execute-failed"
    template = "${LOG_PREFIX} Execute failed: ${resp.status} ${errorText}"
    param_names = (("LOG_PREFIX", "log_prefix"), ("resp.status", "status"), ("errorText", "error_text"))

    def __init__(self, *, log_prefix: object, status: object, error_text: object) -> None:
        super().__init__(log_prefix=log_prefix, status=status, error_text=error_text)


class VercelServerlessFunctionTimedOut(ExecuteCommandError):
    """The serverless sandbox's executor function hit Vercel's gateway timeout.

    Template: Function execution timed out (504 Gateway Timeout)

    Docs: https://sandbox-errors.dev/2026.11/errors/vercel-serverless-function-timed-out/
    """

    id = "vercel-serverless-function-timed-out"
    template = "Function execution timed out (504 Gateway Timeout)"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class VercelServerlessMissingApiToken(CredentialsError):
    """Vercel serverless sandbox started without an API token.

    Template: ${LOG_PREFIX} Missing Vercel API token. Set VERCEL_TOKEN env var or pass token option.

    Docs: https://sandbox-errors.dev/2026.11/errors/vercel-serverless-missing-api-token/
    """

    id = "vercel-serverless-missing-api-token"
    template = "${LOG_PREFIX} Missing Vercel API token. Set VERCEL_TOKEN env var or pass token option."
    param_names = (("LOG_PREFIX", "log_prefix"),)

    def __init__(self, *, log_prefix: object) -> None:
        super().__init__(log_prefix=log_prefix)


class WorkerArgsContainNul(ConfigurationError):
    """A worker argument contains a NUL byte.

    Template: Worker arguments must not contain NUL bytes.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-args-contain-nul/
    """

    id = "worker-args-contain-nul"
    template = "Worker arguments must not contain NUL bytes."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class InvalidWorkerCommand(ConfigurationError):
    """Worker command is empty or contains line breaks or NUL.

    Template: Worker command must be a non-empty executable path.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-command-invalid/
    """

    id = "worker-command-invalid"
    template = "Worker command must be a non-empty executable path."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class WorkerDeployWithoutExecuteCommand(ExecuteCommandError):
    """Worker deploy needs a sandbox that can run commands.

    Template: Sandbox provider "${options.sandbox.provider}" does not support executeCommand, which is required
    for worker deploys.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-deploy-without-execute-command/
    """

    id = "worker-deploy-without-execute-command"
    template = (
        'Sandbox provider "${options.sandbox.provider}" does not support executeCommand, which is required for '
        "worker deploys."
    )
    param_names = (("options.sandbox.provider", "sandbox_provider"),)

    def __init__(self, *, sandbox_provider: object) -> None:
        super().__init__(sandbox_provider=sandbox_provider)


class InvalidWorkerEnvName(ConfigurationError):
    """Worker environment has a name that is not a shell identifier.

    Template: Invalid worker environment variable name: ${key}

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-env-name-invalid/
    """

    id = "worker-env-name-invalid"
    template = "Invalid worker environment variable name: ${key}"
    param_names = (("key", "key"),)

    def __init__(self, *, key: object) -> None:
        super().__init__(key=key)


class InvalidWorkerExecutionId(ConfigurationError):
    """Worker execution id has characters or a length the deployer refuses.

    Template: Worker executionId must contain only letters, numbers, dots, underscores, and hyphens.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-execution-id-invalid/
    """

    id = "worker-execution-id-invalid"
    template = "Worker executionId must contain only letters, numbers, dots, underscores, and hyphens."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class WorkerInputTooLarge(ConfigurationError):
    """Worker input is larger than the input limit.

    Template: Worker input exceeds inputLimitBytes (${data.byteLength} > ${config.inputLimitBytes}).

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-input-too-large/
    """

    id = "worker-input-too-large"
    template = "Worker input exceeds inputLimitBytes (${data.byteLength} > ${config.inputLimitBytes})."
    param_names = (("data.byteLength", "data_byte_length"), ("config.inputLimitBytes", "config_input_limit_bytes"))

    def __init__(self, *, data_byte_length: object, config_input_limit_bytes: object) -> None:
        super().__init__(data_byte_length=data_byte_length, config_input_limit_bytes=config_input_limit_bytes)


class WorkerLockTimeout(LifecycleError):
    """A worker deploy waited too long for a lock held by another deploy.

    Template: ${label} lock timeout

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-lock-timeout/
    """

    id = "worker-lock-timeout"
    template = "${label} lock timeout"
    param_names = (("label", "label"),)

    def __init__(self, *, label: object) -> None:
        super().__init__(label=label)


class WorkerOutputUnreadable(ExecuteCommandError):
    """Worker output could not be read from the sandbox.

    Template: Unable to read worker ${stream}.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-output-unreadable/
    """

    id = "worker-output-unreadable"
    template = "Unable to read worker ${stream}."
    param_names = (("stream", "stream"),)

    def __init__(self, *, stream: object) -> None:
        super().__init__(stream=stream)


class WorkerPathOutsideArtifact(ConfigurationError):
    """Worker working directory or input path leaves the artifact.

    Template: Worker ${label} must stay within the deployed artifact root.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-path-outside-artifact/
    """

    id = "worker-path-outside-artifact"
    template = "Worker ${label} must stay within the deployed artifact root."
    param_names = (("label", "label"),)

    def __init__(self, *, label: object) -> None:
        super().__init__(label=label)


class WorkerPhaseFailed(ExecuteCommandError):
    """Worker upload, install or launch failed.

    Template: Worker ${phase} failed: ${errorMessage(error)}

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-phase-failed/
    """

    id = "worker-phase-failed"
    template = "Worker ${phase} failed: ${errorMessage(error)}"
    param_names = (("phase", "phase"), ("errorMessage(error)", "error_message"))

    def __init__(self, *, phase: object, error_message: object) -> None:
        super().__init__(phase=phase, error_message=error_message)


class WorkerReattachTerminationGraceNotPositive(ConfigurationError):
    """Reattach grace period is zero, negative or not a number.

    Template: terminationGraceMs must be greater than zero.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-reattach-termination-grace-not-positive/
    """

    id = "worker-reattach-termination-grace-not-positive"
    template = "terminationGraceMs must be greater than zero."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class WorkerRelaunchSameExecutionId(ConfigurationError):
    """Worker relaunch reuses the current execution id.

    Template: Relaunch requires a new executionId.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-relaunch-same-execution-id/
    """

    id = "worker-relaunch-same-execution-id"
    template = "Relaunch requires a new executionId."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class InvalidWorkerResourceLimit(ResourceLimitError):
    """Worker resource limit is not a positive whole number.

    Template: Worker resourceLimits.${name} must be a positive safe integer.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-resource-limit-invalid/
    """

    id = "worker-resource-limit-invalid"
    template = "Worker resourceLimits.${name} must be a positive safe integer."
    param_names = (("name", "name"),)

    def __init__(self, *, name: object) -> None:
        super().__init__(name=name)


class WorkerResourceLimitPreflightFailed(ResourceLimitError):
    """The worker's resource-limit check failed in the sandbox without saying why.

    Template: Resource-limit preflight command failed.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-resource-limit-preflight-failed/
    """

    id = "worker-resource-limit-preflight-failed"
    template = "Resource-limit preflight command failed."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class UnknownWorkerResourceLimit(ResourceLimitError):
    """Worker resource limit name is not one the deployer knows.

    Template: Unknown worker resource limit: ${name}.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-resource-limit-unknown/
    """

    id = "worker-resource-limit-unknown"
    template = "Unknown worker resource limit: ${name}."
    param_names = (("name", "name"),)

    def __init__(self, *, name: object) -> None:
        super().__init__(name=name)


class WorkerStartupFailed(LifecycleError):
    """Launched worker never reported running.

    Template: Worker ${startup.state} during startup${'message' in startup && startup.message ? `:
    ${startup.message}` : ''}.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-startup-failed/
    """

    id = "worker-startup-failed"
    template = (
        "Worker ${startup.state} during startup${'message' in startup && startup.message ? `: ${startup.message}` : "
        "''}."
    )
    param_names = (
        ("startup.state", "startup_state"),
        ("'message' in startup && startup.message ? `: ${startup.message}` : ''", "startup_detail"),
    )

    def __init__(self, *, startup_state: object, startup_detail: object) -> None:
        super().__init__(startup_state=startup_state, startup_detail=startup_detail)


class WorkerStatusInspectionFailed(LifecycleError):
    """Reading a worker's status in the sandbox failed without output.

    Template: Sandbox status inspection failed.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-status-inspection-failed/
    """

    id = "worker-status-inspection-failed"
    template = "Sandbox status inspection failed."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class WorkerStopNotSupported(LifecycleError):
    """Worker handle cannot stop a sandbox that has no stop().

    Template: Sandbox provider "${config.sandbox.provider}" does not support stop.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-stop-not-supported/
    """

    id = "worker-stop-not-supported"
    template = 'Sandbox provider "${config.sandbox.provider}" does not support stop.'
    param_names = (("config.sandbox.provider", "sandbox_provider"),)

    def __init__(self, *, sandbox_provider: object) -> None:
        super().__init__(sandbox_provider=sandbox_provider)


class WorkerTimingOptionNotPositive(ConfigurationError):
    """Worker size or time limit is zero, negative or not a number.

    Template: ${name} must be greater than zero.

    Docs: https://sandbox-errors.dev/2026.11/errors/worker-timing-option-not-positive/
    """

    id = "worker-timing-option-not-positive"
    template = "${name} must be greater than zero."
    param_names = (("name", "name"),)

    def __init__(self, *, name: object) -> None:
        super().__init__(name=name)


class WorkspaceCommandTimeoutReadAsMilliseconds(ExecuteCommandError):
    """Known bug: the workspace command tool took the agent's timeout in seconds as milliseconds.

    Template: Process timed out after ${timeout}ms

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-command-timeout-read-as-milliseconds/
    """

    id = "workspace-command-timeout-read-as-milliseconds"
    template = "Process timed out after ${timeout}ms"
    param_names = (("timeout", "timeout"),)

    def __init__(self, *, timeout: object) -> None:
        super().__init__(timeout=timeout)


class WorkspaceDirectoryNotEmpty(WorkspaceFilesystemError):
    """A workspace filesystem refused to remove a folder that still has files.

    Template: Directory not empty: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-directory-not-empty/
    """

    id = "workspace-directory-not-empty"
    template = "Directory not empty: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class WorkspaceFileModifiedExternally(WorkspaceFilesystemError):
    """A file changed on disk between the agent's read and its write.

    Template: File was modified externally: ${path} (expected mtime ${expectedMtime.toISOString()}, actual
    ${actualMtime.toISOString()})

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-file-modified-externally/
    """

    id = "workspace-file-modified-externally"
    template = (
        "File was modified externally: ${path} (expected mtime ${expectedMtime.toISOString()}, actual "
        "${actualMtime.toISOString()})"
    )
    param_names = (
        ("path", "path"),
        ("expectedMtime.toISOString()", "expected_mtime"),
        ("actualMtime.toISOString()", "actual_mtime"),
    )

    def __init__(self, *, path: object, expected_mtime: object, actual_mtime: object) -> None:
        super().__init__(path=path, expected_mtime=expected_mtime, actual_mtime=actual_mtime)


class WorkspaceFileModifiedSinceRead(WorkspaceFilesystemError):
    """The agent must read a file again before writing it (it changed since its read).

    Template: File "${path}" was modified since last read (read at: ${record.modifiedAtRead.toISOString()},
    current: ${currentModifiedAt.toISOString()}). Please re-read the file to get the latest contents.

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-file-modified-since-read/
    """

    id = "workspace-file-modified-since-read"
    template = (
        'File "${path}" was modified since last read (read at: ${record.modifiedAtRead.toISOString()}, current: '
        "${currentModifiedAt.toISOString()}). Please re-read the file to get the latest contents."
    )
    param_names = (
        ("path", "path"),
        ("record.modifiedAtRead.toISOString()", "read_at"),
        ("currentModifiedAt.toISOString()", "current"),
    )

    def __init__(self, *, path: object, read_at: object, current: object) -> None:
        super().__init__(path=path, read_at=read_at, current=current)


class WorkspaceFileNotReadBeforeWrite(WorkspaceFilesystemError):
    """The agent tried to write a file it has not read (read-before-write is on).

    Template: File "${path}" has not been read. You must read a file before writing to it.

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-file-not-read-before-write/
    """

    id = "workspace-file-not-read-before-write"
    template = 'File "${path}" has not been read. You must read a file before writing to it.'
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class WorkspaceFilesystemAndMounts(ConfigurationError):
    """Workspace config sets both filesystem and mounts.

    Template: Cannot use both "filesystem" and "mounts"

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-filesystem-and-mounts/
    """

    id = "workspace-filesystem-and-mounts"
    template = 'Cannot use both "filesystem" and "mounts"'
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class WorkspaceFilesystemClassNotInstance(WorkspaceFilesystemError):
    """A filesystem class was passed to the workspace instead of an instance.

    Template: filesystem received a class constructor instead of an instance or resolver function. Pass an
    instance (e.g., new LocalFilesystem(...)) or a resolver function (({ requestContext }) => fs).

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-filesystem-class-not-instance/
    """

    id = "workspace-filesystem-class-not-instance"
    template = (
        "filesystem received a class constructor instead of an instance or resolver function. Pass an instance "
        "(e.g., new LocalFilesystem(...)) or a resolver function (({ requestContext }) => fs)."
    )
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class WorkspaceFilesystemNotConfigured(WorkspaceFilesystemError):
    """A file tool ran with a workspace that has no filesystem.

    Template: Workspace does not have a filesystem configured

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-filesystem-not-configured/
    """

    id = "workspace-filesystem-not-configured"
    template = "Workspace does not have a filesystem configured"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class WorkspaceIdNotRegistered(WorkspaceError):
    """No workspace is registered under the requested id.

    Template: Workspace with id ${id} not found

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-id-not-registered/
    """

    id = "workspace-id-not-registered"
    template = "Workspace with id ${id} not found"
    param_names = (("id", "id"),)

    def __init__(self, *, id: object) -> None:
        super().__init__(id=id)


class WorkspaceMountsWithSandboxResolver(ConfigurationError):
    """Workspace mounts used with a sandbox resolver function.

    Template: Cannot use "mounts" with a dynamic sandbox resolver. Mounts are attached to a sandbox instance at
    construction time. Either pass a static sandbox instance, or have your resolver return a sandbox with its
    mounts already configured.

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-mounts-with-sandbox-resolver/
    """

    id = "workspace-mounts-with-sandbox-resolver"
    template = (
        'Cannot use "mounts" with a dynamic sandbox resolver. Mounts are attached to a sandbox instance at '
        "construction time. Either pass a static sandbox instance, or have your resolver return a sandbox with its "
        "mounts already configured."
    )
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class WorkspaceNotAvailable(WorkspaceError):
    """Workspace tool ran without a workspace.

    Template: Workspace not available. Ensure the agent has a workspace configured.

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-not-available/
    """

    id = "workspace-not-available"
    template = "Workspace not available. Ensure the agent has a workspace configured."
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class WorkspaceNotReady(WorkspaceError):
    """Workspace search or skills used after destroy() began.

    Template: Workspace is not ready (status: ${status})

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-not-ready/
    """

    id = "workspace-not-ready"
    template = "Workspace is not ready (status: ${status})"
    param_names = (("status", "status"),)

    def __init__(self, *, status: object) -> None:
        super().__init__(status=status)


class WorkspacePathIsDirectory(WorkspaceFilesystemError):
    """A file operation was given a folder.

    Template: Path is a directory: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-path-is-directory/
    """

    id = "workspace-path-is-directory"
    template = "Path is a directory: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class WorkspacePathNotDirectory(WorkspaceFilesystemError):
    """A folder operation was given a file.

    Template: Path is not a directory: ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-path-not-directory/
    """

    id = "workspace-path-not-directory"
    template = "Path is not a directory: ${path}"
    param_names = (("path", "path"),)

    def __init__(self, *, path: object) -> None:
        super().__init__(path=path)


class WorkspacePathOutsideBrowsableRoot(WorkspaceError):
    """Web workspace file route refused a workspace path outside its root.

    Template: Path is outside the browsable root

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-path-outside-browsable-root/
    """

    id = "workspace-path-outside-browsable-root"
    template = "Path is outside the browsable root"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class WorkspacePermissionDenied(WorkspaceFilesystemError):
    """A workspace filesystem refused a path outside the workspace, or a write to a read-only mount.

    Template: Permission denied: ${operation} on ${path}

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-permission-denied/
    """

    id = "workspace-permission-denied"
    template = "Permission denied: ${operation} on ${path}"
    param_names = (("operation", "operation"), ("path", "path"))

    def __init__(self, *, operation: object, path: object) -> None:
        super().__init__(operation=operation, path=path)


class WorkspaceReadOnly(WorkspaceError):
    """Write attempted on a read-only workspace filesystem.

    Template: Workspace is in read-only mode. Cannot perform: ${operation}

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-read-only/
    """

    id = "workspace-read-only"
    template = "Workspace is in read-only mode. Cannot perform: ${operation}"
    param_names = (("operation", "operation"),)

    def __init__(self, *, operation: object) -> None:
        super().__init__(operation=operation)


class WorkspaceSandboxNotConfigured(WorkspaceError):
    """Sandbox tool ran on a workspace without a sandbox.

    Template: Workspace does not have a sandbox configured

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-sandbox-not-configured/
    """

    id = "workspace-sandbox-not-configured"
    template = "Workspace does not have a sandbox configured"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class WorkspaceSearchNotConfigured(WorkspaceSearchError):
    """Workspace search or indexing used without a search engine.

    Template: Workspace does not have search configured (enable bm25 or provide vectorStore + embedder)

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-search-not-configured/
    """

    id = "workspace-search-not-configured"
    template = "Workspace does not have search configured (enable bm25 or provide vectorStore + embedder)"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class WorkspaceToolNameDuplicate(WorkspaceError):
    """Two workspace tools were given the same exposed name.

    Template: Duplicate workspace tool name "${exposedName}": tool "${name}" conflicts with an already-registered
    tool. Check your tools config for duplicate "name" values.

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-tool-name-duplicate/
    """

    id = "workspace-tool-name-duplicate"
    template = (
        'Duplicate workspace tool name "${exposedName}": tool "${name}" conflicts with an already-registered tool. '
        'Check your tools config for duplicate "name" values.'
    )
    param_names = (("exposedName", "exposed_name"), ("name", "tool_name"))

    def __init__(self, *, exposed_name: object, tool_name: object) -> None:
        super().__init__(exposed_name=exposed_name, tool_name=tool_name)


class WorkspaceWithoutProviders(WorkspaceError):
    """Workspace created with no filesystem, sandbox or skills.

    Template: Workspace requires at least a filesystem, sandbox, or skills

    Docs: https://sandbox-errors.dev/2026.11/errors/workspace-without-providers/
    """

    id = "workspace-without-providers"
    template = "Workspace requires at least a filesystem, sandbox, or skills"
    param_names = ()

    def __init__(self) -> None:
        super().__init__()


class WriteFilesInvalidMode(WriteFilesError):
    """Invalid permission mode passed to writeFiles().

    Template: Invalid file mode ${mode}: must be an integer between 0o001 (1) and 0o777
    (${MAX_SANDBOX_FILE_MODE}).

    Docs: https://sandbox-errors.dev/2026.11/errors/write-files-invalid-mode/
    """

    id = "write-files-invalid-mode"
    template = "Invalid file mode ${mode}: must be an integer between 0o001 (1) and 0o777 (${MAX_SANDBOX_FILE_MODE})."
    param_names = (("mode", "mode"), ("MAX_SANDBOX_FILE_MODE", "max_sandbox_file_mode"))

    def __init__(self, *, mode: object, max_sandbox_file_mode: object) -> None:
        super().__init__(mode=mode, max_sandbox_file_mode=max_sandbox_file_mode)


class WriteFilesModeUnsupported(WriteFilesError):
    """Provider cannot apply per-file modes in writeFiles().

    Template: The ${provider} sandbox does not support per-file permission modes in writeFiles(). Omit 'mode' to
    use the provider default.

    Docs: https://sandbox-errors.dev/2026.11/errors/write-files-mode-unsupported/
    """

    id = "write-files-mode-unsupported"
    template = (
        "The ${provider} sandbox does not support per-file permission modes in writeFiles(). Omit 'mode' to use the "
        "provider default."
    )
    param_names = (("provider", "provider"),)

    def __init__(self, *, provider: object) -> None:
        super().__init__(provider=provider)


class WriteLockTimeout(WorkspaceFilesystemError):
    """A write tool call held a file's write lock longer than its timeout.

    Template: write-lock timeout on "${key}" after ${this.timeoutMs}ms

    Docs: https://sandbox-errors.dev/2026.11/errors/write-lock-timeout/
    """

    id = "write-lock-timeout"
    template = 'write-lock timeout on "${key}" after ${this.timeoutMs}ms'
    param_names = (("key", "key"), ("this.timeoutMs", "timeout_ms"))

    def __init__(self, *, key: object, timeout_ms: object) -> None:
        super().__init__(key=key, timeout_ms=timeout_ms)


FAMILIES: Final[dict[str, type[SandboxError]]] = {
    "executeCommand": ExecuteCommandError,
    "processes": ProcessError,
    "setEnv": SetEnvError,
    "networking": NetworkingError,
    "publicUrl": PublicUrlError,
    "egress": EgressError,
    "writeFiles": WriteFilesError,
    "mount": MountError,
    "s3Mount": S3MountError,
    "gcsMount": GcsMountError,
    "azureBlobMount": AzureBlobMountError,
    "lifecycle": LifecycleError,
    "isolation": IsolationError,
    "resourceLimits": ResourceLimitError,
    "checkpoints": CheckpointError,
    "computer": ComputerError,
    "credentials": CredentialsError,
    "workspace": WorkspaceError,
    "filesystem": WorkspaceFilesystemError,
    "skills": WorkspaceSkillsError,
    "search": WorkspaceSearchError,
    "configuration": ConfigurationError,
}

EXCEPTIONS_BY_ID: Final[dict[str, type[SandboxError]]] = {
    "agentcore-command-stream-exception": AgentCoreCommandStreamException,
    "agentcore-command-timeout-not-positive": AgentCoreCommandTimeoutNotPositive,
    "agentcore-command-timeout-too-long": AgentCoreCommandTimeoutTooLong,
    "agentcore-invalid-env-name": AgentCoreInvalidEnvName,
    "agentcore-runtime-arn-required": AgentCoreRuntimeArnRequired,
    "agentfs-filesystem-no-database": AgentfsFilesystemNoDatabase,
    "apple-container-cli-command-failed": AppleContainerCliCommandFailed,
    "apple-container-cli-not-found": AppleContainerCliNotFound,
    "apple-container-inspect-unparseable": AppleContainerInspectUnparseable,
    "apple-container-invalid-env-name": AppleContainerInvalidEnvName,
    "apple-container-not-mastra-owned": AppleContainerNotMastraOwned,
    "archil-copy-failed": ArchilCopyFailed,
    "archil-disk-not-specified": ArchilDiskNotSpecified,
    "archil-filesystem-not-initialized": ArchilFilesystemNotInitialized,
    "archil-filesystem-read-only": ArchilFilesystemReadOnly,
    "archil-mkdir-failed": ArchilMkdirFailed,
    "archil-move-failed": ArchilMoveFailed,
    "archil-rmdir-failed": ArchilRmdirFailed,
    "archil-root-directory-remove": ArchilRootDirectoryRemove,
    "archil-root-path-append": ArchilRootPathAppend,
    "archil-root-path-delete": ArchilRootPathDelete,
    "archil-root-path-read": ArchilRootPathRead,
    "archil-root-path-write": ArchilRootPathWrite,
    "azure-blob-container-mount-failed": AzureBlobContainerMountFailed,
    "azure-blob-container-name-invalid": AzureBlobContainerNameInvalid,
    "azure-blob-mount-account-name-missing": AzureBlobMountAccountNameMissing,
    "azure-blob-mount-credentials-missing": AzureBlobMountCredentialsMissing,
    "blaxel-command-aborted": BlaxelCommandAborted,
    "blaxel-gcsfuse-install-failed": BlaxelGcsfuseInstallFailed,
    "blaxel-gcsfuse-missing-after-install": BlaxelGcsfuseMissingAfterInstall,
    "blaxel-gcsfuse-prerequisites-install-failed": BlaxelGcsfusePrerequisitesInstallFailed,
    "blaxel-mount-directory-create-failed": BlaxelMountDirectoryCreateFailed,
    "blaxel-mount-uid-gid-lookup-failed": BlaxelMountUidGidLookupFailed,
    "blaxel-s3fs-install-failed": BlaxelS3fsInstallFailed,
    "blaxel-s3fs-package-lists-update-failed": BlaxelS3fsPackageListsUpdateFailed,
    "blaxel-sandbox-name-underivable": BlaxelSandboxNameUnderivable,
    "blaxel-stdin-unsupported": BlaxelStdinUnsupported,
    "blobfuse2-distro-codename-invalid": Blobfuse2DistroCodenameInvalid,
    "blobfuse2-distro-unsupported": Blobfuse2DistroUnsupported,
    "blobfuse2-distro-version-invalid": Blobfuse2DistroVersionInvalid,
    "boat-api-operation-failed": BoatApiOperationFailed,
    "boat-apply-file-modes-failed": BoatApplyFileModesFailed,
    "boat-fork-missing-sandbox-id": BoatForkMissingSandboxId,
    "boat-fork-no-snapshot": BoatForkNoSnapshot,
    "boat-stdin-close-unsupported": BoatStdinCloseUnsupported,
    "boat-stdin-send-unsupported": BoatStdinSendUnsupported,
    "boat-unexpected-command-response": BoatUnexpectedCommandResponse,
    "boat-write-files-aborted": BoatWriteFilesAborted,
    "bwrap-source-path-missing": BwrapSourcePathMissing,
    "checkpoint-head-read-failed": CheckpointHeadReadFailed,
    "cloudflare-bridge-empty-command-stream": CloudflareBridgeEmptyCommandStream,
    "cloudflare-bridge-request-failed": CloudflareBridgeRequestFailed,
    "cloudflare-command-string-run-as-program": CloudflareCommandStringRunAsProgram,
    "cloudflare-command-timeout-not-positive": CloudflareCommandTimeoutNotPositive,
    "cloudflare-file-outside-workspace-root": CloudflareFileOutsideWorkspaceRoot,
    "cloudflare-invalid-env-var-name": CloudflareInvalidEnvVarName,
    "cloudflare-mount-credentials-incomplete": CloudflareMountCredentialsIncomplete,
    "cloudflare-mount-session-token-unsupported": CloudflareMountSessionTokenUnsupported,
    "cloudflare-mount-type-unsupported": CloudflareMountTypeUnsupported,
    "cloudflare-sandbox-not-started": CloudflareSandboxNotStarted,
    "cloudflare-worker-execa-unavailable": ExecaUnavailableInCloudflareWorker,
    "code-mode-execution-timed-out": CodeModeExecutionTimedOut,
    "code-mode-external-identifier-collision": CodeModeExternalIdentifierCollision,
    "code-mode-external-identifier-invalid": CodeModeExternalIdentifierInvalid,
    "code-mode-program-no-result": CodeModeProgramNoResult,
    "code-mode-tool-call-not-allowed": CodeModeToolCallNotAllowed,
    "code-mode-tool-id-collision": CodeModeToolIdCollision,
    "code-mode-tool-input-invalid": CodeModeToolInputInvalid,
    "code-mode-tool-not-available": CodeModeToolNotAvailable,
    "code-mode-transport-without-sandbox": CodeModeTransportWithoutSandbox,
    "code-mode-without-sandbox": CodeModeWithoutSandbox,
    "composite-filesystem-destroy-failed": CompositeFilesystemDestroyFailed,
    "composite-filesystem-nested-mounts": CompositeFilesystemNestedMounts,
    "composite-filesystem-no-mount-for-dest": CompositeFilesystemNoMountForDest,
    "composite-filesystem-no-mount-for-path": CompositeFilesystemNoMountForPath,
    "composite-filesystem-no-mount-for-source": CompositeFilesystemNoMountForSource,
    "composite-filesystem-without-mounts": CompositeFilesystemWithoutMounts,
    "computer-post-action-screenshot-failed": ComputerPostActionScreenshotFailed,
    "createos-disk-incompatible-config": CreateOSDiskIncompatibleConfig,
    "createos-disk-mount-failed": CreateOSDiskMountFailed,
    "createos-disk-mount-timeout": CreateOSDiskMountTimeout,
    "createos-mount-path-invalid-characters": CreateOSMountPathInvalidCharacters,
    "createos-mount-path-system-directory": CreateOSMountPathSystemDirectory,
    "createos-s3-bucket-required": CreateOSS3BucketRequired,
    "createos-s3-credentials-control-characters": CreateOSS3CredentialsControlCharacters,
    "createos-s3-endpoint-invalid-scheme": CreateOSS3EndpointInvalidScheme,
    "createos-s3-endpoint-invalid-url": CreateOSS3EndpointInvalidUrl,
    "createos-s3-endpoint-required-for-auto-region": CreateOSS3EndpointRequiredForAutoRegion,
    "createos-s3-prefix-invalid": CreateOSS3PrefixInvalid,
    "createos-s3-read-only-unsupported": CreateOSS3ReadOnlyUnsupported,
    "createos-s3-session-token-unsupported": CreateOSS3SessionTokenUnsupported,
    "createos-s3-static-credentials-required": CreateOSS3StaticCredentialsRequired,
    "createos-sandbox-not-runnable": CreateOSSandboxNotRunnable,
    "cua-fleet-claim-cleanup-pending": CuaFleetClaimCleanupPending,
    "cua-fleet-claim-creation-outcome-unknown": CuaFleetClaimCreationOutcomeUnknown,
    "cua-fleet-cleanup-pending": CuaFleetCleanupPending,
    "cua-fleet-command-failed": CuaFleetCommandFailed,
    "cua-fleet-destroyed": CuaFleetDestroyed,
    "cua-fleet-error": CuaFleetFailed,
    "cua-fleet-guest-command-failed": CuaFleetGuestCommandFailed,
    "cua-fleet-invalid-argument": CuaFleetInvalidArgument,
    "cua-fleet-invalid-guest-response": CuaFleetInvalidGuestResponse,
    "cua-fleet-invalid-key": CuaFleetInvalidKey,
    "cua-fleet-invalid-screenshot": CuaFleetInvalidScreenshot,
    "cua-fleet-missing-configuration": CuaFleetMissingConfiguration,
    "cua-fleet-not-running": CuaFleetNotRunning,
    "cua-fleet-start-failed": CuaFleetStartFailed,
    "cua-fleet-start-failed-cleanup-pending": CuaFleetStartFailedCleanupPending,
    "cua-fleet-startup-timeout": CuaFleetStartupTimeout,
    "cua-fleet-ttl-shorter-than-startup": CuaFleetTtlShorterThanStartup,
    "cua-fleet-unsupported-key": CuaFleetUnsupportedKey,
    "daytona-azure-blob-curl-install-failed": DaytonaAzureBlobCurlInstallFailed,
    "daytona-azure-blob-mount-unreachable": DaytonaAzureBlobEndpointUnreachable,
    "daytona-blobfuse2-install-failed": DaytonaBlobfuse2InstallFailed,
    "daytona-blobfuse2-prerequisites-install-failed": DaytonaBlobfuse2PrerequisitesInstallFailed,
    "daytona-command-timed-out": DaytonaCommandTimedOut,
    "daytona-container-ip-unresolved": DaytonaContainerIpUnresolved,
    "daytona-gcs-mount-unreachable": DaytonaGcsEndpointUnreachable,
    "daytona-gcs-mount-without-implicit-dirs": DaytonaGcsMountWithoutImplicitDirs,
    "daytona-gcsfuse-apt-repository-setup-failed": DaytonaGcsfuseAptRepositorySetupFailed,
    "daytona-gcsfuse-distro-codename-invalid": DaytonaGcsfuseDistroCodenameInvalid,
    "daytona-gcsfuse-install-failed": DaytonaGcsfuseInstallFailed,
    "daytona-gcsfuse-prerequisites-install-failed": DaytonaGcsfusePrerequisitesInstallFailed,
    "daytona-invalid-env-var-name": DaytonaInvalidEnvVarName,
    "daytona-mount-directory-command-error": DaytonaMountDirectoryCommandError,
    "daytona-mount-directory-create-failed": DaytonaMountDirectoryCreateFailed,
    "daytona-mount-endpoint-scheme-unsupported": DaytonaMountEndpointSchemeUnsupported,
    "daytona-mount-path-traversal": DaytonaMountPathTraversal,
    "daytona-mount-path-unmanaged-mount": DaytonaMountPathUnmanagedMount,
    "daytona-s3-mount-unreachable": DaytonaS3EndpointUnreachable,
    "daytona-s3fs-missing-after-install": DaytonaS3fsMissingAfterInstall,
    "daytona-sandbox-failed-to-start": DaytonaSandboxFailedToStart,
    "deploy-build-output-missing-index": DeployBuildOutputMissingIndex,
    "deploy-env-name-invalid": InvalidDeployEnvName,
    "deployer-client-in-browser": DeployerClientInBrowser,
    "deployment-wake-server-unhealthy": DeploymentWakeServerUnhealthy,
    "deployment-wake-without-networking": DeploymentWakeWithoutNetworking,
    "docker-container-not-started": DockerContainerNotStarted,
    "docker-engine-request-failed": DockerEngineRequestFailed,
    "docker-image-pull-failed": DockerImagePullFailed,
    "docker-process-stream-error": DockerProcessStreamError,
    "docker-process-without-stdin": DockerProcessWithoutStdin,
    "docker-repo-template-ref-invalid": DockerRepoTemplateRefInvalid,
    "docker-repo-template-working-directory-relative": DockerRepoTemplateWorkingDirectoryRelative,
    "docker-template-build-failed": DockerTemplateBuildFailed,
    "docker-template-secret-missing": DockerTemplateSecretMissing,
    "docker-template-secret-name-invalid": DockerTemplateSecretNameInvalid,
    "docker-template-secret-output-not-absolute": DockerTemplateSecretOutputNotAbsolute,
    "docker-template-secrets-not-array": DockerTemplateSecretsNotArray,
    "docker-template-too-many-operations": DockerTemplateTooManyOperations,
    "e2b-api-key-missing": E2BApiKeyMissing,
    "e2b-api-key-rejected": E2BApiKeyRejected,
    "e2b-blobfuse2-install-failed": E2BBlobfuse2InstallFailed,
    "e2b-build-id-invalid": E2BBuildIdInvalid,
    "e2b-code-mode-execution-timed-out": E2bCodeModeExecutionTimedOut,
    "e2b-code-mode-program-no-result": E2bCodeModeProgramNoResult,
    "e2b-code-mode-sandbox-without-process-manager": CodeModeSandboxWithoutProcessManager,
    "e2b-code-mode-transport-needs-e2b-sandbox": CodeModeTransportNeedsE2BSandbox,
    "e2b-command-deadline-exceeded": E2BCommandDeadlineExceeded,
    "e2b-repo-template-clone-url-no-repository": E2BRepoTemplateCloneUrlNoRepository,
    "e2b-repo-template-clone-url-not-https": E2BRepoTemplateCloneUrlNotHttps,
    "e2b-repo-template-no-clone-url": E2BRepoTemplateNoCloneUrl,
    "e2b-repo-template-working-directory-invalid": E2BRepoTemplateWorkingDirectoryInvalid,
    "e2b-s3-compatible-mount-without-credentials": S3CompatibleMountWithoutCredentials,
    "e2b-s3-mount-region-invalid": E2BS3MountRegionInvalid,
    "e2b-s3fs-install-failed": E2BS3fsInstallFailed,
    "e2b-s3fs-mount-not-mountpoint": S3fsMountNotMountpoint,
    "e2b-sandbox-not-found": E2BSandboxNotFound,
    "e2b-sandbox-not-running": E2BSandboxProbablyNotRunning,
    "e2b-sandbox-timeout": E2BSandboxTimeout,
    "e2b-template-build-listing-failed": E2BTemplateBuildListingFailed,
    "e2b-template-listing-failed": E2BTemplateListingFailed,
    "edge-config-alias-update-failed": EdgeConfigAliasUpdateFailed,
    "edge-config-alias-without-token": EdgeConfigAliasWithoutToken,
    "edit-file-text-not-found": EditFileTextNotFound,
    "edit-file-text-not-unique": EditFileTextNotUnique,
    "factory-agent-binding-unavailable": FactoryAgentBindingUnavailable,
    "files-sdk-access-denied": FilesSdkAccessDenied,
    "filesystem-cannot-be-mounted": FilesystemCannotBeMounted,
    "filesystem-does-not-support-mounting": FilesystemMountingUnsupported,
    "filesystem-init-failed": FilesystemInitFailed,
    "filesystem-not-ready": FilesystemNotReady,
    "fleet-materialization-without-execute-command": FleetMaterializationWithoutExecuteCommand,
    "fleet-without-sandbox-config": FleetWithoutSandboxConfig,
    "freestyle-command-timeout-not-positive": FreestyleCommandTimeoutNotPositive,
    "freestyle-command-timeout-too-long": FreestyleCommandTimeoutTooLong,
    "fuse-device-not-found": FuseDeviceNotFound,
    "gcs-bucket-does-not-exist": GcsBucketDoesNotExist,
    "gcs-bucket-mount-failed": GcsBucketMountFailed,
    "gh-cli-missing-in-sandbox": GhCliMissingInSandbox,
    "git-missing-in-sandbox": GitMissingInSandbox,
    "git-operation-failed": GitOperationFailed,
    "git-remote-token-scrub-failed": GitRemoteTokenScrubFailed,
    "github-credential-registration-inactive": GithubCredentialRegistrationInactive,
    "github-subscriptions-without-session": GithubSubscriptionsWithoutSession,
    "github-token-refresh-stale-workspace-role": GithubTokenRefreshStaleWorkspaceRole,
    "github-token-refresh-without-session-workspace": GithubTokenRefreshWithoutSessionWorkspace,
    "github-token-refresh-without-set-env": GithubTokenRefreshWithoutSetEnv,
    "google-drive-api-request-failed": GoogleDriveApiRequestFailed,
    "google-drive-auth-missing": GoogleDriveAuthMissing,
    "google-drive-private-key-signing-failed": GoogleDrivePrivateKeySigningFailed,
    "google-drive-root-folder-trashed": GoogleDriveRootFolderTrashed,
    "google-drive-root-not-a-folder": GoogleDriveRootNotAFolder,
    "google-drive-service-account-token-refused": GoogleDriveServiceAccountTokenRefused,
    "islo-api-key-missing": IsloApiKeyMissing,
    "islo-command-timed-out": IsloCommandTimedOut,
    "islo-exec-stream-http-error": IsloExecStreamHttpError,
    "isolation-backend-unavailable": IsolationBackendUnavailable,
    "kill-process-pid-not-found": KillProcessPidNotFound,
    "local-bwrap-dev-null-missing": LocalBwrapDevNullMissing,
    "local-checkpoint-name-invalid": LocalCheckpointNameInvalid,
    "local-process-execa-unavailable": LocalProcessExecaUnavailable,
    "local-process-spawn-error-unhandled": LocalProcessSpawnErrorUnhandled,
    "local-process-spawn-failed": LocalProcessSpawnFailed,
    "local-sandbox-mount-path-is-file": LocalSandboxMountPathIsFile,
    "local-sandbox-mount-path-occupied": LocalSandboxMountPathOccupied,
    "local-sandbox-path-outside-root": LocalSandboxPathOutsideRoot,
    "local-sandbox-working-directory-missing": LocalSandboxWorkingDirectoryMissing,
    "local-session-workdir-without-local-provider": LocalSessionWorkdirWithoutLocalProvider,
    "mainbrella-argv-unavailable": MainbrellaArgvUnavailable,
    "mainbrella-clone-unsupported-options": MainbrellaCloneUnsupportedOptions,
    "mainbrella-container-not-running": MainbrellaContainerNotRunning,
    "mainbrella-creation-key-invalid": MainbrellaCreationKeyInvalid,
    "mainbrella-creation-unresolved": MainbrellaCreationUnresolved,
    "mainbrella-execution-detached": MainbrellaExecutionDetached,
    "mainbrella-execution-incomplete": MainbrellaExecutionIncomplete,
    "mainbrella-file-too-large": MainbrellaFileTooLarge,
    "mainbrella-files-unavailable": MainbrellaFilesUnavailable,
    "mainbrella-image-source-conflict": MainbrellaImageSourceConflict,
    "mainbrella-managed-execution-unavailable": MainbrellaManagedExecutionUnavailable,
    "mainbrella-spawn-timeout-out-of-range": MainbrellaSpawnTimeoutOutOfRange,
    "mainbrella-startup-timeout-invalid": MainbrellaStartupTimeoutInvalid,
    "mainbrella-stdin-not-enabled": MainbrellaStdinNotEnabled,
    "mainbrella-stdin-unavailable": MainbrellaStdinUnavailable,
    "mainbrella-timeout-out-of-range": MainbrellaTimeoutOutOfRange,
    "memory-thread-without-agent-id": MemoryThreadWithoutAgentId,
    "mesa-filesystem-not-initialized": MesaFilesystemNotInitialized,
    "mesa-filesystem-without-repos": MesaFilesystemWithoutRepos,
    "modal-filesystem-base-path-relative": ModalFilesystemBasePathRelative,
    "modal-filesystem-operation-failed": ModalFilesystemOperationFailed,
    "modal-stdin-unsupported": ModalStdinUnsupported,
    "mount-bucket-name-invalid": MountBucketNameInvalid,
    "mount-config-missing": MountConfigMissing,
    "mount-directory-not-empty": MountDirectoryNotEmpty,
    "mount-endpoint-url-invalid": MountEndpointUrlInvalid,
    "mount-path-dot-segments": MountPathDotSegments,
    "mount-path-invalid-characters": MountPathInvalidCharacters,
    "mount-path-is-root": MountPathIsRoot,
    "mount-prefix-control-characters": MountPrefixControlCharacters,
    "mount-prefix-empty": MountPrefixEmpty,
    "mount-prefix-traversal": MountPrefixTraversal,
    "mount-type-unsupported": MountTypeUnsupported,
    "platform-client-credential-missing": PlatformClientCredentialMissing,
    "platform-direct-exec-transport-failed": PlatformDirectExecTransportFailed,
    "platform-direct-exec-websocket-missing": PlatformDirectExecWebSocketMissing,
    "platform-factory-build-not-current": PlatformFactoryBuildNotCurrent,
    "platform-factory-no-template": PlatformFactoryNoTemplate,
    "platform-filesystem-bucket-name-missing": PlatformFilesystemBucketNameMissing,
    "platform-filesystem-copy-no-overwrite-unsupported": PlatformFilesystemCopyNoOverwriteUnsupported,
    "platform-filesystem-move-no-overwrite-unsupported": PlatformFilesystemMoveNoOverwriteUnsupported,
    "platform-process-close-stdin-unsupported": PlatformProcessCloseStdinUnsupported,
    "platform-process-kill-unsupported": PlatformProcessKillUnsupported,
    "platform-process-stdin-unsupported": PlatformProcessStdinUnsupported,
    "platform-proxy-request-failed": PlatformProxyRequestFailed,
    "platform-repo-template-repo-name-invalid": PlatformRepoTemplateRepoNameInvalid,
    "platform-repo-template-sha-invalid": PlatformRepoTemplateShaInvalid,
    "platform-repo-template-workdir-invalid": PlatformRepoTemplateWorkdirInvalid,
    "platform-sandbox-destroyed-exec-lease-gone": PlatformSandboxDestroyedExecLeaseGone,
    "platform-sandbox-missing-environment-id": PlatformSandboxMissingEnvironmentId,
    "platform-sandbox-provider-invalid": PlatformSandboxProviderInvalid,
    "platform-template-not-from-builder": PlatformTemplateNotFromBuilder,
    "platform-template-option-not-boolean": PlatformTemplateOptionNotBoolean,
    "platform-template-option-unsupported": PlatformTemplateOptionUnsupported,
    "platform-template-too-large": PlatformTemplateTooLarge,
    "platform-template-too-many-operations": PlatformTemplateTooManyOperations,
    "process-close-stdin-unsupported": CloseStdinUnsupported,
    "process-handle-wait-not-implemented": ProcessHandleWaitNotImplemented,
    "process-manager-list-not-implemented": ProcessManagerListNotImplemented,
    "process-manager-spawn-not-implemented": ProcessManagerSpawnNotImplemented,
    "process-max-retained-bytes-invalid": ProcessMaxRetainedBytesInvalid,
    "process-output-pid-not-found": ProcessOutputPidNotFound,
    "process-stdin-after-exit": StdinAfterProcessExit,
    "process-stdin-not-piped": ProcessStdinNotPiped,
    "railway-credential-missing": RailwayCredentialMissing,
    "railway-sandbox-destroyed-while-in-use": RailwaySandboxNotRunning,
    "railway-sandbox-reattach-not-running": RailwayReattachNotRunning,
    "railway-stdin-unsupported": RailwayStdinUnsupported,
    "read-file-media-types-invalid": ReadFileMediaTypesInvalid,
    "render-attach-with-create-options": RenderAttachWithCreateOptions,
    "render-client-configuration-invalid": RenderClientConfigurationInvalid,
    "render-client-options-conflict": RenderClientOptionsConflict,
    "render-clone-unsupported-options": RenderCloneUnsupportedOptions,
    "render-command-control-failed": RenderCommandControlFailed,
    "render-command-failure": RenderCommandFailure,
    "render-control-response-too-large": RenderControlResponseTooLarge,
    "render-create-acceptance-unknown": RenderCreateAcceptanceUnknown,
    "render-cwd-not-absolute": RenderCwdNotAbsolute,
    "render-destroy-not-confirmed": RenderDestroyNotConfirmed,
    "render-download-exceeds-max-file-bytes": RenderDownloadExceedsMaxFileBytes,
    "render-download-not-regular-file": RenderDownloadNotRegularFile,
    "render-download-path-not-absolute": RenderDownloadPathNotAbsolute,
    "render-file-grew-during-download": RenderFileGrewDuringDownload,
    "render-file-mode-out-of-range": RenderFileModeOutOfRange,
    "render-invalid-cancellation-mode": RenderInvalidCancellationMode,
    "render-invalid-env-var-name": RenderInvalidEnvVarName,
    "render-invalid-supervisor-confirmation": RenderInvalidSupervisorConfirmation,
    "render-max-retained-bytes-out-of-range": RenderMaxRetainedBytesOutOfRange,
    "render-network-allow-list-duplicate-domain": RenderNetworkAllowListDuplicateDomain,
    "render-network-allow-list-rules-invalid": RenderNetworkAllowListRulesInvalid,
    "render-network-policy-type-default-conflict": RenderNetworkPolicyTypeDefaultConflict,
    "render-network-policy-unknown": RenderNetworkPolicyUnknown,
    "render-network-rules-and-allowed-domains": RenderNetworkRulesAndAllowedDomains,
    "render-network-rules-without-allow-list": RenderNetworkRulesWithoutAllowList,
    "render-no-final-exit-event": RenderNoFinalExitEvent,
    "render-operation-deadline-exceeded": RenderOperationDeadlineExceeded,
    "render-owner-id-mismatch": RenderOwnerIdMismatch,
    "render-positive-integer-option": RenderPositiveIntegerOption,
    "render-provider-closed": RenderProviderClosed,
    "render-read-file-not-regular": RenderReadFileNotRegular,
    "render-refresh-before-start": RenderRefreshBeforeStart,
    "render-restore-plan-mismatch": RenderRestorePlanMismatch,
    "render-restore-requires-available-snapshot": RenderRestoreRequiresAvailableSnapshot,
    "render-runtime-checkpoint-plan-mismatch": RenderRuntimeCheckpointPlanMismatch,
    "render-sandbox-being-disposed": RenderSandboxBeingDisposed,
    "render-sandbox-cannot-run": RenderSandboxCannotRun,
    "render-sandbox-disposal-requested": RenderSandboxDisposalRequested,
    "render-sandbox-explicitly-terminated": RenderSandboxExplicitlyTerminated,
    "render-sandbox-operation-failure": RenderSandboxOperationFailure,
    "render-shell-value-nul-byte": RenderShellValueNulByte,
    "render-snapshot-failed": RenderSnapshotFailed,
    "render-snapshot-not-confirmed": RenderSnapshotNotConfirmed,
    "render-terminate-without-sandbox-id": RenderTerminateWithoutSandboxId,
    "render-timeout-option-unsupported-in-mode": RenderTimeoutUnsupportedInMode,
    "render-upload-directory-not-created": RenderUploadDirectoryNotCreated,
    "render-upload-directory-tar-failed": RenderUploadDirectoryTarFailed,
    "render-upload-exceeds-max-file-bytes": RenderUploadExceedsMaxFileBytes,
    "render-upload-path-not-absolute": RenderUploadPathNotAbsolute,
    "render-working-directory-not-absolute": RenderWorkingDirectoryNotAbsolute,
    "render-write-chmod-failed": RenderWriteChmodFailed,
    "render-write-parent-creation-failed": RenderWriteParentCreationFailed,
    "repo-lifecycle-command-failed": RepoLifecycleCommandFailed,
    "repo-template-clone-url-not-a-url": RepoTemplateCloneUrlNotAUrl,
    "repo-template-clone-url-not-repository-url": RepoTemplateCloneUrlNotRepositoryUrl,
    "repository-access-without-push-credentials": RepositoryAccessWithoutPushCredentials,
    "repository-access-without-usable-credentials": RepositoryAccessWithoutUsableCredentials,
    "request-sandbox-access-denied": RequestSandboxAccessDenied,
    "request-sandbox-access-failed": RequestSandboxAccessFailed,
    "request-sandbox-access-not-interactive": RequestSandboxAccessNotInteractive,
    "runloop-missing-api-key": RunloopMissingApiKey,
    "s3-bucket-access-denied": S3BucketAccessDenied,
    "s3-bucket-access-failed": S3BucketAccessFailed,
    "s3-bucket-mount-failed": S3BucketMountFailed,
    "s3-bucket-not-found": S3BucketNotFound,
    "s3-mount-credentials-incomplete": S3MountCredentialsIncomplete,
    "s3-rmdir-objects-not-deleted": S3RmdirObjectsNotDeleted,
    "s3fs-bad-request": S3fsBadRequest,
    "s3fs-bucket-not-found": S3fsBucketNotFound,
    "s3fs-bucket-region-mismatch": S3fsBucketRegionMismatch,
    "s3fs-invalid-credentials": S3fsInvalidCredentials,
    "s3fs-unable-to-connect": S3fsUnableToConnect,
    "sandbox-budget-exceeded": SandboxBudgetExceeded,
    "sandbox-command-failed": SandboxCommandFailed,
    "sandbox-command-hang-timeout": SandboxCommandHangTimeout,
    "sandbox-deploy-server-unhealthy": SandboxDeployServerUnhealthy,
    "sandbox-deploy-without-execute-command": SandboxDeployWithoutExecuteCommand,
    "sandbox-deploy-without-networking": SandboxDeployWithoutNetworking,
    "sandbox-does-not-support-computer": SandboxComputerNotSupported,
    "sandbox-does-not-support-execute-command": SandboxExecuteCommandNotSupported,
    "sandbox-does-not-support-feature": SandboxFeatureNotSupported,
    "sandbox-does-not-support-processes": SandboxProcessesNotSupported,
    "sandbox-execution-timed-out": SandboxExecutionTimedOut,
    "sandbox-filesystem-command-failed": SandboxFilesystemCommandFailed,
    "sandbox-filesystem-destination-exists": SandboxFilesystemDestinationExists,
    "sandbox-filesystem-directory-not-empty-or-missing": SandboxFilesystemDirectoryNotEmptyOrMissing,
    "sandbox-filesystem-directory-not-found": SandboxFilesystemDirectoryNotFound,
    "sandbox-filesystem-file-exists": SandboxFilesystemFileExists,
    "sandbox-filesystem-file-not-found": SandboxFilesystemFileNotFound,
    "sandbox-filesystem-path-escapes-workdir": SandboxFilesystemPathEscape,
    "sandbox-filesystem-path-not-found": SandboxFilesystemPathNotFound,
    "sandbox-filesystem-symlink-escapes-workdir": SandboxFilesystemSymlinkEscape,
    "sandbox-find-without-connect": SandboxFindWithoutConnect,
    "sandbox-github-egress-blocked": SandboxGithubEgressBlocked,
    "sandbox-home-dir-unresolved": SandboxHomeDirUnresolved,
    "sandbox-mount-not-supported": SandboxMountNotSupported,
    "sandbox-not-ready": SandboxNotReady,
    "sandbox-on-start-hook-failed": SandboxOnStartHookFailed,
    "sandbox-operation-aborted": SandboxOperationAborted,
    "sandbox-port-not-exposed": SandboxPortNotExposed,
    "sandbox-proxy-without-edge-config": SandboxProxyWithoutEdgeConfig,
    "sandbox-reattach-not-registered": SandboxReattachNotRegistered,
    "sandbox-start-after-destroy": StartAfterDestroy,
    "sandbox-start-not-implemented": SandboxStartNotImplemented,
    "search-batch-embedder-no-embedding": SearchBatchEmbedderNoEmbedding,
    "search-bm25-mode-not-configured": SearchBm25ModeNotConfigured,
    "search-hybrid-mode-not-configured": SearchHybridModeNotConfigured,
    "search-index-name-invalid": SearchIndexNameInvalid,
    "search-index-name-too-long": SearchIndexNameTooLong,
    "search-vector-mode-not-configured": SearchVectorModeNotConfigured,
    "search-vector-store-without-embedder": SearchVectorStoreWithoutEmbedder,
    "seatbelt-cannot-restrict-system-binaries": SeatbeltCannotRestrictSystemBinaries,
    "seatbelt-isolation-on-windows": SeatbeltIsolationOnWindows,
    "session-materialization-without-execute-command": SessionMaterializationWithoutExecuteCommand,
    "session-not-available-to-user": SessionNotAvailableToUser,
    "session-repository-access-without-bearer-token": SessionRepositoryAccessWithoutBearerToken,
    "session-resolved-without-caller-identity": SessionResolvedWithoutCallerIdentity,
    "session-retired-during-materialization": SessionRetiredDuringMaterialization,
    "session-sandbox-reattach-not-active": SessionSandboxReattachNotActive,
    "session-setup-command-failed": SessionSetupCommandFailed,
    "session-setup-without-execute-command": SessionSetupWithoutExecuteCommand,
    "session-workspace-not-workspace-instance": SessionWorkspaceNotWorkspaceInstance,
    "session-workspace-without-sandbox-or-github": SessionWorkspaceWithoutSandboxOrGithub,
    "skill-composite-directory-not-found": SkillCompositeDirectoryNotFound,
    "skill-composite-file-not-found": SkillCompositeFileNotFound,
    "skill-composite-path-not-found": SkillCompositePathNotFound,
    "skill-file-path-invalid": SkillFilePathInvalid,
    "skill-javascript-frontmatter": SkillJavascriptFrontmatter,
    "skill-metadata-invalid": SkillMetadataInvalid,
    "skill-name-ambiguous": SkillNameAmbiguous,
    "skill-publish-skill-md-missing": SkillPublishSkillMdMissing,
    "skill-version-blob-missing": SkillVersionBlobMissing,
    "skill-version-directory-not-found": SkillVersionDirectoryNotFound,
    "skill-version-file-not-found": SkillVersionFileNotFound,
    "skill-version-path-not-found": SkillVersionPathNotFound,
    "skills-filesystem-resolver-empty": SkillsFilesystemResolverEmpty,
    "skills-path-not-accessible": SkillsPathNotAccessible,
    "slack-connect-without-name": SlackConnectWithoutName,
    "smol-allow-hosts-with-network-off": SmolAllowHostsWithNetworkOff,
    "smol-checkpoint-path-local-only": SmolCheckpointPathLocalOnly,
    "smol-checkpoint-with-host-mounts": SmolCheckpointWithHostMounts,
    "smol-checkpointable-cloud-only": SmolCheckpointableCloudOnly,
    "smol-cloud-checkpoints-disabled": SmolCloudCheckpointsDisabled,
    "smol-cloud-credentials-need-cloud-target": SmolCloudCredentialsNeedCloudTarget,
    "smol-cloud-image-required": SmolCloudImageRequired,
    "smol-cloud-machine-config-changed": SmolCloudMachineConfigChanged,
    "smol-command-stream-no-exit": SmolCommandStreamNoExit,
    "smol-host-mounts-local-only": SmolHostMountsLocalOnly,
    "smol-local-checkpoints-disabled": SmolLocalCheckpointsDisabled,
    "smol-local-machine-config-changed": SmolLocalMachineConfigChanged,
    "smol-machine-id-cloud-only": SmolMachineIdCloudOnly,
    "smol-machine-state-not-reconnectable": SmolMachineStateNotReconnectable,
    "smol-max-retained-bytes-negative": SmolMaxRetainedBytesNegative,
    "smol-write-file-escapes-workdir": SmolWriteFileEscapesWorkdir,
    "smol-write-file-mode-invalid": SmolWriteFileModeInvalid,
    "smol-write-file-path-empty": SmolWriteFilePathEmpty,
    "smol-write-parent-dir-failed": SmolWriteParentDirFailed,
    "studio-assets-copy-failed": StudioAssetsCopyFailed,
    "template-argument-empty": TemplateArgumentEmpty,
    "template-argument-not-a-string": TemplateArgumentNotAString,
    "template-argument-not-plain-object": TemplateArgumentNotPlainObject,
    "template-argument-not-string-or-list": TemplateArgumentNotStringOrList,
    "template-argument-too-long": TemplateArgumentTooLong,
    "template-collection-too-large": TemplateCollectionTooLarge,
    "token-refresh-repository-access-without-bearer-token": TokenRefreshRepositoryAccessWithoutBearerToken,
    "upstash-box-process-launch-failed": UpstashBoxProcessLaunchFailed,
    "upstash-box-reconnect-timed-out": UpstashBoxReconnectTimedOut,
    "upstash-box-stdin-unsupported": UpstashBoxStdinUnsupported,
    "vercel-sandbox-incomplete-credentials": VercelIncompleteCredentials,
    "vercel-sandbox-oidc-credentials-missing": VercelSandboxOidcCredentialsMissing,
    "vercel-sandbox-stdin-unsupported": VercelStdinUnsupported,
    "vercel-serverless-deployment-create-failed": VercelServerlessDeploymentCreateFailed,
    "vercel-serverless-deployment-failed": VercelServerlessDeploymentFailed,
    "vercel-serverless-deployment-status-check-failed": VercelServerlessDeploymentStatusCheckFailed,
    "vercel-serverless-deployment-timed-out": VercelServerlessDeploymentTimedOut,
    "vercel-serverless-execute-command-retries-exhausted": VercelServerlessExecuteRetriesExhausted,
    "vercel-serverless-execute-failed": VercelServerlessExecuteFailed,
    "vercel-serverless-function-timed-out": VercelServerlessFunctionTimedOut,
    "vercel-serverless-missing-api-token": VercelServerlessMissingApiToken,
    "worker-args-contain-nul": WorkerArgsContainNul,
    "worker-command-invalid": InvalidWorkerCommand,
    "worker-deploy-without-execute-command": WorkerDeployWithoutExecuteCommand,
    "worker-env-name-invalid": InvalidWorkerEnvName,
    "worker-execution-id-invalid": InvalidWorkerExecutionId,
    "worker-input-too-large": WorkerInputTooLarge,
    "worker-lock-timeout": WorkerLockTimeout,
    "worker-output-unreadable": WorkerOutputUnreadable,
    "worker-path-outside-artifact": WorkerPathOutsideArtifact,
    "worker-phase-failed": WorkerPhaseFailed,
    "worker-reattach-termination-grace-not-positive": WorkerReattachTerminationGraceNotPositive,
    "worker-relaunch-same-execution-id": WorkerRelaunchSameExecutionId,
    "worker-resource-limit-invalid": InvalidWorkerResourceLimit,
    "worker-resource-limit-preflight-failed": WorkerResourceLimitPreflightFailed,
    "worker-resource-limit-unknown": UnknownWorkerResourceLimit,
    "worker-startup-failed": WorkerStartupFailed,
    "worker-status-inspection-failed": WorkerStatusInspectionFailed,
    "worker-stop-not-supported": WorkerStopNotSupported,
    "worker-timing-option-not-positive": WorkerTimingOptionNotPositive,
    "workspace-command-timeout-read-as-milliseconds": WorkspaceCommandTimeoutReadAsMilliseconds,
    "workspace-directory-not-empty": WorkspaceDirectoryNotEmpty,
    "workspace-file-modified-externally": WorkspaceFileModifiedExternally,
    "workspace-file-modified-since-read": WorkspaceFileModifiedSinceRead,
    "workspace-file-not-read-before-write": WorkspaceFileNotReadBeforeWrite,
    "workspace-filesystem-and-mounts": WorkspaceFilesystemAndMounts,
    "workspace-filesystem-class-not-instance": WorkspaceFilesystemClassNotInstance,
    "workspace-filesystem-not-configured": WorkspaceFilesystemNotConfigured,
    "workspace-id-not-registered": WorkspaceIdNotRegistered,
    "workspace-mounts-with-sandbox-resolver": WorkspaceMountsWithSandboxResolver,
    "workspace-not-available": WorkspaceNotAvailable,
    "workspace-not-ready": WorkspaceNotReady,
    "workspace-path-is-directory": WorkspacePathIsDirectory,
    "workspace-path-not-directory": WorkspacePathNotDirectory,
    "workspace-path-outside-browsable-root": WorkspacePathOutsideBrowsableRoot,
    "workspace-permission-denied": WorkspacePermissionDenied,
    "workspace-read-only": WorkspaceReadOnly,
    "workspace-sandbox-not-configured": WorkspaceSandboxNotConfigured,
    "workspace-search-not-configured": WorkspaceSearchNotConfigured,
    "workspace-tool-name-duplicate": WorkspaceToolNameDuplicate,
    "workspace-without-providers": WorkspaceWithoutProviders,
    "write-files-invalid-mode": WriteFilesInvalidMode,
    "write-files-mode-unsupported": WriteFilesModeUnsupported,
    "write-lock-timeout": WriteLockTimeout,
}

__all__ = [
    "CATALOG_VERSION",
    "EXCEPTIONS_BY_ID",
    "FAMILIES",
    "SITE_URL",
    "AgentCoreCommandStreamException",
    "AgentCoreCommandTimeoutNotPositive",
    "AgentCoreCommandTimeoutTooLong",
    "AgentCoreInvalidEnvName",
    "AgentCoreRuntimeArnRequired",
    "AgentfsFilesystemNoDatabase",
    "AppleContainerCliCommandFailed",
    "AppleContainerCliNotFound",
    "AppleContainerInspectUnparseable",
    "AppleContainerInvalidEnvName",
    "AppleContainerNotMastraOwned",
    "ArchilCopyFailed",
    "ArchilDiskNotSpecified",
    "ArchilFilesystemNotInitialized",
    "ArchilFilesystemReadOnly",
    "ArchilMkdirFailed",
    "ArchilMoveFailed",
    "ArchilRmdirFailed",
    "ArchilRootDirectoryRemove",
    "ArchilRootPathAppend",
    "ArchilRootPathDelete",
    "ArchilRootPathRead",
    "ArchilRootPathWrite",
    "AzureBlobContainerMountFailed",
    "AzureBlobContainerNameInvalid",
    "AzureBlobMountAccountNameMissing",
    "AzureBlobMountCredentialsMissing",
    "AzureBlobMountError",
    "BlaxelCommandAborted",
    "BlaxelGcsfuseInstallFailed",
    "BlaxelGcsfuseMissingAfterInstall",
    "BlaxelGcsfusePrerequisitesInstallFailed",
    "BlaxelMountDirectoryCreateFailed",
    "BlaxelMountUidGidLookupFailed",
    "BlaxelS3fsInstallFailed",
    "BlaxelS3fsPackageListsUpdateFailed",
    "BlaxelSandboxNameUnderivable",
    "BlaxelStdinUnsupported",
    "Blobfuse2DistroCodenameInvalid",
    "Blobfuse2DistroUnsupported",
    "Blobfuse2DistroVersionInvalid",
    "BoatApiOperationFailed",
    "BoatApplyFileModesFailed",
    "BoatForkMissingSandboxId",
    "BoatForkNoSnapshot",
    "BoatStdinCloseUnsupported",
    "BoatStdinSendUnsupported",
    "BoatUnexpectedCommandResponse",
    "BoatWriteFilesAborted",
    "BwrapSourcePathMissing",
    "CheckpointError",
    "CheckpointHeadReadFailed",
    "CloseStdinUnsupported",
    "CloudflareBridgeEmptyCommandStream",
    "CloudflareBridgeRequestFailed",
    "CloudflareCommandStringRunAsProgram",
    "CloudflareCommandTimeoutNotPositive",
    "CloudflareFileOutsideWorkspaceRoot",
    "CloudflareInvalidEnvVarName",
    "CloudflareMountCredentialsIncomplete",
    "CloudflareMountSessionTokenUnsupported",
    "CloudflareMountTypeUnsupported",
    "CloudflareSandboxNotStarted",
    "CodeModeExecutionTimedOut",
    "CodeModeExternalIdentifierCollision",
    "CodeModeExternalIdentifierInvalid",
    "CodeModeProgramNoResult",
    "CodeModeSandboxWithoutProcessManager",
    "CodeModeToolCallNotAllowed",
    "CodeModeToolIdCollision",
    "CodeModeToolInputInvalid",
    "CodeModeToolNotAvailable",
    "CodeModeTransportNeedsE2BSandbox",
    "CodeModeTransportWithoutSandbox",
    "CodeModeWithoutSandbox",
    "CompositeFilesystemDestroyFailed",
    "CompositeFilesystemNestedMounts",
    "CompositeFilesystemNoMountForDest",
    "CompositeFilesystemNoMountForPath",
    "CompositeFilesystemNoMountForSource",
    "CompositeFilesystemWithoutMounts",
    "ComputerError",
    "ComputerPostActionScreenshotFailed",
    "ConfigurationError",
    "CreateOSDiskIncompatibleConfig",
    "CreateOSDiskMountFailed",
    "CreateOSDiskMountTimeout",
    "CreateOSMountPathInvalidCharacters",
    "CreateOSMountPathSystemDirectory",
    "CreateOSS3BucketRequired",
    "CreateOSS3CredentialsControlCharacters",
    "CreateOSS3EndpointInvalidScheme",
    "CreateOSS3EndpointInvalidUrl",
    "CreateOSS3EndpointRequiredForAutoRegion",
    "CreateOSS3PrefixInvalid",
    "CreateOSS3ReadOnlyUnsupported",
    "CreateOSS3SessionTokenUnsupported",
    "CreateOSS3StaticCredentialsRequired",
    "CreateOSSandboxNotRunnable",
    "CredentialsError",
    "CuaFleetClaimCleanupPending",
    "CuaFleetClaimCreationOutcomeUnknown",
    "CuaFleetCleanupPending",
    "CuaFleetCommandFailed",
    "CuaFleetDestroyed",
    "CuaFleetFailed",
    "CuaFleetGuestCommandFailed",
    "CuaFleetInvalidArgument",
    "CuaFleetInvalidGuestResponse",
    "CuaFleetInvalidKey",
    "CuaFleetInvalidScreenshot",
    "CuaFleetMissingConfiguration",
    "CuaFleetNotRunning",
    "CuaFleetStartFailed",
    "CuaFleetStartFailedCleanupPending",
    "CuaFleetStartupTimeout",
    "CuaFleetTtlShorterThanStartup",
    "CuaFleetUnsupportedKey",
    "DaytonaAzureBlobCurlInstallFailed",
    "DaytonaAzureBlobEndpointUnreachable",
    "DaytonaBlobfuse2InstallFailed",
    "DaytonaBlobfuse2PrerequisitesInstallFailed",
    "DaytonaCommandTimedOut",
    "DaytonaContainerIpUnresolved",
    "DaytonaGcsEndpointUnreachable",
    "DaytonaGcsMountWithoutImplicitDirs",
    "DaytonaGcsfuseAptRepositorySetupFailed",
    "DaytonaGcsfuseDistroCodenameInvalid",
    "DaytonaGcsfuseInstallFailed",
    "DaytonaGcsfusePrerequisitesInstallFailed",
    "DaytonaInvalidEnvVarName",
    "DaytonaMountDirectoryCommandError",
    "DaytonaMountDirectoryCreateFailed",
    "DaytonaMountEndpointSchemeUnsupported",
    "DaytonaMountPathTraversal",
    "DaytonaMountPathUnmanagedMount",
    "DaytonaS3EndpointUnreachable",
    "DaytonaS3fsMissingAfterInstall",
    "DaytonaSandboxFailedToStart",
    "DeployBuildOutputMissingIndex",
    "DeployerClientInBrowser",
    "DeploymentWakeServerUnhealthy",
    "DeploymentWakeWithoutNetworking",
    "DockerContainerNotStarted",
    "DockerEngineRequestFailed",
    "DockerImagePullFailed",
    "DockerProcessStreamError",
    "DockerProcessWithoutStdin",
    "DockerRepoTemplateRefInvalid",
    "DockerRepoTemplateWorkingDirectoryRelative",
    "DockerTemplateBuildFailed",
    "DockerTemplateSecretMissing",
    "DockerTemplateSecretNameInvalid",
    "DockerTemplateSecretOutputNotAbsolute",
    "DockerTemplateSecretsNotArray",
    "DockerTemplateTooManyOperations",
    "E2BApiKeyMissing",
    "E2BApiKeyRejected",
    "E2BBlobfuse2InstallFailed",
    "E2BBuildIdInvalid",
    "E2BCommandDeadlineExceeded",
    "E2BRepoTemplateCloneUrlNoRepository",
    "E2BRepoTemplateCloneUrlNotHttps",
    "E2BRepoTemplateNoCloneUrl",
    "E2BRepoTemplateWorkingDirectoryInvalid",
    "E2BS3MountRegionInvalid",
    "E2BS3fsInstallFailed",
    "E2BSandboxNotFound",
    "E2BSandboxProbablyNotRunning",
    "E2BSandboxTimeout",
    "E2BTemplateBuildListingFailed",
    "E2BTemplateListingFailed",
    "E2bCodeModeExecutionTimedOut",
    "E2bCodeModeProgramNoResult",
    "EdgeConfigAliasUpdateFailed",
    "EdgeConfigAliasWithoutToken",
    "EditFileTextNotFound",
    "EditFileTextNotUnique",
    "EgressError",
    "ExecaUnavailableInCloudflareWorker",
    "ExecuteCommandError",
    "FactoryAgentBindingUnavailable",
    "FilesSdkAccessDenied",
    "FilesystemCannotBeMounted",
    "FilesystemInitFailed",
    "FilesystemMountingUnsupported",
    "FilesystemNotReady",
    "FleetMaterializationWithoutExecuteCommand",
    "FleetWithoutSandboxConfig",
    "FreestyleCommandTimeoutNotPositive",
    "FreestyleCommandTimeoutTooLong",
    "FuseDeviceNotFound",
    "GcsBucketDoesNotExist",
    "GcsBucketMountFailed",
    "GcsMountError",
    "GhCliMissingInSandbox",
    "GitMissingInSandbox",
    "GitOperationFailed",
    "GitRemoteTokenScrubFailed",
    "GithubCredentialRegistrationInactive",
    "GithubSubscriptionsWithoutSession",
    "GithubTokenRefreshStaleWorkspaceRole",
    "GithubTokenRefreshWithoutSessionWorkspace",
    "GithubTokenRefreshWithoutSetEnv",
    "GoogleDriveApiRequestFailed",
    "GoogleDriveAuthMissing",
    "GoogleDrivePrivateKeySigningFailed",
    "GoogleDriveRootFolderTrashed",
    "GoogleDriveRootNotAFolder",
    "GoogleDriveServiceAccountTokenRefused",
    "InvalidDeployEnvName",
    "InvalidWorkerCommand",
    "InvalidWorkerEnvName",
    "InvalidWorkerExecutionId",
    "InvalidWorkerResourceLimit",
    "IsloApiKeyMissing",
    "IsloCommandTimedOut",
    "IsloExecStreamHttpError",
    "IsolationBackendUnavailable",
    "IsolationError",
    "KillProcessPidNotFound",
    "LifecycleError",
    "LocalBwrapDevNullMissing",
    "LocalCheckpointNameInvalid",
    "LocalProcessExecaUnavailable",
    "LocalProcessSpawnErrorUnhandled",
    "LocalProcessSpawnFailed",
    "LocalSandboxMountPathIsFile",
    "LocalSandboxMountPathOccupied",
    "LocalSandboxPathOutsideRoot",
    "LocalSandboxWorkingDirectoryMissing",
    "LocalSessionWorkdirWithoutLocalProvider",
    "MainbrellaArgvUnavailable",
    "MainbrellaCloneUnsupportedOptions",
    "MainbrellaContainerNotRunning",
    "MainbrellaCreationKeyInvalid",
    "MainbrellaCreationUnresolved",
    "MainbrellaExecutionDetached",
    "MainbrellaExecutionIncomplete",
    "MainbrellaFileTooLarge",
    "MainbrellaFilesUnavailable",
    "MainbrellaImageSourceConflict",
    "MainbrellaManagedExecutionUnavailable",
    "MainbrellaSpawnTimeoutOutOfRange",
    "MainbrellaStartupTimeoutInvalid",
    "MainbrellaStdinNotEnabled",
    "MainbrellaStdinUnavailable",
    "MainbrellaTimeoutOutOfRange",
    "MemoryThreadWithoutAgentId",
    "MesaFilesystemNotInitialized",
    "MesaFilesystemWithoutRepos",
    "ModalFilesystemBasePathRelative",
    "ModalFilesystemOperationFailed",
    "ModalStdinUnsupported",
    "MountBucketNameInvalid",
    "MountConfigMissing",
    "MountDirectoryNotEmpty",
    "MountEndpointUrlInvalid",
    "MountError",
    "MountPathDotSegments",
    "MountPathInvalidCharacters",
    "MountPathIsRoot",
    "MountPrefixControlCharacters",
    "MountPrefixEmpty",
    "MountPrefixTraversal",
    "MountTypeUnsupported",
    "NetworkingError",
    "PlatformClientCredentialMissing",
    "PlatformDirectExecTransportFailed",
    "PlatformDirectExecWebSocketMissing",
    "PlatformFactoryBuildNotCurrent",
    "PlatformFactoryNoTemplate",
    "PlatformFilesystemBucketNameMissing",
    "PlatformFilesystemCopyNoOverwriteUnsupported",
    "PlatformFilesystemMoveNoOverwriteUnsupported",
    "PlatformProcessCloseStdinUnsupported",
    "PlatformProcessKillUnsupported",
    "PlatformProcessStdinUnsupported",
    "PlatformProxyRequestFailed",
    "PlatformRepoTemplateRepoNameInvalid",
    "PlatformRepoTemplateShaInvalid",
    "PlatformRepoTemplateWorkdirInvalid",
    "PlatformSandboxDestroyedExecLeaseGone",
    "PlatformSandboxMissingEnvironmentId",
    "PlatformSandboxProviderInvalid",
    "PlatformTemplateNotFromBuilder",
    "PlatformTemplateOptionNotBoolean",
    "PlatformTemplateOptionUnsupported",
    "PlatformTemplateTooLarge",
    "PlatformTemplateTooManyOperations",
    "ProcessError",
    "ProcessHandleWaitNotImplemented",
    "ProcessManagerListNotImplemented",
    "ProcessManagerSpawnNotImplemented",
    "ProcessMaxRetainedBytesInvalid",
    "ProcessOutputPidNotFound",
    "ProcessStdinNotPiped",
    "PublicUrlError",
    "RailwayCredentialMissing",
    "RailwayReattachNotRunning",
    "RailwaySandboxNotRunning",
    "RailwayStdinUnsupported",
    "ReadFileMediaTypesInvalid",
    "RenderAttachWithCreateOptions",
    "RenderClientConfigurationInvalid",
    "RenderClientOptionsConflict",
    "RenderCloneUnsupportedOptions",
    "RenderCommandControlFailed",
    "RenderCommandFailure",
    "RenderControlResponseTooLarge",
    "RenderCreateAcceptanceUnknown",
    "RenderCwdNotAbsolute",
    "RenderDestroyNotConfirmed",
    "RenderDownloadExceedsMaxFileBytes",
    "RenderDownloadNotRegularFile",
    "RenderDownloadPathNotAbsolute",
    "RenderFileGrewDuringDownload",
    "RenderFileModeOutOfRange",
    "RenderInvalidCancellationMode",
    "RenderInvalidEnvVarName",
    "RenderInvalidSupervisorConfirmation",
    "RenderMaxRetainedBytesOutOfRange",
    "RenderNetworkAllowListDuplicateDomain",
    "RenderNetworkAllowListRulesInvalid",
    "RenderNetworkPolicyTypeDefaultConflict",
    "RenderNetworkPolicyUnknown",
    "RenderNetworkRulesAndAllowedDomains",
    "RenderNetworkRulesWithoutAllowList",
    "RenderNoFinalExitEvent",
    "RenderOperationDeadlineExceeded",
    "RenderOwnerIdMismatch",
    "RenderPositiveIntegerOption",
    "RenderProviderClosed",
    "RenderReadFileNotRegular",
    "RenderRefreshBeforeStart",
    "RenderRestorePlanMismatch",
    "RenderRestoreRequiresAvailableSnapshot",
    "RenderRuntimeCheckpointPlanMismatch",
    "RenderSandboxBeingDisposed",
    "RenderSandboxCannotRun",
    "RenderSandboxDisposalRequested",
    "RenderSandboxExplicitlyTerminated",
    "RenderSandboxOperationFailure",
    "RenderShellValueNulByte",
    "RenderSnapshotFailed",
    "RenderSnapshotNotConfirmed",
    "RenderTerminateWithoutSandboxId",
    "RenderTimeoutUnsupportedInMode",
    "RenderUploadDirectoryNotCreated",
    "RenderUploadDirectoryTarFailed",
    "RenderUploadExceedsMaxFileBytes",
    "RenderUploadPathNotAbsolute",
    "RenderWorkingDirectoryNotAbsolute",
    "RenderWriteChmodFailed",
    "RenderWriteParentCreationFailed",
    "RepoLifecycleCommandFailed",
    "RepoTemplateCloneUrlNotAUrl",
    "RepoTemplateCloneUrlNotRepositoryUrl",
    "RepositoryAccessWithoutPushCredentials",
    "RepositoryAccessWithoutUsableCredentials",
    "RequestSandboxAccessDenied",
    "RequestSandboxAccessFailed",
    "RequestSandboxAccessNotInteractive",
    "ResourceLimitError",
    "RunloopMissingApiKey",
    "S3BucketAccessDenied",
    "S3BucketAccessFailed",
    "S3BucketMountFailed",
    "S3BucketNotFound",
    "S3CompatibleMountWithoutCredentials",
    "S3MountCredentialsIncomplete",
    "S3MountError",
    "S3RmdirObjectsNotDeleted",
    "S3fsBadRequest",
    "S3fsBucketNotFound",
    "S3fsBucketRegionMismatch",
    "S3fsInvalidCredentials",
    "S3fsMountNotMountpoint",
    "S3fsUnableToConnect",
    "SandboxBudgetExceeded",
    "SandboxCommandFailed",
    "SandboxCommandHangTimeout",
    "SandboxComputerNotSupported",
    "SandboxDeployServerUnhealthy",
    "SandboxDeployWithoutExecuteCommand",
    "SandboxDeployWithoutNetworking",
    "SandboxExecuteCommandNotSupported",
    "SandboxExecutionTimedOut",
    "SandboxFeatureNotSupported",
    "SandboxFilesystemCommandFailed",
    "SandboxFilesystemDestinationExists",
    "SandboxFilesystemDirectoryNotEmptyOrMissing",
    "SandboxFilesystemDirectoryNotFound",
    "SandboxFilesystemFileExists",
    "SandboxFilesystemFileNotFound",
    "SandboxFilesystemPathEscape",
    "SandboxFilesystemPathNotFound",
    "SandboxFilesystemSymlinkEscape",
    "SandboxFindWithoutConnect",
    "SandboxGithubEgressBlocked",
    "SandboxHomeDirUnresolved",
    "SandboxMountNotSupported",
    "SandboxNotReady",
    "SandboxOnStartHookFailed",
    "SandboxOperationAborted",
    "SandboxPortNotExposed",
    "SandboxProcessesNotSupported",
    "SandboxProxyWithoutEdgeConfig",
    "SandboxReattachNotRegistered",
    "SandboxStartNotImplemented",
    "SearchBatchEmbedderNoEmbedding",
    "SearchBm25ModeNotConfigured",
    "SearchHybridModeNotConfigured",
    "SearchIndexNameInvalid",
    "SearchIndexNameTooLong",
    "SearchVectorModeNotConfigured",
    "SearchVectorStoreWithoutEmbedder",
    "SeatbeltCannotRestrictSystemBinaries",
    "SeatbeltIsolationOnWindows",
    "SessionMaterializationWithoutExecuteCommand",
    "SessionNotAvailableToUser",
    "SessionRepositoryAccessWithoutBearerToken",
    "SessionResolvedWithoutCallerIdentity",
    "SessionRetiredDuringMaterialization",
    "SessionSandboxReattachNotActive",
    "SessionSetupCommandFailed",
    "SessionSetupWithoutExecuteCommand",
    "SessionWorkspaceNotWorkspaceInstance",
    "SessionWorkspaceWithoutSandboxOrGithub",
    "SetEnvError",
    "SkillCompositeDirectoryNotFound",
    "SkillCompositeFileNotFound",
    "SkillCompositePathNotFound",
    "SkillFilePathInvalid",
    "SkillJavascriptFrontmatter",
    "SkillMetadataInvalid",
    "SkillNameAmbiguous",
    "SkillPublishSkillMdMissing",
    "SkillVersionBlobMissing",
    "SkillVersionDirectoryNotFound",
    "SkillVersionFileNotFound",
    "SkillVersionPathNotFound",
    "SkillsFilesystemResolverEmpty",
    "SkillsPathNotAccessible",
    "SlackConnectWithoutName",
    "SmolAllowHostsWithNetworkOff",
    "SmolCheckpointPathLocalOnly",
    "SmolCheckpointWithHostMounts",
    "SmolCheckpointableCloudOnly",
    "SmolCloudCheckpointsDisabled",
    "SmolCloudCredentialsNeedCloudTarget",
    "SmolCloudImageRequired",
    "SmolCloudMachineConfigChanged",
    "SmolCommandStreamNoExit",
    "SmolHostMountsLocalOnly",
    "SmolLocalCheckpointsDisabled",
    "SmolLocalMachineConfigChanged",
    "SmolMachineIdCloudOnly",
    "SmolMachineStateNotReconnectable",
    "SmolMaxRetainedBytesNegative",
    "SmolWriteFileEscapesWorkdir",
    "SmolWriteFileModeInvalid",
    "SmolWriteFilePathEmpty",
    "SmolWriteParentDirFailed",
    "StartAfterDestroy",
    "StdinAfterProcessExit",
    "StudioAssetsCopyFailed",
    "TemplateArgumentEmpty",
    "TemplateArgumentNotAString",
    "TemplateArgumentNotPlainObject",
    "TemplateArgumentNotStringOrList",
    "TemplateArgumentTooLong",
    "TemplateCollectionTooLarge",
    "TokenRefreshRepositoryAccessWithoutBearerToken",
    "UnknownWorkerResourceLimit",
    "UpstashBoxProcessLaunchFailed",
    "UpstashBoxReconnectTimedOut",
    "UpstashBoxStdinUnsupported",
    "VercelIncompleteCredentials",
    "VercelSandboxOidcCredentialsMissing",
    "VercelServerlessDeploymentCreateFailed",
    "VercelServerlessDeploymentFailed",
    "VercelServerlessDeploymentStatusCheckFailed",
    "VercelServerlessDeploymentTimedOut",
    "VercelServerlessExecuteFailed",
    "VercelServerlessExecuteRetriesExhausted",
    "VercelServerlessFunctionTimedOut",
    "VercelServerlessMissingApiToken",
    "VercelStdinUnsupported",
    "WorkerArgsContainNul",
    "WorkerDeployWithoutExecuteCommand",
    "WorkerInputTooLarge",
    "WorkerLockTimeout",
    "WorkerOutputUnreadable",
    "WorkerPathOutsideArtifact",
    "WorkerPhaseFailed",
    "WorkerReattachTerminationGraceNotPositive",
    "WorkerRelaunchSameExecutionId",
    "WorkerResourceLimitPreflightFailed",
    "WorkerStartupFailed",
    "WorkerStatusInspectionFailed",
    "WorkerStopNotSupported",
    "WorkerTimingOptionNotPositive",
    "WorkspaceCommandTimeoutReadAsMilliseconds",
    "WorkspaceDirectoryNotEmpty",
    "WorkspaceError",
    "WorkspaceFileModifiedExternally",
    "WorkspaceFileModifiedSinceRead",
    "WorkspaceFileNotReadBeforeWrite",
    "WorkspaceFilesystemAndMounts",
    "WorkspaceFilesystemClassNotInstance",
    "WorkspaceFilesystemError",
    "WorkspaceFilesystemNotConfigured",
    "WorkspaceIdNotRegistered",
    "WorkspaceMountsWithSandboxResolver",
    "WorkspaceNotAvailable",
    "WorkspaceNotReady",
    "WorkspacePathIsDirectory",
    "WorkspacePathNotDirectory",
    "WorkspacePathOutsideBrowsableRoot",
    "WorkspacePermissionDenied",
    "WorkspaceReadOnly",
    "WorkspaceSandboxNotConfigured",
    "WorkspaceSearchError",
    "WorkspaceSearchNotConfigured",
    "WorkspaceSkillsError",
    "WorkspaceToolNameDuplicate",
    "WorkspaceWithoutProviders",
    "WriteFilesError",
    "WriteFilesInvalidMode",
    "WriteFilesModeUnsupported",
    "WriteLockTimeout",
]
