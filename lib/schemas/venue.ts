/**
 * A store or venue (issue 35): its page and API read it from the name its queues, schedules and
 * events carry (the slug: lib/words/venue-slug.ts). Also the home page's board of open queues
 * and today's occurrences, and the search for venues, queues and seasons by name.
 */
import { z } from "zod";
import { EVENT_STATUSES } from "./event";
import { OccurrenceView } from "./queue";
import { apiRegistry } from "./registry";
import { text } from "./text";

export const QueueListing = z
  .object({
    id: z.string(),
    name: z.string(),
    venue: z.string().nullable(),
    venueSlug: z.string().nullable().describe("The venue page's address (/venues/{slug}); null without a venue."),
    game: z.string(),
    format: z.string().describe("The format in players' words."),
    waiting: z.int().describe("Players waiting now (counted, never named here)."),
    cap: z.int().describe("The event starts when this many are waiting."),
    timeZone: z.string().describe("The zone the queue's events are written in."),
  })
  .register(apiRegistry, { id: "QueueListing", description: "An open queue as lists show it: \"n of cap waiting\"." });
export type QueueListing = z.infer<typeof QueueListing>;

export const SeasonListing = z.object({ id: z.string(), name: z.string(), game: z.string() }).register(apiRegistry, { id: "SeasonListing" });

export const VenueEvent = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(EVENT_STATUSES),
  startsAt: z.string().nullable(),
  timeZone: z.string(),
});

export const Venue = z
  .object({
    slug: z.string(),
    name: z.string().describe("The name as its latest queue, schedule or event writes it."),
    queues: z.array(QueueListing).describe("Its open queues."),
    schedules: z.array(z.object({ id: z.string(), name: z.string(), rule: z.string().nullable(), timeZone: z.string() })).describe("Its open schedules."),
    occurrences: z.array(OccurrenceView).describe("Its scheduled events of the next 14 days (and those started in the last 12 hours)."),
    seasons: z.array(SeasonListing).describe("Its leagues: the seasons its queues and schedules attach events to, and those its events count for."),
    recentEvents: z.array(VenueEvent).describe("Its latest events, newest first."),
  })
  .register(apiRegistry, { id: "Venue", description: "A store or venue: open queues, upcoming scheduled events, leagues and recent events." });
export type Venue = z.infer<typeof Venue>;

export const HomeBoard = z
  .object({
    queues: z.array(QueueListing).describe("Open queues, the fullest first."),
    today: z.array(OccurrenceView).describe("Scheduled events starting within 24 hours (or started in the last 12), soonest first."),
  })
  .register(apiRegistry, { id: "HomeBoard" });
export type HomeBoard = z.infer<typeof HomeBoard>;

export const PlaceSearchQuery = z.object({ q: text("Search", { min: 1, max: 100 }) }).register(apiRegistry, { id: "PlaceSearchQuery" });

export const PlaceSearch = z
  .object({
    venues: z.array(z.object({ slug: z.string(), name: z.string() })),
    queues: z.array(QueueListing),
    seasons: z.array(SeasonListing),
  })
  .register(apiRegistry, { id: "PlaceSearch", description: "Venues, open queues and seasons whose name (or, for queues, venue) contains the search." });
export type PlaceSearch = z.infer<typeof PlaceSearch>;
