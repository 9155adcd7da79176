// read-before-write on the write tool, and the agent writes plan.md without reading it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace, createWorkspaceTools } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
writeFileSync(join(basePath, 'plan.md'), '# plan');
const workspace = new Workspace({
  filesystem: new LocalFilesystem({ basePath }),
  tools: { mastra_workspace_write_file: { requireReadBeforeWrite: true } },
});
await workspace.init();
const tools = await createWorkspaceTools(workspace);
await tools['mastra_workspace_write_file'].execute({ path: 'plan.md', content: '# new plan' }, {});
