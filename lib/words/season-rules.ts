/** A season's rules in words, and the worked example the organizer's form shows. */
import { basePoints, multiplierOf } from "@/lib/tournament/seasons/standings";
import type { SeasonRules } from "@/lib/tournament/seasons/types";
import { ordinal } from "./ordinal";

const pts = (n: number) => `${n} point${n === 1 ? "" : "s"}`;

/** One sentence per rule that is set; rules at 0 or off are left out. */
export function seasonRuleLines(rules: SeasonRules): string[] {
  const lines: string[] = [];
  if (rules.participation) lines.push(`${pts(rules.participation)} for taking part in an event.`);
  const m = rules.perMatch;
  const per = [m.win && `${pts(m.win)} per match won`, m.draw && `${pts(m.draw)} per draw`, m.loss && `${pts(m.loss)} per match lost`, m.bye && `${pts(m.bye)} per bye`].filter(Boolean);
  if (per.length) lines.push(`${per.join(", ")}.`);
  if (rules.placePoints.length) {
    const places = rules.placePoints.map((p, i) => `${ordinal(i + 1)} ${p}`);
    lines.push(`By final place: ${places.join(", ")}; lower places earn none.`);
  }
  const tiers = Object.entries(rules.tierMultipliers);
  if (tiers.length) lines.push(`Points are multiplied by the event's tier: ${tiers.map(([t, x]) => `${t} ${x}×`).join(", ")}.`);
  if (rules.minEntrants > 0) lines.push(`An event counts only with at least ${rules.minEntrants} entrants.`);
  if (rules.weekdaysOnly) lines.push("Only events starting Monday to Friday count.");
  for (const [g, n] of Object.entries(rules.bestNPerGroup)) lines.push(`Of the events in group “${g}”, a player's best ${n} count.`);
  if (rules.bestN !== null) lines.push(`Only a player's best ${rules.bestN} event${rules.bestN === 1 ? "" : "s"} count.`);
  lines.push("Ties: more events played, then the better best place, then the name.");
  if (rules.leaderAward) lines.push(`At the end, the leader wins ${rules.leaderAward} (players sharing first place all win it).`);
  for (const l of [...rules.levels].sort((a, b) => b.points - a.points)) lines.push(`${l.kind[0]!.toUpperCase()}${l.kind.slice(1)} for reaching ${pts(l.points)}.`);
  if (rules.finalInvites !== null) lines.push(`The top ${rules.finalInvites} are invited to the final.`);
  return lines;
}

export interface WorkedExample {
  wins: number;
  losses: number;
  place: number;
  entrants: number;
  tier?: string | null;
}

/** "A player who goes 3–1 and finishes 2nd of 16 earns 1 + 3 × 2 … = 7 points." */
export function workedExample(rules: SeasonRules, x: WorkedExample = { wins: 3, losses: 1, place: 2, entrants: 16 }): string {
  const base = basePoints(rules, { place: x.place, wins: x.wins, draws: 0, losses: x.losses, byes: 0 });
  const parts: string[] = [];
  if (rules.participation) parts.push(`${rules.participation} for taking part`);
  if (rules.perMatch.win) parts.push(`${x.wins} × ${rules.perMatch.win} for the wins`);
  if (rules.perMatch.loss) parts.push(`${x.losses} × ${rules.perMatch.loss} for the losses`);
  const place = rules.placePoints[x.place - 1] ?? 0;
  if (place) parts.push(`${place} for ${ordinal(x.place)} place`);
  const mult = multiplierOf(rules, x.tier);
  const who = `A player who goes ${x.wins}–${x.losses} and finishes ${ordinal(x.place)} of ${x.entrants}${x.tier ? ` at a ${x.tier} event` : ""}`;
  if (x.entrants < rules.minEntrants) return `${who} earns nothing: the event is below the minimum of ${rules.minEntrants} entrants.`;
  const sum = parts.length ? parts.join(" + ") : "0";
  return mult === 1 ? `${who} earns ${sum} = ${pts(base)}.` : `${who} earns (${sum}) × ${mult} = ${pts(base * mult)}.`;
}
