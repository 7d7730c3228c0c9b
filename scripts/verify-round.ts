/**
 * Verify a round: `npx tsx scripts/verify-round.ts proof.json` (the document of
 * `GET /api/v1/events/{id}/rounds/{n}/proof`). Runs the engine on what the round was paired from
 * (a Swiss round, or an elimination round from its bracket) and prints "Verified — this is the pairing the rules give", or the first difference.
 * Exit status: 0 verified (or changed by the organizer, said as such), 1 a difference, 2 an unreadable document.
 */
import { readFileSync } from "node:fs";
import { RoundProof } from "../lib/schemas/round-proof";
import { verifyProof } from "../lib/tournament/verify";
import { verdictWords } from "../lib/words/pairing-reasons";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npx tsx scripts/verify-round.ts proof.json");
  process.exit(2);
}
let parsed;
try {
  parsed = RoundProof.safeParse(JSON.parse(readFileSync(file, "utf8")));
} catch (e) {
  console.error(`Cannot read ${file}: ${(e as Error).message}`);
  process.exit(2);
}
if (!parsed.success) {
  console.error(`${file} is not a round proof: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  process.exit(2);
}
const verdict = verifyProof(parsed.data);
console.log(verdictWords(verdict));
process.exit(verdict.outcome === "verified" || verdict.outcome === "changed-by-organizer" ? 0 : 1);
