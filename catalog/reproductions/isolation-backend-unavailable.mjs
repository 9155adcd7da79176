// A configuration written on a Mac, run on a Linux server: seatbelt
// (sandbox-exec) exists only on macOS, so the constructor refuses.
import { LocalSandbox } from '@mastra/core/workspace';

if (process.platform !== 'linux') throw new Error('this reproduction expects a Linux host');

const config = {
  id: 'repro-box',
  workingDirectory: './repro-box',
  isolation: 'seatbelt', // chosen on a developer's Mac
};
const sandbox = new LocalSandbox(config);
console.log(sandbox.isolation);
