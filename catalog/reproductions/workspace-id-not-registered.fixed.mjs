// The same lookup after the workspace is registered on the Mastra instance under that id.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Mastra } from '@mastra/core/mastra';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

const basePath = mkdtempSync(join(tmpdir(), 'repro-workspace-'));
const workspace = new Workspace({ id: 'repro-workspace', filesystem: new LocalFilesystem({ basePath }) });

const mastra = new Mastra({});
mastra.addWorkspace(workspace);

if (mastra.getWorkspaceById('repro-workspace') !== workspace) process.exit(1);
