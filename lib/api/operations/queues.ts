/** On-demand queues, schedules and the calendar (issue 27). */
import { ApiError } from "@/lib/schemas/common";
import { Calendar, CalendarQuery, OccurrenceView, QueueCreateInput, QueueJoinResult, QueueState, ScheduleCreateInput, ScheduleView } from "@/lib/schemas/queue";
import type { Operation } from "./types";

const invalid = { description: "Invalid input", schema: ApiError };
const unauthenticated = { description: "No or bad token", schema: ApiError };

export const queueOperations: Operation[] = [
  {
    method: "post",
    path: "/queues",
    summary: "Creates an on-demand queue from an event template (game, preset and options, rounds, rating K, fees, whether round 1 is paired at once) and a cap. The caller organizes every event it starts.",
    auth: true,
    body: QueueCreateInput,
    responses: { 201: { description: "The queue", schema: QueueState }, 400: invalid, 401: unauthenticated },
  },
  {
    method: "get",
    path: "/queues/{queueId}",
    summary: "The queue: who is waiting (first come first), how many more start the next event, the latest events it started, and with a token whether the caller is waiting.",
    auth: false,
    responses: { 200: { description: "The queue", schema: QueueState }, 404: { description: "No such queue.", schema: ApiError } },
  },
  {
    method: "post",
    path: "/queues/{queueId}/join",
    summary: "The caller waits in the queue. The join that reaches the cap starts the event with the first `cap` players (its round 1 paired when the template says so, each player told their table) and empties the queue. Fees are owed from the start only.",
    auth: true,
    responses: {
      200: { description: "Waiting, or the event that started", schema: QueueJoinResult },
      401: unauthenticated,
      404: { description: "No such queue.", schema: ApiError },
      409: { description: "Already waiting, or the queue is closed.", schema: ApiError },
    },
  },
  {
    method: "delete",
    path: "/queues/{queueId}/join",
    summary: "The caller stops waiting; nothing is owed.",
    auth: true,
    responses: { 200: { description: "The queue", schema: QueueState }, 401: unauthenticated, 404: { description: "No such queue, or the caller is not waiting.", schema: ApiError } },
  },
  {
    method: "post",
    path: "/schedules",
    summary: "Schedules an event once (`rule` null) or on an RFC 5545 recurrence (`FREQ=WEEKLY;BYDAY=TU,TH`) from `firstStart`, a wall-clock time in `timeZone`. Registration opens `openMinutes` (30) before each start; the event starts on time whatever the count, or is cancelled below `minPlayers`; a start missed while no server ran starts late or is marked missed (`missedStart`). Occurrences are made 14 days ahead.",
    auth: true,
    body: ScheduleCreateInput,
    responses: { 201: { description: "The schedule with its next occurrences", schema: ScheduleView }, 400: invalid, 401: unauthenticated },
  },
  {
    method: "get",
    path: "/schedules/{scheduleId}",
    summary: "A schedule with its occurrences of the last week and the next two, each with its state and its event once started.",
    auth: false,
    responses: { 200: { description: "The schedule", schema: ScheduleView }, 404: { description: "No such schedule.", schema: ApiError } },
  },
  {
    method: "post",
    path: "/occurrences/{occurrenceId}/join",
    summary: "The caller registers for a scheduled event: only while its registration is open and before its start (409 otherwise).",
    auth: true,
    responses: {
      200: { description: "The occurrence", schema: OccurrenceView },
      401: unauthenticated,
      404: { description: "No such occurrence.", schema: ApiError },
      409: { description: "Not open yet, begun, or already registered.", schema: ApiError },
    },
  },
  {
    method: "delete",
    path: "/occurrences/{occurrenceId}/join",
    summary: "The caller leaves an open registration; nothing is owed.",
    auth: true,
    responses: {
      200: { description: "The occurrence", schema: OccurrenceView },
      401: unauthenticated,
      404: { description: "No such occurrence, or the caller is not registered.", schema: ApiError },
      409: { description: "The event has begun.", schema: ApiError },
    },
  },
  {
    method: "get",
    path: "/calendar",
    summary: "Upcoming scheduled events (the next 14 days, and those started in the last 12 hours) with their state: scheduled, open (with the players registered), started (its event, status and current round), cancelled or missed.",
    auth: false,
    query: CalendarQuery,
    responses: { 200: { description: "The calendar", schema: Calendar }, 400: invalid },
  },
];
