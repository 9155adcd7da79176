// A host built on the Code SDK opens a repository-backed thread without registering a reattach function.
import { RequestContext } from '@mastra/core/di';
import { getDynamicWorkspace } from '@mastra/code-sdk/agents/workspace';

// The thread state the web surface stores for a GitHub project.
const state = { projectRepositoryId: 'repo-1', sandboxId: 'repro-box', sandboxWorkdir: '/workspace/repo' };
const requestContext = new RequestContext();
requestContext.set('controller', { getState: () => state });

await getDynamicWorkspace({ requestContext });
