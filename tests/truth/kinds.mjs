// The TypeScript type of each placeholder's expression at its pinned line (truth.kinds runs this).
//
// Reads a JSON request on stdin, {projects: [{tsconfig, queries: [{file, line, exprs}]}]}, opens every project in
// one compiler snapshot (TypeScript 7's API: one tsgo process behind it) and answers on stdout, per query (in
// order, across the projects) and expression, where the expression was found and what its type is: `number` (every value is a number),
// `string`, or `mixed` with the parts (`number | undefined`, `any`, an object...).
import { readFileSync } from "node:fs";
import { API, TypeFlags } from "typescript/unstable/sync";
import { SyntaxKind } from "typescript/unstable/ast";

// A message's placeholders start at or after the pinned line (the throw statement), within this many lines.
const WINDOW = 30;

const request = JSON.parse(readFileSync(0, "utf-8"));
const api = new API({ cwd: process.cwd() });
const snapshot = api.updateSnapshot({ openProjects: request.projects.map((p) => p.tsconfig) });

// Whitespace carries no meaning in an expression's spelling: the catalog writes a wrapped one on one line.
const squash = (text) => text.replace(/\s+/g, "");

function lineStarts(text) {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

function lineOf(starts, pos) {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

// What a type can print in a template: the leaf kinds of the type (a union's members one by one).
function leaves(checker, type, depth = 0) {
  const f = type.flags;
  if (f & TypeFlags.Boolean || f & TypeFlags.BooleanLiteral) return ["boolean"];
  if (f & TypeFlags.Union) return type.getTypes().flatMap((t) => leaves(checker, t, depth));
  if (f & (TypeFlags.Number | TypeFlags.NumberLiteral)) return ["number"];
  if (f & TypeFlags.StringLike) return ["string"];
  if (f & (TypeFlags.Undefined | TypeFlags.Void)) return ["undefined"];
  if (f & TypeFlags.Null) return ["null"];
  if (f & TypeFlags.Any) return ["any"];
  if (f & TypeFlags.Unknown) return ["unknown"];
  if (f & TypeFlags.Never) return [];
  if (f & TypeFlags.BigIntLike) return ["bigint"];
  if (f & TypeFlags.ESSymbolLike) return ["symbol"];
  if (f & TypeFlags.Intersection) {
    // `string & {}` and branded strings print as strings.
    const parts = type.getTypes().flatMap((t) => leaves(checker, t, depth));
    const primitive = parts.filter((p) => p !== "object");
    return primitive.length ? [...new Set(primitive)] : ["object"];
  }
  if (f & TypeFlags.Instantiable && depth < 5) {
    const constraint = checker.getBaseConstraintOfType(type);
    return constraint ? leaves(checker, constraint, depth + 1) : ["unknown"];
  }
  return ["object"];
}

function describe(checker, type) {
  const parts = [...new Set(leaves(checker, type))].sort();
  const kind = parts.length === 1 && (parts[0] === "number" || parts[0] === "string") ? parts[0] : "mixed";
  return { kind, parts, type: checker.typeToString(type) };
}

// Every node of a file with the line it starts on: the template spans, the `new` expressions and all others.
function nodesOf(sourceFile) {
  const starts = lineStarts(sourceFile.text);
  const spans = [];
  const others = [];
  const news = [];
  const visit = (node) => {
    const entry = { node, line: lineOf(starts, node.getStart(sourceFile)) };
    if (node.kind === SyntaxKind.TemplateSpan) spans.push({ node: node.expression, line: lineOf(starts, node.expression.getStart(sourceFile)) });
    else if (node.kind !== SyntaxKind.SourceFile) others.push(entry);
    if (node.kind === SyntaxKind.NewExpression) news.push(entry);
    node.forEachChild(visit);
  };
  visit(sourceFile);
  return { sourceFile, spans, others, news };
}

function near(found, line, want) {
  return (c) => c.line >= line && c.line < line + WINDOW && squash(c.node.getText(found.sourceFile)) === want;
}

// At a call site of an error class (`new SandboxNotReadyError(this.id)`) the message's placeholder is a parameter
// of the class's constructor: the argument passed for the parameter of that name. A placeholder computed from a
// parameter (`${expectedMtime.toISOString()}`) is computed inside the class: `deferred`, typed where the class
// builds its message.
function argumentFor(checker, found, line, expr, cls) {
  const want = squash(expr);
  const root = /^[A-Za-z_$][\w$]*/.exec(want)?.[0];
  const inWindow = found.news.filter((c) => c.line >= line && c.line < line + WINDOW);
  // The entry's own class first: one line can construct several (`a ? new DirectoryNotFoundError(p) : new FileNotFoundError(p)`).
  const named = (c) => cls && squash(c.node.expression.getText(found.sourceFile)).endsWith(cls);
  for (const c of [...inWindow.filter(named), ...inWindow.filter((c) => !named(c))]) {
    const signature = checker.getResolvedSignature(c.node);
    const names = signature ? signature.getParameters().map((p) => p.name) : [];
    const callee = squash(c.node.expression.getText(found.sourceFile));
    const index = names.indexOf(want);
    const argument = index >= 0 ? c.node.arguments?.[index] : undefined;
    if (argument) return { node: argument, line: c.line, via: `argument ${index + 1} of ${callee}` };
    const from = root && root !== want ? names.indexOf(root) : -1;
    if (from >= 0) return { deferred: true, line: c.line, via: `computed in ${callee} from argument ${from + 1}` };
  }
  return null;
}

const answers = [];
for (const spec of request.projects) {
  const project = snapshot.getProject(spec.tsconfig);
  if (!project) throw new Error(`no project for ${spec.tsconfig}`);
  const perFile = new Map();
  for (const query of spec.queries) {
    let found = perFile.get(query.file);
    if (!found) {
      const sourceFile = project.program.getSourceFile(query.file);
      if (!sourceFile) throw new Error(`${query.file} is not in the program`);
      found = nodesOf(sourceFile);
      perFile.set(query.file, found);
    }
    // A template span of that spelling first, then an error class's argument, then any expression so spelled.
    const located = query.exprs.map((expr) => {
      const at = near(found, query.line, squash(expr));
      return found.spans.find(at) || argumentFor(project.checker, found, query.line, expr, query.cls) || found.others.find(at) || null;
    });
    const nodes = located.filter((c) => c && !c.deferred).map((c) => c.node);
    const types = nodes.length ? project.checker.getTypeAtLocation(nodes) : [];
    let next = 0;
    answers.push(
      located.map((c) => {
        if (!c) return { found: false };
        if (c.deferred) return { found: true, line: c.line, via: c.via, kind: "deferred", parts: [], type: "" };
        const type = types[next++];
        return { found: true, line: c.line, via: c.via || "", ...(type ? describe(project.checker, type) : { kind: "mixed", parts: ["none"], type: "" }) };
      }),
    );
  }
}
api.close();
process.stdout.write(JSON.stringify(answers));
