/** Helpers for running events through the services in integration tests. */
import { getDb } from "@/lib/db";
import type { User } from "@/lib/schemas/auth";
import type { Match, Round } from "@/lib/schemas/round";
import { createEvent } from "@/lib/server/events/events";
import { registerPlayers } from "@/lib/server/entrants/players";
import { recordResult } from "@/lib/server/results/results";
import { getRound } from "@/lib/server/rounds/rounds";
import { newUser } from "../helpers";

export async function eventWith(
  players: number,
  opts: { structure?: "basic" | "advanced" | "custom"; swissRounds?: number; cutSize?: 0 | 4 | 8 | 16; seed?: string } = {},
) {
  const org = await newUser();
  const structure = opts.structure ?? "custom";
  const event = await createEvent(org, {
    name: "Test Event",
    structure,
    tier: "relaxed",
    randomSeed: opts.seed ?? `seed-${Math.random()}`,
    ...(structure === "custom" ? { swissRounds: opts.swissRounds ?? 3, cutSize: opts.cutSize ?? 0 } : {}),
  });
  const list = await registerPlayers(org, event.id, { players: Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}` })) });
  return { org, event, players: list, eventId: event.id };
}

/** Adds a staff member straight in the database (the staff service is tested elsewhere). */
export async function addStaffUser(eventId: string, role: "judge" | "marshal"): Promise<User> {
  const user = await newUser(role);
  const db = await getDb();
  await db.eventStaff.create({ data: { eventId, email: user.email, userId: user.id, role } });
  return user;
}

/** A deterministic Swiss result per match: the better seat wins game 1, game 2 varies. */
export function swissResultFor(m: Match, i: number) {
  const variants = [["A", "A"], ["A", "B"], ["B", "A"], ["A", "draw"], ["B", "B"]] as const;
  const [g1, g2] = variants[i % variants.length]!;
  return { games: [{ result: g1 }, { result: g2 }] };
}

/** Enters a result for every match of the round that has none (elimination: seat A wins unless told otherwise). */
export async function finishRound(user: User, eventId: string, number: number, winner: (m: Match) => "A" | "B" = () => "A"): Promise<Round> {
  const round = await getRound(eventId, number);
  let i = number;
  for (const m of round.matches) {
    if (m.result || !m.playerB) continue;
    if (round.stage === "swiss") await recordResult(user, eventId, m.id, swissResultFor(m, i++));
    else await recordResult(user, eventId, m.id, { darkSide: m.darkSide ?? "A", result: winner(m) });
  }
  return getRound(eventId, number);
}

export async function auditCount(eventId: string) {
  return (await getDb()).auditEntry.count({ where: { eventId } });
}

export async function roundCount(eventId: string) {
  return (await getDb()).round.count({ where: { eventId } });
}
