// Mount at a path nothing occupies yet; the existing `data` folder stays visible.
import { mkdir, writeFile } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('/tmp/repro-box/data', { recursive: true });
await writeFile('/tmp/repro-box/data/results.csv', 'id,score\n1,0.9\n');
await mkdir('./shared-data', { recursive: true });

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: '/tmp/repro-box' });
await sandbox.start();
const result = await sandbox.mount(new LocalFilesystem({ basePath: './shared-data' }), '/shared');
await sandbox.destroy();
if (!result.success) throw new Error(result.error);
