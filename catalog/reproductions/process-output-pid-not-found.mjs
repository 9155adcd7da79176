// A workspace resolves a fresh sandbox per request and has no sandboxCacheKey.
// The agent starts a background process in one request and asks for its output
// in the next, which gets a new sandbox that never saw the PID.
// The tool answers with text instead of throwing; this script throws the text
// that the real tool call returned, so that Node prints it.
import { RequestContext } from '@mastra/core/request-context';
import { LocalSandbox, Workspace, WORKSPACE_TOOLS, createWorkspaceTools } from '@mastra/core/workspace';

const workspace = new Workspace({
  sandbox: () => new LocalSandbox({ id: 'repro-box', workingDirectory: process.cwd() }),
});
const tools = await createWorkspaceTools(workspace);

const started = await tools[WORKSPACE_TOOLS.SANDBOX.EXECUTE_COMMAND].execute(
  { command: 'sleep 2', background: true },
  { requestContext: new RequestContext() },
);
const pid = /PID: (\d+)/.exec(started)[1];

const answer = await tools[WORKSPACE_TOOLS.SANDBOX.GET_PROCESS_OUTPUT].execute(
  { pid },
  { requestContext: new RequestContext() },
);
throw new Error(answer);
