// A tool reports bad input by returning a validation-error-shaped value with no
// message. The stdio transport needs Node >= 22.6 to run a program, so this
// script uses a minimal in-process transport that forwards the program's one
// external call to the real Code Mode dispatcher, which turns the value into an error.
import { createCodeModeTool, createTool, noopObserve } from '@mastra/core/tools';
import { z } from 'zod';

const getWeather = createTool({
  id: 'get-weather',
  description: 'Current weather for a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => {
    if (!city.trim()) return { error: true, validationErrors: { errors: ['city is required'], fields: {} } };
    return { city, tempC: 21 };
  },
});

const inProcessTransport = {
  requiresSandbox: false,
  async run({ dispatch }) {
    // what `await external_get_weather({ city: ' ' })` sends
    return { success: true, result: await dispatch('get-weather', { city: ' ' }) };
  },
};

const tool = createCodeModeTool({ tools: { getWeather } }, inProcessTransport);
await tool.execute({ code: "return external_get_weather({ city: ' ' });" }, { observe: noopObserve });
