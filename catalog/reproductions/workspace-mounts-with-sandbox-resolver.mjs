// A multi-tenant workspace: one sandbox per tenant from a resolver, plus a shared directory as a mount.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, LocalSandbox, Workspace } from '@mastra/core/workspace';

const root = mkdtempSync(join(tmpdir(), 'repro-'));
const sharedDocs = new LocalFilesystem({ basePath: join(root, 'shared') });

new Workspace({
  id: 'repro-workspace',
  sandbox: ({ requestContext }) =>
    new LocalSandbox({ id: `tenant-${requestContext.get('tenantId')}`, workingDirectory: join(root, 'tenants') }),
  mounts: { '/shared': sharedDocs },
});
