import { json, requireApiUser, route } from "@/lib/api/http";
import { exportSeason } from "@/lib/server/seasons/season-export";

export const dynamic = "force-dynamic";

/** The season as one document (its organizers). */
export const GET = route<{ seasonId: string }>(async (req, { seasonId }) => json(await exportSeason(await requireApiUser(req), seasonId)));
