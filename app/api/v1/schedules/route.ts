import { json, readJson, requireApiUser, route } from "@/lib/api/http";
import { createSchedule } from "@/lib/server/queues/schedules";

export const dynamic = "force-dynamic";

/** Signed in: schedule an event once or on a recurrence; the caller organizes each occurrence's event. */
export const POST = route(async (req) => {
  const user = await requireApiUser(req);
  return json(await createSchedule(user, await readJson(req)), 201);
});
