import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { EventForm } from "@/components/events/EventForm";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { taggableSeasons } from "@/lib/server/seasons/tags";
import { currentUser } from "@/lib/web/session";
import { createEventAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New event" };

export default async function NewEventPage() {
  if (!(await currentUser())) redirect("/login?next=/events/new");
  const seasons = await taggableSeasons(null);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="New event" subtitle="You will be its organizer. Players can be added next." />
      <Card>
        <EventForm action={createEventAction} seasons={seasons} />
      </Card>
    </div>
  );
}
