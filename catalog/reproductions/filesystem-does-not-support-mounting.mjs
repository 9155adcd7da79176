// A custom provider that syncs host directories refuses a filesystem with no
// mount configuration: the composite view a workspace builds from its mounts.
import { mkdir } from 'node:fs/promises';
import { CompositeFilesystem, FilesystemNotMountableError, LocalFilesystem, MastraSandbox } from '@mastra/core/workspace';

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
const notes = new LocalFilesystem({ basePath: './notes' });
await new SyncSandbox().mount(new CompositeFilesystem({ mounts: { '/notes': notes } }), '/notes');
