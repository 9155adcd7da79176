// Reading a reference that the published version's tree does not list.
import { InMemoryBlobStore } from '@mastra/core/storage';
import { VersionedSkillSource } from '@mastra/core/workspace';

const tree = { entries: { 'SKILL.md': { blobHash: '4f1c2a9e', size: 42, mimeType: 'text/markdown' } } };
const source = new VersionedSkillSource(tree, new InMemoryBlobStore(), new Date());
await source.readFile('references/colors.md');
