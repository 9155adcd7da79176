// The same manager with list() implemented from the tracked handles.
import { MastraSandbox, SandboxProcessManager } from '@mastra/core/workspace';

class ReproProcessManager extends SandboxProcessManager {
  async spawn(command) { throw new Error(`not needed here: ${command}`); }
  async list() {
    return [...this._tracked.values()].map(h => ({ pid: h.pid, running: h.exitCode === undefined, exitCode: h.exitCode }));
  }
}

class ReproSandbox extends MastraSandbox {
  id = 'repro-box';
  name = 'ReproSandbox';
  provider = 'repro';
  status = 'pending';
  constructor() { super({ name: 'ReproSandbox', processes: new ReproProcessManager() }); }
  async start() {}
}

const processes = await new ReproSandbox().processes.list();
if (!Array.isArray(processes)) process.exit(1);
