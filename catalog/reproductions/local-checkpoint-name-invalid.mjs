// A session sandbox that names its checkpoint after a git branch with a slash;
// the first start on an empty working directory checks the name and fails.
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({
  id: 'repro-box',
  workingDirectory: './sessions/repro-box',
  checkpointName: 'feature/login',
});
await sandbox.start();
