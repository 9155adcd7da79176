// LocalSandbox with bubblewrap isolation, given a read-only path that does not exist on this machine: the
// provider passes it to bwrap as `--ro-bind <path> <path>`, and bwrap refuses before the command runs.
// Needs Debian's bubblewrap (`bwrap` on PATH). The command's failed result is what an agent's tool sees.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({
  workingDirectory: mkdtempSync(join(tmpdir(), 'ws-')),
  isolation: 'bwrap',
  nativeSandbox: { readOnlyPaths: ['/srv/models'] },
});
await sandbox.start();
const result = await sandbox.executeCommand('ls', ['-la']);
await sandbox.stop();
if (result.exitCode !== 0) {
  process.stderr.write(result.stderr);
  process.exit(result.exitCode);
}
