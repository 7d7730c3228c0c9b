import type { Metadata } from "next";
import Link from "next/link";
import { RatingTable } from "@/components/ratings/RatingTable";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { ServiceError } from "@/lib/server/kernel/errors";
import { INACTIVE_AFTER_DAYS, ratingList, ratingListPlace } from "@/lib/server/ratings/read";
import { viewerProfileId } from "@/lib/server/accounts/profiles";
import { JumpToMe } from "@/components/ui/JumpToMe";
import { currentUser } from "@/lib/web/session";
import { orNotFound } from "@/lib/web/load";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Rating list" };

type Search = { page?: string; q?: string; inactive?: string };
const LINK = "inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 font-semibold whitespace-nowrap text-slate-900";

/** A link to this list with `changes` applied to the current search (page 1 unless given). */
function hrefOf(game: string, current: Search, changes: Search): string {
  const next = { q: current.q, inactive: current.inactive, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.inactive === "1") params.set("inactive", "1");
  if (next.page && next.page !== "1") params.set("page", next.page);
  const s = params.toString();
  return `/ratings/${game}${s ? `?${s}` : ""}`;
}

/** A game's public rating list: ranked active players, a name search, paging, and inactive players apart. */
export default async function RatingListPage({ params, searchParams }: { params: Promise<{ game: string }>; searchParams: Promise<Search> }) {
  const { game } = await params;
  const raw = await searchParams;
  const search: Search = { page: typeof raw.page === "string" ? raw.page : undefined, q: typeof raw.q === "string" && raw.q.trim() ? raw.q : undefined, inactive: raw.inactive === "1" ? "1" : undefined };
  // A hand-typed address with a bad page or search shows the list's start with a word why.
  const { list, problem } = await orNotFound(
    ratingList(game, search).then(
      (list) => ({ list, problem: null as string | null }),
      async (err: unknown) => {
        if (!(err instanceof ServiceError) || err.code !== "invalid_input") throw err;
        return { list: await ratingList(game, {}), problem: err.message };
      },
    ),
  );
  const inactive = list.inactive;
  // A signed-in player finds their own row, on whichever page of the list it is.
  const me = await viewerProfileId(await currentUser());
  const place = me ? await ratingListPlace(list.game, me) : null;
  const mineHere = place !== null && !list.q && place.inactive === inactive && place.page === list.page;
  return (
    <div className="space-y-5">
      <PageHeader
        title={`Ratings: ${list.gameName}`}
        subtitle={
          <Link href="/ratings" className="underline underline-offset-4">
            All games
          </Link>
        }
      />
      <Card>
        <form method="get" action={`/ratings/${list.game}`} className="mb-3 flex gap-2" role="search">
          {inactive && <input type="hidden" name="inactive" value="1" />}
          <label className="min-w-0 flex-1">
            <span className="sr-only">Find a player by name</span>
            <input
              type="search"
              name="q"
              defaultValue={list.q ?? ""}
              placeholder="Find a player…"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={80}
              className="block min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-lg"
            />
          </label>
          <button type="submit" className="min-h-12 rounded-lg bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700">
            Search
          </button>
        </form>
        <nav aria-label="Which players" className="mb-3 flex flex-wrap gap-x-4 text-sm">
          {inactive ? (
            <Link href={hrefOf(list.game, search, { inactive: undefined })} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
              ← Active players
            </Link>
          ) : (
            <Link href={hrefOf(list.game, search, { inactive: "1" })} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4" data-testid="inactive-link">
              Inactive players (no rated event in {INACTIVE_AFTER_DAYS} days)
            </Link>
          )}
        </nav>
        {problem && (
          <p role="status" className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {problem}
          </p>
        )}
        <p role="status" className="mb-2 text-sm font-semibold text-slate-700">
          {inactive ? "Inactive players, listed apart and not ranked" : "Active players"}
          {list.q ? ` with “${list.q}”` : ""}
          {list.rows.length === 0 ? ": none" : list.page > 1 || list.hasMore ? ` · page ${list.page}` : ""}
        </p>
        {place && (
          <JumpToMe
            href={mineHere ? "#me" : `${hrefOf(list.game, {}, { page: String(place.page), inactive: place.inactive ? "1" : undefined })}#me`}
            where={place.rank !== null ? `rank ${place.rank}${place.page > 1 ? `, page ${place.page}` : ""}` : `inactive players, page ${place.page}`}
          />
        )}
        {list.rows.length > 0 && <RatingTable rows={list.rows} ranked={!inactive} me={me} />}
        {(list.page > 1 || list.hasMore) && (
          <nav aria-label="Rating list: pages" className="mt-3 flex items-center justify-between gap-2 text-sm">
            {list.page > 1 ? (
              <a className={LINK} rel="prev" href={hrefOf(list.game, search, { page: String(list.page - 1) })}>
                ← Previous
              </a>
            ) : (
              <span />
            )}
            <span className="text-slate-700">Page {list.page}</span>
            {list.hasMore ? (
              <a className={LINK} rel="next" href={hrefOf(list.game, search, { page: String(list.page + 1) })}>
                Next →
              </a>
            ) : (
              <span />
            )}
          </nav>
        )}
        <p className="mt-3 text-xs text-slate-600">“prov.”: provisional, fewer than 25 rated matches. Ratings are shown rounded.</p>
      </Card>
    </div>
  );
}
