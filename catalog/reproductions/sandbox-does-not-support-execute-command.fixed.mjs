// The resolver returns a provider that implements executeCommand.
import { createWorkspaceTools, LocalSandbox, Workspace } from '@mastra/core/workspace';

const workspace = new Workspace({
  sandbox: () => new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' }),
});
const tools = await createWorkspaceTools(workspace);
const output = await tools.mastra_workspace_execute_command.execute({ command: 'echo hello' }, {});
if (!String(output).includes('hello')) {
  console.error('unexpected tool output:', output);
  process.exit(1);
}
