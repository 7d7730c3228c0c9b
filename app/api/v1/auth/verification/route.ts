import { json, requestOrigin, requireApiUser, route } from "@/lib/api/http";
import { sendVerification } from "@/lib/server/accounts/email-verification";

export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  return json({ status: await sendVerification(user, { origin: requestOrigin(req) }) });
});
