// The same limit, rounded to a whole number of bytes.
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: process.cwd() });
const maxOutputKb = 0.3;
const maxRetainedBytes = Math.floor(maxOutputKb * 1024);

const result = await sandbox.executeCommand('echo', ['repro-box ready'], { maxRetainedBytes });
if (result.stdout.trim() !== 'repro-box ready') throw new Error(`unexpected output: ${result.stdout}`);
await sandbox.destroy();
