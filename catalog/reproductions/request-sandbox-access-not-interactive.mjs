// Your own code runs MastraCode's request_access tool directly, so the call has no suspend hook and cannot ask
// the user; the script prints the tool's answer as an agent would receive it.
import { requestSandboxAccessTool } from '@mastra/code-sdk/tools/request-sandbox-access';

const answer = await requestSandboxAccessTool.execute({ path: '/srv/shared-data', reason: 'read the fixtures' }, {});
if (answer?.isError) {
  console.error('request_access failed:', answer.content);
  process.exitCode = 1;
}
