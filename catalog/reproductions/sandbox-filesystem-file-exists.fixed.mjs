// The second run checks first and keeps the existing file.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxFilesystem } from '@mastra/code-sdk/agents/sandbox-filesystem';
import { LocalSandbox } from '@mastra/core/workspace';

const workdir = join(await mkdtemp(join(tmpdir(), 'repro-box-')), 'repo');
await mkdir(workdir, { recursive: true });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: workdir });
const filesystem = new SandboxFilesystem({ sandbox, workdir });
for (let run = 0; run < 2; run++) {
  if (!(await filesystem.exists('/.lock'))) {
    await filesystem.writeFile('/.lock', 'repro-box', { overwrite: false });
  }
}
const text = await filesystem.readFile('/.lock', { encoding: 'utf8' });
if (text !== 'repro-box') throw new Error(`unexpected: ${text}`);
