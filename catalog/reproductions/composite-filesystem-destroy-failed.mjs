// A workspace whose mounts include the user's own filesystem (a LocalFilesystem extended with a teardown that
// removes its scratch folder); the folder was already removed, so that teardown fails when the workspace is
// destroyed.
import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

class ScratchFilesystem extends LocalFilesystem {
  constructor(scratch) {
    super({ basePath: scratch });
    this.scratch = scratch;
  }
  async destroy() {
    await rm(join(this.scratch, 'lockfile'));
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'repro-'));
const workspace = new Workspace({
  mounts: {
    '/local': new LocalFilesystem({ basePath: mkdtempSync(join(tmpdir(), 'repro-')) }),
    '/scratch': new ScratchFilesystem(scratch),
  },
});
await workspace.init();
rmSync(scratch, { recursive: true });
await workspace.destroy();
