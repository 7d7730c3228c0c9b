import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { createEvent, getEvent } from "@/lib/server/events/events";
import { listPlayers, registerPlayers } from "@/lib/server/entrants/players";
import { ServiceError } from "@/lib/server/kernel/errors";
import { parsePlayerList } from "@/lib/schemas/player-list";
import { newUser } from "../../../tests/helpers";

const base = { name: "Store Championship", structure: "basic", tier: "relaxed" } as const;

async function auditCount(eventId: string) {
  return (await getDb()).auditEntry.count({ where: { eventId } });
}

describe("events and registration", () => {
  it("creates an event with the caller as organizer, a generated seed and an audit entry", async () => {
    const org = await newUser();
    const event = await createEvent(org, { ...base, venue: "Echo Base Games", startsAt: "2026-12-05T10:00:00+01:00" });
    expect(event).toMatchObject({ name: base.name, status: "registration", swissRounds: null, cutSize: null, currentRound: 0, startsAt: "2026-12-05T09:00:00.000Z" });
    expect(event.randomSeed).toMatch(/^[0-9a-f]{32}$/);
    const db = await getDb();
    expect(await db.eventStaff.findMany({ where: { eventId: event.id }, select: { role: true, userId: true } })).toEqual([{ role: "organizer", userId: org.id }]);
    expect(await auditCount(event.id)).toBe(1);
    expect(await getEvent(event.id)).toEqual(event);
  });

  it("custom needs rounds and cut; basic refuses them", async () => {
    const org = await newUser();
    await expect(createEvent(org, { ...base, structure: "custom" })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(createEvent(org, { ...base, swissRounds: 3 })).rejects.toMatchObject({ code: "invalid_input" });
    const custom = await createEvent(org, { ...base, structure: "custom", swissRounds: 5, cutSize: 8, randomSeed: "fixed-seed" });
    expect(custom).toMatchObject({ swissRounds: 5, cutSize: 8, randomSeed: "fixed-seed" });
    await expect(createEvent(org, { ...base, structure: "custom", swissRounds: 5, cutSize: 6 })).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ["cutSize"] })],
    });
  });

  it("registers one player, then a pasted list, in order", async () => {
    const org = await newUser();
    const event = await createEvent(org, base);
    await registerPlayers(org, event.id, { name: "Kyle Katarn" });
    const { players, lines, errors } = parsePlayerList("name,email\nJan Ors, jan@example.org\n\n\"Organa, Leia\"\nMara Jade\n");
    expect(errors).toEqual([]);
    // Each player's pasted line, so a later refusal (name taken) can name it.
    expect(lines).toEqual([2, 4, 5]);
    const added = await registerPlayers(org, event.id, { players });
    expect(added.map((p) => p.name)).toEqual(["Jan Ors", "Organa, Leia", "Mara Jade"]);
    expect((await listPlayers(event.id)).map((p) => [p.name, p.status])).toEqual([
      ["Kyle Katarn", "active"],
      ["Jan Ors", "active"],
      ["Organa, Leia", "active"],
      ["Mara Jade", "active"],
    ]);
    expect((await getEvent(event.id)).playerCount).toBe(4);
  });

  it("a refused registration changes nothing: duplicates, bad input, wrong user", async () => {
    const org = await newUser();
    const event = await createEvent(org, base);
    await registerPlayers(org, event.id, { name: "Kyle Katarn" });
    const before = await auditCount(event.id);

    const dup = (await registerPlayers(org, event.id, { players: [{ name: "Jan Ors" }, { name: "kyle  katarn" }] }).catch((e: unknown) => e)) as ServiceError;
    expect(dup.code).toBe("invalid_input");
    expect(dup.issues[0]?.path).toEqual(["players", 1, "name"]);
    await expect(registerPlayers(org, event.id, { players: [] })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(registerPlayers(org, event.id, { name: "   " })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(registerPlayers(null, event.id, { name: "Anon" })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(registerPlayers(await newUser("stranger"), event.id, { name: "Stranger" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(registerPlayers(org, "no-such-event", { name: "X" })).rejects.toMatchObject({ code: "not_found" });

    expect((await listPlayers(event.id)).map((p) => p.name)).toEqual(["Kyle Katarn"]);
    expect(await auditCount(event.id)).toBe(before);
  });

  it("parallel registrations both land, with distinct order numbers", async () => {
    const org = await newUser();
    const event = await createEvent(org, base);
    const names = Array.from({ length: 8 }, (_, i) => `Player ${i + 1}`);
    await Promise.all(names.map((name) => registerPlayers(org, event.id, { name })));
    const players = await listPlayers(event.id);
    expect(players.map((p) => p.name).sort()).toEqual([...names].sort());
  });
});

describe("player list parsing", () => {
  it("reports bad lines by number and keeps good ones", () => {
    const { players, errors } = parsePlayerList("Ahsoka\nBad, not-an-email\n,\nRex, rex@example.org, extra");
    expect(players).toEqual([{ name: "Ahsoka" }]);
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4]);
  });
});
