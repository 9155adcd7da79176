// Errors as Node code throws them, around catalogued messages (data/messages.json, from the Python side): plain,
// a subclass with its own name, with a code, wrapped as another error's cause, with a message changed after the
// stack was taken; and a cycle of causes, an error that is not catalogued, an object that only looks like one.
import { readFileSync } from "node:fs";

class SandboxError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = "SandboxError";
  }
}

function caught(run) {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}

export function* thrownErrors() {
  const messages = JSON.parse(readFileSync(`${process.env.SE_EQUAL_DIR}/messages.json`, "utf8"));
  for (const [i, message] of messages.entries()) {
    yield [`plain-${i}`, caught(() => { throw new Error(message); })];
    yield [`named-${i}`, caught(() => { throw new SandboxError(message); })];
    const coded = new Error(message);
    coded.code = "E_SANDBOX_STATE";
    yield [`coded-${i}`, coded];
    yield [`wrapped-${i}`, new Error("Agent step failed", { cause: new SandboxError(message) })];
    const changed = new Error("placeholder");
    changed.message = message;
    yield [`changed-${i}`, changed];
  }
  const first = new Error("first");
  const second = new Error("second", { cause: first });
  first.cause = second;
  yield ["cycle", second];
  yield ["uncatalogued", new TypeError("Cannot read properties of undefined (reading 'x')")];
  yield ["error-like", { name: "SandboxError", message: messages[0] }];
}
