import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { createEvent } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { assertDeckListsComplete, getDeckLists, missingDeckLists, setDeckLists } from "@/lib/server/decks/decklists";
import { eventHistory } from "@/lib/server/events/history";
import type { ServiceError } from "@/lib/server/kernel/errors";
import { addAcceptedStaff, newUser } from "../../../tests/helpers";

const sets = (prefix: string, n = 10) => Array.from({ length: n }, (_, i) => `${prefix} objective ${i + 1}`);
const lists = (tag = "") => ({
  light: { affiliation: "Smugglers and Spies", objectiveSets: ["The Hunt for Han Solo (#86)", ...sets(`LS${tag}`, 9)] },
  dark: { affiliation: "Scum and Villainy", objectiveSets: sets(`DS${tag}`) },
});

async function setup(tier: "relaxed" | "formal" | "premier" = "formal") {
  const org = await newUser();
  const judge = await newUser("judge");
  const marshal = await newUser("marshal");
  const event = await createEvent(org, { name: "Regional", structure: "basic", tier });
  await addAcceptedStaff(org, event.id, judge, "judge");
  await addAcceptedStaff(org, event.id, marshal, "marshal");
  const players = await registerPlayers(org, event.id, { players: [{ name: "Kyle Katarn" }, { name: "Jan Ors" }, { name: "Mara Jade" }] });
  return { org, judge, marshal, event, players: players.map((p) => p.id) as [string, string, string] };
}

async function state(eventId: string) {
  const db = await getDb();
  const [players, audit] = await Promise.all([
    db.player.findMany({ where: { eventId }, select: { id: true, deckLists: true }, orderBy: { seq: "asc" } }),
    db.auditEntry.count({ where: { eventId } }),
  ]);
  return { players, audit };
}

const refusal = (p: Promise<unknown>) => p.then(() => { throw new Error("expected a refusal"); }, (e: unknown) => e as ServiceError);

describe("deck lists", () => {
  it("the organizer enters both decks; the lists read back cleaned", async () => {
    const { org, judge, event, players } = await setup();
    const saved = await setDeckLists(org, event.id, players[0], {
      light: { affiliation: "  Jedi ", objectiveSets: ["  The   Hunt for Han Solo ", ...sets("LS", 9)] },
      dark: lists().dark,
    });
    expect(saved).toMatchObject({ playerId: players[0], name: "Kyle Katarn", locked: false });
    expect(saved.deckLists?.light.affiliation).toBe("Jedi");
    expect(saved.deckLists?.light.objectiveSets[0]).toBe("The Hunt for Han Solo");
    expect(await getDeckLists(judge, event.id, players[0])).toEqual(saved);
    expect((await getDeckLists(judge, event.id, players[1])).deckLists).toBeNull();
  });

  it("refuses bad lists with field paths and changes nothing", async () => {
    const { org, event, players } = await setup();
    const before = await state(event.id);
    const short = await refusal(setDeckLists(org, event.id, players[0], { ...lists(), dark: { affiliation: "Sith", objectiveSets: sets("DS", 9) } }));
    expect(short).toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["dark", "objectiveSets"], message: "The dark side deck needs at least 10 objective sets." })] });
    const blank = await refusal(setDeckLists(org, event.id, players[0], { ...lists(), light: { affiliation: " ", objectiveSets: [...sets("LS", 9), "  "] } }));
    expect(blank.issues.map((i) => i.path)).toEqual([["light", "affiliation"], ["light", "objectiveSets", 9]]);
    await expect(setDeckLists(org, event.id, players[0], { light: lists().light })).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ["dark"] })] });
    await expect(setDeckLists(org, event.id, "no-such-player", lists())).rejects.toMatchObject({ code: "not_found" });
    expect(await state(event.id)).toEqual(before);
  });

  it("before round 1 only the organizer enters them", async () => {
    const { judge, marshal, event, players } = await setup();
    const before = await state(event.id);
    await expect(setDeckLists(judge, event.id, players[0], lists())).rejects.toMatchObject({ code: "forbidden" });
    await expect(setDeckLists(marshal, event.id, players[0], lists())).rejects.toMatchObject({ code: "forbidden" });
    await expect(setDeckLists(null, event.id, players[0], lists())).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(setDeckLists(await newUser("player"), event.id, players[0], lists())).rejects.toMatchObject({ code: "forbidden" });
    await expect(getDeckLists(await newUser("player"), event.id, players[0])).rejects.toMatchObject({ code: "forbidden" });
    expect(await state(event.id)).toEqual(before);
  });

  it("Formal and Premier: missingDeckLists names who still needs them; Relaxed needs none", async () => {
    for (const tier of ["formal", "premier"] as const) {
      const { org, event, players } = await setup(tier);
      const db = await getDb();
      expect(await missingDeckLists(db, event.id)).toEqual(["Kyle Katarn", "Jan Ors", "Mara Jade"]);
      await setDeckLists(org, event.id, players[1], lists());
      expect(await missingDeckLists(db, event.id)).toEqual(["Kyle Katarn", "Mara Jade"]);
      await expect(assertDeckListsComplete(db, event.id)).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("Kyle Katarn, Mara Jade") });
      // Dropped players are not paired, so they need none.
      await db.player.update({ where: { id: players[0] }, data: { status: "dropped" } });
      await setDeckLists(org, event.id, players[2], lists());
      expect(await missingDeckLists(db, event.id)).toEqual([]);
      await expect(assertDeckListsComplete(db, event.id)).resolves.toBeUndefined();
    }
    const relaxed = await setup("relaxed");
    expect(await missingDeckLists(await getDb(), relaxed.event.id)).toEqual([]);
  });

  it("after round 1 they are locked: the organizer or a judge corrects them, logged with old and new", async () => {
    const { org, judge, marshal, event, players } = await setup();
    await setDeckLists(org, event.id, players[0], lists("a"));
    const db = await getDb();
    await db.event.update({ where: { id: event.id }, data: { status: "swiss" } }); // round 1 paired

    const before = await state(event.id);
    await expect(setDeckLists(marshal, event.id, players[0], lists("b"))).rejects.toMatchObject({ code: "forbidden", message: expect.stringContaining("locked") });
    await expect(setDeckLists(judge, event.id, players[0], { ...lists("b"), dark: { affiliation: "Sith", objectiveSets: [] } })).rejects.toMatchObject({ code: "invalid_input" });
    expect(await state(event.id)).toEqual(before);

    const corrected = await setDeckLists(judge, event.id, players[0], lists("b"));
    expect(corrected.locked).toBe(true);
    await setDeckLists(org, event.id, players[0], lists("c"));
    const entries = await db.auditEntry.findMany({ where: { eventId: event.id, action: "decklists.correct" }, orderBy: { createdAt: "asc" } });
    expect(entries.map((e) => [e.userId, (e.data as { old: unknown }).old, (e.data as { new: unknown }).new])).toEqual([
      [judge.id, lists("a"), lists("b")],
      [org.id, lists("b"), lists("c")],
    ]);
    // The history shows them, newest first, with who did it.
    const history = await eventHistory(marshal, event.id);
    expect(history.slice(0, 2).map((h) => [h.action, h.who])).toEqual([
      ["decklists.correct", org.name],
      ["decklists.correct", judge.name],
    ]);
    expect(history.at(-1)?.action).toBe("event.create");
    await expect(eventHistory(await newUser("player"), event.id)).rejects.toMatchObject({ code: "forbidden" });
    await expect(eventHistory(null, event.id)).rejects.toMatchObject({ code: "unauthenticated" });
  });
});
