// The same runner, with external names derived by sanitizeToolId.
import { buildProgramModule, buildRunner, sanitizeToolId } from '@mastra/core/tools';

const toolIds = ['get-orders'];
const program = buildProgramModule('return (await external_get_orders({})).length;');

const runner = buildRunner({
  programModule: 'file:///tmp/repro-box/program.mjs',
  externals: toolIds.map(toolId => ({ toolId, externalName: sanitizeToolId(toolId) })),
});
if (!runner.includes('"externalName":"get_orders"') || !program.includes('external_get_orders')) {
  throw new Error('runner does not install external_get_orders');
}
