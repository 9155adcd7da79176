// A Code Mode tool created without a sandbox and executed outside any
// workspace, as a test or a workflow step would: it refuses to pick one.
import { createCodeMode, createTool } from '@mastra/core/tools';
import { z } from 'zod';

const getOrders = createTool({
  id: 'get-orders',
  description: 'List recent orders',
  inputSchema: z.object({}),
  execute: async () => ({ orders: [{ id: 'repro-order', total: 42 }] }),
});
const { tool } = createCodeMode({ tools: { getOrders } });
await tool.execute({ code: 'return (await external_get_orders({})).orders.length;' }, {});
