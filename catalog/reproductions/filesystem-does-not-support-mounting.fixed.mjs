// The same provider given the filesystem itself, which has a mount config.
import { mkdir } from 'node:fs/promises';
import { FilesystemNotMountableError, LocalFilesystem, MastraSandbox } from '@mastra/core/workspace';

class SyncSandbox extends MastraSandbox {
  id = 'repro-box';
  name = 'SyncSandbox';
  provider = 'sync';
  status = 'pending';
  constructor() { super({ name: 'SyncSandbox' }); }
  async start() {}
  async mount(filesystem, mountPath) {
    if (!filesystem.getMountConfig) throw new FilesystemNotMountableError(filesystem.provider);
    return { success: true, mountPath };
  }
}

await mkdir('./notes', { recursive: true });
const result = await new SyncSandbox().mount(new LocalFilesystem({ basePath: './notes' }), '/notes');
if (!result.success) process.exit(1);
