// A host resumes MastraCode's request_access call with "yes", but its agent-controller state store refuses the
// update, so the grant cannot be saved; the script prints the tool's answer.
import { requestSandboxAccessTool } from '@mastra/code-sdk/tools/request-sandbox-access';

const controller = {
  getState: () => ({ sandboxAllowedPaths: [] }),
  setState: async () => {
    throw new Error('state store is read-only');
  },
};
const answer = await requestSandboxAccessTool.execute(
  { path: '/srv/shared-data', reason: 'read the fixtures' },
  { resumeData: 'yes', requestContext: { get: key => (key === 'controller' ? controller : undefined) } },
);
if (answer?.isError) {
  console.error('request_access failed:', answer.content);
  process.exitCode = 1;
}
