import type { Metadata } from "next";
import type { Match } from "@/lib/schemas/round";
import Link from "next/link";
import { ActionButton } from "@/components/forms/ActionButton";
import { Card } from "@/components/ui/Card";
import { LiveUpdates } from "@/components/ui/LiveUpdates";
import { Countdown } from "@/components/rounds/Countdown";
import { SideChoiceForm } from "@/components/rounds/EliminationResultForm";
import { JudgeEliminationResultForm, JudgeMatchPlayForm, JudgeSwissResultForm } from "@/components/offline/JudgeResultForms";
import { MatchHeader } from "@/components/rounds/MatchHeader";
import { ConsoleMatches } from "@/components/rounds/ConsoleMatches";
import { recordedLine } from "@/lib/words/result-words";
import { PlayerStatusList } from "@/components/rounds/PlayerStatusList";
import { sideChooser } from "@/components/rounds/side-chooser";
import { MatchClockControls } from "@/components/rounds/MatchClockControls";
import { TimerControls } from "@/components/rounds/TimerControls";
import { AddPlayerForm } from "@/components/players/AddPlayerForm";
import { BracketView } from "@/components/rounds/BracketView";
import { getRound } from "@/lib/server/rounds/rounds";
import { getRoundReasons } from "@/lib/server/rounds/explain";
import { RoundSummary } from "@/components/rounds/RoundSummary";
import { SwapForm } from "@/components/rounds/SwapForm";
import { ReseatForm } from "@/components/rounds/ReseatForm";
import { roundSummaryWords } from "@/lib/words/pairing-reasons";
import { previewCut } from "@/lib/server/rounds/cut";
import { getBracket } from "@/lib/server/rounds/bracket";
import { listPlayers } from "@/lib/server/entrants/players";
import { rejoinRefusedAt } from "@/lib/server/entrants/player-status";
import { getConsoleControls, getResultEntry } from "@/lib/server/rounds/live";
import { getRoundConsoleState } from "@/lib/server/rounds/next-step";
import { ManageHeader, NotAllowed, manageContext } from "../guard";
import {
  deleteRoundAction,
  eliminationResultAction,
  makeCutAction,
  matchClockFormAction,
  matchPlayResultAction,
  pairNextRoundAction,
  playerStatusAction,
  publishRoundAction,
  repairRoundAction,
  reseatTableAction,
  sideChoiceAction,
  swissResultAction,
  swapPlayersAction,
  timerFormAction,
} from "./actions";
import { addPlayerAction } from "../actions";
import { EventDocuments } from "@/app/_containers/library/EventDocuments";

import { allows } from "@/lib/server/kernel/policy";
import { MirrorStatusLine } from "@/components/hall/MirrorStatusLine";
import { mirrorStatus } from "@/lib/server/hall/link";
import { clockTime } from "@/lib/server/kernel/hold";
import { handBackAction } from "./hall-actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Rounds" };

