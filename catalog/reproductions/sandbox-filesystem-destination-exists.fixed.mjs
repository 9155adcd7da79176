// The copy is skipped when .env exists, and made when it does not.
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

for (let run = 0; run < 2; run++) {
  if (!(await filesystem.exists('/.env'))) await filesystem.copyFile('/.env.example', '/.env', { overwrite: false });
}
const env = await filesystem.readFile('/.env', { encoding: 'utf8' });
if (env !== 'API_URL=http://localhost\n') throw new Error(`unexpected: ${env}`);
