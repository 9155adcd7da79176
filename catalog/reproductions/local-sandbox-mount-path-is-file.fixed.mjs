// Mount at a path nothing occupies; the `notes` file stays where it is.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('/tmp/repro-box', { recursive: true });
await rm('/tmp/repro-box/notes', { recursive: true, force: true });
await writeFile('/tmp/repro-box/notes', 'standup: ship the mount fix\n');
await mkdir('./team-notes', { recursive: true });

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: '/tmp/repro-box' });
await sandbox.start();
const result = await sandbox.mount(new LocalFilesystem({ basePath: './team-notes' }), '/team-notes');
await sandbox.destroy();
if (!result.success) throw new Error(result.error);
