// Code Mode wired with the E2B transport, but the sandbox it gets is a LocalSandbox.
import { LocalSandbox } from '@mastra/core/workspace';
import { E2BCodeModeTransport } from '@mastra/e2b';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: process.cwd() });

// The transport refuses anything that is not an E2BSandbox before it touches the sandbox.
await new E2BCodeModeTransport().run({
  sandbox,
  program: 'return 1 + 1;',
  toolIds: [],
  dispatch: async () => undefined,
  timeout: 5_000,
});
