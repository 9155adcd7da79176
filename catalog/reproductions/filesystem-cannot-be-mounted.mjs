// A custom remote-VM provider that can only mount S3 buckets refuses a host
// directory with the exported FilesystemNotMountableError and a reason.
import { mkdir } from 'node:fs/promises';
import { FilesystemNotMountableError, LocalFilesystem, MastraSandbox } from '@mastra/core/workspace';

class VmSandbox extends MastraSandbox {
  id = 'repro-box';
  name = 'VmSandbox';
  provider = 'vm';
  status = 'pending';
  constructor() { super({ name: 'VmSandbox' }); }
  async start() {}
  async mount(filesystem, mountPath) {
    if (filesystem.getMountConfig?.()?.type !== 's3') {
      throw new FilesystemNotMountableError(filesystem.provider, 'the VM can only mount S3 buckets');
    }
    return { success: true, mountPath };
  }
}

await mkdir('./data', { recursive: true });
await new VmSandbox().mount(new LocalFilesystem({ basePath: './data' }), '/data');
