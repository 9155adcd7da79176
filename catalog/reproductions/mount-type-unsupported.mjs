// Local development with LocalSandbox: a hand-written filesystem for Cloudflare R2
// describes itself as mount type 'r2', and LocalSandbox only links local folders.
import { mkdir } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

class R2Filesystem extends LocalFilesystem {
  getMountConfig() {
    return { type: 'r2', bucket: 'repro-bucket', accountId: 'repro-account' };
  }
}

await mkdir('./r2-cache', { recursive: true });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
await sandbox.start();
const result = await sandbox.mount(new R2Filesystem({ basePath: './r2-cache' }), '/data');
await sandbox.destroy();

// mount() reports the failure in its result rather than throwing; surface what it returned.
if (!result.success) throw new Error(result.error);
