// The fix: stop the workspace instead of destroying it; the next command starts the sandbox again.
import { tmpdir } from 'node:os';
import { LocalSandbox, Workspace } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: tmpdir() });
const workspace = new Workspace({ sandbox });
await workspace.init();
await sandbox.executeCommand('echo', ['first command works']);

await workspace.stop(); // stops the sandbox, keeps it usable
const result = await sandbox.executeCommand('echo', ['second command']);
if (result.exitCode !== 0) process.exit(1);
await workspace.destroy();
