// A JavaScript provider that declares start as an arrow-function class field: the base constructor cannot
// see it, so the workspace's start lands on the base start(), which refuses.
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
  start = async () => {
    this.vm = { label: this.id }; // would connect to the VM
  };
}

const workspace = new Workspace({ sandbox: new ReproVmSandbox() });
await workspace.init();
