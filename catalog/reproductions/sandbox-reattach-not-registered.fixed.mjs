// The same request after the host registered a reattach function at startup.
import { RequestContext } from '@mastra/core/di';
import { LocalSandbox } from '@mastra/core/workspace';
import { registerSandboxReattach } from '@mastra/code-sdk/agents/sandbox-reattach';
import { getDynamicWorkspace } from '@mastra/code-sdk/agents/workspace';

// A stand-in for the host's own lookup of the provider sandbox by its id.
registerSandboxReattach(async providerSandboxId => new LocalSandbox({ id: providerSandboxId, workingDirectory: process.cwd() }));

const state = { projectRepositoryId: 'repo-1', sandboxId: 'repro-box', sandboxWorkdir: process.cwd() };
const requestContext = new RequestContext();
requestContext.set('controller', { getState: () => state });

const workspace = await getDynamicWorkspace({ requestContext });
if (!workspace) throw new Error('no workspace was built');
