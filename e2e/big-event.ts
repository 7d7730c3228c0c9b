/**
 * A 1,000-player event built through the public API, and the bytes a phone downloads for a page.
 * Used by e2e/big-event.spec.ts and `npx tsx scripts/page-weight.ts <base URL>`.
 */
import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { randomUUID } from "node:crypto";

const FIRST = [
  "Kyle", "Jan", "Mara", "Corran", "Tycho", "Wedge", "Mirax", "Gavin", "Kir", "Talon", "Luke", "Leia", "Han", "Lando", "Padmé", "Ahsoka", "Ezra", "Sabine", "Hera",
  "Kanan", "Cassian", "Jyn", "Bodhi", "Saw", "Qi'ra", "Enfys", "Poe", "Rey", "Finn", "Rose", "Din", "Bo-Katan", "Cara", "Greef", "Fennec", "Boba", "Obi-Wan", "Quinlan", "Aayla", "Plo",
];
const LAST = [
  "Katarn", "Ors", "Jade", "Horn", "Celchu", "Antilles", "Terrik", "Darklighter", "Kanos", "Karrde", "Skywalker", "Organa", "Solo", "Calrissian", "Amidala", "Tano", "Bridger",
  "Wren", "Syndulla", "Jarrus", "Andor", "Erso", "Rook", "Gerrera", "Nest", "Dameron", "Tico", "Djarin", "Kryze", "Dune", "Karga", "Shand", "Fett", "Kenobi", "Vos", "Secura", "Koon",
  "Tarkin", "Veers", "Piett", "Needa", "Ozzel", "Thrawn", "Pryce", "Kallus", "Krennic",
];

/** `count` distinct, realistic names (compression of "Player 1", "Player 2"… would flatter). */
export function bigEventNames(count: number): string[] {
  // i ↦ (i mod F, 7i + ⌊i/F⌋ mod L) is one-to-one below F × L (7F + 1 and L are coprime).
  const F = FIRST.length;
  const L = LAST.length;
  return Array.from({ length: count }, (_, i) => {
    const round = Math.floor(i / (F * L));
    return `${FIRST[i % F]} ${LAST[(7 * i + Math.floor(i / F)) % L]}${round > 0 ? ` ${round + 1}` : ""}`;
  });
}

/** The API's own round and match, as lib/schemas/round.ts defines them. */
import type { Match as ApiMatch, Round as ApiRound } from "../lib/schemas/round";
export type { ApiMatch, ApiRound };

export interface BigEvent {
  id: string;
  token: string;
  names: string[];
  /** The round paired last (round 2, half of its results saved). */
  round: ApiRound;
}

/** A small client for the API: JSON in and out, bearer token, fails loudly. */
export function api(base: string, token?: string) {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}/api/v1${path}`, {
      method,
      headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (res.status === 204 ? undefined : await res.json()) as T;
  };
}

/** Runs `work` over `items`, `parallel` at a time. */
async function each<T>(items: T[], parallel: number, work: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const i = next++;
        await work(items[i]!, i);
      }
    }),
  );
}

const GAMES = [["A", "A"], ["A", "B"], ["B", "A"], ["A", "draw"], ["B", "B"]] as const;
export const swissResult = (i: number) => ({ games: GAMES[i % GAMES.length]!.map((result) => ({ result })) });

/**
 * Signs up an organizer, creates a custom event (5 Swiss rounds, top 8), registers `players`,
 * pairs round 1 and saves every result, drops three players, pairs round 2 and saves half of
 * its results: pairings with points, results and a bye-free round, standings with drops.
 */
export async function buildBigEvent(base: string, { players = 1000, name = "Galactic Championship" } = {}): Promise<BigEvent> {
  const { token } = await api(base)<{ token: string }>("POST", "/auth/signup", {
    email: `big-${randomUUID().slice(0, 8)}@e2e.holonet.local`,
    password: "a long e2e password",
    name: "Bea Big",
  });
  const call = api(base, token);
  const { id } = await call<{ id: string }>("POST", "/events", { name, structure: "custom", tier: "relaxed", swissRounds: 5, cutSize: 8, venue: "Hall 3, Exhibition Centre" });
  const names = bigEventNames(players);
  const { players: registered } = await call<{ players: { id: string; name: string }[] }>("POST", `/events/${id}/players`, { players: names.map((n) => ({ name: n })) });
  const round1 = await call<ApiRound>("POST", `/events/${id}/rounds`);
  await each(
    round1.matches.filter((m) => m.playerB && !m.result),
    6,
    (m, i) => call("PUT", `/events/${id}/matches/${m.id}/result`, swissResult(i)),
  );
  for (const p of registered.slice(-3)) await call("POST", `/events/${id}/players/${p.id}/drop`, {});
  const round2 = await call<ApiRound>("POST", `/events/${id}/rounds`);
  const played = round2.matches.filter((m) => m.playerB);
  await each(played.slice(0, Math.floor(played.length / 2)), 6, (m, i) => call("PUT", `/events/${id}/matches/${m.id}/result`, swissResult(i + 1)));
  return { id, token, names, round: await call<ApiRound>("GET", `/events/${id}/rounds/2`) };
}

export interface Download {
  status: number;
  /** Bytes on the wire (compressed when `encoding` says so). */
  bytes: number;
  encoding: string | null;
  cache: string | null;
}

/** What a phone with no session downloads for a document: the raw bytes, not decompressed. */
export function download(url: string, acceptEncoding: "gzip" | "br" | "identity", accept = "text/html"): Promise<Download> {
  const get = url.startsWith("https:") ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = get(url, { headers: { "accept-encoding": acceptEncoding, accept, "sec-fetch-dest": accept === "text/html" ? "document" : "empty" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, bytes, encoding: (res.headers["content-encoding"] as string | undefined) ?? null, cache: (res.headers["x-holonet-cache"] as string | undefined) ?? null }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}
