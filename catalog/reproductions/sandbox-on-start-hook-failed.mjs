// An onStart hook that assumes a directory exists and throws when the check command fails:
// the base class rejects start() with the hook's message wrapped.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({
  id: 'repro-box',
  workingDirectory: mkdtempSync(join(tmpdir(), 'repro-')),
  onStart: async ({ sandbox }) => {
    const check = await sandbox.executeCommand('test', ['-d', 'app']);
    if (check.exitCode !== 0) throw new Error('app directory is missing');
  },
});
await sandbox.start();
