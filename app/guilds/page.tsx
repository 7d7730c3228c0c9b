import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/Card";
import { inputClass } from "@/components/forms/Field";
import { LinkButton } from "@/components/ui/LinkButton";
import { PageHeader } from "@/components/ui/PageHeader";
import { GuildRankingList } from "@/components/guilds/GuildRankingList";
import { GAME_NAMES } from "@/lib/tournament/format/presets";
import { guildRanking } from "@/lib/server/guilds/ranking";
import { myGuild } from "@/lib/server/guilds/guild-read";
import { currentUser } from "@/lib/web/session";
import { orNotFound } from "@/lib/web/load";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Guilds" };

/** The guild list for one game, ranked by the total (or average) of members' current ratings. */
export default async function GuildsPage({ searchParams }: { searchParams: Promise<{ game?: string; sort?: string; q?: string; page?: string }> }) {
  const q = await searchParams;
  const ranking = await orNotFound(guildRanking({ ...(q.game ? { game: q.game } : {}), ...(q.sort ? { sort: q.sort } : {}), ...(q.q ? { q: q.q } : {}), ...(q.page ? { page: q.page } : {}) }));
  const user = await currentUser();
  const mine = user ? await myGuild(user) : null;
  const href = (game: string, sort: string, page = 1) =>
    `/guilds?${new URLSearchParams({ game, sort, ...(ranking.q ? { q: ranking.q } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString()}`;
  return (
    <div className="space-y-5">
      <PageHeader
        title="Guilds"
        subtitle="Players' clubs, ranked by their members' ratings."
        actions={mine?.guild ? <LinkButton href={`/guilds/${mine.guild.id}`} variant="secondary">Your guild</LinkButton> : user ? <LinkButton href="/guilds/new">Found a guild</LinkButton> : undefined}
      />
      {mine && mine.invitations.length > 0 && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          You have {mine.invitations.length === 1 ? "an invitation" : `${mine.invitations.length} invitations`}:{" "}
          {mine.invitations.map((i, n) => (
            <span key={i.id}>
              {n > 0 && ", "}
              <Link className="underline" href={`/guilds/${i.guildId}`}>{i.guildName}</Link>
            </span>
          ))}
          .
        </p>
      )}
      <Card>
        <nav aria-label="Game" className="mb-3 flex flex-wrap gap-2 text-sm">
          {Object.entries(GAME_NAMES).map(([game, name]) => (
            <Link key={game} href={href(game, ranking.sort)} aria-current={game === ranking.game ? "page" : undefined} className={`inline-flex min-h-10 items-center rounded-full border px-3 ${game === ranking.game ? "border-slate-900 bg-slate-900 text-white" : "border-slate-300"}`}>
              {name}
            </Link>
          ))}
        </nav>
        <div className="mb-3 flex gap-1 rounded-lg bg-slate-200 p-1 text-sm font-semibold" role="group" aria-label="Rank by">
          {(["total", "average"] as const).map((s) => (
            <Link key={s} href={href(ranking.game, s)} aria-current={s === ranking.sort ? "true" : undefined} className={`flex min-h-10 flex-1 items-center justify-center rounded-md ${s === ranking.sort ? "bg-white shadow-sm" : "text-slate-800"}`}>
              {s === "total" ? "Total rating" : "Average rating"}
            </Link>
          ))}
        </div>
        <form role="search" action="/guilds" className="mb-3 flex gap-2">
          <input type="hidden" name="game" value={ranking.game} />
          <input type="hidden" name="sort" value={ranking.sort} />
          <label htmlFor="guild-search" className="sr-only">
            Find a guild by name or tag
          </label>
          <input id="guild-search" name="q" type="search" defaultValue={ranking.q ?? ""} maxLength={80} placeholder="Find a guild by name or tag" className={inputClass} />
          <button type="submit" className="min-h-11 rounded-lg bg-slate-900 px-4 font-semibold text-white hover:bg-slate-700">
            Search
          </button>
        </form>
        {ranking.q && (
          <p className="mb-2 text-sm text-slate-700">
            Guilds matching “{ranking.q}”, with their rank in the whole list.{" "}
            <Link className="font-semibold underline" href={`/guilds?game=${ranking.game}&sort=${ranking.sort}`}>
              Show all
            </Link>
          </p>
        )}
        <GuildRankingList rows={ranking.guilds} empty={ranking.q ? "No guild matches." : ranking.page > 1 ? "No more guilds." : undefined} />
        {(ranking.page > 1 || ranking.hasMore) && (
          <nav aria-label="Guild list: pages" className="mt-3 flex items-center justify-between gap-2 text-sm">
            {ranking.page > 1 ? (
              <Link className="min-h-11 rounded-md border border-slate-300 px-3 py-2 font-semibold" href={href(ranking.game, ranking.sort, ranking.page - 1)}>
                ← Previous
              </Link>
            ) : (
              <span />
            )}
            <span className="text-slate-700">Page {ranking.page}</span>
            {ranking.hasMore ? (
              <Link className="min-h-11 rounded-md border border-slate-300 px-3 py-2 font-semibold" href={href(ranking.game, ranking.sort, ranking.page + 1)}>
                Next →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
        <p className="mt-3 text-sm text-slate-600">
          Only members with a {GAME_NAMES[ranking.game as keyof typeof GAME_NAMES]} rating count (“rated”); provisional ratings {ranking.provisionalCounted ? "count" : "do not count"}.
        </p>
      </Card>
    </div>
  );
}
