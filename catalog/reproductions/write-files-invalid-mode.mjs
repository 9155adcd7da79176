// A small custom provider whose writeFiles() applies modes and validates each with core's shared check;
// the app writes a mode as the decimal literal 755 where it meant octal 0o755.
import { mkdtempSync } from 'node:fs';
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
await sandbox.writeFiles([{ path: 'start.sh', content: '#!/bin/sh\necho hi\n', mode: 755 }]);
