// The agent asks the kill-process tool to stop PID 424242, which this
// workspace's sandbox never started.
// The tool answers with text instead of throwing; this script throws the text
// that the real tool call returned, so that Node prints it.
import { LocalSandbox, Workspace, WORKSPACE_TOOLS, createWorkspaceTools } from '@mastra/core/workspace';

const workspace = new Workspace({
  sandbox: new LocalSandbox({ id: 'repro-box', workingDirectory: process.cwd() }),
});
const tools = await createWorkspaceTools(workspace);
const killProcess = tools[WORKSPACE_TOOLS.SANDBOX.KILL_PROCESS];

const answer = await killProcess.execute({ pid: '424242' }, {});
if (typeof answer !== 'string') throw new TypeError(`unexpected answer: ${JSON.stringify(answer)}`);
throw new Error(answer);
