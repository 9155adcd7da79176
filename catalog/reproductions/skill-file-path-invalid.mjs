// A skill reference asked for by the full path seen in a listing instead of the part under the skill.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
mkdirSync(join(basePath, 'skills', 'brand-guide', 'references'), { recursive: true });
writeFileSync(
  join(basePath, 'skills', 'brand-guide', 'SKILL.md'),
  '---\nname: brand-guide\ndescription: Use the brand colours\n---\nSee references/colors.md.\n',
);
writeFileSync(join(basePath, 'skills', 'brand-guide', 'references', 'colors.md'), '# colours');
const workspace = new Workspace({ filesystem: new LocalFilesystem({ basePath }), skills: ['skills'] });
await workspace.init();
await workspace.skills.getReference('brand-guide', '/skills/brand-guide/references/colors.md');
