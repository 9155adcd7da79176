// A Mastra instance that never registered a workspace under this id: the lookup a server route makes fails.
import { Mastra } from '@mastra/core/mastra';

const mastra = new Mastra({});

// Registration is keyed by the workspace's id; nothing was registered as 'repro-workspace'.
mastra.getWorkspaceById('repro-workspace');
