// A test-style lifecycle that reuses one sandbox instance after destroying it.
import { tmpdir } from 'node:os';
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: tmpdir() });

await sandbox.start(); // first "test"
await sandbox._destroy(); // teardown: destroy is final

await sandbox.start(); // second "test" on the same instance
