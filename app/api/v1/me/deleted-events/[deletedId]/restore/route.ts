import { json, requireApiUser, route } from "@/lib/api/http";
import { restoreEvent } from "@/lib/server/transfer/event-delete";

export const dynamic = "force-dynamic";

/** Brings a deleted event back (its deleter only). */
export const POST = route<{ deletedId: string }>(async (req, { deletedId }) => json(await restoreEvent(await requireApiUser(req), deletedId), 201));
