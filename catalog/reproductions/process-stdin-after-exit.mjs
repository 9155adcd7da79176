// A local command that exits with code 3 before any input is sent; the write
// after wait() is refused because the handle already has its exit code.
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
const handle = await sandbox.processes.spawn('exit 3');

const result = await handle.wait();
console.log(`exited with ${result.exitCode}`);

await handle.sendStdin('too late\n');
