/**
 * An import passes the rules the live endpoints apply (lib/server/transfer/event-import.ts): documents as
 * uploads (at most 20, Markdown up to 200,000 characters, a real PDF of at most 2 MB), match
 * results as result saves, and counters that later writes count on (versions, registration
 * numbers) with room left — each refusal a 400 naming the field, with nothing written.
 */
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import { MAX_DOCUMENTS_PER_EVENT, MAX_MARKDOWN_CHARS, MAX_PDF_BYTES } from "@/lib/schemas/event-document";
import { IMPORTED_COUNTER_MAX, type EventExport } from "@/lib/schemas/event-export";
import { makeCut } from "@/lib/server/rounds/cut";
import { exportEvent } from "@/lib/server/transfer/event-export";
import { importEvent } from "@/lib/server/transfer/event-import";
import { createEvent } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { recordResult } from "@/lib/server/results/results";
import { getRound, pairNextRound } from "@/lib/server/rounds/rounds";
import { newUser } from "../../../tests/helpers";
import { finishRound } from "../../../tests/server/event-helpers";
import { freshId, withNewIds } from "../../../tests/server/export-helpers";

const NEAR_INT4 = 2 ** 31 - 2;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

async function swissEvent(rounds: { paired: number; finished: number }, cutSize = 0): Promise<{ org: User; eventId: string }> {
  const org = await newUser("import-rules");
  const event = await createEvent(org, { name: "Import Rules Cup", structure: "custom", tier: "relaxed", swissRounds: 2, cutSize, randomSeed: `rules-${Math.random()}` });
  await registerPlayers(org, event.id, { players: Array.from({ length: 5 }, (_, i) => ({ name: `Player ${i + 1}` })) });
  for (let n = 1; n <= rounds.paired; n++) {
    await pairNextRound(org, event.id);
    if (n <= rounds.finished) await finishRound(org, event.id, n);
  }
  return { org, eventId: event.id };
}

async function copyOf(org: User, eventId: string): Promise<EventExport> {
  return withNewIds(await exportEvent(org, eventId));
}

const imported = async (doc: EventExport) => (await getDb()).event.count({ where: { id: doc.event.id } });

async function refusedAt(org: User, doc: EventExport, path: (string | number)[], message?: RegExp) {
  const err = await importEvent(org, doc).then(
    () => null,
    (e: unknown) => e as { code: string; issues: { path: (string | number)[]; message: string }[] },
  );
  expect(err?.code).toBe("invalid_input");
  expect(err?.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path, ...(message ? { message: expect.stringMatching(message) } : {}) })]));
  expect(await imported(doc)).toBe(0);
}

describe("import: documents pass the upload's rules", () => {
  it("refuses more than 20 documents, an oversized Markdown text, a 'PDF' that is not one and a PDF over 2 MB", async () => {
    const { org, eventId } = await swissEvent({ paired: 0, finished: 0 });
    const base = await copyOf(org, eventId);
    const doc = (d: Partial<NonNullable<EventExport["documents"]>[number]>) => ({ id: freshId(), title: "Sheet", kind: "markdown" as const, text: "# Rulings", base64: null, createdAt: new Date().toISOString(), ...d });

    await refusedAt(org, { ...base, documents: Array.from({ length: MAX_DOCUMENTS_PER_EVENT + 1 }, () => doc({})) }, ["documents"], /at most 20 documents/);
    await refusedAt(org, { ...base, documents: [doc({ text: "x".repeat(MAX_MARKDOWN_CHARS + 1) })] }, ["documents", 0, "text"], /at most 200000 characters/);
    await refusedAt(org, { ...base, documents: [doc({ kind: "pdf", text: null, base64: b64(new TextEncoder().encode("<html><script>alert(1)</script>")) })] }, ["documents", 0, "base64"], /not a PDF/);
    const big = new Uint8Array(MAX_PDF_BYTES + 1);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    await refusedAt(org, { ...base, documents: [doc({ kind: "pdf", text: null, base64: b64(big) })] }, ["documents", 0, "base64"], /at most 2\.0 MB/);
    await refusedAt(org, { ...base, documents: [doc({ kind: "pdf", text: null, base64: null })] }, ["documents", 0, "base64"]);

    // Within the limits it imports, the PDF byte for byte.
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n");
    const ok = { ...base, documents: [doc({}), doc({ kind: "pdf", text: null, base64: b64(pdf) })] };
    await importEvent(org, ok);
    const stored = await (await getDb()).eventDocument.findMany({ where: { eventId: ok.event.id }, orderBy: { kind: "asc" } });
    expect(stored.map((d) => d.kind)).toEqual(["markdown", "pdf"]);
    expect(new Uint8Array(stored[1]!.data!)).toEqual(pdf);
  }, 60_000);
});

