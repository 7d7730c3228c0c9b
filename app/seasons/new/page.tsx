import type { Metadata } from "next";
import { SeasonForm } from "@/components/seasons/SeasonForm";
import { SignInToContinue } from "@/components/auth/SignInToContinue";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { GAME_NAMES } from "@/lib/tournament/format/presets";
import { DEFAULT_SEASON_PRESET } from "@/lib/tournament/seasons/presets";
import { rulesToForm } from "@/lib/web/season-form";
import { currentUser } from "@/lib/web/session";
import { createSeasonAction } from "../actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New season" };

/** A league, circuit or SWG Sprint: the organizer picks a kind, adjusts the points and sees what a typical result earns. */
export default async function NewSeasonPage() {
  const user = await currentUser();
  const games = Object.entries(GAME_NAMES).map(([id, name]) => ({ id, name }));
  const preset = DEFAULT_SEASON_PRESET;
  return (
    <div className="space-y-5">
      <PageHeader title="New season" subtitle="A league, a circuit or the Galaxies Sprint: a leaderboard over many events." />
      <Card>
        {user ? (
          <SeasonForm action={createSeasonAction} games={games} initial={{ name: "", game: preset.game ?? games[0]!.id, preset: preset.id, schedule: preset.schedule, counts: "attached", ...rulesToForm(preset.rules) }} />
        ) : (
          <SignInToContinue here="/seasons/new" to="to make a season" />
        )}
      </Card>
    </div>
  );
}
