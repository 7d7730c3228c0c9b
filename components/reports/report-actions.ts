import type { MyTableState } from "@/lib/views/results";
import type { FormState } from "@/lib/web/form-state";

/** A player's report of a match (Swiss, match play or elimination). */
export type ReportAction = (eventId: string, matchId: string, prev: FormState, form: FormData) => Promise<FormState>;

/**
 * What a player does at their table: the pairings page hands these server actions down
 * (components import no action of app/).
 */
export interface SelfReportActions {
  loadMyTableAction: (eventId: string) => Promise<MyTableState | null>;
  reportSwissAction: ReportAction;
  reportMatchPlayAction: ReportAction;
  reportEliminationAction: ReportAction;
  confirmReportAction: (eventId: string, matchId: string, claim: string) => Promise<FormState>;
  callJudgeAction: (eventId: string, prev: FormState, form: FormData) => Promise<FormState>;
  dropSelfAction: (eventId: string, prev: FormState, form: FormData) => Promise<FormState>;
}
