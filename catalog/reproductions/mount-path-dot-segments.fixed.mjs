// The same parts with the path resolved by POSIX rules first.
import { mkdir } from 'node:fs/promises';
import { posix } from 'node:path';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('./data', { recursive: true });
const config = { mountDir: '.', mountName: 'data' };
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
await sandbox.start();
const mountPath = posix.resolve('/', config.mountDir, config.mountName);
const result = await sandbox.mount(new LocalFilesystem({ basePath: './data' }), mountPath);
await sandbox.destroy();
if (!result.success || mountPath !== '/data') process.exit(1);
