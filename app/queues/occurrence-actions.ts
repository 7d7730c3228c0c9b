import type { OccurrenceActions } from "@/components/queues/OccurrenceCard";
import { joinOccurrenceAction, leaveOccurrenceAction } from "./actions";

/** What an occurrence's card may do (register, leave): the pages hand these to it. */
export const occurrenceActions: OccurrenceActions = { join: joinOccurrenceAction, leave: leaveOccurrenceAction };
