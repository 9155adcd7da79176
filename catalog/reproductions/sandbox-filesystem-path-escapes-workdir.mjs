// A file tool asks for a sibling checkout, one directory above the workspace root.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxFilesystem } from '@mastra/code-sdk/agents/sandbox-filesystem';
import { LocalSandbox } from '@mastra/core/workspace';

const root = await mkdtemp(join(tmpdir(), 'repro-box-'));
const workdir = join(root, 'repo');
await mkdir(join(root, 'shared'), { recursive: true });
await mkdir(workdir, { recursive: true });
await writeFile(join(root, 'shared', 'config.json'), '{"region":"eu"}\n');

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: workdir });
const filesystem = new SandboxFilesystem({ sandbox, workdir });

// Refused before any command runs: the path climbs out of the working directory.
await filesystem.readFile('../shared/config.json', { encoding: 'utf8' });
