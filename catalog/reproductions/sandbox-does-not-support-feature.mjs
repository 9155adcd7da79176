// A setup step of your own that wants a package-installation capability and
// reports its absence with the exported workspace error class.
import { LocalSandbox, SandboxFeatureNotSupportedError } from '@mastra/core/workspace';

async function installDeps(sandbox, pkgs) {
  if (typeof sandbox.installPackage !== 'function') {
    throw new SandboxFeatureNotSupportedError('installPackage');
  }
  await sandbox.installPackage(pkgs);
}

await installDeps(new LocalSandbox({ id: 'repro-box', workingDirectory: './repro-box' }), ['left-pad']);
