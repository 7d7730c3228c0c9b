/**
 * One app process settling seasons at an instant (lib/server/seasons/settle-processes.test.ts runs
 * two at once against one PostgreSQL): prints what it settled as JSON.
 */
import { settleDueSeasons } from "@/lib/server/seasons/settle";

const settled = await settleDueSeasons(new Date(process.argv[2]!));
console.log(JSON.stringify(settled.map((s) => ({ seasonId: s.seasonId, period: s.period, awards: s.awards }))));
process.exit(0);
