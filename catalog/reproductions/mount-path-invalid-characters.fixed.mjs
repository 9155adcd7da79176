// The same mount at an absolute path with safe characters only.
import { mkdir } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('./team-data', { recursive: true });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
await sandbox.start();
const result = await sandbox.mount(new LocalFilesystem({ basePath: './team-data' }), '/team-data');
await sandbox.destroy();
if (!result.success) process.exit(1);
