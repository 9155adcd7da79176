// The read tool's media types are given as file extensions; the agent then reads a note.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace, WORKSPACE_TOOLS, createWorkspaceTools } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
writeFileSync(join(basePath, 'notes.md'), '# notes');
const workspace = new Workspace({
  filesystem: new LocalFilesystem({ basePath }),
  tools: { mastra_workspace_read_file: { mediaTypes: ['.png', '.pdf'] } },
});
await workspace.init();
const tools = await createWorkspaceTools(workspace);
await tools[WORKSPACE_TOOLS.FILESYSTEM.READ_FILE].execute({ path: 'notes.md' }, {});
