// A write whose path goes through an existing file, so the shell command behind it fails.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxFilesystem } from '@mastra/code-sdk/agents/sandbox-filesystem';
import { LocalSandbox } from '@mastra/core/workspace';

const workdir = join(await mkdtemp(join(tmpdir(), 'repro-box-')), 'repo');
await mkdir(workdir, { recursive: true });
await writeFile(join(workdir, 'notes.txt'), 'a file, not a directory\n');

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: workdir });
const filesystem = new SandboxFilesystem({ sandbox, workdir });

// `mkdir -p .../notes.txt` exits 1 in the sandbox, and writeFile reports it.
await filesystem.writeFile('/notes.txt/draft.md', '# Draft\n');
