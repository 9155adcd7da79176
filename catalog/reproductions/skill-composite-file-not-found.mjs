// A composite that mounts only brand-guide, asked to read a file of a skill it was not given.
import { InMemoryBlobStore } from '@mastra/core/storage';
import { CompositeVersionedSkillSource } from '@mastra/core/workspace';

const tree = { entries: { 'SKILL.md': { blobHash: '4f1c2a9e', size: 42, mimeType: 'text/markdown' } } };
const skills = new CompositeVersionedSkillSource(
  [{ dirName: 'brand-guide', tree, versionCreatedAt: new Date() }],
  new InMemoryBlobStore(),
);
await skills.readFile('tone-of-voice/SKILL.md');
