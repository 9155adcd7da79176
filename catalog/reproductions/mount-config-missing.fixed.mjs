// The same folder, as a filesystem that describes how to mount it.
import { mkdir } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('./notes', { recursive: true });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
await sandbox.start();
const notes = new LocalFilesystem({ id: 'repro-notes', basePath: './notes' });
const result = await sandbox.mount(notes, '/notes');
await sandbox.destroy();
if (!result.success) throw new Error(result.error);