export default async function RoundsConsole({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  const { event, role, user } = await manageContext(eventId, "/manage/rounds");
  if (!role) return <NotAllowed eventId={eventId} />;
  const organizer = role === "organizer";
  // What the services would take now: the next step is offered only then. Staff see a draft round.
  const step = await getRoundConsoleState(eventId, user);
  const round = step.latest > 0 ? await getRound(eventId, step.latest, user) : null;
  const draft = round?.draft === true;
  // The round's pairing in short (Swiss): floats, rematches, the bye, from the engine's reasons.
  const reasons = round?.stage === "swiss" ? await getRoundReasons(eventId, round.number, user) : null;
  const names = new Map(round?.matches.flatMap((m) => [[m.playerA.id, m.playerA.name] as const, ...(m.playerB ? [[m.playerB.id, m.playerB.name] as const] : [])]));
  const summary = reasons?.stage === "swiss" ? roundSummaryWords(reasons.reasons, (id) => names.get(id) ?? "another player", new Set(round?.matches.flatMap((m) => (m.changedByOrganizer && m.table !== null ? [m.table] : [])))) : null;
  const cut = step.next === "cut" ? await previewCut(eventId) : null;
  const bracket = event.status === "elimination" || (event.status === "complete" && event.cutSize) ? await getBracket(eventId) : null;
  const [players, rejoinRefused] = organizer ? await Promise.all([listPlayers(eventId), rejoinRefusedAt(eventId)]) : [[], null];
  const [controls, entry, mirror] = await Promise.all([getConsoleControls(eventId), getResultEntry(eventId), mirrorStatus(eventId)]);
  // A complete event's last stage: its organizer may still correct a result (ratings follow).
  const correcting = controls.corrections && allows("result.correctComplete", role);
  // Non-FFG formats enter results game by game under the stage's match format.
  const entryFormat = round ? (round.stage === "swiss" ? entry.swiss : entry.elimination) : null;
  const pairLabel = step.next === "open-elimination" ? "Open next elimination round" : step.next === "pair-first" ? "Pair round 1" : "Pair next round";
  const missingWords =
    step.missing.length === 0
      ? null
      : `${step.missing.length} ${step.missing.length === 1 ? "result" : "results"} missing: ${step.missing.length === 1 ? "table" : "tables"} ${step.missing.map((m) => m.table ?? `M${m.bracketMatch}`).join(", ")}`;
  const stateWords = draft
    ? `${round!.name} is a draft: only staff see it. Players still see ${round!.number > 1 ? `round ${round!.number - 1}` : "no pairings"} until you publish it.`
    : !round
    ? `${event.playerCount} ${event.format.teamSize ? "teams" : "players"} registered. Pairing round 1 closes registration and fixes the rounds and cut.`
    : event.status === "complete"
      ? null
      : (missingWords ?? (step.next === "cut" ? "All results are in: Swiss is over." : step.next ? "All results are in." : "All results are in: the next round opens once the bracket has a match ready."));
  const pairNext = step.next !== null && step.next !== "cut" && organizer && (
    <ActionButton action={pairNextRoundAction.bind(null, eventId)} pendingText="Pairing…" testId="pair-next" version={`${round?.number}:${step.missing.length}`}>
      {pairLabel}
    </ActionButton>
  );
  // A draft takes no result and runs no clock: it is published first.
  const canEnter = (m: Match) => !draft && (controls.results || (correcting && m.result !== null)) && m.playerB !== null && !m.result?.bye;

  return (
    <div className="space-y-5">
      <LiveUpdates eventId={eventId} />
      <ManageHeader event={event} role={role} current="rounds" />
      {mirror && (
        <MirrorStatusLine
          status={{ ...mirror, lastSuccessText: mirror.lastSuccess ? clockTime(new Date(mirror.lastSuccess), event.timeZone ?? "UTC") : null }}
          handBack={
            organizer && (
              <ActionButton
                action={handBackAction.bind(null, eventId)}
                variant="secondary"
                pendingText="Handing back…"
                testId="hand-back"
                confirm={`Hand the event back to ${mirror.host}? This copy becomes read-only.`}
              >
                Hand the event back
              </ActionButton>
            )
          }
        />
      )}

      {!round && (
        <Card title="Start the event">
          <p className="mb-3 text-slate-700" data-testid="round-state">
            {stateWords}
          </p>
          {pairNext || (!organizer && <p className="text-sm text-slate-600">The organizer pairs round 1.</p>)}
        </Card>
      )}

      {round && (
        <Card
          title={round.stage === "swiss" && event.swissRounds ? `${round.name} of ${event.swissRounds}` : round.name}
          action={controls.timer && !draft ? <Countdown timer={round.timer} /> : undefined}
        >
          {stateWords && (
            <p className={`mb-3 text-lg font-semibold ${draft ? "text-amber-900" : missingWords ? "text-slate-900" : "text-emerald-800"}`} role="status" data-testid="round-state">
              {stateWords}
            </p>
          )}
          {draft && organizer && (
            <div className="mb-4 flex flex-wrap gap-3" data-testid="publish-round">
              <ActionButton action={publishRoundAction.bind(null, eventId, round.number, false)} pendingText="Publishing…" testId="publish">
                Publish {round.name}
              </ActionButton>
              <ActionButton action={publishRoundAction.bind(null, eventId, round.number, true)} pendingText="Publishing…" variant="secondary" testId="publish-and-start">
                Publish and start the clock
              </ActionButton>
            </div>
          )}
          {pairNext && <div className="mb-4">{pairNext}</div>}
          {step.next !== null && !organizer && <p className="mb-4 text-sm text-slate-600">{step.next === "cut" ? "The organizer makes the cut next." : "The organizer pairs the next round."}</p>}
          {cut && organizer && (
            <div className="mb-4 rounded-lg border border-slate-200 p-3">
              <h3 className="mb-1 font-semibold">Make the cut — top {event.cutSize}</h3>
              <p className="mb-2 text-slate-600">These players advance, seeded by their Swiss rank:</p>
              <ol className="mb-3 grid gap-1 sm:grid-cols-2" data-testid="cut-preview">
                {cut.seeds.map((s) => (
                  <li key={s.playerId} className="rounded bg-slate-50 px-3 py-1">
                    <span className="mr-2 font-mono text-slate-600">{s.seed}</span>
                    {s.name}
                  </li>
                ))}
              </ol>
              <ActionButton action={makeCutAction.bind(null, eventId)} pendingText="Making the cut…" testId="make-cut">
                Make the cut
              </ActionButton>
            </div>
          )}
          {round.warnings && round.warnings.length > 0 && (
            <ul className="mb-4 space-y-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="pairing-warnings">
              {round.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          )}
          {/* A draft is verified once published: its proof is the staff's until then. */}
          {summary && <RoundSummary lines={summary} verifyHref={draft ? null : `/events/${eventId}/rounds/${round.number}/verify`} />}
          {organizer && round.stage === "swiss" && event.status === "swiss" && step.missing.length > 0 && (
            <>
              <SwapForm matches={round.matches} action={swapPlayersAction.bind(null, eventId, round.number)} />
              <ReseatForm matches={round.matches} action={reseatTableAction.bind(null, eventId, round.number)} />
            </>
          )}
          {draft ? null : controls.timer ? (
            // Every result in and the clock never started: nothing to time, and pairing is the one next step.
            (step.missing.length > 0 || round.timer.state !== "idle") && <div className="mb-4">
              <TimerControls timer={round.timer} action={timerFormAction.bind(null, eventId, round.number)} />
            </div>
          ) : (
            <p className="mb-4 text-sm text-slate-700" data-testid="round-closed">
              {event.status !== "complete"
                ? "This stage is over: its results are final."
                : correcting
                  ? "The event is complete. As its organizer you can still correct a result below; standings and ratings follow."
                  : "The event is complete: results are final."}
            </p>
          )}
          <p className="mb-4">
            <Link href={`/events/${eventId}/manage/rounds/${round.number}/slips`} className="inline-flex min-h-11 items-center font-medium underline">
              Print match slips
            </Link>
          </p>
          <ConsoleMatches
            matches={round.matches.map((m) => ({
              id: m.id,
              label: String(m.table ?? `M${m.bracketMatch}`),
              line: recordedLine(m),
              editable: canEnter(m),
              children: (
                <>
                  <MatchHeader match={m} stage={round.stage} savedTestId="saved-detail" />
                  {!draft && controls.results && m.clock && !m.result && (
                    <MatchClockControls match={m} clock={m.clock} action={matchClockFormAction.bind(null, eventId, m.id)} />
                  )}
                  {canEnter(m) && entryFormat && (
                    <JudgeMatchPlayForm
                      eventId={eventId}
                      key={m.id}
                      match={m}
                      format={entryFormat}
                      action={matchPlayResultAction.bind(null, eventId, m.id)}
                      flagged={m.result ? null : (m.clock?.chess?.flagged ?? null)}
                      mayOverride={role === "organizer" || role === "judge"}
                    />
                  )}
                  {!draft && (controls.results || (correcting && m.result)) && m.playerB && !entryFormat && round.stage === "swiss" && <JudgeSwissResultForm eventId={eventId} match={m} action={swissResultAction.bind(null, eventId, m.id)} />}
                  {canEnter(m) && !entryFormat && round.stage === "elimination" &&
                    (m.darkSide === null ? (
                      <SideChoiceForm match={m} chooser={sideChooser(m)} action={sideChoiceAction.bind(null, eventId, m.id)} />
                    ) : (
                      <JudgeEliminationResultForm eventId={eventId} match={m} action={eliminationResultAction.bind(null, eventId, m.id)} />
                    ))}
                </>
              ),
            }))}
          />
        </Card>
      )}

      {bracket && (
        <Card title="Bracket">
          <BracketView bracket={bracket} />
        </Card>
      )}

      {organizer && controls.lateEntry && (
        <Card title="Late entry">
          <p className="mb-3 text-sm text-slate-600">A player who arrives now joins from the next round, with an unpaired loss for each round already paired.</p>
          <AddPlayerForm action={addPlayerAction.bind(null, eventId)} version={event.playerCount} />
        </Card>
      )}

      {organizer && controls.drops && players.length > 0 && (
        <Card title="Drops and disqualifications">
          <PlayerStatusList players={players} rejoinRefused={rejoinRefused} action={playerStatusAction.bind(null, eventId)} />
        </Card>
      )}

      {organizer && round && (step.repair || step.remove) && (
        <details className="rounded-xl border border-red-200 bg-white p-4 sm:p-5" data-testid="round-changes">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold text-red-900">Pair again or delete {round.name.toLowerCase()}…</summary>
          <p className="mt-2 mb-3 text-sm text-slate-700">Only while the round has no result. Each asks before it acts; announce the change in the hall.</p>
          <div className="flex flex-wrap gap-3">
            {step.repair && (
              <ActionButton
                action={repairRoundAction.bind(null, eventId, round.number)}
                variant="secondary"
                confirm={draft ? "Pair this draft again? Players have not seen it." : "Pair this round again? The published pairings change."}
              >
                Re-pair round
              </ActionButton>
            )}
            {step.remove && (
              <ActionButton action={deleteRoundAction.bind(null, eventId, round.number)} variant="secondary" confirm="Delete this round? Its pairings are gone.">
                Delete round
              </ActionButton>
            )}
          </div>
        </details>
      )}

      <EventDocuments eventId={eventId} manageHref={organizer ? `/events/${eventId}/manage/documents` : undefined} />
    </div>
  );
}
