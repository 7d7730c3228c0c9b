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
/** Player names by id, for entries that store ids. */
export type Names = ReadonlyMap<string, string>;
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

const STATUS_TITLE: Record<string, string> = {
  registration: "Registration is open again",
  swiss: "The Swiss stage began",
  elimination: "The elimination stage began",
  complete: "The event is complete",
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

/** A stored result in words: Swiss games by seat, or the elimination winner (on time: the scores). */
function resultText(stored: unknown, players: unknown, names: Names): string {
  if (!stored || typeof stored !== "object") return "—";
  const r = stored as { games?: { result: string; ending?: string }[]; timeLoss?: string; intentionalSplit?: boolean; kind?: string; result?: string; scores?: { ls: number; ds: number } };
  const ids = Array.isArray(players) ? (players as (string | null)[]) : [];
  const who = (seat: string | undefined) => (seat === "A" ? ids[0] : seat === "B" ? ids[1] : null);
  const name = (seat: string | undefined) => names.get(who(seat) ?? "") ?? `seat ${seat}`;
  if (r.intentionalSplit) return "intentional split (3–3)";
  if (r.games) {
    return r.games
      .map((g, i) => `game ${i + 1}: ${g.result === "A" || g.result === "B" ? `${name(g.result)} won` : g.result === "draw" ? "draw" : "not played"}${g.ending ? ` (${g.ending})` : ""}`)
      .join(", ") + (r.timeLoss ? `; ${name(r.timeLoss)} ran out of time` : "");
  }
  if (r.kind === "bye") return `${name(r.result)} advances (bye)`;
  if (r.result) return `${name(r.result)} won${r.scores ? ` on time (LS ${r.scores.ls} – DS ${r.scores.ds})` : ""}`;
  return show(stored);
}

const where = (data: Data) =>
  typeof data.bracketMatch === "number" ? `M${data.bracketMatch}` : typeof data.table === "number" ? `table ${data.table}` : "a bye";

export function describeEntry(action: string, raw: unknown, names: Names = new Map()): Described {
  const data = (typeof raw === "object" && raw !== null ? raw : {}) as Data;
  const s = (k: string) => (typeof data[k] === "string" ? (data[k] as string) : "");
  const nameOf = (id: unknown) => (typeof id === "string" ? (names.get(id) ?? "a player") : "a player");
  const n = (k: string) => (typeof data[k] === "number" ? (data[k] as number) : null);
  switch (action) {
    case "round.pair":
      return data.stage === "elimination"
        ? { title: `Opened round ${n("number") ?? ""} (elimination)`, detail: Array.isArray(data.matches) ? `Matches ${(data.matches as number[]).map((m) => `M${m}`).join(", ")}` : undefined, changes: [] }
        : { title: `Paired round ${n("number") ?? ""} (Swiss)`, detail: Array.isArray(data.warnings) && data.warnings.length ? (data.warnings as string[]).join(" ") : undefined, changes: [] };
    case "round.repair":
      return { title: `Paired round ${n("number") ?? ""} again`, changes: [] };
    case "round.delete":
      return { title: `Deleted round ${n("number") ?? ""}`, changes: [] };
    case "result.record": {
      const next = (data.new as Data | undefined)?.result;
      return { title: `Result at ${where(data)}`, detail: resultText(next, data.players, names), changes: [] };
    }
    case "result.correct":
      return {
        title: `Corrected the result at ${where(data)}`,
        changes: [{ field: "Result", old: resultText((data.old as Data | undefined)?.result, data.players, names), new: resultText((data.new as Data | undefined)?.result, data.players, names) }],
      };
    case "match.side": {
      const ids = Array.isArray(data.players) ? (data.players as (string | null)[]) : [];
      const seat = data.new === "A" ? 0 : data.new === "B" ? 1 : -1;
      const dark = seat >= 0 ? (names.get(ids[seat] ?? "") ?? `seat ${data.new as string}`) : "—";
      return { title: `Side choice at ${where(data)}`, detail: `${dark} plays the dark side`, changes: [] };
    }
    case "match.clock": {
      const e = (data.event ?? {}) as Data;
      const seat = e.seat === "A" || e.seat === "B" ? e.seat : null;
      const ids = Array.isArray(data.players) ? (data.players as string[]) : [];
      const who = seat ? (names.get(ids[seat === "A" ? 0 : 1] ?? "") ?? `seat ${seat}`) : "";
      const WORDS: Record<string, string> = {
        start: `Started the chess clock (${who} first)`,
        switch: "Switched the chess clock",
        pause: "Paused the chess clock",
        resume: "Resumed the chess clock",
        adjust: `Adjusted ${who}'s chess clock by ${typeof e.seconds === "number" ? e.seconds : 0} s`,
        absent: `Marked ${who} absent`,
        present: `Marked ${who} present`,
      };
      return { title: `${WORDS[String(e.kind)] ?? "Match clock"} at ${where(data)}`, changes: [] };
    }
    case "cut.make": {
      const seeds = Array.isArray(data.seeds) ? (data.seeds as { seed: number; playerId: string }[]) : [];
      return { title: `Made the cut to the top ${n("size") ?? seeds.length}`, detail: seeds.map((x) => `${x.seed}. ${nameOf(x.playerId)}`).join(", "), changes: [] };
    }
    case "cut.replace":
      return {
        title: `${nameOf(data.dropped)} left the cut`,
        detail: data.replacement ? `${nameOf(data.replacement)} joins as the lowest seed.` : "Nobody left to join: the seed forfeits.",
        changes: [],
      };
    case "player.drop":
      return { title: `Dropped ${s("name")}`, changes: [] };
    case "player.rejoin":
      return { title: `${s("name")} rejoined`, detail: Array.isArray(data.unpairedLosses) && data.unpairedLosses.length ? `Unpaired losses for rounds ${(data.unpairedLosses as number[]).join(", ")}` : undefined, changes: [] };
    case "player.disqualify":
      return { title: `Disqualified ${s("name")}`, changes: [] };
    case "player.fixedTable":
      return { title: `Fixed table for ${nameOf(data.playerId)}`, changes: [{ field: "Table", old: show(data.old), new: show(data.new) }] };
    case "players.lateEntry": {
      const players = Array.isArray(data.players) ? (data.players as { name?: string }[]) : [];
      return { title: `Late entry: ${players.map((p) => p.name ?? "?").join(", ")}`, detail: Array.isArray(data.unpairedLossRounds) && data.unpairedLossRounds.length ? `Unpaired losses for rounds ${(data.unpairedLossRounds as number[]).join(", ")}` : undefined, changes: [] };
    }
    case "event.complete":
      return { title: "The event is complete", changes: [] };
    case "event.status":
      return { title: STATUS_TITLE[s("to")] ?? `Status: ${show(data.to)}`, changes: [{ field: "Status", old: show(data.from), new: show(data.to) }] };
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
    case "staff.invite":
      return { title: `Invited ${s("email")} as ${s("role")}`, changes: [] };
    case "staff.reinvite":
      return { title: `Issued a new invitation link for ${s("email")} (${s("role")})`, changes: [] };
    case "staff.accept":
      return {
        title: `Accepted the ${s("role")} invitation for ${s("invitedEmail")} ${data.via === "link" ? "through its link" : "by verifying the address"}`,
        changes: [],
      };
    case "staff.remove":
      return { title: `Removed ${s("role")} ${s("email")}`, changes: [] };
    case "decklists.set":
      return data.old
        ? { title: `Replaced the deck lists of ${s("player")}`, changes: deckChanges(data.old, data.new) }
        : { title: `Entered the deck lists of ${s("player")}`, changes: [] };
    case "decklists.correct":
      return { title: `Corrected the deck lists of ${s("player")}`, changes: deckChanges(data.old, data.new) };
    default: {
      if (action.startsWith("timer.")) return { title: `Round ${n("round") ?? ""} timer: ${action.slice(6)}`, changes: [] };
      if ("old" in data && "new" in data) return { title: humanize(action), changes: fieldChanges(data.old, data.new) };
      const detail = Object.keys(data).length ? show(data) : undefined;
      return { title: humanize(action), detail, changes: [] };
    }
  }
}
