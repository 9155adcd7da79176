// The same process with the default stdin pipe accepts input.
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
const handle = await sandbox.processes.spawn('cat');

await handle.sendStdin('status\n');
await handle.closeStdin();
const result = await handle.wait();
if (result.stdout !== 'status\n') process.exit(1);
