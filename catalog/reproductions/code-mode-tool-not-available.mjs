// A client-side tool (no execute on the server) is handed to Code Mode. The
// stdio transport needs Node >= 22.6 to run a program, so this script uses a
// minimal in-process transport that forwards the program's one external call
// to the real Code Mode dispatcher; the dispatcher itself refuses it.
import { createCodeModeTool, createTool, noopObserve } from '@mastra/core/tools';
import { z } from 'zod';

const confirmRefund = createTool({
  id: 'confirm-refund',
  description: 'Ask the customer to confirm a refund',
  inputSchema: z.object({ orderId: z.string() }),
});

const inProcessTransport = {
  requiresSandbox: false,
  async run({ dispatch }) {
    // what `await external_confirm_refund({ orderId: 'repro-order' })` sends
    return { success: true, result: await dispatch('confirm-refund', { orderId: 'repro-order' }) };
  },
};

const tool = createCodeModeTool({ tools: { confirmRefund } }, inProcessTransport);
await tool.execute({ code: "return external_confirm_refund({ orderId: 'repro-order' });" }, { observe: noopObserve });
