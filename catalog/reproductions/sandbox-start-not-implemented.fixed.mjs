// The fix: start() as a method, so the base class finds it and runs it inside its lifecycle wrapper.
import { MastraSandbox, Workspace } from '@mastra/core/workspace';

class ReproVmSandbox extends MastraSandbox {
  id = 'repro-box';
  name = 'ReproVmSandbox';
  provider = 'repro-vm';
  status = 'pending';
  vm = undefined;
  constructor() {
    super({ name: 'ReproVmSandbox' });
  }
  async start() {
    this.vm = { label: this.id };
  }
}

const sandbox = new ReproVmSandbox();
await new Workspace({ sandbox }).init();
if (sandbox.status !== 'running' || !sandbox.vm) process.exit(1);
