// The agent's read tool asks for notes that are not in the checkout.
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

// base64 fails on the missing file, and the read is refused.
await filesystem.readFile('/notes/todo.md', { encoding: 'utf8' });
