// A thread handle obtained without an agent id, then renamed.
import { MastraClient } from '@mastra/client-js';

const client = new MastraClient({ baseUrl: 'http://localhost:4111' });
const thread = client.getMemoryThread({ threadId: 'repro-thread' });

// The client refuses before it sends any request.
await thread.update({ title: 'Renamed' });
