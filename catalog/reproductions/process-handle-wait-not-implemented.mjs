// A custom provider whose process handle names its exit method waitForExit():
// nothing overrides wait(), so executeCommand() reaches the base default.
import { MastraSandbox, ProcessHandle, SandboxProcessManager } from '@mastra/core/workspace';

class ReproProcessHandle extends ProcessHandle {
  pid = 'repro-1';
  exitCode = undefined;
  async kill() { return false; }
  async sendStdin() {}
  async waitForExit() { return { success: true, exitCode: 0, stdout: '', stderr: '', executionTimeMs: 0 }; }
}

class ReproProcessManager extends SandboxProcessManager {
  async spawn() { return new ReproProcessHandle(); }
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

const sandbox = new ReproSandbox();
await sandbox.executeCommand('echo hello');
