// Mesa's change handle read right after the workspace was built, before anything started the filesystem.
import { Workspace } from '@mastra/core/workspace';
import { MesaFilesystem } from '@mastra/mesa';

const filesystem = new MesaFilesystem({ repos: [{ name: 'handbook' }] });
new Workspace({ filesystem });
console.log(filesystem.change);
