// A shutdown path starts stopping the sandbox while a tool call still runs a command.
import { callLifecycle } from '@mastra/core/workspace';
import { DockerSandbox } from '@mastra/docker';

const sandbox = new DockerSandbox({ id: 'repro-box' });

// The tracked stop marks the sandbox `stopping` at once. There is no Docker daemon here, so the
// stop itself fails later; that failure is not what this script shows, so it is set aside.
const stopping = callLifecycle(sandbox, 'stop').catch(() => undefined);

// A `stopping` sandbox lets commands through without starting it, and the process manager
// has no container to exec in.
await sandbox.executeCommand('ls', ['-la']);
await stopping;
