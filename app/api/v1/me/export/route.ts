import { json, requireApiUser, route } from "@/lib/api/http";
import { exportMyData } from "@/lib/server/accounts/my-export";

export const dynamic = "force-dynamic";

/** The caller's own data (account without secrets, profile, entries, ratings, guilds, season awards). */
export const GET = route(async (req) => json(await exportMyData(await requireApiUser(req))));
