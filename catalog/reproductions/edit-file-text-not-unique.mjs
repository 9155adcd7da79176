// The model asks the edit tool to change a line that occurs in two places of the file.
// The tool answers with text instead of throwing; this script throws the text that the real tool call
// returned, so that Node prints it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace, WORKSPACE_TOOLS, createWorkspaceTools } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
writeFileSync(join(basePath, 'config.ts'), 'export const api = { retries: 3 };\nexport const jobs = { retries: 3 };\n');
const workspace = new Workspace({ filesystem: new LocalFilesystem({ basePath }) });
await workspace.init();
const tools = await createWorkspaceTools(workspace);

const answer = await tools[WORKSPACE_TOOLS.FILESYSTEM.EDIT_FILE].execute(
  { path: 'config.ts', old_string: 'retries: 3', new_string: 'retries: 5' },
  {},
);
if (typeof answer !== 'string') throw new TypeError(`unexpected answer: ${JSON.stringify(answer)}`);
throw new Error(answer);
