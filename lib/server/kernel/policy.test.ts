/**
 * The declared policy (lib/server/kernel/policy.ts): its shape holds together, it says what the
 * documentation says of who runs an event, and services decide through it rather than by lists
 * of roles of their own.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allows, POLICY, refusalFor, rolesFor, ruleOf, type Operation } from "./policy";

const operations = Object.keys(POLICY) as Operation[];
const ROLES = ["organizer", "judge", "marshal"] as const;
const holders = (op: Operation) => ROLES.filter((r) => allows(op, r));

describe("the policy table", () => {
  it("lets the organizer do everything, unless only the players themselves may", () => {
    for (const op of operations) {
      const rule = ruleOf(op);
      if (rule.roles.length === 0) expect(rule.entrant, `${op}: nobody may`).toBe(true);
      else expect(allows(op, "organizer"), op).toBe(true);
    }
  });

  it("ranks the roles: what a marshal may, a judge may; what a judge may, the organizer may", () => {
    for (const op of operations) {
      if (allows(op, "marshal")) expect(allows(op, "judge"), op).toBe(true);
      if (allows(op, "judge")) expect(allows(op, "organizer"), op).toBe(true);
    }
  });

  it("words the refusal of an entrant's operation, and screens only with a wider set of roles", () => {
    for (const op of operations) {
      const rule = ruleOf(op);
      expect(rule.refusal !== undefined, `${op}: refusal words go with an entrant`).toBe(rule.entrant === true);
      if (rule.screen) for (const r of rule.roles) expect(rule.screen, op).toContain(r);
    }
  });

  it("allows nobody without a role, and no made-up role", () => {
    for (const op of operations) {
      expect(allows(op, null), op).toBe(false);
      expect(allows(op, undefined), op).toBe(false);
      expect(allows(op, "players"), op).toBe(false);
    }
  });
});

describe("who runs an event: the organizer; the staff run the hall; the organizer or a judge corrects", () => {
  it("leaves the event's shape, its staff, entrants, rounds and money settings to the organizer", () => {
    const organizerOnly = operations.filter((op) => holders(op).join() === "organizer");
    expect(organizerOnly.sort()).toEqual(
      [
        "cut.make",
        "decklist.edit",
        "documents.delete",
        "documents.upload",
        "entrant.add",
        "entrant.claimCodes",
        "entrant.edit",
        "entrant.remove",
        "entrant.status",
        "entrant.table",
        "event.delete",
        "event.edit",
        "event.export",
        "fees.set",
        // The hall server (issue 40): taking the event to a hall, its pushes, handing back, taking back.
        "hall.abandon",
        "hall.publish",
        "hall.push",
        "hall.release",
        "hall.take",
        "prizes.award",
        "prizes.set",
        "registration.noShows",
        "registration.settings",
        "result.correctComplete",
        "round.delete",
        "round.pair",
        "round.publish",
        "round.repair",
        "round.reseat",
        "round.swap",
        "season.attachEvent",
        "season.tagEvent",
        "staff.add",
        "staff.reinvite",
        "staff.remove",
        "team.create",
        "team.invitation",
        "team.substitute",
      ].sort(),
    );
  });

  it("lets the organizer or a judge correct what is otherwise locked", () => {
    const correctors = operations.filter((op) => holders(op).join() === "organizer,judge");
    expect(correctors.sort()).toEqual(["deck.correct", "decklist.edit.afterRound1", "result.overrideClock"]);
  });

  it("lets every member of the staff run the hall: results, clocks, calls, check-in, decks, payments", () => {
    for (const op of ["result.record", "match.side", "match.clock", "round.timer", "judgeCall.claim", "judgeCall.resolve", "entrant.checkIn", "deck.pool", "build.run", "payment.record", "prizes.give"] as const) {
      expect(rolesFor(op), op).toEqual(["organizer", "judge", "marshal"]);
    }
  });

  it("lets a player act for their own entry where the docs say so", () => {
    const entrant = operations.filter((op) => ruleOf(op).entrant).sort();
    expect(entrant).toEqual(["deck.edit", "deck.read", "entrant.dropSelf", "judgeCall.raise", "result.selfReport", "team.deck", "team.invitation"]);
    expect(rolesFor("result.selfReport")).toEqual([]);
    expect(rolesFor("entrant.dropSelf")).toEqual([]);
  });

  it("refuses with the words the API has always used", () => {
    expect(refusalFor("round.pair").message).toBe("Only the event's organizer can do this.");
    expect(refusalFor("result.record").message).toBe("Only the event's organizer, judges and marshals can do this.");
    expect(refusalFor("result.selfReport").message).toBe("Only the match's two players can report its result.");
    expect(refusalFor("judgeCall.raise").message).toBe("Only the event's players and staff can call a judge.");
    expect(refusalFor("deck.edit").code).toBe("forbidden");
  });
});

describe("services decide through the policy", () => {
  it("no service outside the kernel takes the lock or reads a role check from access.ts directly, nor lists roles", async () => {
    const root = path.join(import.meta.dirname, "..");
    const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.startsWith("kernel"));
    expect(files.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(root, file), "utf8");
      if (/\b(lockEvent|lockEventForPlayer|requireEventRole)\b/.test(text)) offenders.push(`${file}: takes the lock without the policy`);
      if (/\[\s*"(organizer|judge|marshal)"\s*,/.test(text)) offenders.push(`${file}: a list of roles`);
    }
    expect(offenders).toEqual([]);
  });
});
