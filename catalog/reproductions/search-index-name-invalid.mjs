// A workspace per user, with the numeric user id as its id and vector search on.
import { Workspace } from '@mastra/core/workspace';
import { MastraVector } from '@mastra/core/vector';

class NotesVectors extends MastraVector {}
const userId = '4021';
new Workspace({ id: userId, skills: ['skills'], vectorStore: new NotesVectors({ id: 'notes' }), embedder: async () => [0] });
