import { AnyAuditData, decodeAudit, type AuditEntryOf, type DeckListsData } from "@/lib/schemas/audit";
import { AuditedResult } from "@/lib/schemas/result";
import { formatInstant } from "@/lib/words/datetime-format";
import { formatMoney, itemText, placeRange } from "@/lib/words/money";
import { ratingWords } from "@/lib/words/rating";
import { auditedResultWords } from "@/lib/words/result-words";

/**
 * An event's history: audit entries → words, read through the audit catalogue (lib/schemas/audit.ts), beside
 * the season's (season-history.ts) and the guild's (guild-history.ts). Known actions get a sentence; corrections (entries with `old` and
 * `new`) list each changed field as old → new, each value in words (prices, dates, prize rows):
 * never raw JSON. Unknown actions still show their data, as "field: value" pairs.
 */

/** A value in words, or an instant the page writes in the viewer's zone (<LocalTime>). */
export type Shown = string | { at: string };

export interface Change {
  field: string;
  old: Shown;
  new: Shown;
}
export interface Described {
  title: string;
  detail?: string;
  changes: Change[];
}

type Data = Readonly<Record<string, unknown>>;
/** Player names by id, for entries that store ids. */
export type Names = ReadonlyMap<string, string>;

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
  timeZone: "Time zone",
  description: "Description",
  swissMinutes: "Swiss round minutes",
  eliminationMinutes: "Elimination round minutes",
  finalMinutes: "Final minutes",
  selfRegistration: "Self-registration",
  opensAt: "Registration opens",
  closesAt: "Registration closes",
  cap: "Cap",
  checkInMinutes: "Check-in (minutes before the start)",
  selfReport: "Players report results",
  reportDeadlineMinutes: "Report deadline (minutes before round end)",
  currency: "Currency",
  doorCents: "Door price",
  earlyCents: "Early price",
  earlyDeadline: "Early price ends",
  poolPercent: "Pool share of fees (%)",
  addedCents: "Added prizes",
  notation: "Reward notation",
  notationItem: "Notation item",
  bandPercents: "Starred bands end at (% of field)",
  rows: "Prize rows",
  dueHours: "Manual awards due (hours)",
  rating: "Rating",
};

const STATUS_TITLE: Record<string, string> = {
  registration: "Registration is open again",
  swiss: "The Swiss stage began",
  elimination: "The elimination stage began",
  complete: "The event is complete",
};

const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);

/** Any stored value in words: lists joined, objects as "field: value" pairs (never JSON). */
export function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string") return clip(value);
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length === 0 ? "none" : clip(value.map(show).join(", "));
  if (typeof value === "object") {
    const pairs = Object.entries(value).map(([k, v]) => `${FIELD[k] ?? words(k)}: ${show(v)}`);
    return pairs.length === 0 ? "—" : clip(pairs.join("; "));
  }
  return "—";
}

/** "minPreRegistered" → "min pre registered" (for keys the catalogue does not name). */
const words = (key: string) => key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[._]/g, " ").toLowerCase();

const CENTS = new Set(["doorCents", "earlyCents", "addedCents"]);
const INSTANTS = new Set(["startsAt", "opensAt", "closesAt", "earlyDeadline"]);
const MINUTES = new Set(["swissMinutes", "eliminationMinutes", "finalMinutes", "checkInMinutes", "reportDeadlineMinutes"]);

/** A prize row as the prize table says it: "1st: Mos Espa trophy", "2nd–4th: 3 × booster pack each". */
function prizeRowText(row: unknown): string {
  if (typeof row !== "object" || row === null) return show(row);
  const r = row as { fromPlace?: unknown; toPlace?: unknown; item?: unknown; quantity?: unknown; minPreRegistered?: unknown };
  if (typeof r.fromPlace !== "number" || typeof r.item !== "string") return show(row);
  const to = typeof r.toPlace === "number" ? r.toPlace : null;
  const each = to === null || to > r.fromPlace ? " each" : "";
  const extra = typeof r.minPreRegistered === "number" ? ` (with ${r.minPreRegistered} or more pre-registered)` : "";
  return `${placeRange(r.fromPlace, to)}: ${itemText(typeof r.quantity === "number" ? r.quantity : 1, r.item)}${each}${extra}`;
}

