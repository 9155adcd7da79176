// The object form of connect() with a bot name read from an unset variable.
import { SlackProvider } from '@mastra/slack';

delete process.env.SLACK_BOT_NAME;

const slack = new SlackProvider();

// connect() checks the name before it looks for Slack credentials or calls Slack.
await slack.connect({ id: 'support-controller', name: process.env.SLACK_BOT_NAME ?? '' });
