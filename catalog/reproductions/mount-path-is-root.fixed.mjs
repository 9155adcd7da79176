// The same values with defaults for the empty parts: a named directory.
import { mkdir } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('./data', { recursive: true });
const config = { mountBase: '', mountName: '' };
const base = config.mountBase || '/mnt';
const name = config.mountName || 'data';
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
await sandbox.start();
const result = await sandbox.mount(new LocalFilesystem({ basePath: './data' }), `${base}/${name}`);
await sandbox.destroy();
if (!result.success) process.exit(1);
