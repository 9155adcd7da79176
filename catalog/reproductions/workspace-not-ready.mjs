// A workspace with search, destroyed between two sessions and then reused for indexing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

const workspace = new Workspace({
  id: 'repro-workspace',
  filesystem: new LocalFilesystem({ basePath: mkdtempSync(join(tmpdir(), 'repro-')) }),
  bm25: true,
});
await workspace.init();
await workspace.index('notes/first.md', 'first session notes');

await workspace.destroy(); // meant as a pause between sessions
await workspace.index('notes/second.md', 'second session notes');
