// Publishing a skill folder that does hold SKILL.md, passed with a trailing slash: every walked path loses its
// first letter (KILL.md), so no file is SKILL.md.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryBlobStore } from '@mastra/core/storage';
import { LocalFilesystem, publishSkillFromSource } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
mkdirSync(join(basePath, 'brand-guide'));
writeFileSync(join(basePath, 'brand-guide', 'SKILL.md'), '---\nname: brand-guide\ndescription: Brand rules\n---\nUse the palette.\n');
await publishSkillFromSource(new LocalFilesystem({ basePath }), 'brand-guide/', new InMemoryBlobStore());
