/**
 * Who may do what with queues and schedules. No event role decides these (the event does not
 * exist yet): reads are public, joining and creating take a signed-in account, and the queue's or
 * schedule's organizer is the one who made it (each event it starts is theirs, with the event
 * policy of lib/server/kernel/policy.ts from then on). tests/api/authz-policy.ts follows this table.
 */
import type { User } from "@/lib/schemas/auth";
import { unauthenticated } from "../kernel/errors";

export const QUEUE_POLICY = {
  "queue.create": "signed-in",
  "queue.read": "anyone",
  "queue.join": "signed-in",
  "queue.leave": "signed-in",
  /** Edit, close, re-open, archive: the one who made it. */
  "queue.manage": "its organizer",
  "schedule.create": "signed-in",
  "schedule.read": "anyone",
  "schedule.manage": "its organizer",
  "occurrence.join": "signed-in",
  "occurrence.leave": "signed-in",
  "calendar.read": "anyone",
} as const;
export type QueueOperation = keyof typeof QUEUE_POLICY;

const REFUSAL: Partial<Record<QueueOperation, string>> = {
  "queue.join": "Sign in to join the queue.",
  "queue.leave": "Sign in to leave the queue.",
  "occurrence.join": "Sign in to register.",
  "occurrence.leave": "Sign in to leave.",
};

/** The caller, refused (401) when the operation needs an account and there is none. */
export function callerFor(op: QueueOperation, user: User | null): User {
  if (!user) throw unauthenticated(REFUSAL[op]);
  return user;
}
