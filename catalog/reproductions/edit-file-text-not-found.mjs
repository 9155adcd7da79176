// The model asks the edit tool to replace text indented with spaces, in a file indented with a tab.
// The tool answers with text instead of throwing; this script throws the text that the real tool call
// returned, so that Node prints it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace, WORKSPACE_TOOLS, createWorkspaceTools } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-'));
writeFileSync(join(basePath, 'app.js'), 'function main() {\n\treturn 1;\n}\n');
const workspace = new Workspace({ filesystem: new LocalFilesystem({ basePath }) });
await workspace.init();
const tools = await createWorkspaceTools(workspace);

const answer = await tools[WORKSPACE_TOOLS.FILESYSTEM.EDIT_FILE].execute(
  { path: 'app.js', old_string: '    return 1;', new_string: '    return 2;' },
  {},
);
if (typeof answer !== 'string') throw new TypeError(`unexpected answer: ${JSON.stringify(answer)}`);
throw new Error(answer);
