// The working directory is configured through a symlink, so even an ordinary file inside it
// resolves to a canonical path outside the literal workdir.
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxFilesystem } from '@mastra/code-sdk/agents/sandbox-filesystem';
import { LocalSandbox } from '@mastra/core/workspace';

const root = await mkdtemp(join(tmpdir(), 'repro-box-'));
await mkdir(join(root, 'checkouts', 'project'), { recursive: true });
await writeFile(join(root, 'checkouts', 'project', 'notes.txt'), 'hello\n');
await symlink(join(root, 'checkouts', 'project'), join(root, 'project')); // project -> checkouts/project

const workdir = join(root, 'project');
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: root });
const filesystem = new SandboxFilesystem({ sandbox, workdir });

// readlink -f gives .../checkouts/project/notes.txt, which does not start with the configured workdir.
await filesystem.readFile('/notes.txt', { encoding: 'utf8' });
