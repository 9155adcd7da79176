// A cache folder mounted inside the data mount.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

const folder = () => new LocalFilesystem({ basePath: mkdtempSync(join(tmpdir(), 'repro-')) });
new Workspace({ mounts: { '/data': folder(), '/data/cache': folder() } });
