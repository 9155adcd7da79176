// Removing a build folder that still holds a file, without recursive.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
mkdirSync(join(basePath, 'build'));
writeFileSync(join(basePath, 'build', 'app.js'), 'console.log(1)');
await new LocalFilesystem({ basePath }).rmdir('build');
