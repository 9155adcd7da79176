// The object form of connect(), for an agent controller, with the bot name taken from configuration.
import { SlackProvider } from '@mastra/slack';

// The variable that should hold the bot's display name is not set where the server runs.
delete process.env.SLACK_BOT_NAME;

const slack = new SlackProvider();

// connect() checks the name before it looks for Slack credentials or calls Slack.
await slack.connect({ id: 'support-controller', name: process.env.SLACK_BOT_NAME ?? '' });
