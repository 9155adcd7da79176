// An agent wrote `notes` as a plain file in the sandbox's working directory, and a
// local folder is then mounted at that same path.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('/tmp/repro-box', { recursive: true });
await rm('/tmp/repro-box/notes', { recursive: true, force: true });
await writeFile('/tmp/repro-box/notes', 'standup: ship the mount fix\n');
await mkdir('./team-notes', { recursive: true });

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: '/tmp/repro-box' });
await sandbox.start();
const result = await sandbox.mount(new LocalFilesystem({ basePath: './team-notes' }), '/notes');
await sandbox.destroy();

// mount() reports the failure in its result rather than throwing; surface what it returned.
if (!result.success) throw new Error(result.error);
