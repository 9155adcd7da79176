// A script (or test) that calls a built-in workspace tool directly, without a workspace in its context.
import { executeCommandTool } from '@mastra/core/workspace';

const output = await executeCommandTool.execute({ command: 'ls' }, {});
console.log(output);
