/**
 * One app process's part of lib/server/queues/queues.test.ts (two processes), run with tsx on its own
 * connection pool: joins the given players to a queue all at once, or runs the scheduler's tick.
 * Prints its outcome as one JSON line.
 */
import { joinQueue } from "@/lib/server/queues/queues";
import { tick } from "@/lib/server/queues/scheduler";
import type { User } from "@/lib/schemas/auth";

const job = JSON.parse(process.argv[2] ?? "{}") as { mode: "join"; queueId: string; users: User[] } | { mode: "tick"; now: string };
if (job.mode === "join") {
  const results = await Promise.all(job.users.map((u) => joinQueue(u, job.queueId)));
  console.log(JSON.stringify({ started: results.filter((r) => r.status === "started").length }));
} else {
  console.log(JSON.stringify(await tick(new Date(job.now))));
}
process.exit(0);
