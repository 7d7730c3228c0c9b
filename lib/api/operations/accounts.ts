/** Tokens, password, email verification and invitation links. */
import { z } from "zod";
import { ApiTokenInfo, ApiTokenList, ApiTokenNameInput, AuthResult, PasswordChangeInput } from "@/lib/schemas/auth";
import { InvitationAccepted, InvitationAcceptInput, StaffInvitation } from "@/lib/schemas/staff";
import { MyDataExport } from "@/lib/schemas/my-export";
import type { Operation } from "./types";

const Ok = z.object({ ok: z.literal(true) });

export const accountOperations: Operation[] = [
  {
    method: "post",
    path: "/auth/logout",
    summary: "Revoke the calling API token.",
    auth: true,
    responses: { 200: { description: "Revoked", schema: Ok } },
  },
  {
    method: "get",
    path: "/auth/tokens",
    summary: "The caller's live API tokens (never the secrets): created, last used, expires. Expiry slides 30 days past each use, at most 365 days after creation.",
    auth: true,
    responses: { 200: { description: "Tokens", schema: ApiTokenList } },
  },
  {
    method: "post",
    path: "/auth/tokens",
    summary: "Mint another API token for the caller, with a name for the tokens list.",
    auth: true,
    body: ApiTokenNameInput,
    responses: { 201: { description: "The new token", schema: AuthResult } },
  },
  {
    method: "delete",
    path: "/auth/tokens/{id}",
    summary: "Revoke one of the caller's API tokens (404 for anyone else's).",
    auth: true,
    responses: { 200: { description: "The revoked token", schema: ApiTokenInfo } },
  },
  {
    method: "post",
    path: "/auth/password",
    summary: "Change the password (current one required). Every session and API token ends, the calling one too; the answer carries a fresh token.",
    auth: true,
    body: PasswordChangeInput,
    responses: { 200: { description: "Changed", schema: AuthResult } },
  },
  {
    method: "post",
    path: "/auth/verification",
    summary: "Mail a new link to verify the caller's email (older links stop working). Status says whether it was sent, or why not (`address_taken`: another account has verified this address; nothing is mailed). The link's page names the account, which confirms it signed in: opening it verifies nothing.",
    auth: true,
    responses: {
      200: {
        description: "What happened",
        schema: z.object({ status: z.enum(["sent", "already_verified", "address_taken", "mail_not_configured", "send_failed"]) }),
      },
    },
  },
  {
    method: "post",
    path: "/invitations/accept",
    summary: "Accept a staff invitation link: the role attaches to the caller and the link is used up (404 if used, revoked or wrong; 409 if expired).",
    auth: true,
    body: InvitationAcceptInput,
    responses: { 200: { description: "Accepted", schema: InvitationAccepted } },
  },
  {
    method: "post",
    path: "/events/{eventId}/staff/{staffId}/invitation",
    summary: "Re-issue a pending invitation's link (organizer): a new one-time link; the old one stops working.",
    auth: true,
    responses: { 200: { description: "The invitation with its new link", schema: StaffInvitation } },
  },
  {
    method: "get",
    path: "/me/export",
    summary:
      "Everything kept about the caller, as one JSON document: the account (no password hash, sessions or token secrets), API token names, the player profile and merges, entries with placements and records, current ratings, the guild with role, guild history entries about the caller, guild invitations and season awards. The account page's “Download my data” gives the same file.",
    auth: true,
    responses: { 200: { description: "The caller's data", schema: MyDataExport } },
  },
];
