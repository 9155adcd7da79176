// A LocalFilesystem whose basePath lies under a regular file, so creating the folder fails with ENOTDIR:
// core's filesystem wrapper logs its line with the error, then the workspace's init() rethrows it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFilesystem, Workspace } from '@mastra/core/workspace';

const home = mkdtempSync(join(tmpdir(), 'repro-'));
writeFileSync(join(home, 'workspace'), 'a file where the folder should be');

const workspace = new Workspace({ filesystem: new LocalFilesystem({ basePath: join(home, 'workspace', 'files') }) });
await workspace.init();
