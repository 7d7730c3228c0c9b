/** The round read's `standingNotes`: where each player without a match in that round stands. */
import { describe, expect, it } from "vitest";
import { makeCut } from "@/lib/server/rounds/cut";
import { getRound, pairNextRound } from "@/lib/server/rounds/rounds";
import { getStandings } from "@/lib/server/standings/standings";
import { eventWith, finishRound } from "../../../tests/server/event-helpers";

describe("standing notes on a round", () => {
  it("name the Swiss rank of everyone the cut left out, and only them", async () => {
    const { org, eventId } = await eventWith(8, { swissRounds: 2, cutSize: 4 });
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 1);
    expect((await getRound(eventId, 1)).standingNotes).toBeUndefined();
    await pairNextRound(org, eventId);
    await finishRound(org, eventId, 2);
    await makeCut(org, eventId);
    const top4 = await pairNextRound(org, eventId);

    const round = await getRound(eventId, top4.number);
    const paired = new Set(round.matches.flatMap((m) => [m.playerA.id, m.playerB?.id]));
    const swiss = (await getStandings(eventId)).rows;
    const out = swiss.filter((r) => !paired.has(r.playerId));
    expect(out).toHaveLength(4);
    expect(round.standingNotes).toEqual(Object.fromEntries(out.map((r) => [r.playerId, expect.stringMatching(new RegExp(`^${r.rank}th after Swiss: the top 4 play on\\.$`))])));
    // Everyone played the Swiss rounds: no notes there.
    expect((await getRound(eventId, 2)).standingNotes).toBeUndefined();
  });
});
