/** Guilds: the ranked list, a guild's page, founding, invitations, membership and roles (issue 26). */
import { GuildCreateInput, GuildDetail, GuildInvitation, GuildProfileInput, GuildRanking, GuildRankingQuery, GuildUpdateInput, InviteeSearch, InviteeSearchInput, MyGuild } from "@/lib/schemas/guild";
import type { Operation } from "./types";

const detail = { 200: { description: "The guild as the caller now sees it", schema: GuildDetail } };

export const guildOperations: Operation[] = [
  {
    method: "get",
    path: "/guilds",
    summary:
      "The guild list for one game (`?game=`, default swg-tcg), ranked by the total of members' current ratings (`?sort=average` for the average), 50 a page (`?page=`); `?q=` keeps the guilds whose name or tag contains it, each with its rank in the whole list. Only members with a public profile and a rating in that game count (`rated`); whether provisional ratings count is `provisionalCounted`. Guilds without a rated member rank last.",
    auth: false,
    query: GuildRankingQuery,
    responses: { 200: { description: "The ranked guilds", schema: GuildRanking } },
  },
  {
    method: "post",
    path: "/guilds",
    summary: "Found a guild: the caller becomes its leader. 409 when the caller is in a guild, or the name is taken (ignoring case).",
    auth: true,
    body: GuildCreateInput,
    responses: { 201: { description: "Founded", schema: GuildDetail } },
  },
  {
    method: "get",
    path: "/guilds/{guildId}",
    summary: "A guild: message, leader, officers and members with their current ratings, history (newest first) and the caller's standing (send a token to see it).",
    auth: false,
    responses: detail,
  },
  {
    method: "patch",
    path: "/guilds/{guildId}",
    summary: "Change the guild message and/or tag (leader and officers; both recorded in the history). A new tag shows on the pairings and standings at once.",
    auth: true,
    body: GuildUpdateInput,
    responses: detail,
  },
  {
    method: "post",
    path: "/guilds/{guildId}/invitations",
    summary:
      "Invite a player by profile (leader and officers). The player gets a notice linking to the guild. 409 when they are in a guild (the message names it), already invited, or have no account.",
    auth: true,
    body: GuildProfileInput,
    responses: { 201: { description: "Invited", schema: GuildInvitation } },
  },
  {
    method: "get",
    path: "/guilds/{guildId}/invitees",
    summary:
      "Find players to invite by name (leader and officers): `?q=` two or more letters, any case, any part of the name. Only public profiles with an account are found (a hidden profile never is); each says whether the player is in a guild and whether an invitation to this one is waiting.",
    auth: true,
    query: InviteeSearchInput,
    responses: { 200: { description: "Players whose name contains the text", schema: InviteeSearch } },
  },
  {
    method: "delete",
    path: "/guilds/{guildId}/invitations/{invitationId}",
    summary:
      "Withdraw a pending invitation (leader and officers; recorded in the guild's history). A withdrawn invitation can no longer be accepted (409 saying so). 409 when it was already answered or withdrawn.",
    auth: true,
    responses: { 200: { description: "Withdrawn", schema: GuildInvitation } },
  },
  {
    method: "post",
    path: "/guild-invitations/{invitationId}/accept",
    summary: "Accept an invitation (the invitee). 409 when the caller is in a guild (named) or the guild is full (100 members).",
    auth: true,
    responses: { 200: { description: "Joined", schema: GuildInvitation } },
  },
  {
    method: "post",
    path: "/guild-invitations/{invitationId}/decline",
    summary: "Decline an invitation (the invitee).",
    auth: true,
    responses: { 200: { description: "Declined", schema: GuildInvitation } },
  },
  {
    method: "post",
    path: "/guilds/{guildId}/leave",
    summary:
      "Leave the guild. When the leader leaves, the longest-standing officer becomes leader, else the longest-standing member; the last member's leaving dissolves the guild.",
    auth: true,
    responses: { 200: { description: "The caller's guild now (none)", schema: MyGuild } },
  },
  {
    method: "delete",
    path: "/guilds/{guildId}/members/{profileId}",
    summary: "Remove a member: the leader removes anyone; officers remove members but not the leader or another officer.",
    auth: true,
    responses: detail,
  },
  {
    method: "put",
    path: "/guilds/{guildId}/officers/{profileId}",
    summary: "Grant a member officer status (the leader).",
    auth: true,
    responses: detail,
  },
  {
    method: "delete",
    path: "/guilds/{guildId}/officers/{profileId}",
    summary: "Revoke an officer's status (the leader).",
    auth: true,
    responses: detail,
  },
  {
    method: "post",
    path: "/guilds/{guildId}/leader",
    summary: "Hand leadership to a member (the leader, who becomes an officer).",
    auth: true,
    body: GuildProfileInput,
    responses: detail,
  },
  {
    method: "get",
    path: "/me/guild",
    summary: "The caller's guild and role, and their pending invitations.",
    auth: true,
    responses: { 200: { description: "The caller's guild", schema: MyGuild } },
  },
];
