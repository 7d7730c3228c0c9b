import { z } from "zod";
import { Health } from "@/lib/schemas/health";
import { AuthResult, LoginInput, SignupInput } from "@/lib/schemas/auth";
import { Event, EventCreateInput } from "@/lib/schemas/event";
import { Player, PlayerList, PlayersCreateInput } from "@/lib/schemas/player";
import type { Operation } from "./types";

export const coreOperations: Operation[] = [
  {
    method: "post",
    path: "/auth/signup",
    summary: "Create an account; returns an API token and mails a link to verify the email (`verification` says whether it was sent).",
    auth: false,
    body: SignupInput,
    responses: { 201: { description: "Signed up", schema: AuthResult } },
  },
  {
    method: "post",
    path: "/auth/login",
    summary: "Log in; returns a new API token (expires 30 days after its last use, at most 365 days after login).",
    auth: false,
    body: LoginInput,
    responses: { 200: { description: "Logged in", schema: AuthResult } },
  },
  {
    method: "post",
    path: "/events",
    summary: "Create an event; the caller becomes its organizer.",
    auth: true,
    body: EventCreateInput,
    responses: { 201: { description: "Created", schema: Event } },
  },
  {
    method: "get",
    path: "/events/{eventId}",
    summary: "An event.",
    auth: false,
    responses: { 200: { description: "The event", schema: Event } },
  },
  {
    method: "get",
    path: "/events/{eventId}/players",
    summary: "The event's players, in registration order.",
    auth: false,
    responses: { 200: { description: "Players", schema: PlayerList } },
  },
  {
    method: "post",
    path: "/events/{eventId}/players",
    summary: "Register one player ({name}) or several ({players: [...]}); organizer only.",
    auth: true,
    body: PlayersCreateInput,
    responses: { 201: { description: "A Player, or {players} for a list", schema: z.union([Player, PlayerList]) } },
  },
  {
    method: "get",
    path: "/events/{eventId}/changes",
    summary:
      "Server-Sent Events (text/event-stream): `event: version` with the event's version now and after every change; just before it, `event: matches` with the ids of the matches changed since the previous version (comma-separated) when only single matches changed (none: anything may have changed).",
    auth: false,
    responses: { 200: { description: "An event stream; re-read what you show when the version moves." } },
  },
  {
    method: "get",
    path: "/health",
    summary: "This server process: up, its database, whether it hears change notices, its event-loop delay (`?reset=1` starts the histogram over).",
    auth: false,
    responses: { 200: { description: "Health", schema: Health } },
  },
];
