// DaytonaSandbox.start() creates a sandbox that the Daytona API then reports in the `error` state (as it does
// when a runner cannot start it). The loopback server below stands in for the Daytona API at `apiUrl`, with the
// shapes of the SDK's own API client (@daytonaio/api-client: GET /sandbox/{idOrName} answering 404 for an unknown
// name, POST /sandbox answering the new Sandbox, GET /sandbox/{id} its state and errorReason).
import http from 'node:http';
import { DaytonaSandbox } from '@mastra/daytona';

const id = '4f0c1a7e-2b5d-4c8e-9a31-6d2e8f7b0c55';
const sandbox = (state, extra = {}) => ({
  id, name: 'agent-box', state, organizationId: 'org', user: 'daytona', env: {}, labels: {}, public: false,
  target: 'us', cpu: 1, gpu: 0, memory: 1, disk: 3, ...extra,
});
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    const path = req.url.split('?')[0];
    if (req.method === 'POST' && path === '/sandbox') return res.end(JSON.stringify(sandbox('starting')));
    if (req.method === 'GET' && path === `/sandbox/${id}`) {
      return res.end(JSON.stringify(sandbox('error', { errorReason: 'no runner could start it (loopback stand-in)' })));
    }
    res.statusCode = 404;
    res.end(JSON.stringify({ statusCode: 404, message: `nothing at ${req.method} ${path}` }));
  });
});
await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));

const daytona = new DaytonaSandbox({ id: 'agent-box', apiKey: 'dtn_00000000', apiUrl: `http://127.0.0.1:${server.address().port}` });
try {
  await daytona.start();
} finally {
  server.close();
}
