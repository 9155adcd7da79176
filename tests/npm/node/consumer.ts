// A TypeScript project using the package as its README shows; type-checked by tests/npm/test_npm_consumer.py
// with the pinned npm project's tsc (strict, nodenext). The @ts-expect-error lines must stay errors.
import { createReadStream } from "node:fs";

import {
  addDocsLink,
  catalog,
  diagnose,
  errorText,
  explain,
  InputError,
  scan,
  type Diagnosis,
  type EntryRecord,
  type Explanation,
  type Finding,
  type Match,
  type ScanReport,
} from "sandbox-errors";

const result: Diagnosis = diagnose("Sandbox 'box-1' cannot run the session setup: no executeCommand implementation");
const best: Match | undefined = result.matches[0];
if (best !== undefined) {
  const url: string = best.docs_url;
  const values: Record<string, string> = best.params;
  const entry: EntryRecord = best.entry;
  const firstFix: string | undefined = entry.fixes[0]?.title;
  const after: string | undefined = entry.fixes[0]?.example?.after;
  console.log(url, values, firstFix, after, best.line, best.spans, result.skipped?.bytes);
}
diagnose("text", { top: 5, progress: (fraction: number) => void fraction });

const report: ScanReport = scan("a log\nwith lines\n");
const findings: Finding[] = report.findings;
const lines: number[] = report.summary.flatMap((group) => group.lines);
const spans: Array<[string, number, number, string]> = findings.map((f) => [f.id, f.line, f.end_line, f.matched_text]);
console.log(spans, lines);
const streamed: Promise<ScanReport> = scan(createReadStream("ci.log"));
void streamed;

export function handle(error: unknown): never {
  const found: Explanation | null = explain(error);
  if (found !== null) {
    console.error(found.title, found.params, found.docs_url, found.fixes.length, found.match?.confidence);
  }
  console.error(errorText(error));
  throw addDocsLink(error);
}

const linked = addDocsLink(new Error("x"));
const docs: string | undefined = linked.docsUrl;
const message: string = linked.message;
console.log(docs, message, catalog().version, new InputError("binary").exitCode);

// @ts-expect-error: diagnose reads a text
diagnose(42);
// @ts-expect-error: top is a number
diagnose("text", { top: "3" });
// @ts-expect-error: a finding's line is a number
const notText: string | undefined = report.findings[0]?.line;
void notText;
// @ts-expect-error: scan of a stream is a promise
const wrong: ScanReport = scan(createReadStream("ci.log"));
void wrong;
