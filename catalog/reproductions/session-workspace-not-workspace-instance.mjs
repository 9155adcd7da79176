// A controller whose workspace resolver returns null for requests that carry no repository path.
import { AgentController } from '@mastra/core/agent-controller';
import { LocalSandbox, Workspace } from '@mastra/core/workspace';

const controller = new AgentController({
  id: 'repro-controller',
  modes: [{ id: 'build', default: true, defaultModelId: 'openai/gpt-4o-mini', instructions: 'Build things.' }],
  workspace: ({ requestContext }) => {
    const repo = requestContext.get('repoPath');
    return repo ? new Workspace({ sandbox: new LocalSandbox({ workingDirectory: repo }) }) : null;
  },
});
await controller.init();
await controller.createSession(); // this request has no repoPath
