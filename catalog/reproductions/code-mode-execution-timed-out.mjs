// A Code Mode program that never finishes, run by the default transport in a local sandbox with a 1 ms
// budget; the script prints the failed result the tool would hand the agent.
import { StdioCodeModeTransport } from '@mastra/core/tools';
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ workingDirectory: process.env.TMPDIR ?? '.' });
const result = await new StdioCodeModeTransport().run({
  sandbox,
  program: 'await new Promise(() => {});',
  toolIds: [],
  dispatch: async () => null,
  timeout: 1,
});
if (!result.success) {
  console.error('execute_typescript failed:', result.error);
  process.exitCode = 1;
}
