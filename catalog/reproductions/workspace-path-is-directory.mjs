// Reading a folder as if it were a file.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
mkdirSync(join(basePath, 'docs'));
await new LocalFilesystem({ basePath }).readFile('docs', { encoding: 'utf8' });
