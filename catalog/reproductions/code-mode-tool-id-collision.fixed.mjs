// With distinct ids, each tool gets its own external function.
import { createCodeMode, createTool } from '@mastra/core/tools';
import { LocalSandbox } from '@mastra/core/workspace';
import { z } from 'zod';

const liveOrders = createTool({
  id: 'get-live-orders',
  description: 'Orders from the live shop',
  inputSchema: z.object({}),
  execute: async () => ({ orders: ['repro-order'] }),
});
const archivedOrders = createTool({
  id: 'get-archived-orders',
  description: 'Orders from the archive',
  inputSchema: z.object({}),
  execute: async () => ({ orders: [] }),
});

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: process.cwd() });
const { instructions } = createCodeMode({ tools: { liveOrders, archivedOrders }, sandbox });
if (!instructions.includes('external_get_live_orders') || !instructions.includes('external_get_archived_orders')) {
  throw new Error('missing stubs');
}
