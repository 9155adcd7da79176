// The sandbox's working directory already has a `reports` link made by hand, pointing at
// another folder. No marker says Mastra made it, so mount() refuses to replace it.
import { mkdir, rm, symlink } from 'node:fs/promises';
import { resolve } from 'node:path';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('/tmp/repro-box', { recursive: true });
await rm('/tmp/repro-box/reports', { recursive: true, force: true });
await mkdir('./old-reports', { recursive: true });
await symlink(resolve('./old-reports'), '/tmp/repro-box/reports');
await mkdir('./shared-reports', { recursive: true });

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: '/tmp/repro-box' });
await sandbox.start();
const result = await sandbox.mount(new LocalFilesystem({ basePath: './shared-reports' }), '/reports');
await sandbox.destroy();

// mount() reports the failure in its result rather than throwing; surface what it returned.
if (!result.success) throw new Error(result.error);
