/** Deleting an event and restoring it (lib/server/transfer/event-delete.ts). */
import { z } from "zod";
import { apiRegistry } from "./registry";

export const EventDeleteInput = z
  .object({
    confirm: z.string().max(500).describe("The event's name, typed again: a deletion is never one stray click."),
  })
  .strict()
  .register(apiRegistry, { id: "EventDeleteInput" });

export const DeletedEvent = z
  .object({
    id: z.string().describe("The deleted event's record (what a restore names)."),
    eventId: z.string().describe("The event's id, which a restore brings back."),
    name: z.string(),
    deletedAt: z.string(),
    restoredAt: z.string().nullable(),
  })
  .register(apiRegistry, { id: "DeletedEvent" });
export type DeletedEvent = z.infer<typeof DeletedEvent>;

export const DeletedEventList = z.object({ deleted: z.array(DeletedEvent) }).register(apiRegistry, { id: "DeletedEventList" });
export type DeletedEventList = z.infer<typeof DeletedEventList>;

/** What an export leaves out and a restore on this server puts back (the `links` column). */
export const DeletedEventLinks = z.object({
  players: z.array(z.object({ id: z.string(), profileId: z.string() })),
  teamMembers: z.array(z.object({ id: z.string(), profileId: z.string() })),
  staff: z.array(z.object({ id: z.string(), userId: z.string() })),
  queueId: z.string().nullable(),
  /** Its seasons' records of it: attachments and tags (absent in deletions made before they were kept). */
  seasons: z.array(z.object({ seasonId: z.string(), tier: z.string().nullable(), group: z.string().nullable(), attachedAt: z.string() })).default([]),
  seasonTags: z
    .array(z.object({ seasonId: z.string(), taggedById: z.string().nullable(), taggedAt: z.string(), refusedAt: z.string().nullable(), refusedById: z.string().nullable() }))
    .default([]),
});
export type DeletedEventLinks = z.output<typeof DeletedEventLinks>;
