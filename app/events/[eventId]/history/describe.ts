/**
 * Audit entries → words. Known actions get a sentence; corrections (entries with `old` and
 * `new`) list each changed field as old → new. Unknown actions still show their data.
 */

export interface Change {
  field: string;
  old: string;
  new: string;
}
export interface Described {
  title: string;
  detail?: string;
  changes: Change[];
}

type Data = Record<string, unknown>;
type DeckSide = { affiliation?: string; objectiveSets?: string[] };

const FIELD: Record<string, string> = {
  name: "Name",
  email: "Email",
  structure: "Structure",
  tier: "Tier",
  swissRounds: "Swiss rounds",
  cutSize: "Cut",
  randomSeed: "Random seed",
  startsAt: "Start",
  venue: "Venue",
  description: "Description",
  swissMinutes: "Swiss round minutes",
  eliminationMinutes: "Elimination round minutes",
  finalMinutes: "Final minutes",
};

export function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return value.length > 160 ? `${value.slice(0, 157)}…` : value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}…` : text;
}

function fieldChanges(old: unknown, next: unknown): Change[] {
  if (typeof old !== "object" || typeof next !== "object" || old === null || next === null) {
    return [{ field: "Value", old: show(old), new: show(next) }];
  }
  const o = old as Data;
  const n = next as Data;
  return [...new Set([...Object.keys(o), ...Object.keys(n)])]
    .filter((k) => JSON.stringify(o[k]) !== JSON.stringify(n[k]))
    .map((k) => ({ field: FIELD[k] ?? k, old: show(o[k]), new: show(n[k]) }));
}

function deckChanges(old: unknown, next: unknown): Change[] {
  const changes: Change[] = [];
  for (const side of ["light", "dark"] as const) {
    const label = side === "light" ? "Light side" : "Dark side";
    const o = ((old as Data | null)?.[side] ?? {}) as DeckSide;
    const n = ((next as Data | null)?.[side] ?? {}) as DeckSide;
    if (o.affiliation !== n.affiliation) changes.push({ field: `${label} affiliation`, old: show(o.affiliation), new: show(n.affiliation) });
    const oSets = o.objectiveSets ?? [];
    const nSets = n.objectiveSets ?? [];
    const removed = oSets.filter((s) => !nSets.includes(s));
    const added = nSets.filter((s) => !oSets.includes(s));
    if (removed.length || added.length) {
      changes.push({ field: `${label} objective sets`, old: removed.join("; ") || "—", new: added.join("; ") || "—" });
    }
  }
  return changes;
}

const humanize = (action: string) => {
  const text = action.replace(/[._]/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export function describeEntry(action: string, raw: unknown): Described {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Data;
  const s = (k: string) => (typeof data[k] === "string" ? (data[k] as string) : "");
  switch (action) {
    case "event.create":
      return { title: "Created the event", changes: [] };
    case "event.update":
      return { title: "Changed the event settings", changes: fieldChanges(data.old, data.new) };
    case "players.register": {
      const players = Array.isArray(data.players) ? (data.players as { name?: string }[]) : [];
      const names = players.map((p) => p.name ?? "?");
      return {
        title: `Registered ${names.length} ${names.length === 1 ? "player" : "players"}`,
        detail: names.slice(0, 20).join(", ") + (names.length > 20 ? ` and ${names.length - 20} more` : ""),
        changes: [],
      };
    }
    case "player.update":
      return { title: `Edited player ${show((data.old as Data | undefined)?.name)}`, changes: fieldChanges(data.old, data.new) };
    case "player.remove":
      return { title: `Removed player ${s("name")}`, changes: [] };
    case "staff.add":
      return { title: `Added ${s("email")} as ${s("role")}${data.pending ? " (invited, no account yet)" : ""}`, changes: [] };
    case "staff.remove":
      return { title: `Removed ${s("role")} ${s("email")}`, changes: [] };
    case "decklists.set":
      return data.old
        ? { title: `Replaced the deck lists of ${s("player")}`, changes: deckChanges(data.old, data.new) }
        : { title: `Entered the deck lists of ${s("player")}`, changes: [] };
    case "decklists.correct":
      return { title: `Corrected the deck lists of ${s("player")}`, changes: deckChanges(data.old, data.new) };
    default: {
      if ("old" in data && "new" in data) return { title: humanize(action), changes: fieldChanges(data.old, data.new) };
      const detail = Object.keys(data).length ? show(data) : undefined;
      return { title: humanize(action), detail, changes: [] };
    }
  }
}
