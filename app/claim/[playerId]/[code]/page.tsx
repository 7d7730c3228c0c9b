import type { Metadata } from "next";
import Link from "next/link";
import { SignInToContinue } from "@/components/auth/SignInToContinue";
import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import { describeClaim, type ClaimDescription } from "@/lib/server/entrants/claims";
import { ID_PATTERN } from "@/lib/schemas/common";
import { currentUser } from "@/lib/web/session";
import { claimAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Claim your results", referrer: "no-referrer" };

/** The claim link on a player's slip: sign in (or up), then link the typed entry to the account. */
export default async function ClaimPage({ params }: { params: Promise<{ playerId: string; code: string }> }) {
  const { playerId, code: raw } = await params;
  const code = decodeURIComponent(raw);
  const user = await currentUser();
  const claim: ClaimDescription | null = ID_PATTERN.test(playerId) ? await describeClaim(playerId, code) : null;
  const here = `/claim/${encodeURIComponent(playerId)}/${encodeURIComponent(code)}`;
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-4 text-2xl font-bold">Claim your results</h1>
      <Card>
        {!claim ? (
          <p role="alert">This claim link is not valid: check the code on your slip, or ask the organizer for it.</p>
        ) : claim.claimed ? (
          <p role="alert">
            The entry <strong>{claim.entryName}</strong> at{" "}
            <Link className="font-semibold underline" href={`/events/${claim.eventId}`}>
              {claim.eventName}
            </Link>{" "}
            has already been claimed. If that was not you, tell the organizer.
          </p>
        ) : (
          <div className="space-y-3">
            <p>
              <strong>{claim.entryName}</strong> at{" "}
              <Link className="font-semibold underline" href={`/events/${claim.eventId}`}>
                {claim.eventName}
              </Link>
              .
            </p>
            <p className="text-sm text-slate-600">
              Claiming links this entry to your account: your pairings, results and placement follow you to your player profile, and you get your notices.
            </p>
            {user ? (
              <ActionButton action={claimAction.bind(null, claim.eventId, playerId, code)} pendingText="Claiming…" testId="claim-entry">
                Claim this entry as {user.name}
              </ActionButton>
            ) : (
              <SignInToContinue here={here} to="to claim it" />
            )}
          </div>
        )}
      </Card>
    </div>
  );
}
