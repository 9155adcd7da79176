// The same handle, with the caller treating the unsupported case as
// "nothing to close", as core's writer stream does.
import { ProcessHandle } from '@mastra/core/workspace';

class ReproProcessHandle extends ProcessHandle {
  pid = 'repro-1';
  exitCode = undefined;
  received = '';
  async kill() { return false; }
  async sendStdin(data) { this.received += data; }
  async wait() {
    return { success: true, exitCode: 0, stdout: this.received, stderr: '', executionTimeMs: 0 };
  }
}

const handle = new ReproProcessHandle();
await handle.sendStdin('one\ntwo\n');
try {
  await handle.closeStdin();
} catch (err) {
  if (err.name !== 'UnsupportedStdinCloseError') throw err;
}
