/**
 * The hall server (issue 40): taking an event to a hall, the mirror's pushes, handing it back and
 * taking it back (lib/server/hall/). The protocol is in docs/ARCHITECTURE.md ("The hall server").
 */
import { z } from "zod";
import { apiRegistry } from "./registry";
import { EventExport } from "./event-export";

export const HallTakeInput = z
  .object({ hall: z.string().trim().min(1).max(120).describe('The hall server\'s name, shown on the event\'s page ("Laptop at the store").') })
  .strict()
  .register(apiRegistry, { id: "HallTakeInput" });

export const HallTakeResult = z
  .object({
    hallId: z.string().describe("The hold's id: every push and the release name it."),
    secret: z.string().describe("Given once: every push and the release carry it with the organizer's token."),
    document: EventExport.describe("The event as it stands at the take (the hall imports it)."),
  })
  .register(apiRegistry, { id: "HallTakeResult" });
export type HallTakeResult = z.infer<typeof HallTakeResult>;

const HallCredentials = {
  hallId: z.string().min(1).max(100),
  secret: z.string().min(1).max(200),
};

export const HallPatch = z
  .object({
    baseVersion: z.number().int().min(0).describe("The version the patch is made against: applied only when it is the version applied here (else `applied: false`; the hall sends the whole state)."),
    event: EventExport.shape.event.describe("The event's settings at version N (only its version differs from the base's)."),
    matches: EventExport.shape.matches.describe("The matches that changed since the base (results, clocks, sides, tables): the event's own, none added or removed."),
    audit: EventExport.shape.audit.describe("The history's entries written since the base."),
  })
  .strict()
  .register(apiRegistry, { id: "HallPatch" });
export type HallPatch = z.infer<typeof HallPatch>;

export const HallPushInput = z
  .object({
    ...HallCredentials,
    document: EventExport.optional().describe("The event's whole state at its version N (its audit log included): applied only when N is past the version applied here."),
    patch: HallPatch.optional().describe("Or, when only results changed since the last acknowledged version: the changed matches and the new history."),
  })
  .strict()
  .refine((v) => (v.document === undefined) !== (v.patch === undefined), { path: ["document"], message: "Send the whole document or a patch, one of them." })
  .register(apiRegistry, { id: "HallPushInput" });

export const HallPushResult = z
  .object({
    applied: z.boolean().describe("False when this version (or a later one) was applied already: nothing changed."),
    version: z.number().int().describe("The version applied here now: the hall's acknowledgement."),
  })
  .register(apiRegistry, { id: "HallPushResult" });
export type HallPushResult = z.infer<typeof HallPushResult>;

export const HallReleaseInput = z
  .object({ ...HallCredentials, version: z.number().int().min(0).describe("The hall's last version: the release is refused unless it is the one applied here.") })
  .strict()
  .register(apiRegistry, { id: "HallReleaseInput" });

export const HallAbandonInput = z
  .object({ confirm: z.string().max(500).describe("The event's name, typed again: changes the hall did not mirror are lost.") })
  .strict()
  .register(apiRegistry, { id: "HallAbandonInput" });

export const HallHold = z
  .object({
    held: z.boolean().describe("True while a hall server writes the event (it is read-only here)."),
    hall: z.string().nullable().describe("The hall's name while held."),
    takenAt: z.string().nullable(),
    lastUpdate: z.string().nullable().describe("When the hall's last push was applied (the take, before any)."),
    appliedVersion: z.number().int().nullable(),
  })
  .register(apiRegistry, { id: "HallHold" });
export type HallHold = z.infer<typeof HallHold>;

export const OrganizedEvent = z
  .object({ id: z.string(), name: z.string(), status: z.string(), startsAt: z.string().nullable(), held: z.boolean() })
  .register(apiRegistry, { id: "OrganizedEvent" });
export const OrganizedEventList = z.object({ events: z.array(OrganizedEvent) }).register(apiRegistry, { id: "OrganizedEventList" });
export type OrganizedEventList = z.infer<typeof OrganizedEventList>;

/** The hall page's form: where the public server is and the organizer's token there. */
export const HallConnectInput = z
  .object({
    publicUrl: z.url({ protocol: /^https?$/ }).max(300).describe("The public Holonet's address (https://holonet.example)."),
    token: z.string().trim().min(1).max(500).describe("An API token of your account there."),
  })
  .strict();
export type HallConnectInput = z.infer<typeof HallConnectInput>;

/** POST /hall/publish: an event started in a hall, published on the public server by the hall's mirror. */
export const HallPublishInput = z
  .object({
    hallId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,100}$/, "Letters, digits, - and _ (8 to 100).")
      .describe("Chosen by the hall, once per event: a retry with the same id (after a cut) finds the event published and creates nothing."),
    secret: z.string().min(24).max(200).describe("Chosen by the hall: every later push and the release carry it."),
    hall: HallTakeInput.shape.hall,
    document: EventExport.describe("The event's whole state at the hall's version N: it becomes the event here, under your account, held by the hall."),
  })
  .strict()
  .register(apiRegistry, { id: "HallPublishInput" });

/** POST /events/{id}/hall/publish-to, on the hall server: publish an event started here on a public server when the link is up. */
export const HallPublishToInput = z
  .object({
    publicUrl: z.url({ protocol: /^https?$/ }).max(300).describe("The public Holonet's address (https://holonet.example)."),
    token: z.string().trim().min(1).max(500).describe("An API token of your account there: the event is published under that account."),
    hall: z.string().trim().min(1).max(120).default("Hall").describe("This hall's name, shown on the event's public page while the hall runs it."),
  })
  .strict()
  .register(apiRegistry, { id: "HallPublishToInput" });

export const HallPublishing = z
  .object({
    eventId: z.string(),
    publicUrl: z.string(),
    publishing: z.literal(true).describe("The mirror publishes the event when the link is first up (its status is on the rounds console)."),
  })
  .register(apiRegistry, { id: "HallPublishing" });
export type HallPublishing = z.infer<typeof HallPublishing>;
