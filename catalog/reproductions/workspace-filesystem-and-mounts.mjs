// A workspace that kept its original filesystem line after a mount was added.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

const root = mkdtempSync(join(tmpdir(), 'repro-'));
new Workspace({
  id: 'repro-workspace',
  filesystem: new LocalFilesystem({ basePath: join(root, 'workspace') }),
  mounts: { '/data': new LocalFilesystem({ basePath: join(root, 'datasets') }) },
});
