// Real Mastra errors, caught in the process that threw them: each script (a catalog reproduction, run inside the
// pinned npm project) lets an error escape its import; the installed package explains it and adds the docs link.
// SE_PACKAGE: the installed package's index.js (a file URL); SE_SCRIPTS: the scripts (file URLs, JSON).
const { addDocsLink, errorText, explain } = await import(process.env.SE_PACKAGE);

// An error a script lets escape after its import settled (a sandbox's child process failing a moment later, as
// bwrap does on a missing source path) would end this process: it is the script's error too.
let late = null;
process.on("uncaughtException", (error) => { late ??= error; });
process.on("unhandledRejection", (error) => { late ??= error; });
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
// A script that reports a tool's failed result by exiting (bwrap's, with the command's exit code) throws nothing
// to catch: its exit ends its own run, not this one.
class ScriptExit extends Error {}
const exit = process.exit.bind(process);
process.exit = (code) => {
  throw new ScriptExit(`exit ${code}`);
};

const out = [];
for (const script of JSON.parse(process.env.SE_SCRIPTS)) {
  late = null;
  let error = null;
  let thrown = false;
  try {
    await import(script);
    await settle();
    if (late !== null) {
      [error, thrown] = [late, true];
    }
  } catch (caught) {
    [error, thrown] = [caught, !(caught instanceof ScriptExit)];
  }
  if (!thrown) {
    out.push({ script, thrown: false });
    continue;
  }
  const found = explain(error);
  const text = errorText(error);
  const message = error && error.message;
  const linked = addDocsLink(error);
  out.push({
    script,
    thrown: true,
    text,
    found: found && [found.id, found.params],
    message_kept: !linked || linked.message === message,
    linked: Boolean(linked && typeof linked.stack === "string" && found && linked.stack.endsWith(`See ${found.docs_url}`)),
  });
}
// Exit once written (a pipe is written asynchronously): a reproduction may leave a timer or a server behind.
process.stdout.write(JSON.stringify(out) + "\n", () => exit(0));
