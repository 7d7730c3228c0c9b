/**
 * A game's current ratings held in the process, sorted highest first, for the rating list.
 *
 * Why: at 100,000 rated players a deep page (OFFSET 50,000) or a name search (`strpos` over every
 * name) costs 80–130 ms on the embedded database and cannot use an index (no pg_trgm there);
 * ranks of a search's rows need counts over the whole list. Held in memory, a page, a search and
 * the ranks are one pass over arrays (a few milliseconds), whatever the page.
 *
 * Freshness: `PlayerRating` changes only with a rating run, which the writer commits together
 * with its `RatingRun` row, so the game's run count and latest run time name a version; each
 * read asks for it (one index-only query) and reloads when it moved. A reload is also forced
 * after `MAX_AGE_MS`, in case a row was changed some other way. Held in the live floor's memo. Names are the profiles' current
 * ones (the row's name, stored at its last run, only for typed entries). Hidden profiles and the inactive
 * cut-off are applied per read, never cached.
 */
import { directQuery } from "@/lib/db/direct";
import { memo } from "@/lib/live";

const MAX_AGE_MS = 5 * 60 * 1000;

export interface GameRatings {
  version: string;
  loadedAt: number;
  size: number;
  ratedId: string[];
  name: string[];
  /** Every name lower-cased, joined by SEP, for the search; `starts[i]`: where row i's begins. */
  keys: string;
  starts: Int32Array;
  rating: Float64Array;
  matches: Int32Array;
  provisional: Uint8Array;
  lastEventId: string[];
  lastRatedAt: Float64Array;
}

/** Record and unit separators: no stored name or id holds a control character (lib/schemas/text.ts). */
const ROW = "\u001e";
const SEP = "\u001f";

/** Per game, its list at its version (a string: a run count and time; only the same one answers). */
const lists = memo<GameRatings>("rating-lists", 16);

/**
 * What a read of the list checks first, in one statement: the game's version (its run count and
 * latest run time) and the profiles the list leaves out (hidden, or merged and not yet re-rated;
 * both found by index).
 */
export async function listState(game: string): Promise<{ version: string; unlisted: Set<string> }> {
  const [row] = await directQuery<{ n: string; at: Date | null; unlisted: string[] | null }>(
    `SELECT (SELECT count(*)::text FROM "RatingRun" WHERE game = $1) AS n,
            (SELECT max("createdAt") FROM "RatingRun" WHERE game = $1) AS at,
            (SELECT array_agg(id) FROM (SELECT id FROM "PlayerProfile" WHERE public = false
                                        UNION SELECT id FROM "PlayerProfile" WHERE "mergedIntoId" IS NOT NULL) h) AS unlisted`,
    [game],
    "rating-list-state",
  );
  return { version: `${row?.n ?? 0}|${row?.at?.getTime() ?? 0}`, unlisted: new Set(row?.unlisted ?? []) };
}

async function load(game: string, version: string): Promise<GameRatings> {
  // One string, rows highest rating first (equal ratings in id order, so pages are stable):
  // 100,000 rows as objects take over a second to cross from the embedded database's worker, one
  // string a few dozen milliseconds. float8::text prints the shortest exact form.
  const [row] = await directQuery<{ packed: string | null }>(
    `SELECT string_agg(concat_ws($2, r."ratedId", coalesce(p."displayName", r.name), r.rating::text, r.matches::text, CASE WHEN r.provisional THEN '1' ELSE '0' END,
                                 r."lastEventId", ((extract(epoch FROM r."lastRatedAt") * 1000)::bigint)::text), $3 ORDER BY r.rating DESC, r."ratedId") AS packed
     FROM "PlayerRating" r LEFT JOIN "PlayerProfile" p ON p.id = r."ratedId" WHERE r.game = $1`,
    [game, SEP, ROW],
    "rating-list-load",
  );
  const lines = row?.packed ? row.packed.split(ROW) : [];
  const n = lines.length;
  const out: GameRatings = {
    version,
    loadedAt: Date.now(),
    size: n,
    ratedId: new Array<string>(n),
    name: new Array<string>(n),
    keys: "",
    starts: new Int32Array(n + 1),
    rating: new Float64Array(n),
    matches: new Int32Array(n),
    provisional: new Uint8Array(n),
    lastEventId: new Array<string>(n),
    lastRatedAt: new Float64Array(n),
  };
  const keys: string[] = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    const [id, name, rating, matches, provisional, event, time] = lines[i]!.split(SEP) as [string, string, string, string, string, string, string];
    out.ratedId[i] = id;
    out.name[i] = name;
    keys[i] = name.toLowerCase();
    out.starts[i + 1] = out.starts[i]! + keys[i]!.length + 1;
    out.rating[i] = Number(rating);
    out.matches[i] = Number(matches);
    out.provisional[i] = provisional === "1" ? 1 : 0;
    out.lastEventId[i] = event;
    out.lastRatedAt[i] = Number(time);
  }
  out.keys = keys.join(SEP);
  return out;
}

/**
 * A profile's name changed (no rating run follows): this process's lists load again at their
 * next read, so a search finds the new name; other processes within `MAX_AGE_MS`, and every
 * page shows current names meanwhile (`ratingList` reads its rows' names).
 */
export function forgetRatingLists(): void {
  lists.forget();
}

/** Rows whose name (any case) contains `q` (lower-cased), as a mask: one native scan of all names. */
export function nameMatches(list: GameRatings, q: string): Uint8Array {
  const mask = new Uint8Array(list.size);
  for (let from = list.keys.indexOf(q); from >= 0; ) {
    // The row holding this offset: the last start at or before it.
    let lo = 0;
    let hi = list.size - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (list.starts[mid]! <= from) lo = mid;
      else hi = mid - 1;
    }
    mask[lo] = 1;
    from = list.keys.indexOf(q, list.starts[lo + 1]!);
  }
  return mask;
}

/** The game's ratings as of `version` (from `listState`; loaded once per version and process). */
export function gameRatings(game: string, version: string): Promise<GameRatings> {
  return lists.get(game, version, () => load(game, version), { maxAgeMs: MAX_AGE_MS });
}
