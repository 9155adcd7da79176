// A custom Code Mode transport builds the runner with raw tool ids as external
// names; 'get-orders' is not a JavaScript identifier, so buildRunner refuses it.
import { buildProgramModule, buildRunner } from '@mastra/core/tools';

const toolIds = ['get-orders'];
const program = buildProgramModule('return (await external_get_orders({})).length;');
console.log(`program module: ${program.length} bytes`);

const runner = buildRunner({
  programModule: 'file:///tmp/repro-box/program.mjs',
  externals: toolIds.map(toolId => ({ toolId, externalName: toolId })),
});
console.log(runner.length);
