import { requestOrigin, route } from "@/lib/api/http";
import { eventExportJsonSchema } from "@/lib/schemas/event-export";

export const dynamic = "force-dynamic";

/** The export document's JSON Schema; its `$id` is this address on this server. */
export const GET = route(async (req) =>
  Response.json(eventExportJsonSchema(`${requestOrigin(req)}/api/v1/schemas/event-export.json`), {
    headers: { "content-type": "application/schema+json", "cache-control": "public, max-age=300" },
  }),
);
