import { json, optionalApiUser, route } from "@/lib/api/http";
import { getPlayerProfile } from "@/lib/server/accounts/profiles";

export const dynamic = "force-dynamic";

/** Public unless hidden (then its owner's alone); a merged profile redirects to its survivor. */
export const GET = route<{ profileId: string }>(async (req, { profileId }) => {
  const read = await getPlayerProfile(await optionalApiUser(req), profileId);
  if (read.kind === "merged") {
    return new Response(null, { status: 308, headers: { location: new URL(`/api/v1/players/${read.into}`, req.url).toString(), "cache-control": "no-store" } });
  }
  return json(read.profile);
});
