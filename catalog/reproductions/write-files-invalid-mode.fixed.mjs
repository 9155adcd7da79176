// The fix: the mode is written as the octal literal 0o755, which the shared check accepts.
import { mkdtempSync, statSync } from 'node:fs';
import { chmod, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MastraSandbox, validateSandboxFileMode } from '@mastra/core/workspace';

class DirSandbox extends MastraSandbox {
  id = 'repro-box';
  name = 'DirSandbox';
  provider = 'dir';
  status = 'pending';
  root = mkdtempSync(join(tmpdir(), 'repro-'));
  constructor() {
    super({ name: 'DirSandbox' });
  }
  async start() {}
  async writeFiles(files) {
    for (const file of files) if (file.mode !== undefined) validateSandboxFileMode(file.mode);
    for (const file of files) {
      await writeFile(join(this.root, file.path), file.content);
      if (file.mode !== undefined) await chmod(join(this.root, file.path), file.mode);
    }
  }
}

const sandbox = new DirSandbox();
await sandbox.writeFiles([{ path: 'start.sh', content: '#!/bin/sh\necho hi\n', mode: 0o755 }]);
if ((statSync(join(sandbox.root, 'start.sh')).mode & 0o777) !== 0o755) process.exit(1);
