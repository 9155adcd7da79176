// The same check, guarded by exists().
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxFilesystem } from '@mastra/code-sdk/agents/sandbox-filesystem';
import { LocalSandbox } from '@mastra/core/workspace';

const workdir = join(await mkdtemp(join(tmpdir(), 'repro-box-')), 'repo');
await mkdir(workdir, { recursive: true });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: workdir });
const filesystem = new SandboxFilesystem({ sandbox, workdir });
await writeFile(join(workdir, 'package.json'), '{"name":"repro-box"}\n');

const dist = (await filesystem.exists('/dist/index.js')) ? await filesystem.stat('/dist/index.js') : undefined;
const pkg = await filesystem.stat('/package.json');
if (dist !== undefined || pkg.type !== 'file') throw new Error(`unexpected: ${JSON.stringify({ dist, pkg })}`);
