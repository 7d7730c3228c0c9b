/**
 * One app process's part of lib/server/queues/queues.test.ts (two processes), run with tsx on its own
 * connection pool: joins the given players to a queue all at once, or runs the scheduler's tick;
 * for lib/server/queues/queue-edits.test.ts, joins counting refusals (`join-settled`) or, once the
 * queue has started an event, edits its cap through a list and then closes it (`edit`).
 * Prints its outcome as one JSON line.
 */
import { joinQueue, updateQueue } from "@/lib/server/queues/queues";
import { drainTicks } from "./drain-ticks";
import type { User } from "@/lib/schemas/auth";
import { getDb } from "@/lib/db";

const job = JSON.parse(process.argv[2] ?? "{}") as
  | { mode: "join"; queueId: string; users: User[] }
  | { mode: "join-settled"; queueId: string; users: User[] }
  | { mode: "edit"; queueId: string; organizer: User; caps: number[] }
  | { mode: "tick"; now: string };
if (job.mode === "join-settled") {
  const results = await Promise.allSettled(job.users.map((u) => joinQueue(u, job.queueId)));
  console.log(JSON.stringify({ refused: results.flatMap((r, i) => (r.status === "rejected" ? [job.users[i]!.id] : [])) }));
} else if (job.mode === "edit") {
  // Once the other process's joins have started an event, so the edits land among them.
  const db = await getDb();
  while ((await db.queue.findUniqueOrThrow({ where: { id: job.queueId } })).fired < 1) await new Promise((r) => setTimeout(r, 5));
  for (const cap of job.caps) await updateQueue(job.organizer, job.queueId, { cap });
  await updateQueue(job.organizer, job.queueId, { open: false });
  console.log(JSON.stringify({ closed: true }));
} else if (job.mode === "join") {
  const results = await Promise.all(job.users.map((u) => joinQueue(u, job.queueId)));
  console.log(JSON.stringify({ started: results.filter((r) => r.status === "started").length }));
} else {
  console.log(JSON.stringify(await drainTicks(new Date(job.now))));
}
process.exit(0);
