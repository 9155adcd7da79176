// App code asks for bm25 search of a workspace that was built without that search part.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MastraVector } from '@mastra/core/vector';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

class NotesVectors extends MastraVector {}
const workspace = new Workspace({
  filesystem: new LocalFilesystem({ basePath: mkdtempSync(join(tmpdir(), 'repro-')) }),
  vectorStore: new NotesVectors({ id: 'notes' }), embedder: async () => [0, 1],
});
await workspace.init();
await workspace.search('release checklist', { mode: 'bm25' });
