// A sandbox chosen from the environment: in CI (no E2B_API_KEY) neither branch gives the workspace anything.
import { Workspace } from '@mastra/core/workspace';
import { E2BSandbox } from '@mastra/e2b';

delete process.env.E2B_API_KEY; // the CI environment has no key
const workspace = new Workspace({
  id: 'repro-workspace',
  sandbox: process.env.E2B_API_KEY ? new E2BSandbox({ apiKey: process.env.E2B_API_KEY }) : undefined,
});
console.log(workspace.id);
