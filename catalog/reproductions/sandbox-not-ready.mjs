// A sandbox reused after its workspace was destroyed: destroy is final, so the next command is refused.
import { tmpdir } from 'node:os';
import { LocalSandbox, Workspace } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: tmpdir() });
const workspace = new Workspace({ sandbox });
await workspace.init();
await sandbox.executeCommand('echo', ['first command works']);

await workspace.destroy(); // also destroys the sandbox
await sandbox.executeCommand('echo', ['second command']);
