import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { createEvent } from "@/lib/server/events/events";
import { listPlayers, registerPlayers } from "@/lib/server/entrants/players";
import { managedPlayers, removePlayer, updatePlayer } from "@/lib/server/entrants/player-edit";
import { addAcceptedStaff, newUser, uniqueEmail } from "../../../tests/helpers";

async function setup() {
  const org = await newUser();
  const event = await createEvent(org, { name: "Store Championship", structure: "basic", tier: "relaxed" });
  const players = await registerPlayers(org, event.id, { players: [{ name: "Kyle Katarn" }, { name: "Jan Ors", email: "jan@example.org" }, { name: "Mara Jade" }] });
  return { org, event, ids: players.map((p) => p.id) as [string, string, string] };
}

async function state(eventId: string) {
  const db = await getDb();
  const [players, audit] = await Promise.all([
    db.player.findMany({ where: { eventId }, select: { id: true, name: true, email: true }, orderBy: { seq: "asc" } }),
    db.auditEntry.count({ where: { eventId } }),
  ]);
  return { players, audit };
}

describe("player edits before round 1", () => {
  it("renames, changes and clears an email, each logged with old and new", async () => {
    const { org, event, ids } = await setup();
    expect(await updatePlayer(org, event.id, ids[0], { name: "  Kyle   Katarn-Ors " })).toMatchObject({ name: "Kyle Katarn-Ors" });
    await updatePlayer(org, event.id, ids[1], { email: "JAN.ORS@example.org" });
    await updatePlayer(org, event.id, ids[1], { email: null });
    // Same name, other case: allowed for the player itself.
    await updatePlayer(org, event.id, ids[2], { name: "mara jade" });
    expect((await managedPlayers(org, event.id)).map((p) => [p.name, p.email])).toEqual([
      ["Kyle Katarn-Ors", null],
      ["Jan Ors", null],
      ["mara jade", null],
    ]);
    const db = await getDb();
    const log = await db.auditEntry.findMany({ where: { eventId: event.id, action: "player.update" }, orderBy: { createdAt: "asc" } });
    expect(log.map((e) => e.data)).toEqual([
      { playerId: ids[0], old: { name: "Kyle Katarn", email: null }, new: { name: "Kyle Katarn-Ors", email: null } },
      { playerId: ids[1], old: { name: "Jan Ors", email: "jan@example.org" }, new: { name: "Jan Ors", email: "jan.ors@example.org" } },
      { playerId: ids[1], old: { name: "Jan Ors", email: "jan.ors@example.org" }, new: { name: "Jan Ors", email: null } },
      { playerId: ids[2], old: { name: "Mara Jade", email: null }, new: { name: "mara jade", email: null } },
    ]);
  });

  it("removes a player", async () => {
    const { org, event, ids } = await setup();
    expect(await removePlayer(org, event.id, ids[1])).toMatchObject({ id: ids[1], name: "Jan Ors" });
    expect((await listPlayers(event.id)).map((p) => p.name)).toEqual(["Kyle Katarn", "Mara Jade"]);
    const db = await getDb();
    expect(await db.auditEntry.count({ where: { eventId: event.id, action: "player.remove" } })).toBe(1);
  });

  it("refusals change nothing: duplicate name, bad input, wrong user, unknown player", async () => {
    const { org, event, ids } = await setup();
    const judge = await newUser("judge");
    await addAcceptedStaff(org, event.id, judge, "judge");
    const before = await state(event.id);
    await expect(updatePlayer(org, event.id, ids[0], { name: "JAN ORS" })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["name"], message: expect.stringContaining("already registered") })] });
    await expect(updatePlayer(org, event.id, ids[0], { email: "nope" })).rejects.toMatchObject({ code: "invalid_input", issues: [expect.objectContaining({ path: ["email"] })] });
    await expect(updatePlayer(org, event.id, ids[0], {})).rejects.toMatchObject({ code: "invalid_input" });
    await expect(updatePlayer(org, event.id, ids[0], { name: "X", status: "dropped" })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(updatePlayer(judge, event.id, ids[0], { name: "X" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(removePlayer(judge, event.id, ids[0])).rejects.toMatchObject({ code: "forbidden" });
    await expect(removePlayer(null, event.id, ids[0])).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(removePlayer(org, event.id, "no-such-player")).rejects.toMatchObject({ code: "not_found" });
    const other = await setup();
    await expect(removePlayer(org, event.id, other.ids[0])).rejects.toMatchObject({ code: "not_found" });
    expect(await state(event.id)).toEqual(before);
  });

  it("after round 1 is paired, edit and remove are refused with 409", async () => {
    const { org, event, ids } = await setup();
    const db = await getDb();
    await db.event.update({ where: { id: event.id }, data: { status: "swiss" } });
    const before = await state(event.id);
    await expect(updatePlayer(org, event.id, ids[0], { name: "Kyle K." })).rejects.toMatchObject({ code: "conflict", message: expect.stringContaining("Round 1 has been paired") });
    await expect(updatePlayer(org, event.id, ids[0], { email: uniqueEmail() })).rejects.toMatchObject({ code: "conflict" });
    await expect(removePlayer(org, event.id, ids[0])).rejects.toMatchObject({ code: "conflict" });
    expect(await state(event.id)).toEqual(before);
  });
});
