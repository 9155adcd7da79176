// s3fs pointed at an address where nothing answers: in the reproduction's network namespace only loopback is up, and
// nothing listens on the port, so every connection is refused, as for an endpoint the sandbox cannot reach.
// s3fs runs in the foreground with debug logging, as @mastra/e2b's mount error advises ('-f -o dbglevel=info'),
// through a LocalSandbox; its bucket check fails, so the mount never attaches and the script prints what s3fs
// logged. Needs Debian's s3fs and /dev/fuse (root).
import { mkdtempSync, mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalSandbox } from '@mastra/core/workspace';

const PORT = 18554;

const workspace = mkdtempSync(join(tmpdir(), 'ws-'));
const mountPath = join(workspace, 'bucket');
mkdirSync(mountPath);
const passwd = join(workspace, '.passwd-s3fs');
writeFileSync(passwd, 'AKIAEXAMPLEEXAMPLE00:exampleexampleexampleexampleexample00\n');
chmodSync(passwd, 0o600);

const sandbox = new LocalSandbox({ workingDirectory: workspace });
await sandbox.start();
const result = await sandbox.executeCommand(
  's3fs',
  [
    'my-bucket', mountPath, '-f', '-o', 'dbglevel=info', '-o', `passwd_file=${passwd}`,
    '-o', `url=http://127.0.0.1:${PORT}`, '-o', 'use_path_request_style', '-o', 'retries=1',
  ],
  { timeout: 30_000 },
);
const attached = await sandbox.executeCommand('mountpoint', ['-q', mountPath]);
await sandbox.stop();
if (attached.exitCode !== 0) {
  process.stderr.write(result.stdout + result.stderr);
  process.exit(1);
}
