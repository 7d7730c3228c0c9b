"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useFormAction } from "@/components/forms/use-form-action";
import { FormMessage } from "@/components/forms/FormMessage";
import { SubmitButton } from "@/components/forms/SubmitButton";
import { buttonClass } from "@/components/ui/LinkButton";
import { useEventVersion } from "@/components/ui/useEventVersion";
import { EliminationResultForm } from "@/components/rounds/EliminationResultForm";
import { MatchPlayForm } from "@/components/rounds/MatchPlayForm";
import { SwissResultForm } from "@/components/rounds/SwissResultForm";
import type { SelfReportActions } from "./report-actions";
import type { Match } from "@/lib/schemas/round";
import type { MyTableState } from "@/lib/views/results";
import { initialFormState, type FormState } from "@/lib/web/form-state";
import { claimWords, reportWords, resultSummary, type ReportLike } from "@/lib/words/result-words";
import { offlineReady } from "@/components/offline/report-queue";
import { QueuedReports } from "@/components/offline/QueuedReports";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

/**
 * A change the stream did not pin to some matches (a drop, a round clock, an elimination
 * result) may concern this table: it is read again within this (ms), each phone at its own
 * moment, so a hall does not ask all at once. A change named as this table's is read at once.
 */
const SPREAD_MS = 600;

const STATE_TEXT = {
  open: "Report your result: your opponent reports too, and matching reports are recorded.",
  waiting: "Waiting for your opponent to report.",
  disputed: "Disputed — a judge is coming.",
  missing: "A report is missing — a judge is coming.",
  recorded: "Recorded.",
} as const;

/**
 * The signed-in player's part of "my table" (the pairings page): their report of the match
 * (the judges' result forms, sent as the player's report), its state, "Call a judge", and
 * "Drop from the event" with a confirmation step. `initial` is the server's read; the panel
 * reads again after each action and whenever the event's change stream may concern this player.
 */
