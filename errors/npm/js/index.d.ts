// Types of the sandbox-errors package: the records are those the Python tool prints with --json.

/** One way to fix an error, with before/after code. */
export interface Fix {
  title: string;
  body: string;
  example: {
    lang: string;
    prelude: string | null;
    before: string;
    after: string;
    before_fails: string | null;
  } | null;
}

/** A line of upstream source: where the message is thrown, or code the explanation rests on. */
export interface SourceLink {
  repo: string;
  release: string | null;
  commit: string | null;
  path: string;
  line: number;
  function: string;
  url: string;
  [field: string]: unknown;
}

/** One catalogued error: the record of `sandbox-errors explain ID --json`. */
export interface EntryRecord {
  id: string;
  title: string;
  /** The upstream template, `${...}` marking its values. */
  message: string;
  /** The Python exception class (`errors.<exception>`). */
  exception: string;
  family: string;
  capability: string;
  package: string;
  status: string;
  successor: string | null;
  /** The class upstream throws, when not `Error`. */
  error_class: string | null;
  error_code: string | null;
  markers: string[];
  params: Array<{ name: string; expr: string; description: string; kind: string; [field: string]: unknown }>;
  sources: SourceLink[];
  evidence: SourceLink[];
  meaning: string;
  triggers: string;
  situations: string[];
  fixes: Fix[];
  related: string[];
  probes: string[];
  requires: Array<{ package: string; version: string; reason: string }>;
  docs_url: string;
  [field: string]: unknown;
}

/** What a match record says of an entry found in a text (diagnose's matches and scan's findings alike). */
export interface MatchFields {
  id: string;
  title: string;
  message: string;
  score: number;
  /** How sure: "exact" (this text is this error), "strong" (almost surely), "possible" (worth a look). */
  confidence: "exact" | "strong" | "possible";
  /** The values of the template, as the text has them. */
  params: Record<string, string>;
  exception: string;
  docs_url: string;
  /** The line of the text it was found on (1-based). */
  line: number;
  /** The last line it spans (a message wrapped over lines); else its line. */
  end_line: number;
  /** Every line the same error is on (diagnose); its line (scan). */
  lines: number[];
  matched_text: string;
  spans: Record<string, [number, number]>;
  /** "exact" | "prefix" (cut off) | "prefixless" (without its log prefix) | "fuzzy" (retyped). */
  method: string;
  normalizations: string[];
  /** What beside the text ties it to its entry ("error class SandboxNotReadyError"). */
  confirmed_by: string[];
  /** For a match that is not exact: why it is not more, and what would confirm it. */
  why?: string;
  /** The constant log prefix the message was read without. */
  dropped_prefix?: string;
  /** Other entries that read the same text (diagnose), and what tells them apart. */
  rivals?: Array<{ id: string; title: string; confidence: "exact" | "strong" | "possible"; how: string }>;
  outside_values?: Array<{ param: string; value: string; pinned_values: string[]; release: string | null; why: string }>;
  wording?: {
    message: string;
    releases: string;
    released: string;
    newer: string | null;
    current: string;
    current_release: string | null;
  };
  [field: string]: unknown;
}

/** An entry found in a text: a record of `diagnose --json` (`matches[i]`). */
export interface Match extends MatchFields {
  /** The entry's record. */
  entry: EntryRecord;
}

/** What `diagnose --json` prints: the matches, best first (none: not in the catalog). */
export interface Diagnosis {
  matches: Match[];
  probes: unknown[];
  /** The start of a text too long to read whole, which was not read. */
  skipped?: { bytes: number; lines: number };
  /** Errors found beyond `top`. */
  more?: number;
  [field: string]: unknown;
}

export interface DiagnoseOptions {
  /** At most this many matches (default 3). */
  top?: number;
  /** Called now and then with the fraction read, in [0, 1], during a long text. */
  progress?: (fraction: number) => void;
}

/** Find the catalogued error in a message, a stack trace or a whole log. */
export function diagnose(text: string, options?: DiagnoseOptions): Diagnosis;

/** One occurrence of a catalogued error in a log (`scan --json`'s `findings[i]`): no entry record. */
export interface Finding extends MatchFields {}

/** What `scan --json` prints. */
export interface ScanReport {
  findings: Finding[];
  summary: Array<{ id: string; title: string; count: number; lines: number[]; docs_url: string }>;
}

/** What a scan counted beside its findings (errors.scan.ScanStats). */
export interface ScanStats {
  /** Lines that held only a generic message with nothing around it to tie it to Mastra, not read. */
  generic_unconfirmed: number;
}

/** How a log is scanned. */
export interface ScanOptions {
  /** Also read lines that hold only a generic message (`scan --generic`): such findings are `possible` at best. */
  generic?: boolean;
  /** Set, once the log is read, to what the scan counted. */
  stats?: ScanStats;
}

/** Every catalogued error in a log: a text or bytes at once, a stream (a Node Readable, any async iterable) as it comes. */
export function scan(log: string | Uint8Array, options?: ScanOptions): ScanReport;
export function scan(log: AsyncIterable<string | Uint8Array>, options?: ScanOptions): Promise<ScanReport>;

/** One entry, with the values of the error or message it was found from. */
export interface Explanation {
  id: string;
  title: string;
  docs_url: string;
  params: Record<string, string>;
  fixes: Fix[];
  entry: EntryRecord;
  /** How it was found in the message (null when named by id or class). */
  match: Match | null;
}

/** The entry a thrown error, an id, a Python class name or a message names; null when none does. */
export function explain(errorOrQuery: unknown): Explanation | null;

/** Add the docs link to an error (a "See <link>" line ending its stack, `docsUrl`); its message is unchanged. */
export function addDocsLink<E>(error: E): E & { docsUrl?: string; sandboxErrorsId?: string };

/** The text explain reads of a thrown error: its stack, code and causes, as Node prints them. */
export function errorText(error: unknown): string;

/** Input that cannot be used at all (binary data). */
export class InputError extends Error {
  exitCode: number;
}

/** The catalog this package was built from. */
export function catalog(): {
  name: string;
  title: string;
  version: string;
  site_url: string;
  releases: Record<string, string>;
  ids: string[];
};
