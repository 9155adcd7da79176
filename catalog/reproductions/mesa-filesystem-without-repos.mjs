// Mesa repos read from an environment variable that is empty here.
import { Workspace } from '@mastra/core/workspace';
import { MesaFilesystem } from '@mastra/mesa';

const repos = (process.env.MESA_REPOS ?? '').split(',').filter(Boolean).map(name => ({ name }));
const workspace = new Workspace({ filesystem: new MesaFilesystem({ repos }) });
await workspace.init();
