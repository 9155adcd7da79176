// A workspace with a vector store whose embedder was left out (its key was missing in this environment).
import { Workspace } from '@mastra/core/workspace';
import { MastraVector } from '@mastra/core/vector';

class NotesVectors extends MastraVector {}
const vectorStore = new NotesVectors({ id: 'notes-vectors' });
const embedder = process.env.EMBEDDING_KEY ? async () => [0] : undefined;
new Workspace({ skills: ['skills'], vectorStore, embedder });
