// An S3Filesystem whose bucket the service does not know. Offline, the S3 service's answer is played by the
// client's request handler: HeadBucket gets the bare 404 that S3 sends for a bucket that does not exist.
// Everything else (the AWS SDK's deserializer, S3Filesystem.init) is the real code. It calls the provider's
// init() itself: through a Workspace, core's wrapper first logs `Failed to initialize filesystem`, which the
// matcher ranks above this shorter message today (see filesystem-init-failed).
import { Readable } from 'node:stream';
import { S3Filesystem } from '@mastra/s3';

const filesystem = new S3Filesystem({
  bucket: 'agent-files',
  region: 'us-east-1',
  accessKeyId: 'AKIAEXAMPLEEXAMPLE00',
  secretAccessKey: 'example-secret-key-without-session-token',
});
filesystem.client.config.requestHandler = {
  handle: async () => ({ response: { statusCode: 404, headers: {}, body: Readable.from([]) } }),
};

await filesystem.init();
