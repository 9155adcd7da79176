// The host directory linked into a LocalSandbox, whose mount code handles it.
import { mkdir } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('./data', { recursive: true });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
await sandbox.start();
const result = await sandbox.mount(new LocalFilesystem({ basePath: './data' }), '/data');
await sandbox.destroy();
if (!result.success) process.exit(1);
