import { requestOrigin, route } from "@/lib/api/http";
import { roundProofJsonSchema } from "@/lib/schemas/round-proof";

export const dynamic = "force-dynamic";

/** The round proof's JSON Schema; its `$id` is this address on this server. */
export const GET = route(async (req) =>
  Response.json(roundProofJsonSchema(`${requestOrigin(req)}/api/v1/schemas/round-proof.json`), {
    headers: { "content-type": "application/schema+json", "cache-control": "public, max-age=300" },
  }),
);
