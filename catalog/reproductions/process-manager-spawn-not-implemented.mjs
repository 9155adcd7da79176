// A custom process manager that calls its spawning method spawnProcess():
// nothing overrides spawn(), so executeCommand() reaches the base default.
import { MastraSandbox, SandboxProcessManager } from '@mastra/core/workspace';

class ReproProcessManager extends SandboxProcessManager {
  async spawnProcess(command) { throw new Error(`never called for ${command}`); }
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

await new ReproSandbox().executeCommand('echo hello');
