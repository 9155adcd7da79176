// A Vercel access token without the team and project it belongs to.
import { VercelSandbox } from '@mastra/vercel';

delete process.env.VERCEL_TEAM_ID;
delete process.env.VERCEL_PROJECT_ID;

const sandbox = new VercelSandbox({ id: 'repro-box', token: 'repro-token' });

// start() builds the credential parameters before it calls the Vercel API.
await sandbox.start();
