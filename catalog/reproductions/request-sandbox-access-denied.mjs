// A host resumes MastraCode's suspended request_access call with "No" (the user clicked "Deny"); the script
// prints the tool's answer and fails, as a caller that needed the directory would.
import { requestSandboxAccessTool } from '@mastra/code-sdk/tools/request-sandbox-access';

const answer = await requestSandboxAccessTool.execute(
  { path: '/srv/shared-data', reason: 'read the fixtures' },
  { resumeData: 'No', suspend: async () => {} },
);
if (typeof answer?.content === 'string' && answer.content.startsWith('Access denied')) {
  console.error('request_access:', answer.content);
  process.exitCode = 1;
}
