// A workspace built without bm25 or a vector store, then asked to index a note.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

const workspace = new Workspace({ filesystem: new LocalFilesystem({ basePath: mkdtempSync(join(tmpdir(), 'repro-')) }) });
await workspace.init();
await workspace.index('notes/meeting.md', 'Decisions from the planning meeting');
