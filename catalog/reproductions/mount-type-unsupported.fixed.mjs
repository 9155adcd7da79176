// The same LocalSandbox mounts a plain local folder, whose mount type it supports.
import { mkdir } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('./r2-cache', { recursive: true });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
await sandbox.start();
const result = await sandbox.mount(new LocalFilesystem({ basePath: './r2-cache' }), '/data');
await sandbox.destroy();
if (!result.success) throw new Error(result.error);
