// A workspace whose only skill opens its SKILL.md with `---js`. Discovery logs the error and leaves the skill
// out; the script exits 1 when no skill was loaded.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
mkdirSync(join(basePath, 'skills', 'release-notes'), { recursive: true });
writeFileSync(
  join(basePath, 'skills', 'release-notes', 'SKILL.md'),
  "---js\n{ name: 'release-notes', description: 'Write release notes' }\n---\nWrite the notes.\n",
);

const workspace = new Workspace({ filesystem: new LocalFilesystem({ basePath }), skills: ['skills'] });
await workspace.init();
const skills = await workspace.skills.list();
if (skills.length === 0) process.exitCode = 1;
