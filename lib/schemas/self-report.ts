/**
 * Results from the players (issue 11): a player's own report of their match, the judge queue,
 * and a player's own drop. The report's body is the results API's (`ResultInput`).
 */
import { z } from "zod";
import { cleanText, wholeNumber } from "./common";
import { Result, ResultInput, Seat } from "./result";
import { MAX_TABLE } from "./round";
import { apiRegistry } from "./registry";

export const REPORT_STATES = ["open", "waiting", "disputed", "missing", "recorded"] as const;

export const ReportView = z
  .object({
    matchId: z.string(),
    round: z.number().int().nullable(),
    table: z.number().int().nullable(),
    seat: Seat.describe("The caller's seat in the match."),
    opponent: z.object({ id: z.string(), name: z.string() }).nullable(),
    state: z
      .enum(REPORT_STATES)
      .describe(
        "open: you have not reported yet; waiting: you have, your opponent not yet; disputed: the two reports differ, a judge decides; missing: the report deadline passed without both reports, a judge looks; recorded: the result is recorded (final for players: call a judge to change it).",
      ),
    mine: ResultInput.nullable().describe("Your report as you sent it (normalised), or null."),
    opponentReported: z.boolean().describe("Whether your opponent has reported."),
    opponentReport: ResultInput.nullable().describe("What your opponent reported (normalised), or null: to confirm it, send it back as your report (PUT); a different report is a dispute for the judges."),
    result: Result.nullable().describe("The recorded result, once recorded."),
    deadlineAt: z.iso.datetime().nullable().describe("From this time a match still missing a report goes to the judge queue; null while the round clock is not running."),
  })
  .register(apiRegistry, { id: "ResultReportView" });
export type ReportView = z.infer<typeof ReportView>;

export const SelfDropInput = z
  .object({
    confirm: z.literal(true, { error: "Confirm the drop: send confirm: true." }),
  })
  .register(apiRegistry, { id: "SelfDropInput", description: "Dropping is final for the rest of the event; your results so far stay." });

export const JUDGE_CALL_KINDS = ["dispute", "missing", "call", "extension"] as const;
export const JUDGE_CALL_STATUSES = ["open", "claimed", "resolved"] as const;

export const JudgeCallInput = z
  .object({
    note: cleanText(0, 300, "Note").optional().describe("What the call is about, in a few words (optional)."),
    table: wholeNumber("table", 1, MAX_TABLE).optional().describe("Staff only: the table that needs a judge. A player's call takes the table of their current match."),
  })
  .register(apiRegistry, { id: "JudgeCallInput" });

export const JudgeCallResolveInput = z
  .object({
    resolution: cleanText(1, 500, "Resolution").describe("What was decided, in a sentence."),
    ruling: cleanText(0, 120, "Ruling").optional().describe('A rules reference, e.g. "swg-tcg-rulebook#5.7".'),
  })
  .register(apiRegistry, { id: "JudgeCallResolveInput" });

const Person = z.object({ id: z.string(), name: z.string() });

export const JudgeCall = z
  .object({
    id: z.string(),
    kind: z.enum(JUDGE_CALL_KINDS).describe("dispute: two player reports differ; missing: a report is missing near the end of the round; call: a player or staff member called a judge; extension: a time extension given at a table."),
    status: z.enum(JUDGE_CALL_STATUSES),
    round: z.number().int().nullable(),
    table: z.number().int().nullable(),
    matchId: z.string().nullable(),
    note: z.string().nullable(),
    ruling: z.string().nullable(),
    resolution: z.string().nullable(),
    raisedBy: Person.nullable().describe("The player (or staff member) who called; null for calls the queue raised itself."),
    claimedBy: Person.nullable(),
    claimedAt: z.iso.datetime().nullable(),
    resolvedBy: Person.nullable(),
    resolvedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    extraMinutes: z.number().int().optional().describe("Minutes of time extension the call's table has in its round."),
    match: z
      .object({
        playerA: Person,
        playerB: Person.nullable(),
        result: Result.nullable(),
        reports: z
          .array(z.object({ playerId: z.string(), seat: Seat, name: z.string(), report: ResultInput, at: z.iso.datetime() }))
          .describe("The players' reports (disputes and missing reports)."),
      })
      .nullable(),
  })
  .register(apiRegistry, { id: "JudgeCall" });
export type JudgeCall = z.infer<typeof JudgeCall>;

export const JudgeQueue = z
  .object({
    calls: z.array(JudgeCall).describe("Open and claimed calls, oldest first."),
    resolved: z.array(JudgeCall).describe("Recently resolved calls, newest first."),
    asOf: z.iso.datetime().describe("When the queue was read (missing reports are judged at this time)."),
  })
  .register(apiRegistry, { id: "JudgeQueue" });
export type JudgeQueue = z.infer<typeof JudgeQueue>;
