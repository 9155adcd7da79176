// A workspace whose only mount is /data; the agent's write tool is asked to create notes.md at the top.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace, createWorkspaceTools } from '@mastra/core/workspace';

const workspace = new Workspace({ mounts: { '/data': new LocalFilesystem({ basePath: mkdtempSync(join(tmpdir(), 'repro-')) }) } });
await workspace.init();
const tools = await createWorkspaceTools(workspace);
await tools['mastra_workspace_write_file'].execute({ path: 'notes.md', content: 'draft' }, {});
