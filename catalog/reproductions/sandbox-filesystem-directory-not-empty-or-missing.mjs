// A clean step removes dist/ without recursive while the build output is still in it.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxFilesystem } from '@mastra/code-sdk/agents/sandbox-filesystem';
import { LocalSandbox } from '@mastra/core/workspace';

const workdir = join(await mkdtemp(join(tmpdir(), 'repro-box-')), 'repo');
await mkdir(workdir, { recursive: true });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: workdir });
const filesystem = new SandboxFilesystem({ sandbox, workdir });
await mkdir(join(workdir, 'dist'), { recursive: true });
await writeFile(join(workdir, 'dist', 'index.js'), 'export {};\n');

await filesystem.rmdir('/dist');
