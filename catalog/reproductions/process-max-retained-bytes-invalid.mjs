// A retention limit computed from configuration is not a whole number
// (0.3 KiB is 307.2 bytes), and executeCommand refuses it before the
// sandbox even starts.
import { LocalSandbox } from '@mastra/core/workspace';

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: process.cwd() });
const maxOutputKb = 0.3; // e.g. from MAX_OUTPUT_KB
const maxRetainedBytes = maxOutputKb * 1024;
console.log(`limit: ${maxRetainedBytes} bytes, sandbox ${sandbox.status}`);

await sandbox.executeCommand('echo', ['repro-box ready'], { maxRetainedBytes });
