// A sandbox resolver that only looks sandboxes up in a registry; a new tenant has none yet.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace, createWorkspaceTools } from '@mastra/core/workspace';
import { RequestContext } from '@mastra/core/request-context';

const sandboxes = new Map(); // empty after a restart
const workspace = new Workspace({
  id: 'repro-workspace',
  filesystem: new LocalFilesystem({ basePath: mkdtempSync(join(tmpdir(), 'repro-')) }),
  sandbox: ({ requestContext }) => sandboxes.get(requestContext.get('tenantId')),
});
const tools = await createWorkspaceTools(workspace);
const requestContext = new RequestContext([['tenantId', 'acme']]);
await tools['mastra_workspace_execute_command'].execute({ command: 'ls' }, { requestContext });
