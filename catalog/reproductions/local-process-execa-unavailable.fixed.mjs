// The same sandbox in a deployment that ships execa with @mastra/core: no
// resolve hook hides the package, so the first spawn loads it.
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
const result = await sandbox.executeCommand('echo', ['hello']);
await sandbox.destroy();
if (result.stdout !== 'hello\n') {
  console.error('unexpected output:', result.stdout);
  process.exit(1);
}
