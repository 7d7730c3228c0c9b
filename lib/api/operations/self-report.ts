/** Results from the players, the judge queue and self-drop (lib/server/results/self-report.ts, judge-calls.ts). */
import { Player } from "@/lib/schemas/player";
import { ResultInput } from "@/lib/schemas/result";
import { JudgeCall, JudgeCallInput, JudgeCallResolveInput, JudgeQueue, ReportView, SelfDropInput } from "@/lib/schemas/self-report";
import type { Operation } from "./types";

const E = "/events/{eventId}";

export const selfReportOperations: Operation[] = [
  {
    method: "get",
    path: `${E}/matches/{matchId}/report`,
    summary: "One of the match's two players: your report, whether your opponent has reported (not what), and the match's state (open, waiting, disputed, missing, recorded). 403 for anyone else; 409 when the event does not let players report.",
    auth: true,
    responses: { 200: { description: "Your report and the match's state", schema: ReportView } },
  },
  {
    method: "put",
    path: `${E}/matches/{matchId}/report`,
    summary:
      "One of the match's two players reports its result, with the body of PUT …/result (checked the same way). You may change your report until the result is recorded. Two agreeing reports record the result (the audit entry names both reporters); differing reports open the match's dispute call in the judge queue and notify both players. 409 when self-report is off or the result is already recorded (final for players: call a judge). An `Idempotency-Key` header (8 to 100 letters, digits, - or _) makes a repeat harmless (a report queued offline, a retry): the same key with the same report answers the match's state now and saves nothing again, even once the result is recorded; the same key with another report is 409.",
    auth: true,
    body: ResultInput,
    responses: { 200: { description: "Your report and the match's state", schema: ReportView } },
  },
  {
    method: "get",
    path: `${E}/judge-calls`,
    summary:
      "The judge queue (organizer, judges, marshals): open and claimed calls oldest first (disputed results with both reports, missing reports near the end of the round, players' calls, time extensions), then the recently resolved ones. Matches past their report deadline without both reports are added as missing-report calls on reading.",
    auth: true,
    responses: { 200: { description: "The queue", schema: JudgeQueue } },
  },
  {
    method: "post",
    path: `${E}/judge-calls`,
    summary:
      "Call a judge. A player's call is at the table of their current match (one open call per player: a second is 409); staff may name a `table` of the current round.",
    auth: true,
    body: JudgeCallInput,
    responses: { 201: { description: "The call", schema: JudgeCall } },
  },
  {
    method: "post",
    path: `${E}/judge-calls/{callId}/claim`,
    summary: "Take a call (organizer, judges, marshals). 409 when it is resolved or another leader has claimed it.",
    auth: true,
    responses: { 200: { description: "The claimed call", schema: JudgeCall } },
  },
  {
    method: "post",
    path: `${E}/judge-calls/{callId}/resolve`,
    summary:
      "Resolve a call with what was decided and an optional ruling reference (organizer, judges, marshals). Recording a match's result resolves its dispute and missing-report calls by itself. 409 when already resolved.",
    auth: true,
    body: JudgeCallResolveInput,
    responses: { 200: { description: "The resolved call", schema: JudgeCall } },
  },
  {
    method: "post",
    path: `${E}/registrations/me/drop`,
    summary:
      "Drop from the event yourself, from the next round on (`confirm: true` is required): your results so far stay and your current match stands. 403 without an entry; 409 before round 1 (withdraw instead), after the event, or when already dropped.",
    auth: true,
    body: SelfDropInput,
    responses: { 200: { description: "Your entry, dropped", schema: Player } },
  },
];
