// The same read, guarded by exists().
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxFilesystem } from '@mastra/code-sdk/agents/sandbox-filesystem';
import { LocalSandbox } from '@mastra/core/workspace';

const workdir = join(await mkdtemp(join(tmpdir(), 'repro-box-')), 'repo');
await mkdir(workdir, { recursive: true });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: workdir });
const filesystem = new SandboxFilesystem({ sandbox, workdir });
await writeFile(join(workdir, 'README.md'), '# repro-box\n');

const todo = (await filesystem.exists('/notes/todo.md')) ? await filesystem.readFile('/notes/todo.md', { encoding: 'utf8' }) : '';
const readme = await filesystem.readFile('/README.md', { encoding: 'utf8' });
if (todo !== '' || readme !== '# repro-box\n') throw new Error(`unexpected: ${JSON.stringify({ todo, readme })}`);
