// Two tools whose ids differ only by '-' versus '_' both become
// external_get_orders. createCodeModeTool alone skips the instruction stubs, so
// the clash surfaces when the stdio transport builds the runner.
import { createCodeModeTool, createTool, noopObserve } from '@mastra/core/tools';
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
const tool = createCodeModeTool({ tools: { liveOrders, archivedOrders }, sandbox });
await tool.execute({ code: 'return (await external_get_orders({})).orders.length;' }, { observe: noopObserve });
