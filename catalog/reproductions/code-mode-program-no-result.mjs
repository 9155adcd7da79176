// The default Code Mode transport in a local sandbox whose `node` cannot start the runner (Node 20 rejects
// --experimental-strip-types); the script prints the failed result the tool would hand the agent.
import { StdioCodeModeTransport } from '@mastra/core/tools';
import { LocalSandbox } from '@mastra/core/workspace';

if (Number(process.versions.node.split('.')[0]) >= 22) {
  console.error(`this reproduction needs a node older than 22.6 on the PATH; this is ${process.version}`);
}
const sandbox = new LocalSandbox({ workingDirectory: process.env.TMPDIR ?? '.' });
const result = await new StdioCodeModeTransport().run({
  sandbox,
  program: 'return 1 + 1;',
  toolIds: [],
  dispatch: async () => null,
  timeout: 30_000,
});
if (!result.success) {
  console.error('execute_typescript failed:', result.error);
  process.exitCode = 1;
}
