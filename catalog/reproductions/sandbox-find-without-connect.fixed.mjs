// The fix: connect() adopts what find() returned; a second start() reconnects instead of creating.
import { MastraSandbox } from '@mastra/core/workspace';

const vms = new Map();

class ReproVmSandbox extends MastraSandbox {
  id = 'repro-box';
  name = 'ReproVmSandbox';
  provider = 'repro-vm';
  status = 'pending';
  vm = undefined;
  constructor() {
    super({ name: 'ReproVmSandbox' });
  }
  async find() {
    return vms.get('repro-box');
  }
  async connect(vm) {
    this.vm = vm;
  }
  async create() {
    this.vm = { label: 'repro-box' };
    vms.set('repro-box', this.vm);
  }
}

const first = await new ReproVmSandbox().start();
const second = await new ReproVmSandbox().start();
if (first?.outcome !== 'created' || second?.outcome !== 'connected') process.exit(1);
