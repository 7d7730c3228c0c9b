import { json, route } from "@/lib/api/http";
import { health } from "@/lib/server/platform/health";
import { RETRY_AFTER_SECONDS } from "@/lib/server/platform/readiness";

export const dynamic = "force-dynamic";

/** For load balancers and the load bench: up (503 while starting), which database, notices, event-loop delay. */
export const GET = route(async (req) => {
  const report = health({ reset: new URL(req.url).searchParams.get("reset") === "1" });
  if (report.status === "ok") return json(report);
  const res = json(report, 503);
  res.headers.set("retry-after", String(RETRY_AFTER_SECONDS));
  return res;
});
