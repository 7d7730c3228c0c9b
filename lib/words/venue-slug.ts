/**
 * A venue's address from the name its templates and events carry ("Echo Base Games, Berlin" →
 * "echo-base-games-berlin"). The database reads the same rule (VENUE_SLUG_SQL), so a store's
 * events, queues and schedules are found by it without a column of their own. Names with no
 * letter or digit of a-z/0-9 have no page (empty slug).
 */
export function venueSlug(name: string): string {
  const trim = (s: string) => s.replace(/^-+|-+$/g, "");
  // At most 64 characters: an address segment like any id (lib/api/http.ts).
  return trim(trim(name.toLowerCase().replace(/[^a-z0-9]+/g, "-")).slice(0, SLUG_MAX));
}

const SLUG_MAX = 64;

/** The same rule in PostgreSQL, for a column or JSON text expression. */
export const venueSlugSql = (expr: string) => `btrim(left(btrim(regexp_replace(lower(coalesce(${expr}, '')), '[^a-z0-9]+', '-', 'g'), '-'), ${SLUG_MAX}), '-')`;
