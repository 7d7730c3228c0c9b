import { z } from "zod";
import { apiRegistry } from "./registry";

export const Health = z
  .object({
    status: z.enum(["ok", "starting"]).describe('"starting" (with 503) until the process has its database migrated and connected; then "ok".'),
    database: z.enum(["postgresql", "embedded"]),
    notifications: z.enum(["idle", "connecting", "listening", "retrying"]).describe("Whether this process hears of changes by notification (else it asks the database)."),
    eventLoop: z
      .object({ meanMs: z.number(), p99Ms: z.number(), maxMs: z.number(), sinceMs: z.number() })
      .describe("This process's event-loop delay since the last reset (`?reset=1` reads, then starts over)."),
    startup: z
      .object({ failures: z.number().int(), sinceMs: z.number() })
      .optional()
      .describe("While starting: failed attempts so far (each is retried) and how long the start has taken."),
  })
  .register(apiRegistry, { id: "Health" });
export type Health = z.infer<typeof Health>;
