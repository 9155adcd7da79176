// The fix: the write tools are turned off for a workspace whose resolver can return a read-only corpus,
// so the model is never offered a write that must fail; reads still work.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace, createWorkspaceTools } from '@mastra/core/workspace';
import { RequestContext } from '@mastra/core/request-context';

const root = mkdtempSync(join(tmpdir(), 'repro-'));
mkdirSync(join(root, 'corpus'));
writeFileSync(join(root, 'corpus', 'guide.md'), '# Guide');
const corpus = new LocalFilesystem({ basePath: join(root, 'corpus'), readOnly: true });

const off = { enabled: false };
const workspace = new Workspace({
  id: 'repro-workspace',
  filesystem: () => corpus,
  tools: {
    mastra_workspace_write_file: off,
    mastra_workspace_edit_file: off,
    mastra_workspace_delete: off,
    mastra_workspace_mkdir: off,
    mastra_workspace_ast_edit: off,
  },
});
const tools = await createWorkspaceTools(workspace);
if (tools['mastra_workspace_write_file']) process.exit(1);
const text = await tools['mastra_workspace_read_file'].execute({ path: 'guide.md' }, { requestContext: new RequestContext() });
if (!String(JSON.stringify(text)).includes('Guide')) process.exit(1);
