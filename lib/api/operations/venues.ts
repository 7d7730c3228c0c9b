/** Stores and venues, open queues, search, and the iCalendar feeds (issue 35). */
import { z } from "zod";
import { ApiError } from "@/lib/schemas/common";
import { CalendarQuery } from "@/lib/schemas/queue";
import { PlaceSearch, PlaceSearchQuery, QueueListing, Venue } from "@/lib/schemas/venue";
import type { Operation } from "./types";

const ics = "An iCalendar feed (text/calendar, RFC 5545): each event in its own zone (DTSTART with TZID and a VTIMEZONE per zone)";
const CalendarFeed = z.object({ url: z.string().describe("The feed's private address: whoever has it reads the caller's events, so share it only with a calendar app.") });

export const venueOperations: Operation[] = [
  {
    method: "get",
    path: "/venues/{slug}",
    summary: "A store or venue, by the slug of the name its queues, schedules and events carry (\"Echo Base Games, Berlin\" → echo-base-games-berlin): its open queues with the players waiting counted, its scheduled events of the next 14 days, its leagues (seasons) and its latest events.",
    auth: false,
    responses: { 200: { description: "The venue", schema: Venue }, 404: { description: "No queue, schedule or event carries that name.", schema: ApiError } },
  },
  {
    method: "get",
    path: "/venues/{slug}/calendar.ics",
    summary: `${ics}: the venue's schedules as recurring events (RRULE; cancelled starts as EXDATE) and its other dated events from 30 days ago on.`,
    auth: false,
    responses: { 200: { description: "text/calendar" }, 404: { description: "No such venue.", schema: ApiError } },
  },
  {
    method: "get",
    path: "/schedules/{scheduleId}/calendar.ics",
    summary: `${ics}: the schedule as one event, its recurrence as RRULE (UNTIL in UTC), its cancelled or missed starts as EXDATE.`,
    auth: false,
    responses: { 200: { description: "text/calendar" }, 404: { description: "No such schedule.", schema: ApiError } },
  },
  {
    method: "get",
    path: "/calendar/players/{token}",
    summary: `${ics}: a player's own events (those they are entered in, from 30 days ago on) and their registrations for scheduled events. The token in the address is the key (GET /me/calendar-feed gives it): calendar apps subscribe without signing in.`,
    auth: false,
    responses: { 200: { description: "text/calendar" }, 404: { description: "No feed has that address (it may have been replaced).", schema: ApiError } },
  },
  {
    method: "get",
    path: "/me/calendar-feed",
    summary: "The address of the caller's own iCalendar feed, made on first use.",
    auth: true,
    responses: { 200: { description: "The feed's address", schema: CalendarFeed }, 401: { description: "No or bad token", schema: ApiError } },
  },
  {
    method: "post",
    path: "/me/calendar-feed",
    summary: "A new address for the caller's iCalendar feed; the old one stops working at once.",
    auth: true,
    responses: { 200: { description: "The feed's new address", schema: CalendarFeed }, 401: { description: "No or bad token", schema: ApiError } },
  },
  {
    method: "get",
    path: "/queues",
    summary: "Open queues, the fullest first, each with \"n of cap waiting\" and its format in players' words; `game` and `venue` filter as the calendar's.",
    auth: false,
    query: CalendarQuery,
    responses: { 200: { description: "Open queues", schema: z.array(QueueListing) }, 400: { description: "Invalid input", schema: ApiError } },
  },
  {
    method: "get",
    path: "/search",
    summary: "Venues, open queues and seasons whose name contains `q` (any case; a queue's venue counts too). Events are searched by the home page's lists.",
    auth: false,
    query: PlaceSearchQuery,
    responses: { 200: { description: "What matched", schema: PlaceSearch }, 400: { description: "Invalid input", schema: ApiError } },
  },
];
