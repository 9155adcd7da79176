// A mount path joined from parts, one of them the "current directory" default
// ".": after the allowlist, LocalSandbox refuses dot segments.
import { mkdir } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('./data', { recursive: true });
const config = { mountDir: '.', mountName: 'data' };
const data = new LocalFilesystem({ basePath: './data' });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });

await sandbox.mount(data, `/${config.mountDir}/${config.mountName}`);
