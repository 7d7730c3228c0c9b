import { json, requireApiUser, route } from "@/lib/api/http";
import { deletedEvents } from "@/lib/server/transfer/event-delete";

export const dynamic = "force-dynamic";

/** The events the caller deleted, newest first. */
export const GET = route(async (req) => json(await deletedEvents(await requireApiUser(req))));
