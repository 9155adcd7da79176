// The same layout, with the working directory given as the sandbox resolves it (pwd -P).
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxFilesystem } from '@mastra/code-sdk/agents/sandbox-filesystem';
import { LocalSandbox } from '@mastra/core/workspace';

const root = await mkdtemp(join(tmpdir(), 'repro-box-'));
await mkdir(join(root, 'checkouts', 'project'), { recursive: true });
await writeFile(join(root, 'checkouts', 'project', 'notes.txt'), 'hello\n');
await symlink(join(root, 'checkouts', 'project'), join(root, 'project'));

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: root });
const { stdout } = await sandbox.executeCommand('sh', ['-c', `cd '${join(root, 'project')}' && pwd -P`]);
const filesystem = new SandboxFilesystem({ sandbox, workdir: stdout.trim() });

const text = await filesystem.readFile('/notes.txt', { encoding: 'utf8' });
if (text !== 'hello\n') throw new Error(`unexpected content: ${JSON.stringify(text)}`);
