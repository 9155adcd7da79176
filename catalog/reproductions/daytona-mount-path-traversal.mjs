// A mount path assembled by string concatenation picks up a double slash.
import { LocalFilesystem } from '@mastra/core/workspace';
import { DaytonaSandbox } from '@mastra/daytona';

const sandbox = new DaytonaSandbox({ id: 'repro-box' });
const reports = new LocalFilesystem({ basePath: process.cwd() });

const root = '/mnt/';
// DaytonaSandbox validates the path first, before it checks that the sandbox is running.
await sandbox.mount(reports, root + '/reports');
