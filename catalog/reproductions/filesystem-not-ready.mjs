// A read waits for the filesystem to start while the filesystem is torn down (the lifecycle wrappers a
// workspace calls: _init() and _destroy()).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
writeFileSync(join(basePath, 'notes.md'), '# notes');
const filesystem = new LocalFilesystem({ id: 'notes-fs', basePath });
const starting = filesystem._init();
const reading = filesystem.readFile('notes.md');
const stopping = filesystem._destroy();
await Promise.all([starting, reading, stopping]);
