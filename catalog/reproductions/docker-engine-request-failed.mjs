// DockerSandbox.start() asks the Docker Engine for its labelled container (none), finds the image, and
// creates the container under its name; the engine refuses because another container already has that name.
// The loopback server below stands in for the Docker Engine API (dockerOptions host/port): a 409 with the
// engine's JSON error body {"message": ...} (moby api/swagger.yaml, ErrorResponse; the wording is dockerd's
// nameConflictError). docker-modem turns the answer into the error.
import http from 'node:http';
import { DockerSandbox } from '@mastra/docker';

const server = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  const path = req.url.replace(/^\/v[0-9.]+/, '').split('?')[0];
  if (req.method === 'GET' && path === '/containers/json') return res.end('[]');
  if (req.method === 'GET' && path.startsWith('/images/')) return res.end(JSON.stringify({ Id: 'sha256:0f1e' }));
  if (req.method === 'POST' && path === '/containers/create') {
    const name = new URL(req.url, 'http://x').searchParams.get('name');
    res.statusCode = 409;
    return res.end(JSON.stringify({
      message: `Conflict. The container name "/${name}" is already in use by container "4f2a9c0d7e1b". `
        + 'You have to remove (or rename) that container to be able to reuse that name.',
    }));
  }
  res.statusCode = 500;
  res.end(JSON.stringify({ message: `unexpected ${req.method} ${req.url}` }));
});
await new Promise(resolve => server.listen(0, '127.0.0.1', resolve));

const sandbox = new DockerSandbox({
  id: 'agent-box',
  image: 'node:22-slim',
  dockerOptions: { protocol: 'http', host: '127.0.0.1', port: server.address().port },
});
try {
  await sandbox.start();
} finally {
  server.close();
}
