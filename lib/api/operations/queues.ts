/** On-demand queues, schedules and the calendar (issue 27). */
import { ApiError } from "@/lib/schemas/common";
import { Calendar, CalendarQuery, OccurrenceView, QueueCreateInput, QueueJoinResult, QueueState, QueueUpdateInput, ScheduleCreateInput, ScheduleUpdateInput, ScheduleView } from "@/lib/schemas/queue";
import type { Operation } from "./types";

const invalid = { description: "Invalid input", schema: ApiError };
const unauthenticated = { description: "No or bad token", schema: ApiError };
const notTheirs = (what: string) => ({ description: `Not the ${what}'s organizer.`, schema: ApiError });

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
    method: "patch",
    path: "/queues/{queueId}",
    summary: "Its organizer edits the queue: name, cap, template (applies from the next event on; a season named must accept the organizer's events of its game), `open`. A cap lowered to the players waiting starts the event at once. `open: false` closes it: no new joins, and the players waiting are told and leave, owing nothing. Runs under the queue's lock, as joins do.",
    auth: true,
    body: QueueUpdateInput,
    responses: { 200: { description: "The queue", schema: QueueState }, 400: invalid, 401: unauthenticated, 403: notTheirs("queue"), 404: { description: "No such queue.", schema: ApiError }, 409: { description: "The queue is archived.", schema: ApiError } },
  },
  {
    method: "delete",
    path: "/queues/{queueId}",
    summary: "Its organizer archives the queue: closed (the players waiting are told and owe nothing), off their lists; its page and its events' links to it stay.",
    auth: true,
    responses: { 200: { description: "The queue, archived", schema: QueueState }, 401: unauthenticated, 403: notTheirs("queue"), 404: { description: "No such queue.", schema: ApiError }, 409: { description: "Already archived.", schema: ApiError } },
  },
  {
    method: "get",
    path: "/queues/{queueId}/changes",
    summary: "Server-Sent Events (text/event-stream): `event: version` with the queue's version now and after every join, leave, start and edit. The queue page follows it (polling only when the stream fails).",
    auth: false,
    responses: { 200: { description: "An event stream; re-read the queue when the version moves." }, 404: { description: "No such queue.", schema: ApiError } },
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
    summary: "Schedules an event once (`rule` null) or on an RFC 5545 recurrence (`FREQ=WEEKLY;BYDAY=TU,TH`) from `firstStart`, a wall-clock time in `timeZone`. Registration opens `openMinutes` (30) before each start; the event starts on time whatever the count, or is cancelled below `minPlayers`; a start missed while no server ran starts late or is marked missed (`missedStart`). Occurrences are made 14 days ahead. A rule is refused (400, field `rule`, saying why) unless it runs: INTERVAL 1 to 1000, COUNT 1 to 1000, UNTIL a real date, BY parts in range (BYDAY=MO…SU), no BYSECOND or FREQ=SECONDLY, no BYHOUR or BYMINUTE with FREQ=HOURLY or MINUTELY, at least one start after the first start, and starts at least 30 minutes apart.",
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
    method: "patch",
    path: "/schedules/{scheduleId}",
    summary: "Its organizer edits the schedule. New times (`firstStart`, `rule`, `timeZone`, `openMinutes`) remake the occurrences that have not opened yet; open, started and finished ones are never touched. The template, minimum and missed-start choice apply to every occurrence not started yet. `open: false` closes it: occurrences not begun are cancelled (players registered are told and owe nothing) and none are made; `true` re-opens it.",
    auth: true,
    body: ScheduleUpdateInput,
    responses: { 200: { description: "The schedule", schema: ScheduleView }, 400: invalid, 401: unauthenticated, 403: notTheirs("schedule"), 404: { description: "No such schedule.", schema: ApiError }, 409: { description: "The schedule is archived.", schema: ApiError } },
  },
  {
    method: "delete",
    path: "/schedules/{scheduleId}",
    summary: "Its organizer archives the schedule: closed as with `open: false`, off their lists; its events keep their link to it.",
    auth: true,
    responses: { 200: { description: "The schedule, archived", schema: ScheduleView }, 401: unauthenticated, 403: notTheirs("schedule"), 404: { description: "No such schedule.", schema: ApiError }, 409: { description: "Already archived.", schema: ApiError } },
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
    method: "post",
    path: "/occurrences/{occurrenceId}/restore",
    summary: "The schedule's organizer restores a cancelled occurrence still to come: it is scheduled again and opens at its time (at once when that has passed). Closing a schedule cancels its open occurrences, and re-opening it leaves them cancelled (their players were told it was off) until restored here.",
    auth: true,
    responses: {
      200: { description: "The occurrence, scheduled again", schema: OccurrenceView },
      401: unauthenticated,
      403: notTheirs("schedule"),
      404: { description: "No such occurrence.", schema: ApiError },
      409: { description: "The schedule is closed or archived, the occurrence is not cancelled, or its start has passed.", schema: ApiError },
    },
  },
  {
    method: "get",
    path: "/calendar",
    summary: "Upcoming scheduled events (the next 14 days, and those started in the last 12 hours) with their state: scheduled, open (with the players registered), started (its event, status and current round), cancelled or missed. Filter by `game` and by `venue` (the store or venue the template names; `venues` lists those there are).",
    auth: false,
    query: CalendarQuery,
    responses: { 200: { description: "The calendar", schema: Calendar }, 400: invalid },
  },
];
