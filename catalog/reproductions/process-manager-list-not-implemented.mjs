// A custom process manager that names its listing method listProcesses():
// nothing overrides list(), so sandbox.processes.list() reaches the base default.
import { MastraSandbox, SandboxProcessManager } from '@mastra/core/workspace';

class ReproProcessManager extends SandboxProcessManager {
  async spawn(command) { throw new Error(`not needed here: ${command}`); }
  async listProcesses() { return []; }
}

class ReproSandbox extends MastraSandbox {
  id = 'repro-box';
  name = 'ReproSandbox';
  provider = 'repro';
  status = 'pending';
  constructor() { super({ name: 'ReproSandbox', processes: new ReproProcessManager() }); }
  async start() {}
}

await new ReproSandbox().processes.list();
