// A unit-test style script: it builds a workspace, then calls a built-in workspace tool directly and forgets
// to put the workspace into the tool's execution context (outside an agent nothing fills it in).
import { tmpdir } from 'node:os';
import { LocalSandbox, Workspace, executeCommandTool } from '@mastra/core/workspace';
import { RequestContext } from '@mastra/core/request-context';

const workspace = new Workspace({
  id: 'repro-workspace',
  sandbox: new LocalSandbox({ id: 'repro-box', workingDirectory: tmpdir() }),
});
await workspace.init();

const output = await executeCommandTool.execute({ command: 'ls' }, { requestContext: new RequestContext() });
console.log(output);
