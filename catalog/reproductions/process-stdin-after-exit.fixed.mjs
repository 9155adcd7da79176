// Input is written (and stdin closed) before waiting, while the process runs.
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
const handle = await sandbox.processes.spawn('cat > /dev/null; exit 3');
await handle.sendStdin('in time\n');
await handle.closeStdin();
const result = await handle.wait();
await sandbox.destroy();
if (result.exitCode !== 3) process.exit(1);
