// The fix: the context carries the workspace the tool should act on.
import { tmpdir } from 'node:os';
import { LocalSandbox, Workspace, executeCommandTool } from '@mastra/core/workspace';

const workspace = new Workspace({
  id: 'repro-workspace',
  sandbox: new LocalSandbox({ id: 'repro-box', workingDirectory: tmpdir() }),
});
await workspace.init();
const output = await executeCommandTool.execute({ command: 'echo listed' }, { workspace });
if (!String(output).includes('listed')) process.exit(1);
await workspace.destroy();
