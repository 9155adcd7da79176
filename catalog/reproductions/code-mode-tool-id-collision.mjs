// Two tools whose ids differ only by '-' versus '_' both become
// external_get_orders, so createCodeMode refuses while generating the instructions.
import { createCodeMode, createTool } from '@mastra/core/tools';
import { LocalSandbox } from '@mastra/core/workspace';
import { z } from 'zod';

const liveOrders = createTool({
  id: 'get-orders',
  description: 'Orders from the live shop',
  inputSchema: z.object({}),
  execute: async () => ({ orders: ['repro-order'] }),
});
const archivedOrders = createTool({
  id: 'get_orders',
  description: 'Orders from the archive',
  inputSchema: z.object({}),
  execute: async () => ({ orders: [] }),
});

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: process.cwd() });
const { instructions } = createCodeMode({ tools: { liveOrders, archivedOrders }, sandbox });
console.log(instructions);
