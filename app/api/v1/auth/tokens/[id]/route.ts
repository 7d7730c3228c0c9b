import { json, requireApiUser, route } from "@/lib/api/http";
import { revokeApiToken } from "@/lib/server/accounts/accounts";

export const DELETE = route<{ id: string }>(async (req, { id }) => json(await revokeApiToken(await requireApiUser(req), id)));