export function SelfReportForm({ eventId, match, stage, initial, actions }: { eventId: string; match: Match | null; stage: "swiss" | "elimination"; initial: MyTableState; actions: SelfReportActions }) {
  const { loadMyTableAction, confirmReportAction, callJudgeAction, dropSelfAction } = actions;
  const [state, setState] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The player has tapped a report that is not sent yet. */
  const [dirty, setDirty] = useState(false);
  const [replaced, setReplaced] = useState(false);
  /** "That's not right" was tapped under the opponent's claim: the form, filled with the claim. */
  const [disputing, setDisputing] = useState(false);
  // The result was recorded (a judge, the opponent's report) while this player was entering it.
  const recordedNow = state.report?.state === "recorded";
  const [wasRecorded, setWasRecorded] = useState(recordedNow);
  if (recordedNow !== wasRecorded) {
    setWasRecorded(recordedNow);
    if (recordedNow && dirty) setReplaced(true);
    setDirty(false);
  }

  const reload = async () => {
    const next = await loadMyTableAction(eventId);
    if (next) setState(next);
  };
  // A report made offline was sent (components/offline): read the match's state again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `reload` reads only the event id and the state setter
  const reloadNow = useCallback(() => void reload(), []);
  const soon = (wait: number) => {
    if (timer.current) {
      if (wait > 0) return;
      clearTimeout(timer.current);
    }
    timer.current = setTimeout(() => {
      timer.current = null;
      void reload();
    }, wait);
  };
  // Everything here is about this player: read again as soon as the stream names their match,
  // within SPREAD_MS when it cannot say what changed, never for other tables' results.
  const mine = match?.id ?? state.report?.matchId ?? null;
  useEventVersion(eventId, (_version, _previous, matches) => {
    if (matches === null) soon(Math.floor(Math.random() * SPREAD_MS));
    else if (mine && matches.includes(mine)) soon(0);
  });
  // A new match (the next round was paired): read at once.
  const fresh = match !== null && match.id !== state.report?.matchId;
  useEffect(() => {
    if (fresh) soon(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `soon` only reads the timer's ref
  }, [fresh, match?.id]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const withReload =
    (action: Action): Action =>
    async (prev, form) => {
      const answer = await action(prev, form);
      if (answer.ok) {
        setDirty(false);
        setReplaced(false);
        setDisputing(false);
        await reload();
      }
      return answer;
    };
  const onEntry = (d: boolean) => {
    setDirty(d);
    if (d) setReplaced(false);
  };

  const report = state.report && match && state.report.matchId === match.id ? state.report : null;
  const names = match ? { A: match.playerA.name, B: match.playerB?.name ?? "" } : { A: "", B: "" };
  // The opponent's claim, while this player has not reported: one tap confirms it.
  const claim = report && !report.mine && report.state !== "recorded" ? ((report.opponentReport as ReportLike | null) ?? null) : null;

  return (
    <div className="mt-3 space-y-3 border-t border-amber-300 pt-3" data-testid="self-report">
      {state.status !== "active" ? (
        <p className="font-semibold" data-testid="self-dropped">
          You have dropped from the event.
        </p>
      ) : null}
      {report && match && state.selfReport && (
        <section aria-label="Your report" className="space-y-2">
          {replaced && report.state === "recorded" && (
            <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900" data-testid="report-replaced">
              The result was recorded while you were entering it — your entry was replaced by it.
            </p>
          )}
          <p className={`rounded-lg px-3 py-2 font-semibold ${report.state === "recorded" ? "bg-emerald-50 text-emerald-900" : report.state === "disputed" || report.state === "missing" ? "bg-red-50 text-red-900" : "bg-white text-slate-900"}`} data-testid="report-state" data-state={report.state}>
            {report.state === "recorded" ? `Recorded: ${resultSummary({ ...match, result: report.result }, stage)}` : claim ? "Your opponent has reported: is it right?" : STATE_TEXT[report.state]}
          </p>
          <QueuedReports matchId={match.id} onSent={reloadNow} />
          {claim && (
            <ConfirmClaim
              claimant={names[report.seat === "A" ? "B" : "A"]}
              claim={claim}
              names={names}
              confirm={withReload(confirmReportAction.bind(null, eventId, match.id, JSON.stringify(claim)))}
              disputing={disputing}
              onDispute={() => setDisputing(!disputing)}
            />
          )}
          {claim && disputing && (
            <div className="space-y-2" data-testid="claim-correction">
              <p className="text-sm text-slate-700">Correct what is wrong and send your report. If it differs from your opponent&apos;s, a judge decides.</p>
              <ReportEntry eventId={eventId} match={withClaim(match, claim)} stage={stage} state={state} wrap={withReload} onEntry={onEntry} actions={actions} />
            </div>
          )}
          {report.mine && report.state !== "recorded" && (
            <p className="text-sm text-slate-700" data-testid="my-report">
              You reported: {reportWords(report.mine as ReportLike, names)}
              {report.opponentReport && report.state === "disputed"
                ? ` · ${names[report.seat === "A" ? "B" : "A"]} reported: ${reportWords(report.opponentReport as ReportLike, names)}`
                : report.opponentReported
                  ? " · your opponent has reported"
                  : ""}
            </p>
          )}
          {report.state !== "recorded" &&
            !claim &&
            (report.mine ? (
              <details className="text-sm">
                <summary className="cursor-pointer py-3 font-medium text-slate-700">Change my report…</summary>
                <div className="mt-2">
                  <ReportEntry eventId={eventId} match={match} stage={stage} state={state} wrap={withReload} onEntry={onEntry} actions={actions} />
                </div>
              </details>
            ) : (
              <ReportEntry eventId={eventId} match={match} stage={stage} state={state} wrap={withReload} onEntry={onEntry} actions={actions} />
            ))}
        </section>
      )}
      {state.status === "active" && (
        <div className="space-y-3">
          <CallJudge call={state.call} action={withReload(callJudgeAction.bind(null, eventId))} />
          {state.canDrop && <DropSelf action={withReload(dropSelfAction.bind(null, eventId))} />}
        </div>
      )}
    </div>
  );
}

/** The match with the opponent's claim as its result, so the result form starts from it. */
function withClaim(match: Match, claim: ReportLike): Match {
  if (claim.intentionalSplit) return { ...match, result: { intentionalSplit: true } as Match["result"] };
  if (!claim.games) return match;
  return { ...match, result: { games: claim.games, ...(claim.timeLoss ? { timeLoss: claim.timeLoss } : {}) } as Match["result"] };
}

/** The opponent's claimed result with one Confirm, and "That's not right" to correct it. */
function ConfirmClaim({ claimant, claim, names, confirm, disputing, onDispute }: { claimant: string; claim: ReportLike; names: { A: string; B: string }; confirm: Action; disputing: boolean; onDispute: () => void }) {
  const [answer, formAction] = useFormAction(confirm, initialFormState);
  const detail = (claim.games?.length ?? 0) > 1 || Boolean(claim.games?.some((g) => g.ending) || claim.darkSide || claim.timeout);
  return (
    <div className="space-y-2 rounded-lg border border-slate-300 bg-white p-3" data-testid="claim">
      <p className="text-lg font-semibold break-words" data-testid="claim-words">
        {claimant} reports: {claimWords(claim, names)}
      </p>
      {detail && <p className="text-sm text-slate-700">{reportWords(claim, names)}</p>}
      <form action={formAction} className="flex flex-wrap gap-2">
        <SubmitButton pendingText="Confirming…">Confirm</SubmitButton>
        <button type="button" className={buttonClass.secondary} aria-expanded={disputing} onClick={onDispute}>
          That&apos;s not right
        </button>
      </form>
      <FormMessage state={answer} />
    </div>
  );
}

/** The judges' result form for the match's format, sending the player's report. */
function ReportEntry({ eventId, match, stage, state, wrap, onEntry, actions }: { eventId: string; match: Match; stage: "swiss" | "elimination"; state: MyTableState; wrap: (a: Action) => Action; onEntry: (dirty: boolean) => void; actions: SelfReportActions }) {
  const { reportSwissAction, reportMatchPlayAction, reportEliminationAction } = actions;
  // Keyed by the match only: a clock switched or paused at this table keeps what was tapped.
  if (state.entryFormat) return <MatchPlayForm key={match.id} match={match} format={state.entryFormat} action={offlineReady("matchPlay", eventId, match.id, wrap(reportMatchPlayAction.bind(null, eventId, match.id)))} onEntry={onEntry} />;
  if (stage === "swiss") return <SwissResultForm match={match} action={offlineReady("swiss", eventId, match.id, wrap(reportSwissAction.bind(null, eventId, match.id)))} />;
  if (match.darkSide === null) return <p className="text-sm text-slate-700">The higher seed chooses a side first: a judge records the choice.</p>;
  return <EliminationResultForm match={match} action={offlineReady("elimination", eventId, match.id, wrap(reportEliminationAction.bind(null, eventId, match.id)))} />;
}

function CallJudge({ call, action }: { call: MyTableState["call"]; action: Action }) {
  const [answer, formAction] = useFormAction(action, initialFormState);
  if (call) {
    return (
      <p className="rounded-lg bg-blue-50 px-3 py-2 text-sm font-semibold text-blue-900" role="status" data-testid="judge-called">
        {call.status === "claimed" ? "A judge is on the way" : "A judge has been called"}
        {call.table !== null ? ` to table ${call.table}` : ""}.
      </p>
    );
  }
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor="judge-note">
        What is it about? (optional)
      </label>
      <input id="judge-note" name="note" maxLength={300} placeholder="What is it about? (optional)" className="min-h-11 min-w-48 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base" />
      <SubmitButton variant="secondary" pendingText="Calling…">
        Call a judge
      </SubmitButton>
      <div className="w-full">
        <FormMessage state={answer} />
      </div>
    </form>
  );
}

function DropSelf({ action }: { action: Action }) {
  const [asking, setAsking] = useState(false);
  const [answer, formAction] = useFormAction(action, initialFormState);
  if (!asking) {
    return (
      <button type="button" className={buttonClass.secondary} onClick={() => setAsking(true)}>
        Drop from the event
      </button>
    );
  }
  return (
    <form action={formAction} className="w-full space-y-2 rounded-lg border border-red-200 bg-red-50 p-3" aria-label="Confirm the drop">
      <p className="font-semibold text-red-900">Drop from the event for good?</p>
      <p className="text-sm text-red-900">You will not be paired from the next round on. Your current match stands and your results so far stay.</p>
      <input type="hidden" name="confirm" value="yes" />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pendingText="Dropping…">Yes, drop me</SubmitButton>
        <button type="button" className={buttonClass.secondary} onClick={() => setAsking(false)}>
          Cancel
        </button>
      </div>
      <FormMessage state={answer} />
    </form>
  );
}
