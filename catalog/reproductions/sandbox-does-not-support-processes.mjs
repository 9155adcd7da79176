// A workspace whose sandbox comes from a resolver: Mastra cannot inspect it when it builds the tools,
// so it offers the process tools; the resolved sandbox only implements executeCommand.
import { MastraSandbox, Workspace, createWorkspaceTools } from '@mastra/core/workspace';
import { RequestContext } from '@mastra/core/request-context';

class RemoteApiSandbox extends MastraSandbox {
  id = 'repro-box';
  name = 'RemoteApiSandbox';
  provider = 'remote-api';
  status = 'pending';
  constructor() {
    super({ name: 'RemoteApiSandbox' });
  }
  async start() {}
  async executeCommand(command) {
    return { success: true, exitCode: 0, stdout: `ran ${command}`, stderr: '', executionTimeMs: 1 };
  }
}

const workspace = new Workspace({ sandbox: () => new RemoteApiSandbox() });
const tools = await createWorkspaceTools(workspace);
const getOutput = tools['mastra_workspace_get_process_output'];
await getOutput.execute({ pid: '4242' }, { requestContext: new RequestContext() });
