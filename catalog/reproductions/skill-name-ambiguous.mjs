// The same skill copied into the project's skills folder and a shared team folder, then looked up by name.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
for (const folder of ['skills', 'team-skills']) {
  mkdirSync(join(basePath, folder, 'release-notes'), { recursive: true });
  writeFileSync(
    join(basePath, folder, 'release-notes', 'SKILL.md'),
    '---\nname: release-notes\ndescription: Write release notes\n---\nWrite them.\n',
  );
}
const workspace = new Workspace({ filesystem: new LocalFilesystem({ basePath }), skills: ['skills', 'team-skills'] });
await workspace.init();
await workspace.skills.get('release-notes');
