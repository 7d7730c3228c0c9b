/** The load bench's tables: one per database, and a compact markdown summary of both. */

export interface Row {
  /** Stable key, to line the databases up in the summary. */
  id: string;
  figure: string;
  measured: string;
  /** The same server's static-asset figure of the same kind, for scale. */
  static: string;
  ratio: string;
  target: string;
  /** null: informational, nothing to pass. */
  pass: boolean | null;
  /** The measured value in a few words, for the summary. */
  short: string;
}

export interface DatabaseReport {
  db: "embedded" | "postgres";
  label: string;
  rows: Row[];
  notes: string[];
}

const verdict = (pass: boolean | null) => (pass === null ? "–" : pass ? "PASS" : "FAIL");
const cell = (s: string) => s.replace(/\|/g, "\\|");

/** A markdown table with padded columns: readable in a terminal, pastes into a note as is. */
export function markdownTable(head: string[], body: string[][]): string {
  const rows = [head, ...body].map((r) => r.map(cell));
  const widths = head.map((_, i) => Math.max(3, ...rows.map((r) => [...(r[i] ?? "")].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c + " ".repeat(widths[i]! - [...c].length)).join(" | ")} |`;
  return [line(rows[0]!), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.slice(1).map(line)].join("\n");
}

export function printDatabase(report: DatabaseReport): void {
  console.log(`\n## ${report.label}\n`);
  console.log(
    markdownTable(
      ["#", "figure", "measured", "static asset (same server)", "ratio", "target", "result"],
      report.rows.map((r, i) => [String(i + 1), r.figure, r.measured, r.static, r.ratio, r.target, verdict(r.pass)]),
    ),
  );
  if (report.notes.length > 0) console.log(`\n${report.notes.map((n) => `- ${n}`).join("\n")}`);
}

export function printSummary(reports: DatabaseReport[], heading: string): void {
  const ids: string[] = [];
  const meta = new Map<string, { figure: string; target: string }>();
  for (const r of reports) {
    let previous: string | null = null;
    for (const row of r.rows) {
      if (!meta.has(row.id)) {
        // A row only one database has goes right after its neighbour in that database's table.
        ids.splice(previous === null ? 0 : ids.indexOf(previous) + 1, 0, row.id);
        meta.set(row.id, { figure: row.figure, target: row.target });
      }
      previous = row.id;
    }
  }
  const body = ids.map((id) => {
    const m = meta.get(id)!;
    return [
      m.figure,
      m.target,
      ...reports.map((r) => {
        const row = r.rows.find((x) => x.id === id);
        if (!row) return "n/a";
        return row.pass === null ? row.short : `${row.short} — ${verdict(row.pass)}`;
      }),
    ];
  });
  const judged = reports.flatMap((r) => r.rows.filter((x) => x.pass !== null));
  const failed = judged.filter((x) => x.pass === false).length;
  console.log(`\n## ${heading}\n`);
  console.log(markdownTable(["figure", "target", ...reports.map((r) => r.label)], body));
  console.log(`\n${judged.length - failed} of ${judged.length} targets met${failed ? `, ${failed} missed (FAIL)` : ""}.`);
}
