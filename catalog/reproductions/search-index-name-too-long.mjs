// A workspace id built from a tenant id and a project id (two UUIDs), with vector search on.
import { Workspace } from '@mastra/core/workspace';
import { MastraVector } from '@mastra/core/vector';

class NotesVectors extends MastraVector {}
const id = 'acme0001-4b2f-4c7a-9d1e-1a2b3c4d5e6f-proj0002-7c3d-4e8f-a1b2-c3d4e5f6a7b8';
new Workspace({ id, skills: ['skills'], vectorStore: new NotesVectors({ id: 'notes' }), embedder: async () => [0] });
