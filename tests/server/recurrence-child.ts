/**
 * Child process of the recurrence tests (lib/server/queues/recurrence.test.ts, schedules.test.ts):
 * a rule that loops forever fails them by their timeout instead of hanging the test run.
 *   expand <rules JSON>: each rule's starts over two weeks (startsBetween), with the time taken;
 *   api <rules JSON>: each rule sent to POST /api/v1/schedules and to PATCH of a weekly schedule.
 * Prints one JSON line.
 */
export {};
import { startsBetween } from "@/lib/server/queues/recurrence";

const [mode, json] = process.argv.slice(2);
const rules = JSON.parse(json!) as string[];

if (mode === "expand") {
  const out = rules.map((rule) => {
    const t = performance.now();
    try {
      const starts = startsBetween("2026-12-01T19:00", rule, "Europe/Berlin", new Date("2026-12-01T00:00:00Z"), new Date("2026-12-15T00:00:00Z"));
      return { rule, starts: starts.length, ms: Math.round(performance.now() - t) };
    } catch (e) {
      return { rule, error: String(e), ms: Math.round(performance.now() - t) };
    }
  });
  console.log(JSON.stringify(out));
} else {
  const { newUser } = await import("../helpers");
  const { createApiToken } = await import("@/lib/server/accounts/accounts");
  const { handlerFor } = await import("../api/routes");
  const { getDb } = await import("@/lib/db");
  const org = await newUser("rule-child");
  const headers = { authorization: `Bearer ${await createApiToken(org.id)}`, "content-type": "application/json" };
  const post = await handlerFor("post", "/schedules");
  const patch = await handlerFor("patch", "/schedules/{scheduleId}");
  // The first start three days ahead (as the report had it), so the weekly schedule has occurrences.
  const firstStart = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 11) + "19:00";
  const body = (rule: string) => ({ name: "Rule check", template: { event: { name: "Rule Check", preset: "swg-swiss" } }, firstStart, rule, timeZone: "UTC" });
  const made = await post(new Request("http://child.local/api/v1/schedules", { method: "POST", headers, body: JSON.stringify(body("FREQ=WEEKLY")) }), { params: Promise.resolve(undefined) });
  const scheduleId = ((await made.json()) as { id: string }).id;
  const db = await getDb();
  const occurrences = () => db.occurrence.count({ where: { scheduleId } });
  const before = await occurrences();
  const out = [];
  for (const rule of rules) {
    const created = await post(new Request("http://child.local/api/v1/schedules", { method: "POST", headers, body: JSON.stringify(body(rule)) }), { params: Promise.resolve(undefined) });
    const changed = await patch(new Request(`http://child.local/api/v1/schedules/${scheduleId}`, { method: "PATCH", headers, body: JSON.stringify({ rule }) }), { params: Promise.resolve({ scheduleId }) });
    const stored = await db.schedule.findUniqueOrThrow({ where: { id: scheduleId }, select: { rule: true } });
    out.push({ rule, post: created.status, postBody: await created.json(), patch: changed.status, patchBody: await changed.json(), storedRule: stored.rule, occurrencesKept: (await occurrences()) === before });
    // Back to the weekly rule for the next case (a PATCH that was accepted changed it).
    await patch(new Request(`http://child.local/api/v1/schedules/${scheduleId}`, { method: "PATCH", headers, body: JSON.stringify({ rule: "FREQ=WEEKLY" }) }), { params: Promise.resolve({ scheduleId }) });
  }
  console.log(JSON.stringify(out));
}
process.exit(0);
