// Listing a file as if it were a folder.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
writeFileSync(join(basePath, 'README.md'), '# notes');
await new LocalFilesystem({ basePath }).readdir('README.md');
