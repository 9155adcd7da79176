// The workspace tools are built from a workspace with a desktop sandbox, but a
// step runs the screenshot tool against a code-only workspace (what a
// prepareStep workspace does), whose LocalSandbox has no computer.
import { createWorkspaceTools, LocalSandbox, MastraSandbox, Workspace } from '@mastra/core/workspace';

const noop = async () => {};
class DesktopSandbox extends MastraSandbox {
  id = 'repro-desktop';
  name = 'DesktopSandbox';
  provider = 'desktop';
  status = 'pending';
  computer = {
    screenshot: async () => ({ data: '', mimeType: 'image/png' }),
    leftClick: noop, rightClick: noop, doubleClick: noop, moveMouse: noop, drag: noop,
    scroll: noop, type: noop, press: noop,
    getScreenSize: async () => ({ width: 1280, height: 800 }),
    getCursorPosition: async () => ({ x: 0, y: 0 }),
  };
  constructor() { super({ name: 'DesktopSandbox' }); }
  async start() {}
}

const tools = await createWorkspaceTools(new Workspace({ sandbox: new DesktopSandbox() }));
const stepWorkspace = new Workspace({ sandbox: new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' }) });
await tools.mastra_workspace_computer_screenshot.execute({}, { workspace: stepWorkspace });
