// Skills read through a per-tenant filesystem resolver that has no filesystem for this tenant yet.
import { Workspace } from '@mastra/core/workspace';
import { RequestContext } from '@mastra/core/request-context';

const filesystems = new Map(); // empty after a restart
const workspace = new Workspace({
  skills: ['skills'],
  filesystem: ({ requestContext }) => filesystems.get(requestContext.get('tenantId')),
});
await workspace.init();
await workspace.skills.list({ requestContext: new RequestContext([['tenantId', 'acme']]) });
