// s3fs run where there is no FUSE device: here inside LocalSandbox's bwrap isolation, whose fresh /dev holds
// only the standard nodes (no /dev/fuse), as in a container started without `--device /dev/fuse`. libfuse, which
// s3fs mounts through, gives up before any request to S3. Needs Debian's bubblewrap and s3fs.
import { mkdtempSync, mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalSandbox } from '@mastra/core/workspace';

const workspace = mkdtempSync(join(tmpdir(), 'ws-'));
mkdirSync(join(workspace, 'bucket'));
writeFileSync(join(workspace, '.passwd-s3fs'), 'AKIAEXAMPLEEXAMPLE00:exampleexampleexampleexampleexample00\n');
chmodSync(join(workspace, '.passwd-s3fs'), 0o600);

const sandbox = new LocalSandbox({ workingDirectory: workspace, isolation: 'bwrap' });
await sandbox.start();
const result = await sandbox.executeCommand('s3fs', [
  'my-bucket', join(workspace, 'bucket'), '-o', `passwd_file=${join(workspace, '.passwd-s3fs')}`,
]);
await sandbox.stop();
if (result.exitCode !== 0) {
  process.stderr.write(result.stderr);
  process.exit(result.exitCode);
}
