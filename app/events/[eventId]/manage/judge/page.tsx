import type { Metadata } from "next";
import Link from "next/link";
import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import { LiveUpdates } from "@/components/ui/LiveUpdates";
import { SideChoiceForm } from "@/components/rounds/EliminationResultForm";
import { JudgeEliminationResultForm, JudgeMatchPlayForm, JudgeSwissResultForm } from "@/components/offline/JudgeResultForms";
import { sideChooser } from "@/components/rounds/side-chooser";
import { JudgeCallCard, ResolvedCallRow } from "@/components/reports/JudgeCallCard";
import { RulingLink } from "@/app/_containers/library/RulingLink";
import { ExtendTableForm, RefreshEvery, ResolveCallForm, StaffCallForm } from "@/components/reports/JudgeQueueForms";
import type { Match } from "@/lib/schemas/round";
import type { JudgeCall } from "@/lib/schemas/self-report";
import { listJudgeCalls } from "@/lib/server/calls/judge-calls";
import { getConsoleControls, getResultEntry } from "@/lib/server/rounds/live";
import { getRound } from "@/lib/server/rounds/rounds";
import { EventDocuments } from "@/app/_containers/library/EventDocuments";
import { ManageHeader, NotAllowed, manageContext } from "../guard";
import { eliminationResultAction, matchPlayResultAction, sideChoiceAction, swissResultAction, timerFormAction } from "../rounds/actions";
import { claimCallAction, resolveCallAction, staffCallAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Judge queue" };

/**
 * The judge queue (organizer, judges, marshals), live: disputed results, missing reports near
 * the end of the round, players' calls and time extensions, oldest first, with claim / resolve,
 * the normal result form for a disputed or missing match, and extra time for the table.
 */
export default async function JudgeQueuePage({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const { user, event, role } = await manageContext(eventId, "/manage/judge");
  if (!role) return <NotAllowed eventId={eventId} />;
  const [queue, controls, entry] = await Promise.all([listJudgeCalls(user, eventId), getConsoleControls(eventId), getResultEntry(eventId)]);
  const now = Date.parse(queue.asOf);
  const round = event.currentRound > 0 ? await getRound(eventId, event.currentRound) : null;
  const matchById = new Map<string, Match>((round?.matches ?? []).map((m) => [m.id, m]));
  const entryFormat = round ? (round.stage === "swiss" ? entry.swiss : entry.elimination) : null;

  /** The normal result form for a disputed or missing match of the current round, still open. */
  const resultForm = (call: JudgeCall) => {
    const m = call.matchId ? matchById.get(call.matchId) : undefined;
    if (!round || !m || !m.playerB || m.result || !controls.results || (call.kind !== "dispute" && call.kind !== "missing")) return undefined;
    if (entryFormat)
      return (
        <JudgeMatchPlayForm
          eventId={eventId}
          key={m.id}
          match={m}
          format={entryFormat}
          action={matchPlayResultAction.bind(null, eventId, m.id)}
          flagged={m.clock?.chess?.flagged ?? null}
          mayOverride={role === "organizer" || role === "judge"}
        />
      );
    if (round.stage === "swiss") return <JudgeSwissResultForm eventId={eventId} match={m} action={swissResultAction.bind(null, eventId, m.id)} />;
    return m.darkSide === null ? (
      <SideChoiceForm match={m} chooser={sideChooser(m)} action={sideChoiceAction.bind(null, eventId, m.id)} />
    ) : (
      <JudgeEliminationResultForm eventId={eventId} match={m} action={eliminationResultAction.bind(null, eventId, m.id)} />
    );
  };

  return (
    <div className="space-y-5">
      <LiveUpdates eventId={eventId} />
      <RefreshEvery seconds={60} />
      <ManageHeader event={event} role={role} current="judge" />

      <Card title={queue.calls.length === 0 ? "No open calls" : `${queue.calls.length} open ${queue.calls.length === 1 ? "call" : "calls"}`}>
        {queue.calls.length === 0 ? (
          <p className="text-slate-600">Calls appear here as they come in: disputed results, missing reports near the end of the round, and players calling a judge.</p>
        ) : (
          <ul className="space-y-3" data-testid="open-calls">
            {queue.calls.map((call) => (
              <JudgeCallCard key={call.id} call={call} now={now} eventId={eventId} entry={resultForm(call)}>
                {call.status === "open" && (
                  <ActionButton action={claimCallAction.bind(null, eventId, call.id)} pendingText="Claiming…" testId="claim-call">
                    Claim
                  </ActionButton>
                )}
                {round && call.round === round.number && call.table !== null && controls.timer && (
                  <ExtendTableForm action={timerFormAction.bind(null, eventId, round.number)} table={call.table} />
                )}
                <details className="text-sm" open={call.kind === "call" && call.status === "claimed"}>
                  <summary className="cursor-pointer py-3 font-medium text-slate-700">Resolve…</summary>
                  <div className="mt-2">
                    <ResolveCallForm action={resolveCallAction.bind(null, eventId, call.id)} table={call.table} />
                  </div>
                </details>
              </JudgeCallCard>
            ))}
          </ul>
        )}
      </Card>

      {event.status !== "complete" && (
        <Card title="Call a judge to a table">
          <StaffCallForm action={staffCallAction.bind(null, eventId)} />
        </Card>
      )}

      {queue.resolved.length > 0 && (
        <Card title="Recently resolved">
          <ul className="space-y-2" data-testid="resolved-calls">
            {queue.resolved.map((call) => (
              <ResolvedCallRow key={call.id} call={call} ruling={call.ruling && <RulingLink reference={call.ruling} eventId={eventId} />} />
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <Link href={`/events/${eventId}/history`} className="underline">
              Every change in the event&apos;s history
            </Link>
          </p>
        </Card>
      )}

      <EventDocuments eventId={eventId} manageHref={role === "organizer" ? `/events/${eventId}/manage/documents` : undefined} />
    </div>
  );
}
