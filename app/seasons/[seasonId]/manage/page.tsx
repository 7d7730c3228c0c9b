import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { ActionButton } from "@/components/forms/ActionButton";
import { AttachEventForm } from "@/components/seasons/AttachEventForm";
import { SeasonForm } from "@/components/seasons/SeasonForm";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { attachableEvents, getSeason } from "@/lib/server/seasons/seasons";
import { getLeaderboard } from "@/lib/server/seasons/standings";
import { settleSeason } from "@/lib/server/seasons/settle";
import { orNotFound } from "@/lib/web/load";
import { isoToDay } from "@/lib/web/zone-time";
import { rulesToForm } from "@/lib/web/season-form";
import { currentUser } from "@/lib/web/session";
import { LocalTime } from "@/components/ui/LocalTime";
import { attachEventAction, detachEventAction, inviteCoOrganizerAction, liftTagRefusalAction, refuseTagAction, removeCoOrganizerAction, revokeSeasonInvitationAction, updateSeasonAction } from "../../actions";
import { CoOrganizersForm } from "@/components/seasons/CoOrganizersForm";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Manage season" };

/** The organizer's page: settings and rules (a change that re-ranks asks for confirmation), attached events. */
export default async function ManageSeasonPage({ params }: { params: Promise<{ seasonId: string }> }) {
  const { seasonId } = await params;
  const user = await currentUser();
  const season = await orNotFound(getSeason(user, seasonId));
  if (!season.canEdit) notFound();
  await settleSeason(seasonId);
  const [candidates, board] = await Promise.all([attachableEvents(user, seasonId), getLeaderboard(seasonId, { viewer: user })]);
  const lastDay = season.endsAt ? isoToDay(new Date(Date.parse(season.endsAt) - 1).toISOString(), season.timeZone) : "";
  return (
    <div className="space-y-5">
      <PageHeader
        title={`Manage ${season.name}`}
        actions={
          <span className="flex gap-4">
            <Link href={`/seasons/${season.id}/history`} className="py-2 text-sm font-semibold underline">
              History
            </Link>
            <Link href={`/seasons/${season.id}`} className="py-2 text-sm font-semibold underline">
              Leaderboard
            </Link>
          </span>
        }
      />
      <Card title="Events">
        {board.excluded.length > 0 && (
          <ul className="mb-3 space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="season-warnings">
            {board.excluded.map((x) => (
              <li key={x.eventId}>
                {x.name} does not count this period: {x.reason === "below-minimum" ? `fewer than ${season.rules.minEntrants} entrants` : "it is not on a weekday"}.
              </li>
            ))}
          </ul>
        )}
        {season.events.length > 0 && (
          <ul className="mb-4 divide-y divide-slate-100" data-testid="season-events">
            {season.events.map((e) => (
              <li key={e.eventId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <Link href={`/events/${e.eventId}`} className="font-semibold underline-offset-4 hover:underline">
                    {e.name}
                  </Link>
                  <span className="text-sm text-slate-600">
                    {e.tier ? ` · ${e.tier}` : ""}
                    {e.group ? ` · group ${e.group}` : ""}
                  </span>
                </span>
                <ActionButton action={detachEventAction.bind(null, season.id, e.eventId)} pendingText="Detaching…" variant="secondary" confirm={`Detach ${e.name}? Its results leave the leaderboard.`}>
                  Detach
                </ActionButton>
              </li>
            ))}
          </ul>
        )}
        <AttachEventForm action={attachEventAction.bind(null, season.id)} events={candidates.map((e) => ({ id: e.id, name: e.name, date: e.startsAt ? isoToDay(e.startsAt, season.timeZone) : "" }))} />
      </Card>
      {(season.counts === "tagged" || season.tags.length > 0) && (
        <Card title="Tagged events">
          <p className="mb-3 text-sm text-slate-600">
            {season.counts === "tagged" ? "Their organizers tagged these events for this season: they count while they are in its dates. Refuse a tag to keep an event out (you may lift the refusal later)." : "This season does not count tagged events now."}
          </p>
          {season.tags.length === 0 ? (
            <p className="text-slate-600">No event tagged yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100" data-testid="season-tags">
              {season.tags.map((t) => (
                <li key={t.eventId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <Link href={`/events/${t.eventId}`} className="font-semibold underline-offset-4 hover:underline">
                    {t.name}
                  </Link>
                  {t.refused ? (
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="text-sm text-amber-800">Refused</span>
                      <ActionButton action={liftTagRefusalAction.bind(null, season.id, t.eventId)} pendingText="Lifting…" variant="secondary" confirm={`Lift the refusal of ${t.name}? It counts again while it is in this season's dates.`}>
                        Lift the refusal
                      </ActionButton>
                    </span>
                  ) : (
                    <ActionButton action={refuseTagAction.bind(null, season.id, t.eventId)} pendingText="Refusing…" variant="secondary" confirm={`Refuse ${t.name}? It stops counting and cannot be tagged for this season again.`}>
                      Refuse
                    </ActionButton>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
      <Card title="Settings and points">
        <SeasonForm
          action={updateSeasonAction.bind(null, season.id)}
          editing
          games={[]}
          initial={{
            name: season.name,
            schedule: season.schedule,
            startsAt: season.startsAt ? isoToDay(season.startsAt, season.timeZone) : "",
            endsAt: lastDay,
            timeZone: season.timeZone,
            counts: season.counts,
            ...rulesToForm(season.rules),
          }}
        />
      </Card>
      {user?.id === season.organizer.id && (
        <Card title="Co-organizers">
          <p className="mb-3 text-sm text-slate-600">Co-organizers edit the season and attach their events. Nobody becomes one without accepting your invitation.</p>
          {season.coOrganizers.length + season.invitations.length > 0 && (
            <ul className="mb-3 divide-y divide-slate-100" data-testid="season-co-organizers">
              {season.coOrganizers.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="font-semibold break-words">{c.name}</span>
                  <ActionButton action={removeCoOrganizerAction.bind(null, season.id, c.id)} pendingText="Removing…" variant="secondary" confirm={`Remove ${c.name} as co-organizer?`}>
                    Remove
                  </ActionButton>
                </li>
              ))}
              {season.invitations.map((i) => (
                <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="season-invitation">
                  <span className="min-w-0 break-words">
                    {i.email}{" "}
                    <span className="block text-sm text-slate-600">
                      {i.expired ? "Invitation expired: invite again for a new link" : <>Invited, waiting for an answer · until <LocalTime iso={i.expiresAt} withTime={false} /></>}
                    </span>
                  </span>
                  <ActionButton action={revokeSeasonInvitationAction.bind(null, season.id, i.id)} pendingText="Revoking…" variant="secondary">
                    Revoke
                  </ActionButton>
                </li>
              ))}
            </ul>
          )}
          <CoOrganizersForm action={inviteCoOrganizerAction.bind(null, season.id)} />
        </Card>
      )}
    </div>
  );
}
