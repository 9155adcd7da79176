// Two workspace tools renamed to the same short name.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace, createWorkspaceTools } from '@mastra/core/workspace';

const workspace = new Workspace({
  filesystem: new LocalFilesystem({ basePath: mkdtempSync(join(tmpdir(), 'repro-')) }),
  tools: { mastra_workspace_read_file: { name: 'read' }, mastra_workspace_file_stat: { name: 'read' } },
});
await createWorkspaceTools(workspace);
