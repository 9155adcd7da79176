// The fix: every "test" builds its own instance (same id and directory), so no destroyed one is restarted.
import { tmpdir } from 'node:os';
import { LocalSandbox } from '@mastra/core/workspace';

for (let run = 0; run < 2; run++) {
  const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: tmpdir() });
  await sandbox.start();
  if (sandbox.status !== 'running') process.exit(1);
  await sandbox._destroy();
  if (sandbox.status !== 'destroyed') process.exit(1);
}
