// A mount path joined from two empty configuration values: only slashes are
// left, which LocalSandbox refuses as the root.
import { mkdir } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('./data', { recursive: true });
const config = { mountBase: '', mountName: '' };
const data = new LocalFilesystem({ basePath: './data' });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });

await sandbox.mount(data, `${config.mountBase}//${config.mountName}`);
