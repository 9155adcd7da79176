// The default Code Mode transport in a local sandbox whose `node` cannot start the runner (Node 20 rejects
// --experimental-strip-types); the script prints the failed result the tool would hand the agent.
import { StdioCodeModeTransport } from '@mastra/core/tools';
import { LocalSandbox } from '@mastra/core/workspace';
import path from 'node:path';

// This script runs on the Node Mastra needs (>= 22.13); the sandbox's `node` must be an older one, the
// system's: the folder of the Node running this script leaves the PATH the sandbox inherits.
const own = path.dirname(process.execPath);
process.env.PATH = (process.env.PATH ?? '')
  .split(path.delimiter)
  .filter((dir) => path.resolve(dir) !== own)
  .join(path.delimiter);
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
