// A workspace whose write-lock timeout was set to 1 ms (a test setting carried over), and the agent
// writes a 20 MB export through the write tool.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace, WORKSPACE_TOOLS, createWorkspaceTools } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
const workspace = new Workspace({ filesystem: new LocalFilesystem({ basePath }), tools: { writeLockTimeoutMs: 1 } });
await workspace.init();
const tools = await createWorkspaceTools(workspace);
await tools[WORKSPACE_TOOLS.FILESYSTEM.WRITE_FILE].execute({ path: 'export.csv', content: 'row,value\n'.repeat(2_000_000) }, {});
