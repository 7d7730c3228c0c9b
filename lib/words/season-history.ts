/**
 * A season's history entries (`SeasonAuditEntry`, the catalogue in lib/schemas/audit.ts) in
 * words: a title, a detail line, and for an edit each changed setting as old → new (rules as
 * their sentences, dates as instants the page writes in the season's zone). Never raw JSON.
 */
import { AUDIT_CATALOGUE } from "@/lib/schemas/audit";
import { SeasonRules } from "@/lib/schemas/season";
import { seasonRuleLines } from "./season-rules";

export type Shown = string | { at: string };
export interface SeasonChange {
  field: string;
  old: Shown;
  new: Shown;
}
export interface SeasonDescribed {
  title: string;
  detail?: string;
  changes: SeasonChange[];
}

const FIELDS: Record<string, string> = {
  name: "Name",
  schedule: "Schedule",
  startsAt: "Start",
  endsAt: "End",
  timeZone: "Time zone",
  counts: "Events that count",
  rules: "Points rules",
  coOrganizers: "Co-organizers",
};
const COUNTS: Record<string, string> = { attached: "attached by its organizers", organizer: "every event of its organizers", tagged: "tagged for it by their organizers" };
const SCHEDULES: Record<string, string> = { dates: "from a start to an end", "monthly-weekdays": "each calendar month, first to last weekday" };
const KINDS: Record<string, string> = { gold: "Gold", silver: "Silver", bronze: "Bronze" };
const REASONS: Record<string, string> = { "not-found": "not on this server", "not-organizer": "the importer does not organize it", "other-game": "of another game" };

const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

function value(field: string, v: unknown, names: ReadonlyMap<string, string>): Shown {
  if (v === null || v === undefined || v === "") return "none";
  if ((field === "startsAt" || field === "endsAt") && typeof v === "string") return { at: v };
  if (field === "counts" && typeof v === "string") return COUNTS[v] ?? v;
  if (field === "schedule" && typeof v === "string") return SCHEDULES[v] ?? v;
  if (field === "rules") {
    const rules = SeasonRules.safeParse(v);
    return rules.success ? seasonRuleLines(rules.data).join(" ") : "changed";
  }
  if (field === "coOrganizers" && Array.isArray(v)) return v.length ? v.map((id) => names.get(String(id)) ?? "a former account").join(", ") : "none";
  return typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? String(v) : "changed";
}

/** `names`: account names by id (co-organizers are stored by id). */
export function describeSeasonEntry(action: string, data: unknown, names: ReadonlyMap<string, string> = new Map()): SeasonDescribed {
  const schema = (AUDIT_CATALOGUE as Record<string, { safeParse(d: unknown): { success: boolean; data?: unknown } }>)[action];
  const parsed = schema?.safeParse(data);
  const d = (parsed?.success ? parsed.data : data) as Record<string, unknown> & { [k: string]: never };
  const text = (k: string) => (typeof d?.[k] === "string" ? (d[k] as string) : "");
  switch (action) {
    case "season.create":
      return { title: "Season created", detail: `${text("name")} (${text("preset").replace(/-/g, " ")})`, changes: [] };
    case "season.update": {
      const old = (d?.old ?? {}) as Record<string, unknown>;
      const now = (d?.new ?? {}) as Record<string, unknown>;
      const changes = Object.keys(now)
        .filter((k) => JSON.stringify(old[k]) !== JSON.stringify(now[k]))
        .map((k) => ({ field: FIELDS[k] ?? capital(k), old: value(k, old[k], names), new: value(k, now[k], names) }));
      return { title: changes.some((c) => c.field === FIELDS.rules) ? "Points rules changed" : "Settings changed", changes };
    }
    case "season.attach": {
      const extra = [d?.tier ? `tier ${String(d.tier)}` : "", d?.group ? `group ${String(d.group)}` : ""].filter(Boolean).join(", ");
      return { title: "Event attached", detail: `${text("name")}${extra ? ` (${extra})` : ""}`, changes: [] };
    }
    case "season.detach":
      return { title: "Event detached", detail: text("name"), changes: [] };
    case "season.reattach":
      return { title: "Event restored", detail: `${text("name")}: deleted by its organizer, then restored, it is back as it was here`, changes: [] };
    case "season.tag":
      return { title: "Event tagged for this season", detail: `${text("name")}, by its organizer`, changes: [] };
    case "season.untag":
      return { title: "Tag taken back", detail: `${text("name")}, by its organizer`, changes: [] };
    case "season.refuseTag":
      return { title: "Tag refused", detail: `${text("name")} no longer counts`, changes: [] };
    case "season.liftRefusal":
      return { title: "Refusal lifted", detail: `${text("name")} counts again`, changes: [] };
    case "season.invite":
      return { title: "Co-organizer invited", detail: "A one-time invitation link was issued.", changes: [] };
    case "season.revokeInvitation":
      return { title: "Co-organizer invitation revoked", changes: [] };
    case "season.coOrganizerJoined":
      return { title: "Co-organizer joined", detail: `${text("name")} accepted an invitation.`, changes: [] };
    case "season.coOrganizerRemoved":
      return { title: "Co-organizer removed", detail: text("name"), changes: [] };
    case "season.import": {
      const attached = Array.isArray(d?.attached) ? (d.attached as { name: string }[]) : [];
      const not = Array.isArray(d?.notAttached) ? (d.notAttached as { name: string; reason: string }[]) : [];
      const parts = [`${plural(attached.length, "event")} attached again`];
      if (not.length) parts.push(`not attached: ${not.map((n) => `${n.name} (${REASONS[n.reason] ?? n.reason})`).join(", ")}`);
      return { title: "Imported from an export", detail: `${parts.join("; ")}.`, changes: [] };
    }
    case "season.settle": {
      const awards = Array.isArray(d?.awards) ? (d.awards as { name: string; kind: string; points: number }[]) : [];
      const won = awards.length ? awards.map((a) => `${a.name}: ${KINDS[a.kind] ?? capital(a.kind)} (${a.points} points)`).join(", ") : "no awards";
      return { title: `Period ${text("period")} settled${d?.late ? " late" : ""}`, detail: d?.late ? `${won}. The server was away when the period ended.` : `${won}.`, changes: [] };
    }
    default:
      return { title: capital(action.replace(/^season\./, "").replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)), changes: [] };
  }
}
