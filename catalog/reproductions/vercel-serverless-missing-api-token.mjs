// The serverless sandbox is constructed where VERCEL_TOKEN is not set.
import { VercelServerlessSandbox } from '@mastra/vercel';

delete process.env.VERCEL_TOKEN;

const sandbox = new VercelServerlessSandbox();

// start() checks for the token before it deploys the executor function.
await sandbox.start();
