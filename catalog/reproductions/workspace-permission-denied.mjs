// A contained LocalFilesystem asked for a file outside its basePath, by absolute path.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem } from '@mastra/core/workspace';

const filesystem = new LocalFilesystem({ basePath: mkdtempSync(join(tmpdir(), 'repro-')) });
await filesystem.readFile('/etc/hostname');
