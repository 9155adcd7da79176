// VercelSandbox.start() without a token: @vercel/sandbox looks for VERCEL_OIDC_TOKEN (in the environment, or
// from a linked project's .env) and, outside a Vercel deployment and without a terminal to prompt on, gives up.
// Nothing goes over the network.
import { VercelSandbox } from '@mastra/vercel';

delete process.env.VERCEL_TOKEN;
delete process.env.VERCEL_OIDC_TOKEN;
delete process.env.VERCEL_URL;
const sandbox = new VercelSandbox({ runtime: 'node22' });
await sandbox.start();
