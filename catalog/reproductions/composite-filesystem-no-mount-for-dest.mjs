// A workspace whose only mount is /data; a move names one side without the mount's prefix.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

const workspace = new Workspace({ mounts: { '/data': new LocalFilesystem({ basePath: mkdtempSync(join(tmpdir(), 'repro-')) }) } });
await workspace.init();
await workspace.filesystem.moveFile('/data/draft.md', 'archive/draft.md');
