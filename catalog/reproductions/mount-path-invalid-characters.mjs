// A mount path made from a display name with a space: LocalSandbox checks it
// against its allowlist before mounting anything.
import { mkdir } from 'node:fs/promises';
import { LocalFilesystem, LocalSandbox } from '@mastra/core/workspace';

await mkdir('./team-data', { recursive: true });
const team = { displayName: 'team data' };
const data = new LocalFilesystem({ basePath: './team-data' });
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });

await sandbox.mount(data, `/${team.displayName}`);
