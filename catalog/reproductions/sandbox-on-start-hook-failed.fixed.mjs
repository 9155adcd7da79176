// The fix: the hook makes its own precondition true (idempotently) instead of assuming it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({
  id: 'repro-box',
  workingDirectory: mkdtempSync(join(tmpdir(), 'repro-')),
  onStart: async ({ sandbox }) => {
    const made = await sandbox.executeCommand('mkdir', ['-p', 'app']);
    if (made.exitCode !== 0) throw new Error(`could not create app: ${made.stderr}`);
  },
});
await sandbox.start();
await sandbox.stop();
await sandbox.start(); // the hook runs again on every start and still succeeds
await sandbox._destroy();
