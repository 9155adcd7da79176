// Real Mastra errors, caught in the process that threw them: each script (a catalog reproduction, run inside the
// pinned npm project) lets an error escape its import; the installed package explains it and adds the docs link.
// SE_PACKAGE: the installed package's index.js (a file URL); SE_SCRIPTS: the scripts (file URLs, JSON).
const { addDocsLink, errorText, explain } = await import(process.env.SE_PACKAGE);

const out = [];
for (const script of JSON.parse(process.env.SE_SCRIPTS)) {
  try {
    await import(script);
    out.push({ script, thrown: false });
  } catch (error) {
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
}
process.stdout.write(JSON.stringify(out) + "\n");
process.exit(0); // a reproduction may leave a timer or a server behind
