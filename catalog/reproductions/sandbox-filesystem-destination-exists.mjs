// A setup step copies .env.example to .env, but .env is already there.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxFilesystem } from '@mastra/code-sdk/agents/sandbox-filesystem';
import { LocalSandbox } from '@mastra/core/workspace';

const workdir = join(await mkdtemp(join(tmpdir(), 'repro-box-')), 'repo');
await mkdir(workdir, { recursive: true });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: workdir });
const filesystem = new SandboxFilesystem({ sandbox, workdir });
await writeFile(join(workdir, '.env.example'), 'API_URL=http://localhost\n');
await writeFile(join(workdir, '.env'), 'API_URL=https://repro-box.example\n');

await filesystem.copyFile('/.env.example', '/.env', { overwrite: false });
