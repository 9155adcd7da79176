// The same sandbox in a deployment that ships execa with @mastra/core.
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
const result = await sandbox.executeCommand('echo', ['hello']);
if (result.stdout !== 'hello\n') process.exit(1);
