// Killing a background process that this sandbox started and that is still running.
import { LocalSandbox, Workspace, WORKSPACE_TOOLS, createWorkspaceTools } from '@mastra/core/workspace';

const workspace = new Workspace({
  sandbox: new LocalSandbox({ id: 'repro-box', workingDirectory: process.cwd() }),
});
const tools = await createWorkspaceTools(workspace);

const started = await tools[WORKSPACE_TOOLS.SANDBOX.EXECUTE_COMMAND].execute({ command: 'sleep 30', background: true }, {});
const pid = /PID: (\d+)/.exec(started)[1];

const answer = await tools[WORKSPACE_TOOLS.SANDBOX.KILL_PROCESS].execute({ pid }, {});
if (!answer.startsWith(`Process ${pid} has been killed.`)) throw new Error(`unexpected answer: ${answer}`);
