// The fix: the resolver registers the mount on each sandbox it returns; the workspace gets the file view.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CompositeFilesystem, LocalFilesystem, LocalSandbox, Workspace } from '@mastra/core/workspace';
import { RequestContext } from '@mastra/core/request-context';

const root = mkdtempSync(join(tmpdir(), 'repro-'));
const sharedDocs = new LocalFilesystem({ basePath: join(root, 'shared') });
const sandboxes = new Map();

const workspace = new Workspace({
  id: 'repro-workspace',
  sandbox: ({ requestContext }) => {
    const tenant = requestContext.get('tenantId');
    if (!sandboxes.has(tenant)) {
      const sandbox = new LocalSandbox({ id: `tenant-${tenant}`, workingDirectory: join(root, tenant) });
      sandbox.mounts.add({ '/shared': sharedDocs }); // mounted when this sandbox starts
      sandboxes.set(tenant, sandbox);
    }
    return sandboxes.get(tenant);
  },
  filesystem: new CompositeFilesystem({ mounts: { '/shared': sharedDocs } }),
});

const requestContext = new RequestContext([['tenantId', 'acme']]);
const sandbox = await workspace.resolveSandbox({ requestContext });
await sandbox.start();
if (sandbox.mounts.get('/shared')?.state !== 'mounted') process.exit(1);
await sandbox._destroy();
