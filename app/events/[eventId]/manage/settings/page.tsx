import type { Metadata } from "next";
import { Card } from "@/components/ui/Card";
import { ManageHeader, manageContext, NotAllowed } from "../guard";
import { deleteEventAction, takeBackFromHallAction, updateSettingsAction } from "./actions";
import { TakeBackForm } from "@/components/hall/TakeBackForm";
import { holdOf } from "@/lib/server/hall/hold";
import { DeleteEventForm } from "./DeleteEventForm";
import { SettingsForm } from "./SettingsForm";
import { EventSeasonTagsForm } from "@/components/seasons/EventSeasonTagsForm";
import { eventSeasonTags, taggableSeasons } from "@/lib/server/seasons/tags";
import { tagSeasonAction, untagSeasonAction } from "./season-actions";
import { eventGame } from "@/lib/server/events/events";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Event settings" };

export default async function SettingsPage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const { user, event, role } = await manageContext(eventId, "/manage/settings");
  if (role !== "organizer") return <NotAllowed eventId={eventId} who="organizer" />;
  const [tags, seasons, game, hold] = await Promise.all([eventSeasonTags(user, eventId), taggableSeasons(event.format.game), eventGame(eventId), holdOf(eventId)]);
  return (
    <div className="space-y-5">
      <ManageHeader event={event} role={role} current="settings" />
      <Card>
        <SettingsForm key={event.status} action={updateSettingsAction.bind(null, eventId)} event={event} game={game} />
      </Card>
      {(tags.length > 0 || seasons.length > 0) && (
        <Card title="Seasons">
          <EventSeasonTagsForm tag={tagSeasonAction.bind(null, eventId)} untag={untagSeasonAction.bind(null, eventId)} tags={tags} seasons={seasons} />
        </Card>
      )}
      {hold.held && (
        <Card>
          <TakeBackForm action={takeBackFromHallAction.bind(null, eventId)} name={event.name} hall={hold.hall ?? "the hall"} />
        </Card>
      )}
      <Card>
        <DeleteEventForm action={deleteEventAction.bind(null, eventId)} name={event.name} />
      </Card>
    </div>
  );
}
