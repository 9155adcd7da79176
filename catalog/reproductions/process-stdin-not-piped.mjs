// A local process spawned with stdinMode 'ignore' has no stdin pipe, so
// sending it input is refused while it is still running.
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
const handle = await sandbox.processes.spawn('sleep 1', { stdinMode: 'ignore' });
await handle.sendStdin('status\n');
