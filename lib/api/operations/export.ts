/** Moving an event between servers (export, import, the document's JSON Schema), and deleting one with its export kept for a restore. */
import { ApiError } from "@/lib/schemas/common";
import { EventExport, EventImportResult, IMPORT_MAX_BODY_BYTES } from "@/lib/schemas/event-export";
import { DeletedEvent, DeletedEventList, EventDeleteInput } from "@/lib/schemas/event-delete";
import type { Operation } from "./types";

const MB = IMPORT_MAX_BODY_BYTES / (1024 * 1024);

export const exportOperations: Operation[] = [
  {
    method: "get",
    path: "/events/{eventId}/export",
    summary:
      "The whole event as one versioned document (organizer only: it holds staff and player emails, deck lists and the audit log): settings, seed, stages, players, rounds, matches, staff and history. Back it up, or import it on another server.",
    auth: true,
    responses: { 200: { description: "The event export document", schema: EventExport } },
  },
  {
    method: "post",
    path: "/events/import",
    summary: `Recreate an exported event on this server, in one transaction, with its own ids (any signed-in user; you become its organizer). Judges and marshals become pending invitations for their email — re-issue their links on the staff page; audit entries keep their data, and their author when it is your email. 409 if the event (or any of its ids) already exists here; 400 naming each bad field, nothing written. The body may be up to ${MB} MB (other requests: 1 MB).`,
    auth: true,
    body: EventExport,
    responses: {
      201: { description: "Imported", schema: EventImportResult },
      413: { description: `The document is larger than ${MB} MB.`, schema: ApiError },
    },
  },
  {
    method: "delete",
    path: "/events/{eventId}",
    summary:
      "Delete the event (organizer only), typing its name again in `confirm` (400 on `confirm` otherwise, nothing changes). Nothing is lost: its export document and this server's links (entries' profiles, staff accounts, its queue) are kept, and POST /me/deleted-events/{id}/restore brings it back. A rated event's game is re-rated without it. 409 if the event changed meanwhile.",
    auth: true,
    body: EventDeleteInput,
    responses: { 200: { description: "The deleted event's record", schema: DeletedEvent } },
  },
  {
    method: "get",
    path: "/me/deleted-events",
    summary: "The events you deleted, newest first, with whether each was restored.",
    auth: true,
    responses: { 200: { description: "Deleted events", schema: DeletedEventList } },
  },
  {
    method: "post",
    path: "/me/deleted-events/{deletedId}/restore",
    summary:
      "Bring a deleted event back under its own ids, with its entries' profiles, staff accounts and queue where they still exist (only who deleted it; 409 once restored, or if its ids are taken). A rated event is rated again.",
    auth: true,
    responses: { 201: { description: "Restored", schema: EventImportResult } },
  },
  {
    method: "get",
    path: "/schemas/event-export.json",
    summary: "The JSON Schema (draft 2020-12) of the event export document, generated from the schema the import validates with.",
    auth: false,
    responses: { 200: { description: "A JSON Schema document with its own $id." } },
  },
  {
    method: "get",
    path: "/schemas/round-proof.json",
    summary: "The JSON Schema (draft 2020-12) of a round's proof (GET /events/{eventId}/rounds/{number}/proof), generated from the schema the verifier parses with.",
    auth: false,
    responses: { 200: { description: "A JSON Schema document with its own $id." } },
  },
];
