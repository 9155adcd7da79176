// The fix: stop() between sessions keeps the workspace usable; destroy() only at the very end.
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

await workspace.stop();
await workspace.index('notes/second.md', 'second session notes');
const hits = await workspace.search('second');
if (hits.length === 0) process.exit(1);
await workspace.destroy();
