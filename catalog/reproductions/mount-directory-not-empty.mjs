// The sandbox's working directory already has a `data` folder with files in it,
// and a local folder is mounted on top of that same path.
import { mkdir, writeFile } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('/tmp/repro-box/data', { recursive: true });
await writeFile('/tmp/repro-box/data/results.csv', 'id,score\n1,0.9\n');
await mkdir('./shared-data', { recursive: true });

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: '/tmp/repro-box' });
await sandbox.start();
const result = await sandbox.mount(new LocalFilesystem({ basePath: './shared-data' }), '/data');
await sandbox.destroy();

// mount() reports the failure in its result rather than throwing; surface what it returned.
if (!result.success) throw new Error(result.error);
