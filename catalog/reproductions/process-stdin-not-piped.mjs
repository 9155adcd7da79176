// A local process spawned with stdinMode 'ignore' (so that it cannot hang on
// input) has no stdin pipe, so sending it input is refused while it runs.
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
const server = await sandbox.processes.spawn('sleep 1', { stdinMode: 'ignore' });
console.log(`started ${server.command}`);

await server.sendStdin('status\n');
await server.wait();
