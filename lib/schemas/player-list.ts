/**
 * A pasted or uploaded player list: one player per line, `name` or `name,email` (CSV, quotes
 * allowed; a `name,email` header line is skipped; blank lines ignored). Each line is validated
 * with the same PlayerInput schema the API uses, and problems are reported by line number.
 */
import { PlayerInput } from "./player";

export interface ParsedPlayerList {
  players: PlayerInput[];
  /** The line number of each player, so later refusals (a name already registered) name the line. */
  lines: number[];
  errors: { line: number; message: string }[];
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (ch === "," || ch === ";" || ch === "\t") {
      cells.push(cell);
      cell = "";
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

export function parsePlayerList(text: string): ParsedPlayerList {
  const players: PlayerInput[] = [];
  const lines: number[] = [];
  const errors: ParsedPlayerList["errors"] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    const [name = "", email = "", ...rest] = splitCsvLine(raw);
    if (index === 0 && name.toLowerCase() === "name") return; // header
    if (rest.some((c) => c !== "")) {
      errors.push({ line, message: `Line ${line}: expected "name" or "name,email".` });
      return;
    }
    const parsed = PlayerInput.safeParse(email ? { name, email } : { name });
    if (parsed.success) {
      players.push(parsed.data);
      lines.push(line);
    }
    else errors.push({ line, message: `Line ${line}: ${parsed.error.issues[0]?.message ?? "invalid"}` });
  });
  return { players, lines, errors };
}
