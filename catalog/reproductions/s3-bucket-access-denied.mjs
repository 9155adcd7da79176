// An S3Filesystem whose credentials may not read the bucket. Offline, the S3 service's answer is played by
// the client's request handler: HeadBucket gets the bare 403 that S3 sends for a bucket the caller may not
// access. Everything else (the AWS SDK's deserializer, S3Filesystem.init, the workspace) is the real code.
import { Readable } from 'node:stream';
import { Workspace } from '@mastra/core/workspace';
import { S3Filesystem } from '@mastra/s3';

const filesystem = new S3Filesystem({
  bucket: 'agent-files',
  region: 'us-east-1',
  accessKeyId: 'AKIAEXAMPLEEXAMPLE00',
  secretAccessKey: 'example-secret-key-without-session-token',
});
filesystem.client.config.requestHandler = {
  handle: async () => ({ response: { statusCode: 403, headers: {}, body: Readable.from([]) } }),
};

const workspace = new Workspace({ filesystem });
await workspace.init();
