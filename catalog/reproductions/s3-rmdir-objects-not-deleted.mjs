// S3Filesystem removing a folder recursively with a credential that may list but not delete: S3's
// DeleteObjects answers 200 with an <Error> element per key it refused. Offline, S3's answers are played by
// the client's request handler (the documented XML shapes of HeadBucket, ListObjectsV2 and DeleteObjects);
// the AWS SDK's deserializers, S3Filesystem and the workspace are the real code.
import { Readable } from 'node:stream';
import { Workspace } from '@mastra/core/workspace';
import { S3Filesystem } from '@mastra/s3';

const xml = body => ({
  response: { statusCode: 200, headers: { 'content-type': 'application/xml' }, body: Readable.from([Buffer.from(body)]) },
});
const filesystem = new S3Filesystem({
  bucket: 'agent-files',
  region: 'us-east-1',
  accessKeyId: 'AKIAEXAMPLEEXAMPLE00',
  secretAccessKey: 'example-secret-key-without-session-token',
});
filesystem.client.config.requestHandler = {
  handle: async request => {
    if (request.method === 'HEAD') return { response: { statusCode: 200, headers: {}, body: Readable.from([]) } };
    if (request.method === 'GET') {
      return xml(
        '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>agent-files</Name><Prefix>reports/</Prefix>' +
          '<KeyCount>2</KeyCount><IsTruncated>false</IsTruncated>' +
          '<Contents><Key>reports/q1.csv</Key><Size>10</Size></Contents>' +
          '<Contents><Key>reports/q2.csv</Key><Size>12</Size></Contents></ListBucketResult>',
      );
    }
    return xml(
      '<?xml version="1.0" encoding="UTF-8"?><DeleteResult>' +
        '<Error><Key>reports/q1.csv</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error>' +
        '<Error><Key>reports/q2.csv</Key><Code>AccessDenied</Code><Message>Access Denied</Message></Error>' +
        '</DeleteResult>',
    );
  },
};

const workspace = new Workspace({ filesystem });
await workspace.init();
await filesystem.rmdir('reports', { recursive: true });
