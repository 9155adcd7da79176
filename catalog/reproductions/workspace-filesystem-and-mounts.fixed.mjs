// The fix: the former main filesystem becomes a mount of its own; the workspace routes by prefix.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

const root = mkdtempSync(join(tmpdir(), 'repro-'));
const workspace = new Workspace({
  id: 'repro-workspace',
  mounts: {
    '/workspace': new LocalFilesystem({ basePath: join(root, 'workspace') }),
    '/data': new LocalFilesystem({ basePath: join(root, 'datasets') }),
  },
});
await workspace.init();
await workspace.filesystem.writeFile('/data/notes.txt', 'hello');
const text = await workspace.filesystem.readFile('/data/notes.txt', { encoding: 'utf-8' });
if (text !== 'hello') process.exit(1);
