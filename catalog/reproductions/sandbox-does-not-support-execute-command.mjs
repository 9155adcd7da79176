// A workspace whose sandbox resolver hands out a custom sandbox with neither a
// process manager nor executeCommand: the command tool is offered for the
// resolver without looking, and refuses when it runs.
import { createWorkspaceTools, MastraSandbox, Workspace } from '@mastra/core/workspace';

class ViewOnlySandbox extends MastraSandbox {
  id = 'repro-box';
  name = 'ViewOnlySandbox';
  provider = 'view-only';
  status = 'pending';
  constructor() { super({ name: 'ViewOnlySandbox' }); }
  async start() {}
}

const workspace = new Workspace({ sandbox: () => new ViewOnlySandbox() });
const tools = await createWorkspaceTools(workspace);
await tools.mastra_workspace_execute_command.execute({ command: 'echo hello' }, {});
