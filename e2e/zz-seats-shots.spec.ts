import { randomUUID } from "node:crypto";
import { test } from "@playwright/test";
import { uniqueEmail } from "./helpers";

test("screenshots", async ({ browser, request }) => {
  test.setTimeout(300_000);
  const store = `Echo Base Games ${randomUUID().slice(0, 4)}, Berlin`;
  const email = uniqueEmail("shots");
  const res = await request.post("/api/v1/auth/signup", { data: { email, password: "a long shots password", name: "Shot Organizer" } });
  const token = ((await res.json()) as { token: string }).token;
  const headers = { authorization: `Bearer ${token}` };
  const template = { event: { name: "Galaxies Night", preset: "swg-swiss", presetOptions: { style: "bo3" }, swissRounds: 3, venue: store, timeZone: "Europe/Berlin" }, registration: { selfReport: true, checkInMinutes: null, reportDeadlineMinutes: 10 }, autoPairRound1: true };
  const q = (await (await request.post("/api/v1/queues", { headers, data: { name: "Galaxies Bo3", cap: 8, template } })).json()) as { id: string };
  const start = new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 16);
  const s = (await (await request.post("/api/v1/schedules", { headers, data: { name: "Tuesday Swiss", template, firstStart: start, rule: "FREQ=WEEKLY", timeZone: "Europe/Berlin" } })).json()) as { id: string };
  const slug = store.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  for (const [w, h] of [[390, 844], [1366, 900]] as const) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, timezoneId: "Europe/Berlin" });
    const page = await ctx.newPage();
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a long shots password");
    await page.getByRole("button", { name: /Log in|Sign in/ }).click();
    await page.waitForURL((u) => !u.pathname.startsWith("/login"));
    for (const [name, path] of [["home", "/"], ["venue", `/venues/${slug}`], ["queue", `/queues/${q.id}`], ["schedule", `/schedules/${s.id}`], ["newqueue", "/organize/queues/new"], ["editschedule", `/organize/schedules/${s.id}`], ["organize", "/organize"], ["calendar", "/calendar"], ["qposter", `/queues/${q.id}/poster`], ["search", `/?q=${encodeURIComponent("echo base")}`]] as const) {
      await page.goto(path);
      await page.screenshot({ path: `/tmp/seats-shots/${name}-${w}.png`, fullPage: true });
    }
    await ctx.close();
  }
});
