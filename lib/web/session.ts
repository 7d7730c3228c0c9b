/**
 * The browser side of accounts: the httpOnly, SameSite=Lax session cookie. Pages and server
 * actions call `currentUser()`; services never see cookies.
 */
import { cookies, headers } from "next/headers";
import { cache } from "react";
import { createSession, endSession, SESSION_DAYS, userForSession } from "@/lib/server/accounts/accounts";
import type { User } from "@/lib/schemas/auth";
import { requestIsHttps } from "../http/security-headers";

import { SESSION_COOKIE } from "../http/session-cookie";

export { SESSION_COOKIE };

/**
 * `Secure` whenever the browser came over HTTPS (directly or through a proxy that says so in
 * X-Forwarded-Proto / Forwarded); HOLONET_SECURE_COOKIES=1 forces it. Plain-HTTP `npm start`
 * on a hall's LAN keeps working.
 */
const secure = async () => process.env.HOLONET_SECURE_COOKIES === "1" || requestIsHttps("", await headers());

export const currentUser = cache(async (): Promise<User | null> => {
  const store = await cookies();
  return userForSession(store.get(SESSION_COOKIE)?.value);
});

export async function startSession(userId: string): Promise<void> {
  const { token } = await createSession(userId);
  const store = await cookies();
  store.set(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: await secure(),
    path: "/",
    maxAge: SESSION_DAYS * 24 * 3600,
  });
}

export async function stopSession(): Promise<void> {
  const store = await cookies();
  await endSession(store.get(SESSION_COOKIE)?.value);
  store.delete(SESSION_COOKIE);
}
