import type { Metadata } from "next";
import { SignInToContinue } from "@/components/auth/SignInToContinue";
import { ImportSeasonForm } from "@/components/seasons/ImportSeasonForm";
import { Card } from "@/components/ui/Card";
import { PageHeader } from "@/components/ui/PageHeader";
import { currentUser } from "@/lib/web/session";
import { importSeasonAction } from "../actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Import a season" };

/** A season export read back: a new season of yours, its events attached again where you organize them. Nothing is overwritten. */
export default async function ImportSeasonPage() {
  const user = await currentUser();
  return (
    <div className="space-y-5">
      <PageHeader title="Import a season" subtitle="A new season of yours from an export: its settings and points rules, and its events where you organize them here." />
      <Card>
        {user ? (
          <>
            <p className="mb-4 text-sm text-slate-600">Nothing existing is changed. Events you do not organize on this server are listed, not attached. Medals already given stay with the original season.</p>
            <ImportSeasonForm action={importSeasonAction} />
          </>
        ) : (
          <SignInToContinue here="/seasons/import" to="to import a season" />
        )}
      </Card>
    </div>
  );
}
