// The same listing, guarded by exists().
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxFilesystem } from '@mastra/code-sdk/agents/sandbox-filesystem';
import { LocalSandbox } from '@mastra/core/workspace';

const workdir = join(await mkdtemp(join(tmpdir(), 'repro-box-')), 'repo');
await mkdir(workdir, { recursive: true });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: workdir });
const filesystem = new SandboxFilesystem({ sandbox, workdir });
await mkdir(join(workdir, 'src'), { recursive: true });
await writeFile(join(workdir, 'src', 'index.ts'), 'export {};\n');

const generated = (await filesystem.exists('/src/generated')) ? await filesystem.readdir('/src/generated') : [];
const src = await filesystem.readdir('/src');
if (generated.length !== 0 || src[0]?.name !== 'index.ts') throw new Error(`unexpected: ${JSON.stringify({ generated, src })}`);
