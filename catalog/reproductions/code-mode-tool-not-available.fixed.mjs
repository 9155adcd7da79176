// The same call, with a tool that executes on the server.
import { createCodeModeTool, createTool, noopObserve } from '@mastra/core/tools';
import { z } from 'zod';

const lookupOrder = createTool({
  id: 'lookup-order',
  description: 'Find an order by id',
  inputSchema: z.object({ orderId: z.string() }),
  execute: async ({ orderId }) => ({ orderId, status: 'shipped' }),
});

const inProcessTransport = {
  requiresSandbox: false,
  async run({ dispatch }) {
    return { success: true, result: await dispatch('lookup-order', { orderId: 'repro-order' }) };
  },
};

const tool = createCodeModeTool({ tools: { lookupOrder } }, inProcessTransport);
const result = await tool.execute({ code: "return external_lookup_order({ orderId: 'repro-order' });" }, { observe: noopObserve });
if (result.result?.status !== 'shipped') throw new Error(`unexpected result: ${JSON.stringify(result)}`);
