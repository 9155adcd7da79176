// A Node deployment whose bundle shipped without the execa package. A resolve
// hook stands in for the missing node_modules/execa; core's lazy loader then
// fails on the first spawn.
import { register } from 'node:module';
import { LocalSandbox } from '@mastra/core/workspace';

const execaMissing = `export async function resolve(specifier, context, next) {
  if (specifier === 'execa') {
    const err = new Error("Cannot find package 'execa'");
    err.code = 'ERR_MODULE_NOT_FOUND';
    throw err;
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(execaMissing)}`);

const sandbox = new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' });
await sandbox.executeCommand('echo', ['hello']);
