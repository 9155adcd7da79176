// The serverless sandbox is constructed where VERCEL_TOKEN is not set (for example before the
// environment file was loaded).
import { VercelServerlessSandbox } from '@mastra/vercel';

delete process.env.VERCEL_TOKEN;

// The token is read here, once.
const sandbox = new VercelServerlessSandbox();

// start() checks for the token before it deploys the executor function.
await sandbox.start();