describe("import: match results pass a result save's checks", () => {
  it("refuses junk results in a complete event, a result on a bye and games the format refuses, naming the match", async () => {
    const { org, eventId } = await swissEvent({ paired: 2, finished: 2 });
    const base = await copyOf(org, eventId);
    expect(base.event.status).toBe("complete");
    const played = base.matches.findIndex((m) => m.playerBId !== null);
    const bye = base.matches.findIndex((m) => m.playerBId === null);
    const withResult = (i: number, result: unknown) => {
      const doc = structuredClone(base);
      doc.matches[i]!.result = result;
      return doc;
    };
    await refusedAt(org, withResult(played, { junk: true }), ["matches", played, "result", "games"]);
    await refusedAt(org, withResult(played, { games: [{ result: "X" }] }), ["matches", played, "result", "games", 0, "result"]);
    // FFG plays exactly two games.
    await refusedAt(org, withResult(played, { games: [{ result: "A" }] }), ["matches", played, "result", "games"]);
    await refusedAt(org, withResult(bye, { games: [{ result: "A" }, { result: "A" }] }), ["matches", bye, "result"], /bye/);
    // The document as exported imports.
    await importEvent(org, base);
    expect(await imported(base)).toBe(1);
  }, 60_000);

  it("refuses an elimination result that is not one, or whose winner is not the stored one", async () => {
    const { org, eventId } = await swissEvent({ paired: 2, finished: 2 }, 4);
    await makeCut(org, eventId);
    const final = await pairNextRound(org, eventId);
    await recordResult(org, eventId, final.matches[0]!.id, { darkSide: "A", result: "B" });
    const base = await copyOf(org, eventId);
    const at = base.matches.findIndex((m) => m.bracketMatch !== null && m.result !== null);
    const junk = structuredClone(base);
    junk.matches[at]!.result = { kind: "game", result: "C" };
    await refusedAt(org, junk, ["matches", at, "result"], /Not an elimination result/);
    const timeout = structuredClone(base);
    // A timed-out board where light side holds everything: dark side (seat A) cannot be the winner.
    timeout.matches[at]!.result = { kind: "game", result: "A", timeout: { lsVictoryPileObjectives: 2, damageOnDsObjectives: 39, deathStarDial: 0, damageOnLsObjectives: 0, balanceOfTheForce: "ls" } };
    timeout.matches[at]!.darkSide = "A";
    await refusedAt(org, timeout, ["matches", at, "result", "result"], /not A/);
    await importEvent(org, base);
    expect(await imported(base)).toBe(1);
  }, 90_000);
});

describe("import: counters keep room for later writes", () => {
  it("refuses a version or registration number near 2^31 (every later write would fail) with 400 naming it", async () => {
    const { org, eventId } = await swissEvent({ paired: 1, finished: 0 });
    const base = await copyOf(org, eventId);
    const set = (change: (d: EventExport) => void) => {
      const doc = structuredClone(base);
      change(doc);
      return doc;
    };
    await refusedAt(org, set((d) => (d.event.version = NEAR_INT4)), ["event", "version"]);
    await refusedAt(org, set((d) => (d.matches[0]!.version = NEAR_INT4)), ["matches", 0, "version"]);
    await refusedAt(org, set((d) => (d.players[0]!.seq = NEAR_INT4)), ["players", 0, "seq"]);
    await refusedAt(org, set((d) => (d.rounds[0]!.pairingAttempt = NEAR_INT4)), ["rounds", 0, "pairingAttempt"]);
  }, 60_000);

  it("at the highest accepted counters, results are still recorded and players still registered", async () => {
    const paired = await swissEvent({ paired: 1, finished: 0 });
    const doc = await copyOf(paired.org, paired.eventId);
    doc.event.version = IMPORTED_COUNTER_MAX;
    for (const m of doc.matches) m.version = IMPORTED_COUNTER_MAX;
    await importEvent(paired.org, doc);
    const round = await getRound(doc.event.id, 1);
    const match = round.matches.find((m) => m.playerB)!;
    expect(await recordResult(paired.org, doc.event.id, match.id, { games: [{ result: "A" }, { result: "B" }] })).toMatchObject({ version: IMPORTED_COUNTER_MAX + 1 });
    await recordResult(paired.org, doc.event.id, match.id, { games: [{ result: "A" }, { result: "A" }] });

    const open = await swissEvent({ paired: 0, finished: 0 });
    const reg = await copyOf(open.org, open.eventId);
    reg.players.forEach((p, i) => (p.seq = IMPORTED_COUNTER_MAX - reg.players.length + 1 + i));
    await importEvent(open.org, reg);
    const [added] = await registerPlayers(open.org, reg.event.id, { players: [{ name: "Late Comer" }] });
    expect(added).toBeTruthy();
  }, 60_000);
});
