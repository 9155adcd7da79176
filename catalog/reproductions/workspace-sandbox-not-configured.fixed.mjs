// The fix: the resolver creates (and remembers) a sandbox for a tenant it has not seen.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, LocalSandbox, Workspace, createWorkspaceTools } from '@mastra/core/workspace';
import { RequestContext } from '@mastra/core/request-context';

const root = mkdtempSync(join(tmpdir(), 'repro-'));
const sandboxes = new Map();
const workspace = new Workspace({
  id: 'repro-workspace',
  filesystem: new LocalFilesystem({ basePath: join(root, 'data') }),
  sandbox: ({ requestContext }) => {
    const tenantId = requestContext.get('tenantId');
    if (!tenantId) throw new Error('tenantId is required to pick a sandbox');
    if (!sandboxes.has(tenantId)) {
      sandboxes.set(tenantId, new LocalSandbox({ id: `tenant-${tenantId}`, workingDirectory: join(root, tenantId) }));
    }
    return sandboxes.get(tenantId);
  },
});
const tools = await createWorkspaceTools(workspace);
const requestContext = new RequestContext([['tenantId', 'acme']]);
const output = await tools['mastra_workspace_execute_command'].execute({ command: 'echo ran' }, { requestContext });
if (!String(output).includes('ran')) process.exit(1);
for (const sandbox of sandboxes.values()) await sandbox._destroy();
