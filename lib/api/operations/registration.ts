/** Self-registration, the waitlist and check-in (lib/server/entrants/registration-settings.ts, self-registration.ts, check-in.ts). */
import {
  CheckInInput,
  CheckInResult,
  MyRegistration,
  NoShowsResult,
  RegistrationSettingsInput,
  RegistrationStatus,
  SelfRegistrationInput,
  SelfRegistrationResult,
  WithdrawalResult,
} from "@/lib/schemas/registration-api";
import type { Operation } from "./types";

export const registrationOperations: Operation[] = [
  {
    method: "get",
    path: "/events/{eventId}/registration",
    summary: "The registration settings and what they mean now: whether self-registration is open (and why not), the cap, places left, the waitlist's length and the check-in window.",
    auth: false,
    responses: { 200: { description: "Registration status", schema: RegistrationStatus } },
  },
  {
    method: "put",
    path: "/events/{eventId}/registration",
    summary:
      "Change the registration settings (organizer): self-registration and its window, the cap, check-in minutes before the start (needs a start time), self-reported results. Fields left out keep their value. Raising or removing the cap before round 1 promotes the waitlist.",
    auth: true,
    body: RegistrationSettingsInput,
    responses: { 200: { description: "The registration status after the change", schema: RegistrationStatus } },
  },
  {
    method: "post",
    path: "/events/{eventId}/registrations",
    summary:
      "Register yourself (signed in) under your account's name or `name`: a place while the active entries are below the cap, else the waitlist. 409 when self-registration is not open or you already have an entry or a waitlist place; 400 on `name` when the name is taken.",
    auth: true,
    body: SelfRegistrationInput,
    responses: { 201: { description: "Registered, or waitlisted with your position", schema: SelfRegistrationResult } },
  },
  {
    method: "get",
    path: "/events/{eventId}/registrations/me",
    summary: "Your registration at the event: registered (checked in or not), waitlisted with your position, or none.",
    auth: true,
    responses: { 200: { description: "Your registration", schema: MyRegistration } },
  },
  {
    method: "delete",
    path: "/events/{eventId}/registrations/me",
    summary: "Withdraw before round 1 (the first on the waitlist gets your place) or leave the waitlist. After round 1 a registered player drops instead (409). 404 when you are not registered.",
    auth: true,
    responses: { 200: { description: "What was withdrawn, and who was promoted", schema: WithdrawalResult } },
  },
  {
    method: "post",
    path: "/events/{eventId}/registrations/me/check-in",
    summary: "Check in (registered players) while the check-in window is open: from startsAt − checkInMinutes until round 1 is paired. Checking in twice is fine.",
    auth: true,
    responses: { 200: { description: "Your registration, checked in", schema: MyRegistration } },
  },
  {
    method: "post",
    path: "/events/{eventId}/players/{playerId}/check-in",
    summary: "Check a player in or out (organizer, judges, marshals), any time before round 1 at an event that uses check-in.",
    auth: true,
    body: CheckInInput,
    responses: { 200: { description: "The player's check-in", schema: CheckInResult } },
  },
  {
    method: "post",
    path: "/events/{eventId}/no-shows/drop",
    summary:
      "Remove the no-shows (organizer): before round 1 and once check-in has opened, every active entry not checked in is removed (not dropped: nobody has played), listed in one audit entry, and the waitlist gets the freed places (promoted players must check in too).",
    auth: true,
    responses: { 200: { description: "The removed entries and the promoted players", schema: NoShowsResult } },
  },
];
