/**
 * What a phone downloads for the pairings and standings of a 1,000-player event.
 *
 *   npx tsx scripts/page-weight.ts http://127.0.0.1:3000 [players]
 *
 * against a running production server (`next build` + `next start`): builds the event through
 * the API (e2e/big-event.ts: round 1 played, three drops, round 2 half played), then prints the
 * bytes on the wire of each document and of the JSON reads the pages fetch, uncompressed, gzip
 * and brotli, as a visitor without a session gets them (from the response cache).
 */
import { buildBigEvent, download } from "../e2e/big-event";

const base = (process.argv[2] ?? "http://127.0.0.1:3000").replace(/\/$/, "");
const players = Number(process.argv[3] ?? 1000);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const started = Date.now();
const event = await buildBigEvent(base, { players });
console.log(`built a ${players}-player event in ${((Date.now() - started) / 1000).toFixed(1)} s: ${base}/events/${event.id}`);

const rows: Record<string, string>[] = [];
const targets: [string, string, string][] = [
  ["pairings page", `/events/${event.id}/pairings`, "text/html"],
  ["standings page", `/events/${event.id}/standings`, "text/html"],
  ["round JSON", `/api/v1/events/${event.id}/rounds/2`, "application/json"],
  ["standings JSON", `/api/v1/events/${event.id}/standings`, "application/json"],
  ["players JSON", `/api/v1/events/${event.id}/players`, "application/json"],
  ["event JSON", `/api/v1/events/${event.id}`, "application/json"],
];
for (const [what, path, accept] of targets) {
  await download(base + path, "identity", accept); // the first request renders into the cache
  const [identity, gzip, br] = [await download(base + path, "identity", accept), await download(base + path, "gzip", accept), await download(base + path, "br", accept)];
  rows.push({ what, status: String(identity.status), identity: kb(identity.bytes), gzip: kb(gzip.bytes), brotli: kb(br.bytes), cache: gzip.cache ?? "-" });
}
console.table(rows);
