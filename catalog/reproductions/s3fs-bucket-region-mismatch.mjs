// s3fs told the bucket's region (its `endpoint` option, which @mastra/e2b sets from the filesystem's `region`) when
// the bucket is in another one, against a loopback server that answers as S3 does.
// s3fs runs in the foreground with debug logging, as @mastra/e2b's mount error advises ('-f -o dbglevel=info'),
// through a LocalSandbox; its bucket check fails, so the mount never attaches and the script prints what s3fs
// logged. Needs Debian's s3fs and /dev/fuse (root).
import { mkdtempSync, mkdirSync, writeFileSync, chmodSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalSandbox } from '@mastra/core/workspace';

const PORT = 18556;
// A request signed (SigV4) for the wrong region gets S3's answer: HTTP 400 with an XML <Error> body whose <Code> is
// AuthorizationHeaderMalformed and whose <Region> names the bucket's region (Amazon S3 API Reference, "Error
// responses"); a request signed for eu-west-1 gets an empty listing (ListObjectsV2's ListBucketResult).
const server = http.createServer((req, res) => {
  const scope = /Credential=[^/]+\/\d+\/([^/]+)\/s3\//.exec(req.headers.authorization ?? '');
  const region = scope ? scope[1] : 'us-east-1';
  const ok = region === 'eu-west-1';
  const body = ok
    ? '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>my-bucket</Name><Prefix></Prefix>' +
      '<KeyCount>0</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated></ListBucketResult>'
    : '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AuthorizationHeaderMalformed</Code><Message>The ' +
      `authorization header is malformed; the region '${region}' is wrong; expecting 'eu-west-1'</Message>` +
      '<Region>eu-west-1</Region></Error>';
  res.writeHead(ok ? 200 : 400, { 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(body) });
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
    '-o', `url=http://127.0.0.1:${PORT}`, '-o', 'use_path_request_style', '-o', 'retries=1', '-o', 'endpoint=us-west-2',
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
