// A create-once lock file is written a second time with overwrite: false.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxFilesystem } from '@mastra/code-sdk/agents/sandbox-filesystem';
import { LocalSandbox } from '@mastra/core/workspace';

const workdir = join(await mkdtemp(join(tmpdir(), 'repro-box-')), 'repo');
await mkdir(workdir, { recursive: true });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: workdir });
const filesystem = new SandboxFilesystem({ sandbox, workdir });
await filesystem.writeFile('/.lock', 'repro-box', { overwrite: false });
console.log('first setup written');

await filesystem.writeFile('/.lock', 'repro-box', { overwrite: false });
