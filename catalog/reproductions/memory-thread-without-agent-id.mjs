// UI code renames a thread it listed earlier; it knows the thread id but not which agent owns it.
import { MastraClient } from '@mastra/client-js';

const client = new MastraClient({ baseUrl: 'http://localhost:4111' });

// No agentId here, so the handle has none to fall back on.
const thread = client.getMemoryThread({ threadId: 'repro-thread' });

// update() is a write: the client refuses it before it sends any request (nothing listens on
// localhost:4111 here, and nothing needs to).
await thread.update({ title: 'Renamed' });