/** One field's value in words: prices with their currency, dates written by the page, prize rows as the table says them. */
function fieldValue(key: string, value: unknown, currency: string | undefined): Shown {
  if (value === null || value === undefined || value === "") return key === "cap" ? "no cap" : "—";
  if (CENTS.has(key) && typeof value === "number") return currency ? formatMoney(value, currency) : (value / 100).toFixed(2);
  if (INSTANTS.has(key) && typeof value === "string" && !Number.isNaN(Date.parse(value))) return { at: value };
  if (MINUTES.has(key) && typeof value === "number") return `${value} min`;
  if (key === "rows" && Array.isArray(value)) return value.length === 0 ? "none" : value.map(prizeRowText).join("; ");
  if (key === "rating" && typeof value === "object") {
    const r = value as { rated?: unknown; k?: unknown };
    if (typeof r.rated === "boolean" && typeof r.k === "number") return ratingWords({ rated: r.rated, k: r.k });
  }
  if (key === "bandPercents" && Array.isArray(value)) return value.map((p) => `${show(p)}%`).join(", ");
  return show(value);
}

function fieldChanges(old: unknown, next: unknown): Change[] {
  const po = AnyAuditData.safeParse(old);
  const pn = AnyAuditData.safeParse(next);
  if (!po.success || !pn.success) return [{ field: "Value", old: show(old), new: show(next) }];
  const o: Data = po.data;
  const n: Data = pn.data;
  const currency = [n.currency, o.currency].find((c): c is string => typeof c === "string");
  return [...new Set([...Object.keys(o), ...Object.keys(n)])]
    .filter((k) => JSON.stringify(o[k]) !== JSON.stringify(n[k]))
    .map((k) => ({ field: FIELD[k] ?? words(k), old: fieldValue(k, o[k], currency), new: fieldValue(k, n[k], currency) }));
}

/** A pasted list's lines removed and added (decks and pools of the other games). */
function gameDeckChanges(old: string | null, next: string): Change[] {
  if (old === null) return [];
  const lines = (t: string) => t.split("\n").map((l) => l.trim()).filter((l) => l !== "");
  const o = lines(old);
  const n = lines(next);
  const removed = o.filter((l) => !n.includes(l));
  const added = n.filter((l) => !o.includes(l));
  return removed.length || added.length ? [{ field: "Cards", old: removed.join("; ") || "—", new: added.join("; ") || "—" }] : [];
}

