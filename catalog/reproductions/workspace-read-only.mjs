// A filesystem resolver that hands a read-only reference corpus to some requests: the write tools were
// offered (Mastra cannot know the resolver's answer in advance), and the model tries to write.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace, createWorkspaceTools } from '@mastra/core/workspace';
import { RequestContext } from '@mastra/core/request-context';

const root = mkdtempSync(join(tmpdir(), 'repro-'));
const corpus = new LocalFilesystem({ basePath: join(root, 'corpus'), readOnly: true });
const scratch = new LocalFilesystem({ basePath: join(root, 'scratch') });

const workspace = new Workspace({
  id: 'repro-workspace',
  filesystem: ({ requestContext }) => (requestContext.get('mode') === 'reference' ? corpus : scratch),
});
const tools = await createWorkspaceTools(workspace);
const requestContext = new RequestContext([['mode', 'reference']]);
await tools['mastra_workspace_write_file'].execute({ path: 'summary.md', content: '# Summary' }, { requestContext });
