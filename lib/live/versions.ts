/**
 * The versions of what a stored render shows, for the response cache (lib/http/response-cache.ts):
 * an event's pages follow the event's topic, the home page the catalogue, tagged pages the guild
 * tags too, and a season's leaderboard a version derived from several topics. What only a
 * service can work out — which events a season counts, whether an event shows running clocks —
 * the service provides here at load (`provide…`), so the cache asks this module and nothing else.
 * Until a service has provided its part, the answer is "not known" and the cache stores nothing.
 */
import { guildTagsVersionFor, knownVersion, topicVersion } from "./bus";
import { processState } from "./process";
import { topics } from "./topics";

/** A version derived from several topics (a season's leaderboard of a period). */
export interface DerivedVersions {
  /** The version, reading what memory lacks; null when not known now or gone. */
  read(id: string, part: string | null): Promise<number | null>;
  /** The version when everything is in memory (the fast path), else null. */
  known(id: string, part: string | null): number | null;
}

export type DerivedKind = "season-board";

interface Provided {
  derived: Map<DerivedKind, DerivedVersions>;
  /** Whether an event's stored pages show a clock that runs on its own (re-rendered as they age). */
  clocks: ((eventId: string) => boolean) | null;
  /** The profiles an event's pages show (its entrants'), when known without a read; else null. */
  profiles: ((eventId: string) => Iterable<string> | null) | null;
}

const provided: Provided = processState("versions", () => ({ derived: new Map(), clocks: null, profiles: null }));

export function provideDerived(kind: DerivedKind, source: DerivedVersions): void {
  provided.derived.set(kind, source);
}

export function provideClockCheck(check: (eventId: string) => boolean): void {
  provided.clocks = check;
}

export function provideProfilesShown(profiles: (eventId: string) => Iterable<string> | null): void {
  provided.profiles = profiles;
}

/** What a stored render follows: an event's pages, the lists (eventId null), or a derived version. */
export interface Followed {
  eventId: string | null;
  derived?: { kind: DerivedKind; id: string; part: string | null };
}

/** Its version now, reading what memory lacks (null: gone, or not known now: serve nothing stored). */
export async function versionOf(what: Followed): Promise<number | null> {
  if (what.derived) return (await provided.derived.get(what.derived.kind)?.read(what.derived.id, what.derived.part)) ?? null;
  return topicVersion(what.eventId === null ? topics.catalog : topics.event(what.eventId));
}

/** Its version when known without asking anyone (the fast path), else null. */
export function knownVersionOf(what: Followed): number | null {
  if (what.derived) return provided.derived.get(what.derived.kind)?.known(what.derived.id, what.derived.part) ?? null;
  return knownVersion(what.eventId === null ? topics.catalog : topics.event(what.eventId));
}

/** The guild tags' version (pages showing tags beside names); null: not known now. */
export const guildTagsVersion = (): number | null => knownVersion(topics.guildTags);

/**
 * The guild tags' version of an event's pages (null: not known now): moved only by a change of
 * a profile it shows (a tag, a membership, a hidden profile) or one naming no profiles; every
 * guild change while its profiles are not known without a read.
 */
export function eventGuildTagsVersion(eventId: string): number | null {
  const shown = provided.profiles?.(eventId);
  return shown ? guildTagsVersionFor(shown) : guildTagsVersion();
}

/** Whether the event's pages may show a running clock (true until the event store says). */
export const showsClocks = (eventId: string): boolean => provided.clocks?.(eventId) ?? true;
