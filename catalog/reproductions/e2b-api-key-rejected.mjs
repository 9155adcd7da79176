// E2BSandbox.start() with an API key the E2B API does not accept: the lookup of an existing sandbox fails
// (the provider ignores that and goes on), then creating one is answered 401. The loopback server below stands
// in for the E2B API at E2B_API_URL, answering every request 401 with the API's JSON error shape
// {code, message}; the SDK appends the answer's `message` to its own text.
import http from 'node:http';
import { E2BSandbox } from '@mastra/e2b';

const server = http.createServer((req, res) => {
  res.statusCode = 401;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ code: 401, message: 'the API key is not valid (loopback stand-in)' }));
});
await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));
process.env.E2B_API_URL = `http://127.0.0.1:${server.address().port}`;

const sandbox = new E2BSandbox({ id: 'agent-box', template: 'base', apiKey: 'e2b_0000000000000000000000000000000000000000' });
try {
  await sandbox.start();
} finally {
  server.close();
}
