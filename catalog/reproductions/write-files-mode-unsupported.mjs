// A custom provider whose upload API has no permission field; like the Cloudflare sandbox, its writeFiles()
// calls core's shared check, which refuses a batch that asks for a mode.
import { mkdtempSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MastraSandbox, assertModesUnsupported } from '@mastra/core/workspace';

class UploadApiSandbox extends MastraSandbox {
  id = 'repro-box';
  name = 'UploadApiSandbox';
  provider = 'upload-api';
  status = 'pending';
  root = mkdtempSync(join(tmpdir(), 'repro-'));
  constructor() {
    super({ name: 'UploadApiSandbox' });
  }
  async start() {}
  async writeFiles(files) {
    assertModesUnsupported(files, 'UploadApi');
    for (const file of files) await writeFile(join(this.root, file.path), file.content); // the "upload"
  }
}

const sandbox = new UploadApiSandbox();
await sandbox.writeFiles([{ path: 'start.sh', content: '#!/bin/sh\necho hi\n', mode: 0o755 }]);
