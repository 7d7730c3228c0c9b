/**
 * A whole event over HTTP against `next start`: an Advanced event of 21 players (the
 * regulations' Advanced table: 21–32 players → 4 Swiss rounds and a top 8 cut), from signup
 * to champion, with the refusals that must change nothing.
 */
import { expect, test, type APIRequestContext } from "@playwright/test";
import { uniqueEmail } from "./helpers";

type Seat = "A" | "B";
interface MatchPlayer { id: string; name: string; points?: number; seed?: number }
interface Match { id: string; table: number | null; playerA: MatchPlayer; playerB: MatchPlayer | null; bracketMatch: number | null; darkSide: Seat | null; result: unknown; version: number }
interface Round { number: number; stage: "swiss" | "elimination"; stageRound: number; timer: { state: string; remainingSeconds: number }; matches: Match[] }

async function signUp(request: APIRequestContext, name: string) {
  const email = uniqueEmail(name.toLowerCase());
  const res = await request.post("/api/v1/auth/signup", { data: { email, password: "a long e2e password", name } });
  expect(res.status()).toBe(201);
  const { token } = (await res.json()) as { token: string };
  return { email, headers: { authorization: `Bearer ${token}` } };
}

test("an Advanced event of 21 players from signup to champion over the v1 API", async ({ request }) => {
  test.setTimeout(240_000);
  const org = await signUp(request, "Organizer");
  const judge = await signUp(request, "Judge");
  const rival = await signUp(request, "Rival");

  const created = await request.post("/api/v1/events", { headers: org.headers, data: { name: "Bespin Regional", structure: "advanced", tier: "formal" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const E = `/api/v1/events/${id}`;
  const getJson = async <T>(path: string): Promise<T> => {
    const res = await request.get(`${E}${path}`);
    expect(res.status(), path).toBe(200);
    return (await res.json()) as T;
  };

  const names = Array.from({ length: 21 }, (_, i) => `Pilot ${String(i + 1).padStart(2, "0")}`);
  expect((await request.post(`${E}/players`, { headers: org.headers, data: { players: names.map((name) => ({ name })) } })).status()).toBe(201);

  await test.step("staff: a judge; anonymous and foreign writes are refused", async () => {
    const invited = await request.post(`${E}/staff`, { headers: org.headers, data: { email: judge.email, role: "judge" } });
    expect(invited.status()).toBe(201);
    // The role is the judge's once they accept the one-time invitation link.
    const { invitation } = (await invited.json()) as { invitation: { url: string } };
    const token = invitation.url.slice(invitation.url.lastIndexOf("/") + 1);
    expect((await request.post("/api/v1/invitations/accept", { headers: judge.headers, data: { token } })).status()).toBe(200);
    expect((await request.post(`${E}/rounds`)).status()).toBe(401);
    expect((await request.post(`${E}/rounds`, { headers: judge.headers })).status()).toBe(403);
    expect((await request.post(`${E}/rounds`, { headers: rival.headers })).status()).toBe(403);
    expect((await request.post(`${E}/cut`, { headers: judge.headers })).status()).toBe(403);
    const event = await getJson<{ status: string; currentRound: number }>("");
    expect(event).toMatchObject({ status: "registration", currentRound: 0 });
  });

  await test.step("Formal: round 1 waits for every deck list", async () => {
    const refused = await request.post(`${E}/rounds`, { headers: org.headers });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain("Pilot 01");
    const deck = (affiliation: string) => ({ affiliation, objectiveSets: Array.from({ length: 10 }, (_, i) => `Objective set ${i + 1}`) });
    const registered = (await getJson<{ players: { id: string }[] }>("/players")).players;
    const bad = await request.put(`${E}/players/${registered[0]!.id}/decklists`, { headers: org.headers, data: { light: deck("Jedi"), dark: { affiliation: "Sith", objectiveSets: ["Only one"] } } });
    expect(bad.status()).toBe(400);
    for (const p of registered) {
      const res = await request.put(`${E}/players/${p.id}/decklists`, { headers: org.headers, data: { light: deck("Rebel Alliance"), dark: deck("Imperial Navy") } });
      expect(res.status()).toBe(200);
    }
  });

  let players: { id: string; name: string }[] = [];
  await test.step("round 1 fixes the structure from the players registered", async () => {
    const res = await request.post(`${E}/rounds`, { headers: org.headers });
    expect(res.status()).toBe(201);
    const round = (await res.json()) as Round;
    expect(round).toMatchObject({ number: 1, stage: "swiss", timer: { state: "idle" } });
    expect(round.matches).toHaveLength(11);
    expect(await getJson("")).toMatchObject({ status: "swiss", swissRounds: 4, cutSize: 8, currentRound: 1 });
    players = (await getJson<{ players: { id: string; name: string }[] }>("/players")).players;
  });

  await test.step("results: refused writes change nothing; pairing with a result missing is 409", async () => {
    const round = await getJson<Round>("/rounds/1");
    const [first, second] = round.matches;
    const put = (m: Match, who: { headers: Record<string, string> } | null, data: unknown) =>
      request.put(`${E}/matches/${m.id}/result`, { ...(who ? { headers: who.headers } : {}), data });
    expect((await put(first!, null, { games: [{ result: "A" }, { result: "A" }] })).status()).toBe(401);
    expect((await put(first!, rival, { games: [{ result: "A" }, { result: "A" }] })).status()).toBe(403);
    const bad = await put(first!, judge, { games: [{ result: "A" }, { result: "win" }] });
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("invalid_input");
    expect((await put(first!, judge, { darkSide: "C", result: "A" })).status()).toBe(400);
    // Saves are answered before Next.js (lib/api/fast-result.ts): the same body checks and headers.
    const url = `${E}/matches/${first!.id}/result`;
    const notJson = await request.put(url, { headers: { ...judge.headers, "content-type": "text/plain" }, data: '{"games":[]}' });
    expect(notJson.status()).toBe(415);
    const broken = await request.put(url, { headers: { ...judge.headers, "content-type": "application/json" }, data: Buffer.from('{"games":') });
    expect(broken.status()).toBe(400);
    expect(((await broken.json()) as { error: { message: string } }).error.message).toBe("The request body is not valid JSON.");
    const huge = await request.put(url, { headers: { ...judge.headers, "content-type": "application/json" }, data: `{"pad":"${"x".repeat(1_100_000)}"}` });
    expect(huge.status()).toBe(413);
    expect(bad.headers()).toMatchObject({ "x-content-type-options": "nosniff", "cache-control": "no-store", "content-type": expect.stringContaining("application/json") });
    expect(bad.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect((await getJson<Round>("/rounds/1")).matches[0]).toMatchObject({ result: null, version: 0 });

    // The judge enters every result but table 2.
    for (const m of round.matches) {
      if (!m.playerB || m === second) continue;
      const res = await put(m, judge, { games: [{ result: "A" }, { result: m.table! % 3 === 0 ? "draw" : "B" }], expectedVersion: m.version });
      expect(res.status()).toBe(200);
    }
    // A stale version is refused.
    const stale = await put(first!, judge, { intentionalSplit: true, expectedVersion: 0 });
    expect(stale.status()).toBe(409);
    const missing = await request.post(`${E}/rounds`, { headers: org.headers });
    expect(missing.status()).toBe(409);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe("Results missing at table 2.");
    expect((await getJson<{ currentRound: number }>("")).currentRound).toBe(1);
    expect((await put(second!, judge, { games: [{ result: "B" }, { result: "B" }] })).status()).toBe(200);
  });

  await test.step("the timer: leaders run it, anonymous cannot", async () => {
    expect((await request.post(`${E}/rounds/1/timer`, { data: { action: "start" } })).status()).toBe(401);
    const started = await request.post(`${E}/rounds/1/timer`, { headers: judge.headers, data: { action: "start" } });
    expect(started.status()).toBe(200);
    expect(((await started.json()) as Round).timer.state).toBe("running");
    expect((await request.post(`${E}/rounds/1/timer`, { headers: judge.headers, data: { action: "fast-forward" } })).status()).toBe(400);
    expect((await request.post(`${E}/rounds/1/timer`, { headers: judge.headers, data: { action: "pause" } })).status()).toBe(200);
  });

  await test.step("Swiss rounds 2–4, with a drop", async () => {
    const dropped = await request.post(`${E}/players/${players[20]!.id}/drop`, { headers: org.headers });
    expect(dropped.status()).toBe(200);
    expect(await dropped.json()).toMatchObject({ status: "dropped" });
    for (let n = 2; n <= 4; n++) {
      const res = await request.post(`${E}/rounds`, { headers: org.headers });
      expect(res.status()).toBe(201);
      const round = (await res.json()) as Round;
      expect(round).toMatchObject({ number: n, stage: "swiss", stageRound: n });
      expect(round.matches).toHaveLength(10); // 20 active players, no bye
      for (const m of round.matches) {
        const res = await request.put(`${E}/matches/${m.id}/result`, {
          headers: judge.headers,
          data: { games: [{ result: (m.table! + n) % 2 ? "A" : "B" }, { result: m.table! % 4 === 0 ? "draw" : "A" }] },
        });
        expect(res.status()).toBe(200);
      }
    }
    const after = await request.post(`${E}/rounds`, { headers: org.headers });
    expect(after.status()).toBe(409); // Swiss is over; the cut has not been made
  });

  let seeds: { seed: number; playerId: string; name: string }[] = [];
  await test.step("the cut: top 8 of the standings", async () => {
    const standings = await getJson<{ stage: string; rows: { playerId: string; rank: number; status: string; sos: number }[] }>("/standings");
    expect(standings.stage).toBe("swiss");
    expect(standings.rows).toHaveLength(21);
    const res = await request.post(`${E}/cut`, { headers: org.headers });
    expect(res.status()).toBe(201);
    seeds = ((await res.json()) as { seeds: typeof seeds }).seeds;
    expect(seeds.map((s) => s.seed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(seeds.map((s) => s.playerId)).toEqual(standings.rows.filter((r) => r.status === "active").slice(0, 8).map((r) => r.playerId));
    expect((await request.post(`${E}/cut`, { headers: org.headers })).status()).toBe(409);
    const bracket = await getJson<{ size: number; matches: { bracketMatch: number; playerA: MatchPlayer | null }[] }>("/bracket");
    expect(bracket.size).toBe(8);
    expect(bracket.matches).toHaveLength(15);
    expect(bracket.matches[0]!.playerA?.id).toBe(seeds[0]!.playerId);
  });

  await test.step("double elimination to the champion", async () => {
    for (let guard = 0; guard < 10; guard++) {
      const res = await request.post(`${E}/rounds`, { headers: org.headers });
      if (res.status() === 409) break;
      expect(res.status()).toBe(201);
      const round = (await res.json()) as Round;
      expect(round.stage).toBe("elimination");
      for (const m of round.matches) {
        let darkSide = m.darkSide;
        if (round.stageRound === 1) {
          expect(darkSide).toBeNull();
          expect((await request.put(`${E}/matches/${m.id}/side`, { headers: judge.headers, data: { darkSide: "X" } })).status()).toBe(400);
          const side = await request.put(`${E}/matches/${m.id}/side`, { headers: judge.headers, data: { darkSide: "A" } });
          expect(side.status()).toBe(200);
          darkSide = "A";
        }
        expect(darkSide).not.toBeNull();
        // M1 reaches time: LS 87 beats DS 84.5, and DS is seat A, so B wins.
        const data =
          m.bracketMatch === 1
            ? { darkSide, timeout: { lsVictoryPileObjectives: 2, damageOnDsObjectives: 7, deathStarDial: 10, damageOnLsObjectives: 4, balanceOfTheForce: "ds" } }
            : { darkSide, result: m.bracketMatch === 14 ? "B" : "A" };
        const saved = await request.put(`${E}/matches/${m.id}/result`, { headers: judge.headers, data });
        expect(saved.status()).toBe(200);
        if (m.bracketMatch === 1) expect(((await saved.json()) as Match).result).toMatchObject({ result: "B", scores: { ls: 87, ds: 84.5 } });
      }
    }
    const event = await getJson<{ status: string }>("");
    expect(event.status).toBe("complete");
    const bracket = await getJson<{ matches: { bracketMatch: number; status: string; playerA: MatchPlayer | null }[]; placements: { place: number; playerId: string; name: string }[] }>("/bracket");
    expect(bracket.matches.every((m) => m.status === "played")).toBe(true); // M14 went to the lower-bracket finalist: M15 played
    expect(bracket.placements.map((p) => p.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const m15 = bracket.matches.find((m) => m.bracketMatch === 15)!;
    expect(bracket.placements[0]!.playerId).toBe(m15.playerA!.id);
    const final = await request.post(`${E}/rounds`, { headers: org.headers });
    expect(final.status()).toBe(409);
  });

  await test.step("the OpenAPI document lists the tournament operations", async () => {
    const doc = (await (await request.get("/api/v1/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
    for (const path of ["/events/{eventId}/rounds", "/events/{eventId}/rounds/{number}", "/events/{eventId}/rounds/{number}/timer", "/events/{eventId}/matches/{matchId}/result", "/events/{eventId}/matches/{matchId}/side", "/events/{eventId}/standings", "/events/{eventId}/cut", "/events/{eventId}/bracket", "/events/{eventId}/players/{playerId}/drop"]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
