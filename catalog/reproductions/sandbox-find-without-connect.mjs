// A provider that can look up an existing VM and create a new one, but has no connect() to adopt a found VM:
// the MastraSandbox constructor refuses the class.
import { MastraSandbox } from '@mastra/core/workspace';

const vms = new Map(); // stands in for the provider's VM registry, keyed by label

class ReproVmSandbox extends MastraSandbox {
  id = 'repro-box';
  name = 'ReproVmSandbox';
  provider = 'repro-vm';
  status = 'pending';
  constructor() {
    super({ name: 'ReproVmSandbox' });
  }
  async find() {
    return vms.get('repro-box');
  }
  async create() {
    vms.set('repro-box', { label: 'repro-box' });
  }
}

const sandbox = new ReproVmSandbox();
await sandbox.start();
