// s3fs against a loopback server that answers every request with a plain 400, as a service that is not S3, or an
// S3-compatible one that rejects the request's shape, may.
// s3fs runs in the foreground with debug logging, as @mastra/e2b's mount error advises ('-f -o dbglevel=info'),
// through a LocalSandbox; its bucket check fails, so the mount never attaches and the script prints what s3fs
// logged. Needs Debian's s3fs and /dev/fuse (root).
import { mkdtempSync, mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalSandbox } from '@mastra/core/workspace';

const PORT = 18555;
// Every request gets HTTP 400 with an XML <Error> body whose <Code> is InvalidRequest and no <Region> to move to
// (Amazon S3 API Reference, "Error responses").
const server = http.createServer((req, res) => {
  const body =
    '<?xml version="1.0" encoding="UTF-8"?><Error><Code>InvalidRequest</Code><Message>The request is not ' +
    'valid for this service.</Message></Error>';
  res.writeHead(400, { 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(body) });
  res.end(req.method === 'HEAD' ? undefined : body);
});
await new Promise(resolve => server.listen(PORT, '127.0.0.1', resolve));

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
server.close();
if (attached.exitCode !== 0) {
  process.stderr.write(result.stdout + result.stderr);
  process.exit(1);
}
