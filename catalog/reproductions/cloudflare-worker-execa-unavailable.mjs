// The Cloudflare build output aliases `execa` to a stub; code in the Worker that calls execa gets it.
import { mkdir, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CloudflareDeployer } from '@mastra/deployer-cloudflare';

const build = join(await mkdtemp(join(tmpdir(), 'repro-worker-')), '.mastra');
const deployer = new CloudflareDeployer({ name: 'repro-worker' });
const output = join(build, deployer.outputDir);
await mkdir(output, { recursive: true });

// Writes wrangler.json and the stubs it aliases, as `mastra build` does.
await deployer.writeFiles(build);
const wrangler = JSON.parse(await readFile(join(output, 'wrangler.json'), 'utf8'));

// Resolve `execa` the way wrangler will, through the alias, and call it like a tool would.
const { execa } = await import(pathToFileURL(join(output, wrangler.alias.execa)).href);
await execa('git', ['status']);
