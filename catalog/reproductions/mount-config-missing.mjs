// A hand-written notes filesystem serves files to the agent through its API only:
// it has no mount config, yet the code mounts it into the sandbox directly.
import { mkdir } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

class NotesFilesystem extends LocalFilesystem {
  getMountConfig() {
    return undefined; // API access only, nothing a sandbox could mount
  }
}

await mkdir('./notes', { recursive: true });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
await sandbox.start();
const notes = new NotesFilesystem({ id: 'repro-notes', basePath: './notes' });
const result = await sandbox.mount(notes, '/notes');
await sandbox.destroy();

// mount() reports the failure in its result rather than throwing; surface what it returned.
if (!result.success) throw new Error(result.error);
