import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import * as signupRoute from "@/app/api/v1/auth/signup/route";
import * as staffRoute from "@/app/api/v1/events/[eventId]/staff/route";
import * as reissueRoute from "@/app/api/v1/events/[eventId]/staff/[staffId]/invitation/route";
import * as acceptRoute from "@/app/api/v1/invitations/accept/route";
import { createApiToken, logIn, signUp } from "@/lib/server/accounts/accounts";
import { confirmEmailVerification, describeVerification, sendVerification } from "@/lib/server/accounts/email-verification";
import { createEvent, eventsForUser } from "@/lib/server/events/events";
import { acceptInvitation, addStaff, describeInvitation, listEventStaff, listPublicStaff, removeStaff } from "@/lib/server/staff/staff";
import { inviteToken, newUser, uniqueEmail } from "../../../tests/helpers";
import { linkIn, startSmtp, type Inbox } from "../../../tests/smtp";

const base = { name: "Store Championship", structure: "basic", tier: "relaxed" } as const;
const PASSWORD = "a long test password";
const ORIGIN = "http://holonet.test";
const post = (body: unknown, token?: string) =>
  new Request(`${ORIGIN}/api`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const params = <P extends Record<string, string>>(p: P) => ({ params: Promise.resolve(p) });
const secretOf = (link: string) => decodeURIComponent(new URL(link).pathname.split("/").pop()!);

let inbox: Inbox;
beforeAll(async () => {
  inbox = await startSmtp();
  process.env.SMTP_URL = `smtp://127.0.0.1:${inbox.port}`;
  process.env.MAIL_FROM = "Holonet Test <noreply@holonet.test>";
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  await inbox.close();
});

describe("email verification over SMTP", () => {
  it("signup mails a one-time link; following it verifies the address and attaches invitations for it", async () => {
    const org = await newUser();
    const event = await createEvent(org, base);
    const email = uniqueEmail("judge");
    await addStaff(org, event.id, { email, role: "judge" }, { origin: ORIGIN });
    const invitationMail = await inbox.next(email);
    expect(invitationMail.subject).toContain("judge");
    expect(linkIn(invitationMail)).toMatch(`${ORIGIN}/invite/hn_invite_`);

    const res = await signupRoute.POST(post({ email, password: PASSWORD, name: "Jan Judge" }), params({}));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { user: { id: string }; verification: string };
    expect(body.verification).toBe("sent");
    const mail = await inbox.next(email);
    expect(mail.from?.text).toContain("noreply@holonet.test");
    const link = linkIn(mail);
    expect(link).toMatch(`${ORIGIN}/verify/hn_verify_`);

    const user = { id: body.user.id, email, name: "Jan Judge" };
    // Signing up with the invited address is not enough.
    expect(await eventsForUser(user)).toEqual([]);
    const done = await confirmEmailVerification(user, secretOf(link));
    expect(done.roles).toEqual([{ eventId: event.id, role: "judge" }]);
    expect((await eventsForUser(user)).map((e) => [e.id, e.role])).toEqual([[event.id, "judge"]]);
    const db = await getDb();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).not.toBeNull();
    expect(await db.auditEntry.count({ where: { eventId: event.id, action: "staff.accept", userId: user.id } })).toBe(1);
    // One-time: the same link again is refused.
    await expect(confirmEmailVerification(user, secretOf(link))).rejects.toMatchObject({ code: "not_found" });
    expect(await sendVerification(user, { origin: ORIGIN })).toBe("already_verified");
  });

  it("an expired link or an older link (after resend) does not verify", async () => {
    const user = await newUser("late");
    expect(await sendVerification(user, { origin: ORIGIN })).toBe("sent");
    const first = secretOf(linkIn(await inbox.next(user.email)));
    expect(await sendVerification(user, { origin: ORIGIN })).toBe("sent");
    const second = secretOf(linkIn(await inbox.next(user.email)));
    await expect(confirmEmailVerification(user, first)).rejects.toMatchObject({ code: "not_found" });
    const db = await getDb();
    await db.emailVerification.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expect(confirmEmailVerification(user, second)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("expired") });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeNull();
  });

  it("without a mail server, or when the send fails, the account is kept and nothing is verified", async () => {
    const url = process.env.SMTP_URL;
    try {
      delete process.env.SMTP_URL;
      const noMail = await newUser("nomail");
      expect(await sendVerification(noMail, { origin: ORIGIN })).toBe("mail_not_configured");
      // A port nobody listens on: the send fails after the token was recorded.
      const closed = await startSmtp();
      await closed.close();
      process.env.SMTP_URL = `smtp://127.0.0.1:${closed.port}`;
      const res = await signupRoute.POST(post({ email: uniqueEmail("bounce"), password: PASSWORD, name: "Bo" }), params({}));
      expect(res.status).toBe(201);
      const body = (await res.json()) as { user: { id: string }; verification: string };
      expect(body.verification).toBe("send_failed");
      const db = await getDb();
      expect(await db.user.count({ where: { id: body.user.id, emailVerifiedAt: null } })).toBe(1);
      expect(await db.emailVerification.count({ where: { userId: body.user.id } })).toBe(1);
    } finally {
      process.env.SMTP_URL = url;
    }
  });
});

