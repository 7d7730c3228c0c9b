/**
 * The named topics of the version bus. A topic is what a live page or a stored render follows;
 * its notices all travel on one PostgreSQL channel as `<topic>:<version>[:<part>,…]`, so each
 * process needs one listening connection whatever it follows.
 *
 * - event: `Event.version` (every change bumps it; a single match's change names the match).
 * - queue: `Queue.version`.
 * - season: `Season.version` (its rules, dates, attachments, settlements).
 * - guild tags: who shows which guild tag beside a name — counted by each process from its
 *   notices (no row carries it); announced by guilds and profile changes, naming the profiles
 *   changed (`*guild-tags:<profile>,…`), so a page follows only the profiles it shows.
 * - catalogue: the public lists of events — counted by each process from every notice that is
 *   not a single match's, and after any gap in notices.
 */
export type TopicKind = "event" | "queue" | "season" | "guild-tags" | "catalog";

/** Topic spellings on the channel: ids are cuids, which hold no `.`, `~`, `*` or `:`. */
export const topics = {
  event: (eventId: string): string => eventId,
  queue: (queueId: string): string => `q.${queueId}`,
  season: (seasonId: string): string => `season~${seasonId}`,
  guildTags: "*guild-tags",
  catalog: "*catalog",
} as const;

export function kindOf(topic: string): TopicKind {
  if (topic.startsWith("q.")) return "queue";
  if (topic.startsWith("season~")) return "season";
  if (topic === topics.guildTags) return "guild-tags";
  if (topic === topics.catalog) return "catalog";
  return "event";
}

/** The row id a topic with a stored version follows (event, queue, season). */
export function idOf(topic: string): string {
  const kind = kindOf(topic);
  return kind === "queue" ? topic.slice(2) : kind === "season" ? topic.slice("season~".length) : topic;
}
