import type { Metadata } from "next";
import Link from "next/link";
import { Card } from "@/components/ui/Card";
import { LinkButton } from "@/components/ui/LinkButton";
import { PageHeader } from "@/components/ui/PageHeader";
import { GAME_NAMES } from "@/lib/tournament/format/presets";
import type { GameId } from "@/lib/tournament/format/presets/types";
import { listSeasons } from "@/lib/server/seasons/seasons";
import { currentUser } from "@/lib/web/session";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Seasons and leagues" };

export default async function SeasonsPage() {
  const [user, seasons] = await Promise.all([currentUser(), listSeasons()]);
  return (
    <div className="space-y-5">
      <PageHeader title="Seasons and leagues" subtitle="Leaderboards over many events: store leagues, circuits and the Galaxies Sprint." actions={
          user ? (
            <>
              <Link href="/seasons/import" className="py-2 text-sm font-semibold underline">
                Import
              </Link>
              <LinkButton href="/seasons/new">New season</LinkButton>
            </>
          ) : undefined
        } />
      <Card>
        {seasons.length === 0 ? (
          <p className="text-slate-600">No seasons yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {seasons.map((s) => (
              <li key={s.id} className="py-2">
                <Link href={`/seasons/${s.id}`} className="inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline">
                  {s.name}
                </Link>
                <span className="block text-sm text-slate-600">
                  {GAME_NAMES[s.game as GameId] ?? s.game} · {s.schedule === "monthly-weekdays" ? "monthly" : "season"}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
