import { randomUUID } from "node:crypto";
import { signUp } from "@/lib/server/accounts";
import type { User } from "@/lib/schemas/auth";

/** Tests share a database with other runs: every account they make is new. */
export const uniqueEmail = (who = "user") => `${who}-${randomUUID().slice(0, 12)}@test.holonet.local`;

export async function newUser(who = "organizer"): Promise<User> {
  return signUp({ email: uniqueEmail(who), password: "a long test password", name: `Test ${who}` });
}
