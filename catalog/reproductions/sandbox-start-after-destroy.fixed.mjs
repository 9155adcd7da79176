// The fix: every "test" builds its own instance (same id and directory), so no destroyed one is restarted.
import { tmpdir } from 'node:os';
import { LocalSandbox } from '@mastra/core/workspace';

for (let run = 0; run < 2; run++) {
  const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: tmpdir() });
  await sandbox.start();
  await sandbox._destroy();
}
