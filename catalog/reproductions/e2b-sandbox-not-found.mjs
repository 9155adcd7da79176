// An E2BSandbox pauses its sandbox by identity (stop() in a process that never attached to it): the E2B API
// lists the sandbox as running, then answers the pause with 404, as it does for a sandbox that has meanwhile
// been killed or has expired. The loopback server below stands in for the E2B API at E2B_API_URL; its answers
// have the shapes of E2B's OpenAPI spec (spec/openapi.yml: ListedSandbox items; Error {code, message}).
import http from 'node:http';
import { E2BSandbox } from '@mastra/e2b';

const sandboxId = 'ikf2v9n1q8rxh0c3mwzt7';
const server = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.method === 'GET' && req.url.startsWith('/v2/sandboxes')) {
    res.end(JSON.stringify([{
      sandboxID: sandboxId, templateID: 'base', clientID: 'x', state: 'running', cpuCount: 2, memoryMB: 512,
      diskSizeMB: 1024, envdVersion: '0.2.0', startedAt: new Date().toISOString(),
      endAt: new Date(Date.now() + 300_000).toISOString(), metadata: { 'mastra-sandbox-id': 'agent-box' },
    }]));
  } else if (req.method === 'POST' && req.url === `/sandboxes/${sandboxId}/pause`) {
    res.statusCode = 404;
    res.end(JSON.stringify({ code: 404, message: `sandbox "${sandboxId}" doesn't exist or you don't have access to it` }));
  } else {
    res.statusCode = 500;
    res.end(JSON.stringify({ code: 500, message: `unexpected ${req.method} ${req.url}` }));
  }
});
await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));
process.env.E2B_API_URL = `http://127.0.0.1:${server.address().port}`;

const sandbox = new E2BSandbox({ id: 'agent-box', template: 'base', apiKey: 'e2b_0000000000000000000000000000000000000000' });
try {
  await sandbox.stop();
} finally {
  server.close();
}
