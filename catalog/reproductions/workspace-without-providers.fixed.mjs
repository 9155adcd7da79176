// The fix: a local sandbox as the fallback when there is no E2B key.
import { tmpdir } from 'node:os';
import { LocalSandbox, Workspace } from '@mastra/core/workspace';
import { E2BSandbox } from '@mastra/e2b';

delete process.env.E2B_API_KEY;
const workspace = new Workspace({
  id: 'repro-workspace',
  sandbox: process.env.E2B_API_KEY
    ? new E2BSandbox({ apiKey: process.env.E2B_API_KEY })
    : new LocalSandbox({ id: 'repro-box', workingDirectory: tmpdir() }),
});
if (!(workspace.sandbox instanceof LocalSandbox)) process.exit(1);
