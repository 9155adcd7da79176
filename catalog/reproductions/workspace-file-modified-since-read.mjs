// read-before-write on the write tool; the agent reads plan.md, an editor saves it, the agent writes it.
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace, createWorkspaceTools } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
const plan = join(basePath, 'plan.md');
writeFileSync(plan, '# plan');
utimesSync(plan, new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T00:00:00Z'));

const workspace = new Workspace({
  filesystem: new LocalFilesystem({ basePath }),
  tools: { mastra_workspace_write_file: { requireReadBeforeWrite: true } },
});
await workspace.init();
const tools = await createWorkspaceTools(workspace);
await tools['mastra_workspace_read_file'].execute({ path: 'plan.md' }, {});
utimesSync(plan, new Date('2030-01-02T03:04:05Z'), new Date('2030-01-02T03:04:05Z')); // saved in an editor
await tools['mastra_workspace_write_file'].execute({ path: 'plan.md', content: '# new plan' }, {});
