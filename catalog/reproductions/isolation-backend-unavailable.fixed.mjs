// The same configuration taking its backend from the platform detection.
import { LocalSandbox } from '@mastra/core/workspace';

const detected = LocalSandbox.detectIsolation();
const sandbox = new LocalSandbox({
  id: 'repro-box',
  workingDirectory: './repro-box',
  isolation: detected.available ? detected.backend : 'none',
});
if (sandbox.isolation === 'seatbelt' && process.platform === 'linux') process.exit(1);
