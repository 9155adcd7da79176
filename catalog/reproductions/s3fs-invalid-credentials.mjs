// s3fs against a loopback server that answers as S3 does when a request's signature does not match the secret key.
// s3fs runs in the foreground with debug logging, as @mastra/e2b's mount error advises ('-f -o dbglevel=info'),
// through a LocalSandbox; its bucket check fails, so the mount never attaches and the script prints what s3fs
// logged. Needs Debian's s3fs and /dev/fuse (root).
import { mkdtempSync, mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalSandbox } from '@mastra/core/workspace';

const PORT = 18552;
// Every request gets S3's answer for a signature that does not match: HTTP 403 with an XML <Error> body whose
// <Code> is SignatureDoesNotMatch (Amazon S3 API Reference, "Error responses" and its list of error codes).
const server = http.createServer((req, res) => {
  const body =
    '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>The request ' +
    'signature we calculated does not match the signature you provided.</Message></Error>';
  res.writeHead(403, { 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(body) });
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