describe("invitation links", () => {
  it("give the role once, to the account that opens them; used, revoked, re-issued or expired links do nothing", async () => {
    const org = await newUser();
    const judge = await newUser("judge");
    const other = await newUser("other");
    const event = await createEvent(org, base);
    const invited = await addStaff(org, event.id, { email: uniqueEmail("invitee"), role: "judge" }, { origin: ORIGIN });
    const token = inviteToken(invited.invitation.url);
    expect(await describeInvitation(token)).toMatchObject({ eventId: event.id, role: "judge", expired: false });
    await expect(acceptInvitation(null, token)).rejects.toMatchObject({ code: "unauthenticated" });

    expect(await acceptInvitation(judge, token)).toEqual({ eventId: event.id, role: "judge" });
    // Used up: another account holding the same link gets nothing.
    await expect(acceptInvitation(other, token)).rejects.toMatchObject({ code: "not_found" });
    expect(await eventsForUser(other)).toEqual([]);
    const row = (await listEventStaff(org, event.id)).find((s) => s.role === "judge")!;
    expect(row).toMatchObject({ email: judge.email, name: judge.name, pending: false, inviteExpiresAt: null });

    // Re-issue: the old link stops working, the new one works.
    const marshal = await addStaff(org, event.id, { email: uniqueEmail("m"), role: "marshal" }, { origin: ORIGIN });
    const reissued = await reissueRoute.POST(post({}, await createApiToken(org.id)), params({ eventId: event.id, staffId: marshal.id }));
    expect(reissued.status).toBe(200);
    const fresh = ((await reissued.json()) as { invitation: { url: string } }).invitation.url;
    await expect(acceptInvitation(other, inviteToken(marshal.invitation.url))).rejects.toMatchObject({ code: "not_found" });
    // Expired.
    const db = await getDb();
    await db.eventStaff.update({ where: { id: marshal.id }, data: { inviteExpiresAt: new Date(Date.now() - 1000) } });
    await expect(acceptInvitation(other, inviteToken(fresh))).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("expired") });
    expect(await eventsForUser(other)).toEqual([]);
    // Revoked.
    const third = await addStaff(org, event.id, { email: uniqueEmail("t"), role: "marshal" }, { origin: ORIGIN });
    await removeStaff(org, event.id, third.id);
    await expect(acceptInvitation(other, inviteToken(third.invitation.url))).rejects.toMatchObject({ code: "not_found" });
    // Someone already on staff cannot take a second role.
    const fourth = await addStaff(org, event.id, { email: uniqueEmail("f"), role: "marshal" }, { origin: ORIGIN });
    await expect(acceptInvitation(judge, inviteToken(fourth.invitation.url))).rejects.toMatchObject({ code: "conflict" });
    expect(await eventsForUser(other)).toEqual([]);
  });

  it("the API: add answers alike for existing and unknown addresses; accept by link; 404 for a wrong link", async () => {
    const org = await newUser();
    const known = await newUser("known");
    const event = await createEvent(org, base);
    const orgToken = await createApiToken(org.id);
    const ev = params({ eventId: event.id });
    const a = (await (await staffRoute.POST(post({ email: known.email, role: "judge" }, orgToken), ev)).json()) as Record<string, unknown>;
    const b = (await (await staffRoute.POST(post({ email: uniqueEmail("unknown"), role: "marshal" }, orgToken), ev)).json()) as Record<string, unknown>;
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect([a.name, a.pending, b.name, b.pending]).toEqual([null, true, null, true]);
    expect(JSON.stringify(a)).not.toContain(known.name);

    const knownToken = await createApiToken(known.id);
    const url = (a.invitation as { url: string }).url;
    expect(url.startsWith(`${ORIGIN}/invite/`)).toBe(true);
    expect((await acceptRoute.POST(post({ token: "hn_invite_wrong" }, knownToken), params({}))).status).toBe(404);
    expect((await acceptRoute.POST(post({ token: inviteToken(url) }), params({}))).status).toBe(401);
    const ok = await acceptRoute.POST(post({ token: inviteToken(url) }, knownToken), params({}));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ eventId: event.id, role: "judge" });
  });

  it("the public staff list names accepted leaders only and counts pending invitations", async () => {
    const org = await newUser();
    const event = await createEvent(org, base);
    const email = "jane.doe.headjudge@test.holonet.local";
    await addStaff(org, event.id, { email, role: "judge" });
    const shown = await listPublicStaff(event.id);
    expect(shown).toEqual({ staff: [{ role: "organizer", name: org.name }], pendingInvitations: 1 });
    expect(JSON.stringify(shown)).not.toContain("jane.doe");
  });

  it("a stranger who signs up with the invited address before the invitation gets no role", async () => {
    const email = uniqueEmail("early");
    const stranger = await signUp({ email, password: PASSWORD, name: "Mallory" });
    const org = await newUser();
    const event = await createEvent(org, base);
    await addStaff(org, event.id, { email, role: "judge" });
    expect(await eventsForUser(stranger)).toEqual([]);
    expect((await listEventStaff(org, event.id)).find((s) => s.role === "judge")).toMatchObject({ pending: true, name: null });
  });
});

