import { json, readJson, requestOrigin, route } from "@/lib/api/http";
import { createApiToken, signUp } from "@/lib/server/accounts/accounts";
import { sendVerification } from "@/lib/server/accounts/email-verification";

export const POST = route(async (req) => {
  const user = await signUp(await readJson(req));
  // The account is kept whatever happens to the mail; `verification` says what did.
  const verification = await sendVerification(user, { origin: requestOrigin(req) });
  return json({ token: await createApiToken(user.id), user, verification }, 201);
});
