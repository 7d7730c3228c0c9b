/** Rules that cross services: deck lists gate round 1; leaders who play, per tier. */
import { describe, expect, it } from "vitest";
import { createEvent } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { pairNextRound } from "@/lib/server/rounds/rounds";
import { setDeckLists } from "@/lib/server/decks/decklists";
import { auditCount, roundCount } from "../../../tests/server/event-helpers";
import { addAcceptedStaff, newUser } from "../../../tests/helpers";

const deck = (affiliation: string) => ({ affiliation, objectiveSets: Array.from({ length: 10 }, (_, i) => `Objective set ${i + 1}`) });

describe("deck lists gate round 1 of a Formal event", () => {
  it("refuses to pair while a list is missing, naming the player, then pairs once all are in", async () => {
    const org = await newUser();
    const event = await createEvent(org, { name: "Formal", structure: "custom", tier: "formal", swissRounds: 2, cutSize: 0 });
    const players = await registerPlayers(org, event.id, { players: ["Ahsoka", "Rex", "Cody", "Echo"].map((name) => ({ name })) });
    for (const p of players.slice(0, 3)) await setDeckLists(org, event.id, p.id, { light: deck("Jedi"), dark: deck("Sith") });
    const before = await auditCount(event.id);

    const refused = await pairNextRound(org, event.id).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "conflict" });
    expect((refused as Error).message).toContain("Echo");
    expect(await roundCount(event.id)).toBe(0);
    expect(await auditCount(event.id)).toBe(before);

    await setDeckLists(org, event.id, players[3]!.id, { light: deck("Smugglers and Spies"), dark: deck("Scum and Villainy") });
    await expect(pairNextRound(org, event.id)).resolves.toMatchObject({ number: 1 });
  });
});

describe("a leader who plays", () => {
  it("Premier: a judge cannot be registered as a player", async () => {
    const org = await newUser();
    const judge = await newUser("judge");
    const event = await createEvent(org, { name: "Premier", structure: "basic", tier: "premier" });
    await addAcceptedStaff(org, event.id, judge, "judge");
    const refused = await registerPlayers(org, event.id, { players: [{ name: "Obi" }, { name: "The Judge", email: judge.email }] }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "conflict" });
    expect(await roundCount(event.id)).toBe(0);
  });

  it("Relaxed: a judge may play only while a second leader is assigned", async () => {
    const org = await newUser();
    const judge = await newUser("judge");
    const event = await createEvent(org, { name: "Relaxed", structure: "basic", tier: "relaxed" });
    await addAcceptedStaff(org, event.id, judge, "judge");
    // The organizer is the second leader, so the judge may play.
    await expect(registerPlayers(org, event.id, { name: "The Judge", email: judge.email })).resolves.toHaveLength(1);
  });
});
