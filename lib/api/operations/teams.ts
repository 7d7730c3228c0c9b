/** Team events (SWCCG 2-on-2, preset swccg-2v2): teams as entrants and their members (lib/server/teams/teams.ts). */
import { z } from "zod";
import { MemberDeckInput, MemberDeckResult, MemberPaymentInput, MemberPaymentResult, SubstituteInput, Team, TeamInput, TeamJoinInput, TeamList, TeamRegisterInput, TeamRegistered } from "@/lib/schemas/team";
import type { Operation } from "./types";

export const teamOperations: Operation[] = [
  {
    method: "get",
    path: "/events/{eventId}/teams",
    summary: "A team event's teams (each an entrant: its id is what pairings, results and standings use) with their members' names and seats: member 1 sits D1/L1, member 2 D2/L2. 409 for an individual event.",
    auth: false,
    responses: { 200: { description: "The teams", schema: TeamList } },
  },
  {
    method: "post",
    path: "/events/{eventId}/teams",
    summary:
      "Add a team (organizer): its name (unique among the event's entrants, like a player's) and its members in seat order. One transaction: the entrant and its members. Before round 1 only (no late entry). On a team event, POST …/players is refused (409) and points here.",
    auth: true,
    body: TeamInput,
    responses: { 201: { description: "The team", schema: Team } },
  },
  {
    method: "post",
    path: "/events/{eventId}/teams/register",
    summary:
      "A signed-in captain registers a team while self-registration is open (the event's window; the cap counts teams; no waitlist for teams: a full event answers 409). The caller is member 1 (their profile linked), the partner member 2, invited until they join: the answer carries the partner's one-time join link, which the captain hands over (it is also mailed to the partner's address when mail is set up). Another captain's pending invitation to an address blocks nobody; an unnamed partner is listed as \"Partner\", never by address. Round 1 is not paired while a team waits for its partner (409).",
    auth: true,
    body: TeamRegisterInput,
    responses: { 201: { description: "The team, the partner's invitation pending, with its join link", schema: TeamRegistered } },
  },
  {
    method: "post",
    path: "/events/{eventId}/teams/{teamId}/accept",
    summary:
      "The invited partner accepts, signed in with the invited email address, verified (403 otherwise; on a server without mail, where addresses cannot be verified, the 403 points to the join link): their profile is linked to the seat.",
    auth: true,
    responses: { 200: { description: "The team", schema: Team } },
  },
  {
    method: "post",
    path: "/teams/join",
    summary:
      "The partner joins a team through the captain's one-time join link (the secret after /join/): no verified address needed, so it works without mail. The seat takes the caller's account and address. 404 if the link is wrong, used or replaced; 409 if expired, or the caller already plays at the event.",
    auth: true,
    body: TeamJoinInput,
    responses: { 200: { description: "The team joined, with its event", schema: Team.extend({ eventId: z.string() }) } },
  },
  {
    method: "post",
    path: "/events/{eventId}/teams/{teamId}/invitation",
    summary: "A new join link for the team's partner who has not joined yet (the team's captain or the organizer): the old link stops working. 409 when every member has joined.",
    auth: true,
    responses: { 200: { description: "The team with the new join link", schema: TeamRegistered } },
  },
  {
    method: "post",
    path: "/events/{eventId}/teams/{teamId}/members/{position}/substitute",
    summary:
      "Substitute a team member (organizer, any time before the event is complete): a new person in the seat, logged with the old and new member (team.substitute). The seat keeps its payment; the newcomer's account link, check-in and deck start empty.",
    auth: true,
    body: SubstituteInput,
    responses: { 200: { description: "The team", schema: Team } },
  },
  {
    method: "put",
    path: "/events/{eventId}/teams/{teamId}/members/{position}/deck",
    summary:
      "A team member's deck (that member, or the staff): checked by the game's rules (SWCCG: 60 cards) and across the team (the same objective and the same sleeves are problems; a Death Star with a Death Star II location is a warning). Stored even when invalid. The event's deck policy applies (locked at round 1; the organizer or a judge may correct).",
    auth: true,
    body: MemberDeckInput,
    responses: { 200: { description: "The member's problems and the team's", schema: MemberDeckResult } },
  },
  {
    method: "post",
    path: "/events/{eventId}/teams/{teamId}/members/{position}/payment",
    summary: "Record what a team member paid (staff): fees are per person at the team's registration tier (early or door), summed per team. A correction is another recording, logged with the old and new payment.",
    auth: true,
    body: MemberPaymentInput,
    responses: { 200: { description: "The member's payment and the team's sums", schema: MemberPaymentResult } },
  },
];