describe("takeovers through mailed links", () => {
  const from = (url: string, headers: Record<string, string>, body: unknown, token?: string) =>
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  it("a sign-up with a forged X-Forwarded-Host mails a link to this site's host; opening it verifies nothing; the owner signs up and verifies anyway", async () => {
    const org = await newUser();
    const event = await createEvent(org, base);
    const victim = uniqueEmail("victim");
    await addStaff(org, event.id, { email: victim, role: "judge" }, { origin: ORIGIN });
    await inbox.next(victim);

    // `next start` hands route handlers http://localhost:PORT as the URL; the Host says where the request went.
    const forged = { host: "hall.example:8080", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https", forwarded: "host=evil.example" };
    const res = await signupRoute.POST(from("http://localhost:3000/api/v1/auth/signup", forged, { email: victim, password: PASSWORD, name: "Mallory" }), params({}));
    expect(res.status).toBe(201);
    const mallory = { ...((await res.json()) as { user: { id: string; email: string; name: string } }).user };
    const link = linkIn(await inbox.next(victim));
    expect(link).toMatch(/^http:\/\/hall\.example:8080\/verify\/hn_verify_/);

    // Opening the link (a mail scanner, or the owner) verifies nothing and says whose account it is for.
    expect(await describeVerification(secretOf(link))).toMatchObject({ email: victim, accountName: "Mallory", userId: mallory.id, expired: false, taken: false });
    const db = await getDb();
    expect((await db.user.findUniqueOrThrow({ where: { id: mallory.id } })).emailVerifiedAt).toBeNull();

    // The owner is not blocked by the pending address: they sign up and verify it themselves.
    const owner = await signUp({ email: victim, password: "the owner's own password", name: "Vic Owner" });
    const ownLink = linkIn((await sendVerification(owner, { origin: ORIGIN }), await inbox.next(victim)));
    // Only the account the link is for confirms it; the link holder signed in as another account cannot.
    await expect(confirmEmailVerification(owner, secretOf(link))).rejects.toMatchObject({ code: "forbidden" });
    await expect(confirmEmailVerification(null, secretOf(ownLink))).rejects.toMatchObject({ code: "unauthenticated" });
    expect((await confirmEmailVerification(owner, secretOf(ownLink))).roles).toEqual([{ eventId: event.id, role: "judge" }]);

    // The squatter's own link now verifies nothing: the address is someone else's.
    expect(await describeVerification(secretOf(link))).toMatchObject({ taken: true });
    // And the squatter can no longer have the owner mailed.
    expect(await sendVerification(mallory, { origin: ORIGIN })).toBe("address_taken");
    await expect(confirmEmailVerification(mallory, secretOf(link))).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("already verified by another account") });
    expect((await db.user.findUniqueOrThrow({ where: { id: mallory.id } })).emailVerifiedAt).toBeNull();
    expect(await eventsForUser(mallory)).toEqual([]);
    // And nobody signs up with a verified address again.
    await expect(signUp({ email: victim, password: "yet another long password", name: "Late" })).rejects.toMatchObject({ code: "invalid_input", issues: [{ path: ["email"] }] });
    // Each account logs in with its own password.
    expect((await logIn({ email: victim, password: "the owner's own password" })).id).toBe(owner.id);
    expect((await logIn({ email: victim, password: PASSWORD })).id).toBe(mallory.id);
  });

  it("the invitation link POST /events/{id}/staff answers is on the host the request came to, never a forwarded one unless a proxy is configured", async () => {
    const org = await newUser();
    const event = await createEvent(org, base);
    const token = await createApiToken(org.id);
    const add = (headers: Record<string, string>) =>
      staffRoute.POST(from(`http://localhost:3000/api/v1/events/${event.id}/staff`, headers, { email: uniqueEmail("inv"), role: "marshal" }, token), params({ eventId: event.id }));
    const urlOf = async (res: Response) => ((await res.json()) as { invitation: { url: string } }).invitation.url;
    expect(await urlOf(await add({ host: "hall.example:8080", "x-forwarded-host": "evil.example" }))).toMatch(/^http:\/\/hall\.example:8080\/invite\/hn_invite_/);
    try {
      process.env.HOLONET_TRUSTED_PROXIES = "1";
      expect(await urlOf(await add({ host: "127.0.0.1:3000", "x-forwarded-host": "evil.example, hall.example", "x-forwarded-proto": "https" }))).toMatch(/^https:\/\/hall\.example\/invite\//);
      process.env.HOLONET_PUBLIC_URL = "https://cup.example/";
      expect(await urlOf(await add({ host: "127.0.0.1:3000", "x-forwarded-host": "hall.example" }))).toMatch(/^https:\/\/cup\.example\/invite\//);
    } finally {
      delete process.env.HOLONET_TRUSTED_PROXIES;
      delete process.env.HOLONET_PUBLIC_URL;
    }
  });
});
