import type { SelfReportActions } from "@/components/reports/report-actions";
import type { ReportSenders } from "@/components/offline/report-queue";
import { eliminationResultAction, matchPlayResultAction, swissResultAction } from "../manage/rounds/actions";
import { callJudgeAction, confirmReportAction, dropSelfAction, loadMyTableAction, reportEliminationAction, reportMatchPlayAction, reportSwissAction } from "./actions";

/** A player's actions at their table, handed to the pairings page's components. */
export const selfReportActions: SelfReportActions = { loadMyTableAction, reportSwissAction, reportMatchPlayAction, reportEliminationAction, confirmReportAction, callJudgeAction, dropSelfAction };

/** What sends the reports and judges' entries kept offline, by kind (the root layout hands it to OfflineSupport). */
export const reportSenders: ReportSenders = {
  swiss: reportSwissAction,
  matchPlay: reportMatchPlayAction,
  elimination: reportEliminationAction,
  judgeSwiss: swissResultAction,
  judgeMatchPlay: matchPlayResultAction,
  judgeElimination: eliminationResultAction,
};
