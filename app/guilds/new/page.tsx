import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { CreateGuildForm } from "@/components/guilds/GuildForms";
import { currentUser } from "@/lib/web/session";
import { createGuildAction } from "../actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Found a guild" };

export default async function NewGuildPage() {
  if (!(await currentUser())) redirect("/login?next=/guilds/new");
  return (
    <div className="space-y-5">
      <PageHeader title="Found a guild" subtitle="You lead it: invite players, name officers. A player is in one guild at a time." />
      <Card>
        <CreateGuildForm action={createGuildAction} />
      </Card>
    </div>
  );
}
