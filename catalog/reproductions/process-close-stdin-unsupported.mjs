// A custom process handle that can send input but has no closeStdin():
// the base class's default is the "unsupported" case and rejects.
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
await handle.closeStdin();
