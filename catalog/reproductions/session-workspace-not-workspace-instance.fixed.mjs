// The fix: the resolver returns undefined (no workspace) instead of null.
import { AgentController } from '@mastra/core/agent-controller';
import { LocalSandbox, Workspace } from '@mastra/core/workspace';

const controller = new AgentController({
  id: 'repro-controller',
  modes: [{ id: 'build', default: true, defaultModelId: 'openai/gpt-4o-mini', instructions: 'Build things.' }],
  workspace: ({ requestContext }) => {
    const repo = requestContext.get('repoPath');
    return repo ? new Workspace({ sandbox: new LocalSandbox({ workingDirectory: repo }) }) : undefined;
  },
});
await controller.init();
const session = await controller.createSession();
if (!session) process.exit(1);
