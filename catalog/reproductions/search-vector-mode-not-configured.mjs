// App code asks for vector search of a workspace that was built without that search part.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MastraVector } from '@mastra/core/vector';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

class NotesVectors extends MastraVector {}
const workspace = new Workspace({
  filesystem: new LocalFilesystem({ basePath: mkdtempSync(join(tmpdir(), 'repro-')) }),
  bm25: true,
});
await workspace.init();
await workspace.search('release checklist', { mode: 'vector' });
