"use client";

import type { ComponentProps } from "react";
import { useRouter } from "next/navigation";
import { EliminationResultForm } from "@/components/rounds/EliminationResultForm";
import { MatchPlayForm } from "@/components/rounds/MatchPlayForm";
import { SwissResultForm } from "@/components/rounds/SwissResultForm";
import { offlineReady } from "./report-queue";
import { QueuedReports } from "./QueuedReports";

/**
 * A judge's result forms on a phone whose network may fail (issue 39): an entry made offline is
 * kept on the phone and sent once when the network is back, with its idempotency key and the
 * version the judge read (a result recorded meanwhile refuses it, in words, below the form).
 */
function Queued({ matchId }: { matchId: string }) {
  const router = useRouter();
  return <QueuedReports matchId={matchId} onSent={router.refresh} what="result entry" />;
}

export function JudgeSwissResultForm({ eventId, ...props }: ComponentProps<typeof SwissResultForm> & { eventId: string }) {
  return (
    <>
      <SwissResultForm {...props} action={offlineReady("judgeSwiss", eventId, props.match.id, props.action)} />
      <Queued matchId={props.match.id} />
    </>
  );
}

export function JudgeEliminationResultForm({ eventId, ...props }: ComponentProps<typeof EliminationResultForm> & { eventId: string }) {
  return (
    <>
      <EliminationResultForm {...props} action={offlineReady("judgeElimination", eventId, props.match.id, props.action)} />
      <Queued matchId={props.match.id} />
    </>
  );
}

export function JudgeMatchPlayForm({ eventId, ...props }: ComponentProps<typeof MatchPlayForm> & { eventId: string }) {
  return (
    <>
      <MatchPlayForm {...props} action={offlineReady("judgeMatchPlay", eventId, props.match.id, props.action)} />
      <Queued matchId={props.match.id} />
    </>
  );
}
