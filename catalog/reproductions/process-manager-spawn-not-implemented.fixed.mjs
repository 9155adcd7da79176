// The same manager with the method named spawn(): executeCommand() runs
// through it and waits on the handle it returns.
import { MastraSandbox, ProcessHandle, SandboxProcessManager } from '@mastra/core/workspace';

class ReproProcessHandle extends ProcessHandle {
  pid = 'repro-1';
  exitCode = undefined;
  async kill() { return false; }
  async sendStdin() {}
  async wait() {
    this.exitCode = 0;
    return { success: true, exitCode: 0, stdout: this.stdout, stderr: this.stderr, executionTimeMs: 0 };
  }
}

class ReproProcessManager extends SandboxProcessManager {
  async spawn() {
    const handle = new ReproProcessHandle();
    this._tracked.set(handle.pid, handle);
    return handle;
  }
  async list() { return []; }
}

class ReproSandbox extends MastraSandbox {
  id = 'repro-box';
  name = 'ReproSandbox';
  provider = 'repro';
  status = 'pending';
  constructor() { super({ name: 'ReproSandbox', processes: new ReproProcessManager() }); }
  async start() {}
}

const result = await new ReproSandbox().executeCommand('echo hello');
if (!result.success) process.exit(1);
