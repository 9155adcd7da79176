// A contained LocalFilesystem and a skills folder outside its basePath: the filesystem refuses the path,
// discovery logs a warning and skips it; the script exits 1 when no skill was loaded.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
const workspace = new Workspace({ filesystem: new LocalFilesystem({ basePath }), skills: ['/opt/shared-skills'] });
await workspace.init();
const skills = await workspace.skills.list();
if (skills.length === 0) process.exitCode = 1;
