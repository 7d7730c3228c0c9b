/** The hall server (issue 40): taking an event to a hall or publishing one started there, the mirror's pushes, handing it back, taking it back. */
import { HallAbandonInput, HallHold, HallPublishInput, HallPublishing, HallPublishToInput, HallPushInput, HallPushResult, HallReleaseInput, HallTakeInput, HallTakeResult, OrganizedEventList } from "@/lib/schemas/hall";
import { IMPORT_MAX_BODY_BYTES } from "@/lib/schemas/event-export";
import type { Operation } from "./types";

const MB = IMPORT_MAX_BODY_BYTES / (1024 * 1024);

export const hallOperations: Operation[] = [
  {
    method: "get",
    path: "/me/organized-events",
    summary: "The events you organize on this server, newest first, with whether a hall server runs each (a hall server lists them to take one).",
    auth: true,
    responses: { 200: { description: "Your events", schema: OrganizedEventList } },
  },
  {
    method: "get",
    path: "/events/{eventId}/hall",
    summary: "Whether a hall server runs the event (then it is read-only here), its name and when its last change arrived.",
    auth: false,
    responses: { 200: { description: "The hold", schema: HallHold } },
  },
  {
    method: "post",
    path: "/events/{eventId}/hall/take",
    summary:
      "Take the event to a hall server (organizer only): from now on the hall alone writes it, and every change here is refused (409, “run from the hall”) until the hall hands it back or you take it back. Returns the event's export document and the hall's secret (given once). 409 if a hall runs it already.",
    auth: true,
    body: HallTakeInput,
    responses: { 201: { description: "Taken", schema: HallTakeResult } },
  },
  {
    method: "post",
    path: "/events/{eventId}/hall/push",
    summary: `The hall's mirror (organizer's token and the hall's secret): the event's whole state at the hall's version N. Applied in one transaction only when N is past the version applied here (else \`applied: false\`, nothing changed), so a push sent twice counts once. 409 once the hall handed the event back or was abandoned; 403 for a wrong secret. The body may be up to ${MB} MB.`,
    auth: true,
    body: HallPushInput,
    responses: { 200: { description: "The acknowledgement", schema: HallPushResult } },
  },
  {
    method: "post",
    path: "/events/{eventId}/hall/publish-to",
    summary:
      "On a hall server: publish an event started here on a public server (organizer only), under the account of the API token given. Nothing waits for the uplink: the mirror publishes it when the link is first up, then mirrors every change. A token the public server refuses now is a 400 on `token`; 409 if the event is mirrored already.",
    auth: true,
    body: HallPublishToInput,
    responses: { 201: { description: "To be published", schema: HallPublishing } },
  },
  {
    method: "post",
    path: "/hall/publish",
    summary: `An event started in a hall server, published here by its mirror when the link is first up: the document becomes an event under your account (you are its organizer), held by the hall (read-only here; its later changes arrive as pushes). Idempotent by \`hallId\`, which the hall chooses: a retry (the same account and secret) creates nothing and answers 200 with \`applied: false\`; another account's retry 403. 409 if the document's ids are another event's here. The body may be up to ${MB} MB.`,
    auth: true,
    body: HallPublishInput,
    responses: { 201: { description: "Published", schema: HallPushResult }, 200: { description: "Published already (a retry)", schema: HallPushResult } },
  },
  {
    method: "post",
    path: "/events/{eventId}/hall/release",
    summary: "The hall hands the event back (organizer's token and the hall's secret), once its last version is applied here (409 otherwise): this server writes it again.",
    auth: true,
    body: HallReleaseInput,
    responses: { 200: { description: "Released", schema: HallHold } },
  },
  {
    method: "post",
    path: "/events/{eventId}/hall/abandon",
    summary:
      "Take the event back from a hall that cannot hand it back (organizer only), typing its name again in `confirm` (400 otherwise): changes the hall did not mirror are lost, and its later pushes are refused (409). 409 if no hall runs it.",
    auth: true,
    body: HallAbandonInput,
    responses: { 200: { description: "Taken back", schema: HallHold } },
  },
];
