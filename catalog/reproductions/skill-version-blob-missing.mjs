// A version's tree lists SKILL.md, but the source is given a fresh blob store that never received its content.
import { InMemoryBlobStore } from '@mastra/core/storage';
import { VersionedSkillSource } from '@mastra/core/workspace';

const tree = { entries: { 'SKILL.md': { blobHash: '4f1c2a9e', size: 42, mimeType: 'text/markdown' } } };
const source = new VersionedSkillSource(tree, new InMemoryBlobStore(), new Date());
await source.readFile('SKILL.md');