function deckChanges(old: DeckListsData | null, next: DeckListsData): Change[] {
  const changes: Change[] = [];
  for (const side of ["light", "dark"] as const) {
    const label = side === "light" ? "Light side" : "Dark side";
    const o = old?.[side] ?? {};
    const n = next[side] ?? {};
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

/** A stored result in words (lib/words/result-words.ts); a value of no result's shape as is. */
function resultText(stored: unknown, players: readonly (string | null)[], names: Names): string {
  if (stored === null || stored === undefined) return "—";
  const parsed = AuditedResult.safeParse(stored);
  if (!parsed.success) return show(stored);
  const name = (seat: string | undefined) => names.get((seat === "A" ? players[0] : seat === "B" ? players[1] : null) ?? "") ?? `seat ${seat}`;
  return auditedResultWords(parsed.data, name) ?? show(stored);
}

const where = (data: { bracketMatch?: number | null; table?: number | null }) =>
  typeof data.bracketMatch === "number" ? `M${data.bracketMatch}` : typeof data.table === "number" ? `table ${data.table}` : "a bye";

const CALL_WORDS: Record<string, string> = { dispute: "disputed result", missing: "missing report", call: "judge called", extension: "time extension" };
const atTable = (table: unknown) => (typeof table === "number" ? ` at table ${table}` : "");
const REPORT_WORDS: Record<string, string> = { agreed: "both agree: recorded", disputed: "the reports differ", missing: "a report is missing", waiting: "waiting for the opponent" };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An entry the catalogue does not know (or an old one that does not fit it): its data as is. */
function generic(action: string, raw: unknown): Described {
  const data = AnyAuditData.safeParse(raw);
  if (data.success && "old" in data.data && "new" in data.data) return { title: humanize(action), changes: fieldChanges(data.data.old, data.data.new) };
  const detail = data.success && Object.keys(data.data).length === 0 ? undefined : show(raw);
  return { title: humanize(action), detail, changes: [] };
}

const CLOCK_WORDS: Record<string, (who: string, seconds: number) => string> = {
  start: (who) => `Started the chess clock (${who} first)`,
  switch: () => "Switched the chess clock",
  pause: () => "Paused the chess clock",
  resume: () => "Resumed the chess clock",
  adjust: (who, seconds) => `Adjusted ${who}'s chess clock by ${seconds} s`,
  absent: (who) => `Marked ${who} absent`,
  present: (who) => `Marked ${who} present`,
};

/** The catalogue's entries whose action starts with one of the prefixes ("round" → round.pair, round.repair, …). */
type Family<E extends AuditEntryOf, P extends string> = Extract<E, { action: `${P}.${string}` }>;

const inFamily = <E extends AuditEntryOf, P extends string>(entry: E, ...prefixes: P[]): entry is Family<E, P> =>
  prefixes.some((p) => entry.action.startsWith(`${p}.`));

const nameOf = (names: Names, id: string | null | undefined) => (id ? (names.get(id) ?? "a player") : "a player");

/** A payment in words: "€10.00 cash", "waived", or "—" when there is none. */
const paidText = (p: { method: string; cents: number } | null, currency: string) => (p ? (p.method === "waived" ? "waived" : `${formatMoney(p.cents, currency)} ${p.method}`) : "—");

export function describeEntry(action: string, raw: unknown, names: Names = new Map()): Described {
  const entry = decodeAudit(action, raw);
  if (!entry) return generic(action, raw);
  if (inFamily(entry, "round")) return describeRound(entry, names);
  if (inFamily(entry, "result", "match")) return describeResult(entry, names);
  if (inFamily(entry, "cut")) return describeCut(entry, names);
  if (inFamily(entry, "player")) return describePlayer(entry, names);
  if (inFamily(entry, "registration", "waitlist", "players", "noShows")) return describeRegistration(entry);
  if (inFamily(entry, "profile")) return describeProfileMerge(entry);
  if (inFamily(entry, "event")) return describeEventEntry(entry);
  if (inFamily(entry, "staff")) return describeStaff(entry);
  if (inFamily(entry, "decklists", "deck", "pool", "build")) return describeDecks(entry);
  if (inFamily(entry, "timer")) return { title: `Round ${entry.data.round} timer: ${entry.action.slice(6)}`, changes: [] };
  if (inFamily(entry, "document")) return describeDocument(entry);
  if (inFamily(entry, "judgeCall")) return describeJudgeCall(entry);
  if (inFamily(entry, "fees", "prizes", "payment", "prize")) return describeMoney(entry);
  if (inFamily(entry, "team")) return describeTeam(entry);
  if (inFamily(entry, "hall")) return describeHall(entry);
  // A season's entries live in its own history (SeasonAuditEntry); worded here for completeness.
  if (inFamily(entry, "season")) return { title: entry.action === "season.settle" ? `Season period ${entry.data.period} settled` : `Season: ${entry.action.slice(7)}`, changes: [] };
  // A queue's or schedule's entries live in their own history (QueueAuditEntry).
  if (inFamily(entry, "queue", "schedule")) return { title: `${entry.action.startsWith("queue") ? "Queue" : "Schedule"}: ${entry.action.split(".")[1]}`, changes: [] };
  const unfiled: never = entry; // a catalogue action in none of the families above fails to compile here
  return unfiled;
}

function describeRound(entry: Family<AuditEntryOf, "round">, names: Names): Described {
  switch (entry.action) {
    case "round.pair": {
      const d = entry.data;
      if (d.stage === "elimination") {
        const matches = d.matches?.filter((m): m is number => typeof m === "number") ?? [];
        return { title: `Opened round ${d.number ?? ""} (elimination)`, detail: matches.length ? `Matches ${matches.map((m) => `M${m}`).join(", ")}` : undefined, changes: [] };
      }
      return { title: `Paired round ${d.number ?? ""} (Swiss)${d.draft ? " as a draft" : ""}`, detail: d.warnings?.length ? d.warnings.join(" ") : undefined, changes: [] };
    }
    case "round.repair":
      return { title: `Paired round ${entry.data.number} again`, changes: [] };
    case "round.publish":
      return { title: `Published round ${entry.data.number}${entry.data.startClock ? " and started its clock" : ""}`, changes: [] };
    case "round.reseat": {
      const d = entry.data;
      const warned = d.warnings.length > 0 ? " The change broke the table order; the organizer confirmed it." : "";
      return { title: `Moved table ${d.from} to table ${d.to} in round ${d.number}`, detail: `${d.reason.replace(/\.?$/, ".")}${warned}`, changes: [] };
    }
    case "round.delete":
      return { title: `Deleted round ${entry.data.number}`, changes: [] };
    case "round.swap": {
      const [x, y] = entry.data.players;
      const tables = entry.data.tables.map((t) => (t === null ? "the bye" : `table ${t}`)).join(" and ");
      const warned = entry.data.warnings.length > 0 ? " The swap broke a pairing rule; the organizer confirmed it." : "";
      return { title: `Swapped ${nameOf(names, x)} and ${nameOf(names, y)} in round ${entry.data.number} (${tables})`, detail: `${entry.data.reason.replace(/\.?$/, ".")}${warned}`, changes: [] };
    }
  }
}

/** Results, reports and what happens at a table during a match (side choice, chess clock). */
function describeResult(entry: Family<AuditEntryOf, "result" | "match">, names: Names): Described {
  switch (entry.action) {
    case "result.record": {
      const reporters = entry.data.reporters?.map((r) => r.name);
      const text = resultText(entry.data.new.result, entry.data.players, names);
      return { title: `Result at ${where(entry.data)}`, detail: (reporters ? `${text}. Reported by ${reporters.join(" and ")}, who agreed.` : text) + clockOverrideText(entry.data, names), changes: [] };
    }
    case "result.correct":
      return {
        title: `Corrected the result at ${typeof entry.data.round === "number" ? `round ${entry.data.round}, ` : ""}${where(entry.data)}${entry.data.afterCompletion ? ", after completion" : ""}`,
        ...(entry.data.clockOverride ? { detail: clockOverrideText(entry.data, names).trim() } : {}),
        changes: [{ field: "Result", old: resultText(entry.data.old?.result, entry.data.players, names), new: resultText(entry.data.new.result, entry.data.players, names) }],
      };
    case "result.report":
      return {
        title: `${entry.data.name} reported the result at ${where(entry.data)}`,
        detail: `${resultText(entry.data.report, entry.data.players, names)} (${REPORT_WORDS[entry.data.state] ?? entry.data.state})`,
        changes: [],
      };
    case "match.side": {
      const ids = entry.data.players ?? [];
      const dark = names.get(ids[entry.data.new === "A" ? 0 : 1] ?? "") ?? `seat ${entry.data.new}`;
      return { title: `Side choice at ${where(entry.data)}`, detail: `${dark} plays the dark side`, changes: [] };
    }
    case "match.clock": {
      const e = entry.data.event;
      const who = e.seat ? (names.get(entry.data.players[e.seat === "A" ? 0 : 1] ?? "") ?? `seat ${e.seat}`) : "";
      const words = CLOCK_WORDS[e.kind]?.(who, e.seconds ?? 0) ?? "Match clock";
      return { title: `${words} at ${where(entry.data)}`, changes: [] };
    }
  }
}

function describeCut(entry: Family<AuditEntryOf, "cut">, names: Names): Described {
  switch (entry.action) {
    case "cut.make":
      return {
        title: `Made the cut to the top ${entry.data.size ?? entry.data.seeds.length}`,
        detail: entry.data.seeds.map((x) => `${x.seed}. ${nameOf(names, x.playerId)}`).join(", "),
        changes: [],
      };
    case "cut.replace":
      return {
        title: `${nameOf(names, entry.data.dropped)} left the cut`,
        detail: entry.data.replacement ? `${nameOf(names, entry.data.replacement)} joins as the lowest seed.` : "Nobody left to join: the seed forfeits.",
        changes: [],
      };
  }
}

/** One player's entry in the event: dropping, rejoining, check-in, claiming, editing. */
function describePlayer(entry: Family<AuditEntryOf, "player">, names: Names): Described {
  switch (entry.action) {
    case "player.drop":
      return entry.data.self === true
        ? { title: `${entry.data.name} dropped`, detail: "From their phone, from the next round on", changes: [] }
        : { title: `Dropped ${entry.data.name}`, changes: [] };
    case "player.rejoin": {
      const losses = entry.data.unpairedLosses ?? [];
      return { title: `${entry.data.name} rejoined`, detail: losses.length ? `Unpaired losses for rounds ${losses.join(", ")}` : undefined, changes: [] };
    }
    case "player.disqualify":
      return { title: `Disqualified ${entry.data.name}`, changes: [] };
    case "player.fixedTable":
      return { title: `Fixed table for ${nameOf(names, entry.data.playerId)}`, changes: [{ field: "Table", old: show(entry.data.old), new: show(entry.data.new) }] };
    case "player.claim":
      return { title: `${entry.data.name} was claimed by its player`, detail: entry.data.via === "email" ? "By a verified email that matches" : "With the claim code", changes: [] };
    case "player.checkIn":
      return {
        title: entry.data.member ? `${entry.data.member} of ${entry.data.name} checked in` : `${entry.data.name} ${entry.data.checkedIn ? "checked in" : "is no longer checked in"}`,
        detail: entry.data.self ? "From their phone" : undefined,
        changes: [],
      };
    case "player.update":
      return { title: `Edited player ${show(entry.data.old.name)}`, changes: fieldChanges(entry.data.old, entry.data.new) };
    case "player.remove":
      return { title: `Removed player ${entry.data.name}`, changes: [] };
  }
}

/** Who comes into the event: registration, the waitlist, late entries and no-shows. */
function describeRegistration(entry: Family<AuditEntryOf, "registration" | "waitlist" | "players" | "noShows">): Described {
  switch (entry.action) {
    case "registration.settings":
      return { title: "Changed the registration settings", changes: fieldChanges(entry.data.old, entry.data.new) };
    case "registration.self":
      return { title: `${entry.data.name} registered`, detail: "Self-registration", changes: [] };
    case "registration.withdraw":
      return { title: `${entry.data.name} withdrew`, detail: entry.data.waitlistId ? "From the waitlist" : undefined, changes: [] };
    case "waitlist.join":
      return { title: `${entry.data.name} joined the waitlist`, detail: `Number ${entry.data.position}`, changes: [] };
    case "waitlist.promote":
      return { title: `${entry.data.name} got a place from the waitlist`, changes: [] };
    case "noShows.remove": {
      const list = entry.data.players.map((p) => p.name);
      return { title: `Removed ${plural(list.length, "no-show", "no-shows")}`, detail: list.join(", ") || undefined, changes: [] };
    }
    case "players.lateEntry": {
      const losses = entry.data.unpairedLossRounds ?? [];
      return { title: `Late entry: ${entry.data.players.map((p) => p.name).join(", ")}`, detail: losses.length ? `Unpaired losses for rounds ${losses.join(", ")}` : undefined, changes: [] };
    }
    case "players.register": {
      const list = entry.data.players.map((p) => p.name);
      return {
        title: `Registered ${plural(list.length, "player", "players")}`,
        detail: list.slice(0, 20).join(", ") + (list.length > 20 ? ` and ${list.length - 20} more` : ""),
        changes: [],
      };
    }
  }
}

function describeProfileMerge(entry: Family<AuditEntryOf, "profile">): Described {
  const d = entry.data;
  const verb = entry.action === "profile.merge" ? "Merged the profile" : "Undid the merge of";
  return {
    title: `${verb} “${d.from.displayName}” into “${d.into.displayName}”`,
    detail: [...d.players.map((p) => p.name), ...d.waitlist.map((w) => `${w.name} (waitlist)`)].join(", ") || undefined,
    changes: [],
  };
}

function describeHall(entry: Family<AuditEntryOf, "hall">): Described {
  switch (entry.action) {
    case "hall.take":
      return { title: `Taken to the hall “${entry.data.hall}”`, detail: "The hall server writes the event; this server mirrors it.", changes: [] };
    case "hall.release":
      return { title: `Handed back by the hall “${entry.data.hall}”`, changes: [] };
    case "hall.abandon":
      return { title: `Taken back from the hall “${entry.data.hall}”`, detail: "Changes the hall did not mirror are lost.", changes: [] };
    case "hall.publish":
      return { title: `Published from the hall “${entry.data.hall}”`, detail: "The event was started on the hall server, which writes it; this server mirrors it.", changes: [] };
  }
}

function describeEventEntry(entry: Family<AuditEntryOf, "event">): Described {
  switch (entry.action) {
    case "event.complete":
      return { title: "The event is complete", changes: [] };
    case "event.status":
      return { title: STATUS_TITLE[entry.data.to] ?? `Status: ${entry.data.to}`, changes: [{ field: "Status", old: show(entry.data.from), new: show(entry.data.to) }] };
    case "event.create":
      return { title: "Created the event", detail: entry.data.descriptor, changes: [] };
    case "event.started":
      return {
        title: `Started from its ${entry.data.from} with ${plural(entry.data.players.length, "player", "players")}`,
        detail: entry.data.players.map((p) => p.name).join(", ") || undefined,
        changes: [],
      };
    case "event.import": {
      const pending = entry.data.staff.filter((s) => s.became === "pending").map((s) => `${s.email} (${s.role})`);
      return {
        title: "Imported the event from an export",
        detail: `Exported ${formatInstant(entry.data.source.exportedAt, "dateTime", "UTC")} by ${entry.data.previousOrganizer.email}.${pending.length ? ` Pending invitations: ${pending.join(", ")}.` : ""}`,
        changes: [],
      };
    }
    case "event.restore": {
      const { players, teamMembers, staff } = entry.data.relinked;
      const links = [plural(players + teamMembers, "entry linked to its player", "entries linked to their players"), plural(staff, "staff account", "staff accounts")];
      return { title: "Restored the event after it was deleted", detail: `Deleted ${formatInstant(entry.data.deletedAt, "dateTime", "UTC")}; ${links.join(" and ")} back.`, changes: [] };
    }
    case "event.update":
      return { title: "Changed the event settings", changes: fieldChanges(entry.data.old, entry.data.new) };
  }
}

function describeStaff(entry: Family<AuditEntryOf, "staff">): Described {
  switch (entry.action) {
    case "staff.add":
      return { title: `Added ${entry.data.email} as ${entry.data.role}${entry.data.pending ? " (invited, no account yet)" : ""}`, changes: [] };
    case "staff.invite":
      return { title: `Invited ${entry.data.email} as ${entry.data.role}`, changes: [] };
    case "staff.reinvite":
      return { title: `Issued a new invitation link for ${entry.data.email} (${entry.data.role})`, changes: [] };
    case "staff.accept":
      return {
        title: `Accepted the ${entry.data.role} invitation for ${entry.data.invitedEmail} ${entry.data.via === "link" ? "through its link" : "by verifying the address"}`,
        changes: [],
      };
    case "staff.remove":
      return { title: `Removed ${entry.data.role} ${entry.data.email}`, changes: [] };
  }
}

/** Deck lists (SWLCG), decks and sealed pools (the other games), and the deck build clock. */
function describeDecks(entry: Family<AuditEntryOf, "decklists" | "deck" | "pool" | "build">): Described {
  switch (entry.action) {
    case "decklists.set":
      return entry.data.old
        ? { title: `Replaced the deck lists of ${entry.data.player}`, changes: deckChanges(entry.data.old, entry.data.new) }
        : { title: `Entered the deck lists of ${entry.data.player}`, changes: [] };
    case "decklists.correct":
      return { title: `Corrected the deck lists of ${entry.data.player}`, changes: deckChanges(entry.data.old, entry.data.new) };
    case "deck.submit":
    case "deck.change":
    case "deck.correct": {
      const verb = entry.action === "deck.correct" ? "Corrected" : entry.action === "deck.change" ? "Changed" : entry.data.old ? "Replaced" : "Submitted";
      const who = entry.data.by === "player" ? " (by the player)" : "";
      return { title: `${verb} the deck of ${entry.data.player}${who}: ${entry.data.new.valid ? "valid" : "not valid"}`, changes: gameDeckChanges(entry.data.old?.list ?? null, entry.data.new.list) };
    }
    case "pool.set":
      return { title: `Recorded the sealed pool of ${entry.data.player}`, changes: gameDeckChanges(entry.data.old, entry.data.new) };
    case "build.start":
      return { title: `Started the ${entry.data.minutes}-minute deck build clock`, changes: [] };
    case "build.end": {
      const names = entry.data.starter.map((p) => p.name);
      return { title: "Closed the deck build phase", detail: names.length ? `Round 1 with the basic starter deck: ${names.join(", ")}.` : "Every player saved a valid deck.", changes: [] };
    }
  }
}

function describeDocument(entry: Family<AuditEntryOf, "document">): Described {
  switch (entry.action) {
    case "document.upload":
      return { title: `Added the document ${entry.data.title} (${entry.data.kind === "pdf" ? "PDF" : "Markdown"})`, changes: [] };
    case "document.delete":
      return { title: `Removed the document ${entry.data.title}`, changes: [] };
  }
}

function describeJudgeCall(entry: Family<AuditEntryOf, "judgeCall">): Described {
  switch (entry.action) {
    case "judgeCall.open":
      return {
        title: entry.data.kind === "call" ? `A judge was called${atTable(entry.data.table)}` : `Judge queue: ${CALL_WORDS[entry.data.kind] ?? entry.data.kind}${atTable(entry.data.table)}`,
        detail: typeof entry.data.note === "string" ? entry.data.note : undefined,
        changes: [],
      };
    case "judgeCall.claim":
      return { title: `Claimed the judge call${atTable(entry.data.table)}`, detail: CALL_WORDS[entry.data.kind], changes: [] };
    case "judgeCall.resolve":
      return {
        title: `Resolved the judge call${atTable(entry.data.table)} (${CALL_WORDS[entry.data.kind] ?? entry.data.kind})`,
        detail: [entry.data.resolution, entry.data.ruling ? `Ruling: ${entry.data.ruling}` : null].filter(Boolean).join(" ") || undefined,
        changes: [],
      };
  }
}

/** Fees, payments and prizes. */
function describeMoney(entry: Family<AuditEntryOf, "fees" | "prizes" | "payment" | "prize">): Described {
  switch (entry.action) {
    case "fees.set":
      return { title: "Changed the entry fees", changes: fieldChanges(entry.data.old, entry.data.new) };
    case "prizes.set":
      return { title: "Changed the prizes", changes: fieldChanges(entry.data.old, entry.data.new) };
    case "payment.record": {
      const d = entry.data;
      return d.old
        ? { title: `Corrected the payment of ${d.name}`, changes: [{ field: "Payment", old: paidText(d.old, d.currency), new: paidText(d.new, d.currency) }] }
        : { title: `Payment of ${d.name}: ${paidText(d.new, d.currency)}`, detail: `Due: ${formatMoney(d.dueCents, d.currency)} (${d.tier})`, changes: [] };
    }
    case "prizes.award":
      return {
        title: `Made the prize list (${plural(entry.data.awards.length, "prize", "prizes")})`,
        detail: entry.data.awards.slice(0, 20).map((a) => `${a.place}. ${a.name}: ${a.quantity} × ${a.item}`).join("; ") + (entry.data.awards.length > 20 ? "; …" : ""),
        changes: [],
      };
    case "prize.given":
      return {
        title: `${entry.data.new ? "Gave" : "Marked not given"}: ${entry.data.quantity} × ${entry.data.item} to ${entry.data.name} (${entry.data.place}.)`,
        changes: [{ field: "Given", old: entry.data.old ? "yes" : "no", new: entry.data.new ? "yes" : "no" }],
      };
  }
}

function describeTeam(entry: Family<AuditEntryOf, "team">): Described {
  switch (entry.action) {
    case "team.create":
      return { title: `Team ${entry.data.name} added`, detail: entry.data.members.map((m) => `${m.position}. ${m.name}`).join(", "), changes: [] };
    case "team.register":
      return { title: `Team ${entry.data.name} registered`, detail: `Self-registration: ${entry.data.members.map((m) => `${m.position}. ${m.name}${m.invitePending ? " (invited)" : ""}`).join(", ")}`, changes: [] };
    case "team.accept":
      return { title: `${entry.data.name} joined team ${entry.data.team}`, detail: `Member ${entry.data.position} accepted the invitation${entry.data.via === "link" ? " through the captain's join link" : ""}`, changes: [] };
    case "team.invitation":
      return { title: `New join link for team ${entry.data.team}`, detail: `For member ${entry.data.position}; the older link stopped working`, changes: [] };
    case "team.substitute": {
      const d = entry.data;
      return {
        title: `Substitution in team ${d.team}: ${d.old.name} → ${d.new.name}`,
        detail: d.reason ? `Member ${d.position}: ${d.reason}` : `Member ${d.position}`,
        changes: [{ field: `Member ${d.position}`, old: d.old.name, new: d.new.name }],
      };
    }
    case "team.deck": {
      const d = entry.data;
      const verb = d.kind === "correct" ? "Corrected the deck of" : d.kind === "change" ? "Deck changed:" : "Deck submitted:";
      return {
        title: `${verb} ${d.name} (team ${d.team})`,
        detail: `${d.by === "staff" ? "By the staff" : "By the player"} · ${d.new.valid ? "valid" : "not valid"}`,
        changes: d.old ? [{ field: "Valid", old: d.old.valid ? "yes" : "no", new: d.new.valid ? "yes" : "no" }] : [],
      };
    }
    case "team.payment": {
      const d = entry.data;
      return d.old
        ? { title: `Corrected the payment of ${d.name} (team ${d.team})`, changes: [{ field: "Payment", old: paidText(d.old, d.currency), new: paidText(d.new, d.currency) }] }
        : { title: `Payment of ${d.name} (team ${d.team}): ${paidText(d.new, d.currency)}`, detail: `Due: ${formatMoney(d.dueCents, d.currency)} (${d.tier})`, changes: [] };
    }
  }
}

/** A judge's override of a chess clock that ran out, in words (empty when there was none). */
function clockOverrideText(data: { clockOverride?: { flagged: "A" | "B" }; players: (string | null)[] }, names: Names): string {
  if (!data.clockOverride) return "";
  const seat = data.clockOverride.flagged;
  const who = names.get(data.players[seat === "A" ? 0 : 1] ?? "") ?? `seat ${seat}`;
  return ` Overriding the chess clock: ${who}'s had run out.`;
}
