// A JavaScript subclass of E2BSandbox that lists `processes` as a class field. Class fields are
// defined after the base constructor has run, so the field replaces the process manager that
// E2BSandbox handed to MastraSandbox with `undefined`.
import { E2BCodeModeTransport, E2BSandbox } from '@mastra/e2b';

class TracedE2BSandbox extends E2BSandbox {
  processes;
}

// A template ID (not a builder) keeps the constructor's background template lookup off the network.
const sandbox = new TracedE2BSandbox({ id: 'repro-box', template: 'base' });

// The transport checks the sandbox before it starts it or writes any file.
await new E2BCodeModeTransport().run({
  sandbox,
  program: 'return 1 + 1;',
  toolIds: [],
  dispatch: async () => undefined,
  timeout: 5_000,
});
