// The same sandbox with the branch mapped onto a safe checkpoint name.
import { LocalSandbox } from '@mastra/core/workspace';

const branch = 'feature/login';
const checkpointName = `b-${branch.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/\.{2,}/g, '.')}`;
const sandbox = new LocalSandbox({
  id: 'repro-box',
  workingDirectory: './sessions/repro-box',
  checkpointName,
});
await sandbox.start();
await sandbox.snapshot();
if (checkpointName !== 'b-feature-login' || sandbox.status !== 'running') process.exit(1);
