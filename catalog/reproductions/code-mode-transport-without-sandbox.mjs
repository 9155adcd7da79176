// A script drives the default Code Mode transport by hand and leaves out the
// sandbox.
import { StdioCodeModeTransport } from '@mastra/core/tools';

await new StdioCodeModeTransport().run({
  program: 'return 1 + 1;',
  toolIds: [],
  dispatch: async toolId => ({ toolId }),
  timeout: 5_000,
});
