/** Players as people: claiming a typed entry, profiles, privacy, merging, the caller's notices. */
import { z } from "zod";
import { ApiError } from "@/lib/schemas/common";
import {
  ClaimInput,
  ClaimResult,
  MergeInput,
  MergeResult,
  NotificationList,
  NotificationsReadInput,
  PlayerProfile,
  ProfileSettings,
  ProfileUpdateInput,
} from "@/lib/schemas/profile";
import type { Operation } from "./types";

export const peopleOperations: Operation[] = [
  {
    method: "post",
    path: "/events/{eventId}/players/{playerId}/claim",
    summary:
      "Claim a registration the organizer typed: it becomes the caller's (source \"claimed\"). Send the entry's claim code (printed on the player's slip, with a QR code of the claim link); or send {} when the entry's email is the caller's verified email. 400 on `code` when the code is wrong (the same answer whether or not the entry exists); 409 when the entry is already claimed or the caller already has an entry in the event.",
    auth: true,
    body: ClaimInput,
    responses: { 200: { description: "Claimed", schema: ClaimResult } },
  },
  {
    method: "get",
    path: "/players/{profileId}",
    summary:
      "A player's public profile: display name and events played, newest first, each with the final placement (or the current Swiss rank) and the record. A hidden profile is shown to its owner only (send the owner's token); for anyone else it is a 404. A merged profile redirects (308) to the profile it was merged into.",
    auth: false,
    responses: {
      200: { description: "The profile", schema: PlayerProfile },
      308: { description: "Merged: Location names the surviving profile." },
      404: { description: "No such profile, or hidden.", schema: ApiError },
    },
  },
  {
    method: "get",
    path: "/players/me",
    summary: "The caller's profile settings (the profile is made on first use).",
    auth: true,
    responses: { 200: { description: "The profile's settings", schema: ProfileSettings } },
  },
  {
    method: "patch",
    path: "/players/me",
    summary: "Change the caller's display name, or hide the profile from everyone else (`public: false`).",
    auth: true,
    body: ProfileUpdateInput,
    responses: { 200: { description: "The profile's settings", schema: ProfileSettings } },
  },
  {
    method: "post",
    path: "/players/{profileId}/merge",
    summary:
      "Merge this profile into another (`into`) — two profiles of one person. A merge hands one person's results to another, so: a site administrator (HOLONET_ADMIN_EMAILS, address verified) merges at once; two profiles of two accounts need both account holders — the first to call makes a pending request (202, nothing moves), the other holder confirms with the same call (200); an organizer merges only profiles without an account whose entries and waitlist places are all at events they organize. Anything else is 403. Every entry and waitlist place moves to `into` in one transaction, with a profile.merge entry in each affected event's history and a merge record on both profiles (`merges` in GET /players/{profileId} for their owners and administrators); the merged profile then redirects to `into`. 409, naming the event, when both have an entry in the same event.",
    auth: true,
    body: MergeInput,
    responses: {
      200: { description: "Merged", schema: MergeResult },
      202: { description: "Asked: waits for the other account holder's confirmation", schema: MergeResult },
      404: { description: "No such profile.", schema: ApiError },
    },
  },
  {
    method: "delete",
    path: "/players/{profileId}/merge/{mergeId}",
    summary:
      "Close a pending merge request of this profile (nothing moves; the record stays, listed on both profiles): withdrawn by who asked, declined by the other account holder or a site administrator. Anyone else 403; 404 when the request is not this profile's; 409 when it is no longer pending.",
    auth: true,
    responses: {
      200: { description: "Withdrawn or declined", schema: MergeResult },
      404: { description: "No such merge request of this profile.", schema: ApiError },
    },
  },
  {
    method: "post",
    path: "/players/{profileId}/merge/undo",
    summary:
      "A site administrator undoes the last merge of this (merged) profile: the entries and waitlist places that moved return, removed waitlist places come back, the account link returns; a profile.unmerge entry in each affected event's history. 404 when the profile has no merge to undo; 409 when its account has made a new profile since.",
    auth: true,
    responses: {
      200: { description: "Undone", schema: MergeResult },
      404: { description: "No merge of this profile.", schema: ApiError },
    },
  },
  {
    method: "get",
    path: "/me/notifications",
    summary:
      "The caller's notices (registration confirmed, waitlist, paired: table, opponent and side, result disputed, event report), newest first, at most 50, with the unread count. `?eventId=` for one event's.",
    auth: true,
    responses: { 200: { description: "Notices", schema: NotificationList } },
  },
  {
    method: "post",
    path: "/me/notifications/read",
    summary: "Mark the caller's notices read: those named in `ids`, or all of them.",
    auth: true,
    body: NotificationsReadInput,
    responses: { 200: { description: "The unread count after", schema: z.object({ unread: z.number().int() }) } },
  },
];
