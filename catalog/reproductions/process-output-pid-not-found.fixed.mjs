// With a sandboxCacheKey, the follow-up request resolves the same sandbox and
// its process manager still knows the PID.
import { RequestContext } from '@mastra/core/request-context';
import { LocalSandbox, Workspace, WORKSPACE_TOOLS, createWorkspaceTools } from '@mastra/core/workspace';

const workspace = new Workspace({
  sandbox: () => new LocalSandbox({ id: 'repro-box', workingDirectory: process.cwd() }),
  sandboxCacheKey: () => 'repro-box',
});
const tools = await createWorkspaceTools(workspace);

const started = await tools[WORKSPACE_TOOLS.SANDBOX.EXECUTE_COMMAND].execute(
  { command: 'echo repro-box done', background: true },
  { requestContext: new RequestContext() },
);
const pid = /PID: (\d+)/.exec(started)[1];

const answer = await tools[WORKSPACE_TOOLS.SANDBOX.GET_PROCESS_OUTPUT].execute(
  { pid, wait: true },
  { requestContext: new RequestContext() },
);
if (!answer.includes('repro-box done')) throw new Error(`unexpected answer: ${answer}`);
process.exit(0);
