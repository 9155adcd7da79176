// The fix: the resolver returns a sandbox that has a process manager, so the tool can look the PID up.
import { tmpdir } from 'node:os';
import { LocalSandbox, Workspace, createWorkspaceTools } from '@mastra/core/workspace';
import { RequestContext } from '@mastra/core/request-context';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: tmpdir() });
const workspace = new Workspace({ sandbox: () => sandbox });
const tools = await createWorkspaceTools(workspace);
const output = await tools['mastra_workspace_get_process_output'].execute(
  { pid: '4242' },
  { requestContext: new RequestContext() },
);
console.log(output); // "No background process found with PID 4242..."
await sandbox._destroy();
