// What the bin prints without --json: plain text, prose as the catalog writes it (Markdown), code between fences
// exactly as the catalog holds it, so that what one copies is the code. --json is the contract; this is for people.

import { catalogIndex } from "./data.js";

function fence(code, lang) {
  const longest = Math.max(0, ...(code.match(/`+/g) || []).map((run) => run.length));
  const marks = "`".repeat(Math.max(3, longest + 1));
  return `${marks}${lang || ""}\n${code.replace(/\s+$/, "")}\n${marks}`;
}

function firstParagraph(text) {
  return text.trim().split(/\n\s*\n/)[0];
}

let unprintable = null;

/** errors.textout.printable: text from outside (a pasted value, a matched line) fit for a terminal, every
 * character a terminal would act on shown as its escape (\x9b, \u202e), never sent as it is. */
export function printable(text) {
  if (unprintable === null) {
    const [source, flags] = catalogIndex().unprintable;
    unprintable = new RegExp(source, `${flags}g`);
  }
  return text.replace(unprintable, (ch) => {
    const code = ch.codePointAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

function values(params) {
  const names = Object.keys(params || {});
  return names.length ? names.map((k) => `  ${k}: ${printable(String(params[k]))}`) : [];
}

/** diagnose --why: how a match was made, in the Python CLI's words. */
function howLines(m) {
  const out = [
    "  how it matched:",
    `    template: ${m.message}`,
    `    method: ${m.method}; normalisations: ${m.normalizations.join(", ") || "none"}`,
  ];
  if (m.missing_words && m.missing_words.length) {
    out.push(`    template words not in the text: ${printable(m.missing_words.join(", "))}`);
  }
  for (const [name, [start, end]] of Object.entries(m.spans || {})) {
    out.push(`    ${name}: characters ${start}-${end} of the matched text`);
  }
  return out;
}

function fixLines(fix, number) {
  const out = [`${number}. ${fix.title}`, "", fix.body.trim(), ""];
  if (fix.example) {
    if (fix.example.prelude) {
      out.push("Your own code, assumed by the example:", "", fence(fix.example.prelude, fix.example.lang), "");
    }
    out.push("Before:", "", fence(fix.example.before, fix.example.lang), "", "After:", "");
    out.push(fence(fix.example.after, fix.example.lang), "");
  }
  return out;
}

/** diagnose's answer: each match with its values, what it means, the first fix and the docs link; with `why`,
 * how each was matched (diagnose --why). */
export function diagnosisText(result, { why = false } = {}) {
  const out = [];
  if (result.skipped) {
    out.push(`(the text was too long to read whole: its first ${result.skipped.lines} lines were skipped)`, "");
  }
  if (!result.matches.length) {
    return "No catalogued error matches this text.\n";
  }
  result.matches.forEach((m, i) => {
    if (i === 0) {
      out.push(m.title, `${m.id} · ${m.confidence} match (score ${m.score}) · line ${m.line}`);
    } else {
      out.push("", `Also possible: ${m.title}`, `${m.id} · ${m.confidence} match (score ${m.score}) · line ${m.line}`);
    }
    const shown = values(m.params);
    if (shown.length) {
      out.push("", "Values in your text:", ...shown);
    }
    if (why) {
      out.push("", ...howLines(m));
    }
    if (i === 0) {
      out.push("", firstParagraph(m.entry.meaning), "");
      if (m.entry.fixes.length) {
        out.push("How to fix it:", "", ...fixLines(m.entry.fixes[0], 1));
      }
    }
    out.push(`Explained at ${m.docs_url}`);
  });
  return out.join("\n") + "\n";
}

/** One entry in full: explain's answer (with the values of the message it was found from). */
export function entryText(entry, params) {
  const out = [entry.title, `${entry.id} · ${entry.package}`, "", fence(entry.message, "text"), ""];
  const shown = values(params);
  if (shown.length) {
    out.push("Values in your message:", ...shown, "");
  }
  out.push("What it means:", "", entry.meaning.trim(), "", "When it happens:", "", entry.triggers.trim(), "");
  if (entry.situations.length) {
    out.push("Common situations:", ...entry.situations.map((s) => `- ${s.split(/\s+/).join(" ")}`), "");
  }
  if (entry.fixes.length) {
    out.push("How to fix it:", "");
    entry.fixes.forEach((fix, i) => out.push(...fixLines(fix, i + 1)));
  }
  for (const s of entry.sources) {
    out.push(`Thrown at ${s.url}`);
  }
  out.push(`Explained at ${entry.docs_url}`);
  return out.join("\n") + "\n";
}

const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** scan's summary: each entry found, how often and on which lines; then how many lines held only a generic
 * message that was not read (`genericUnconfirmed`, errors.scan.ScanStats), as the Python CLI says it. */
export function scanText(report, maxLines, genericUnconfirmed = 0) {
  const out = [];
  if (!report.summary.length) {
    out.push("No catalogued error found.");
  }
  for (const group of report.summary) {
    const lines = group.lines.slice(0, maxLines).join(", ") + (group.lines.length > maxLines ? " ..." : "");
    out.push(`${String(group.count).padStart(6)}  ${group.id}  ${group.title}`);
    out.push(`        ${group.lines.length === 1 ? "line" : "lines"} ${lines}`);
  }
  const total = report.summary.reduce((n, g) => n + g.count, 0);
  if (report.summary.length) {
    out.push(`${plural(total, "occurrence")} of ${plural(report.summary.length, "catalogued error")}`);
  }
  if (genericUnconfirmed) {
    out.push(
      `${plural(genericUnconfirmed, "line")} held only a generic message with nothing to tie it to Mastra: ` +
        "not read (--generic)",
    );
  }
  return out.join("\n") + "\n";
}

/** errors.finding_words.docs: a link, and what to run where it cannot be followed (offline, or no mirror). */
function docs(url, id) {
  return catalogIndex().phrases.docs.replace("{url}", url).replace("{id}", id);
}

/** GitHub Actions workflow-command escaping (`%`, CR and LF; also `:` and `,` in properties). */
function githubEscape(text, prop) {
  const out = text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  return prop ? out.replace(/:/g, "%3A").replace(/,/g, "%2C") : out;
}

/** scan --format github: one ::error annotation per finding, on its file and lines, linking its page. */
export function githubAnnotations(report, source) {
  const where = githubEscape(source === "-" ? "stdin" : source, true);
  return report.findings
    .map((f) => {
      const title = githubEscape(`${f.id}: ${f.title}`, true);
      const message = githubEscape(`${printable(f.matched_text)}\nExplained at ${docs(f.docs_url, f.id)}`, false);
      return `::error file=${where},line=${f.line},endLine=${f.end_line},title=${title}::${message}\n`;
    })
    .join("");
}
