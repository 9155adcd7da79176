// The same file, read with a command in the sandbox, which is not confined to the working directory.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalSandbox } from '@mastra/core/workspace';

const root = await mkdtemp(join(tmpdir(), 'repro-box-'));
const workdir = join(root, 'repo');
await mkdir(join(root, 'shared'), { recursive: true });
await mkdir(workdir, { recursive: true });
await writeFile(join(root, 'shared', 'config.json'), '{"region":"eu"}\n');

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: workdir });

const { exitCode, stdout } = await sandbox.executeCommand('cat', ['../shared/config.json'], { cwd: workdir });
if (exitCode !== 0 || JSON.parse(stdout).region !== 'eu') throw new Error(`unexpected result: ${exitCode} ${stdout}`);
