// E2BSandbox.start() with no API key (no `apiKey` option, no E2B_API_KEY): the SDK refuses before any request.
import { E2BSandbox } from '@mastra/e2b';

delete process.env.E2B_API_KEY;
delete process.env.E2B_ACCESS_TOKEN;
const sandbox = new E2BSandbox({ id: 'agent-box', template: 'base' });
await sandbox.start();
