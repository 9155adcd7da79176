// A filesystem resolver that only looks filesystems up in a registry; a new tenant has none yet.
import { Workspace, createWorkspaceTools } from '@mastra/core/workspace';
import { RequestContext } from '@mastra/core/request-context';

const filesystems = new Map(); // empty after a restart
const workspace = new Workspace({
  id: 'repro-workspace',
  filesystem: ({ requestContext }) => filesystems.get(requestContext.get('tenantId')),
});
const tools = await createWorkspaceTools(workspace);
const requestContext = new RequestContext([['tenantId', 'acme']]);
await tools['mastra_workspace_read_file'].execute({ path: 'notes.md' }, { requestContext });
