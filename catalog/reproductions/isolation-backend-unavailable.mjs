// A configuration written on a Mac, run on a Linux server: seatbelt
// (sandbox-exec) exists only on macOS, so the constructor refuses.
import { LocalSandbox } from '@mastra/core/workspace';

if (process.platform !== 'linux') throw new Error('this reproduction expects a Linux host');
const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box', isolation: 'seatbelt' });
console.log(sandbox.isolation);
