// With the rule in the input schema, the error names the tool and the failing field.
import { createCodeModeTool, createTool, noopObserve } from '@mastra/core/tools';
import { z } from 'zod';

const getWeather = createTool({
  id: 'get-weather',
  description: 'Current weather for a city',
  inputSchema: z.object({ city: z.string().trim().min(1, 'city is required') }),
  execute: async ({ city }) => ({ city, tempC: 21 }),
});

const inProcessTransport = {
  requiresSandbox: false,
  async run({ dispatch }) {
    try {
      return { success: true, result: await dispatch('get-weather', { city: ' ' }) };
    } catch (error) {
      return { success: false, error: { message: error.message } };
    }
  },
};

const tool = createCodeModeTool({ tools: { getWeather } }, inProcessTransport);
const result = await tool.execute({ code: "return external_get_weather({ city: ' ' });" }, { observe: noopObserve });
if (!/Tool input validation failed for get-weather/.test(result.error?.message ?? '')) throw new Error(JSON.stringify(result));
