/** Small helpers of the load bench: statistics, formatting, names, waiting. */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Nearest-rank percentile (p in 0..100) of unsorted numbers; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);
export const max = (values: readonly number[]) => (values.length === 0 ? NaN : Math.max(...values));

export const int = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "–");
export const ms = (n: number) => (!Number.isFinite(n) ? "–" : n < 10 ? `${n.toFixed(1)} ms` : `${Math.round(n)} ms`);
export const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : "–");
export const ratio = (n: number) => (Number.isFinite(n) ? `${n.toFixed(2)}×` : "–");
export const seconds = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;

/** Runs `work` over `items` with at most `limit` at a time; results in input order. */
export async function pool<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= items.length) return;
      results[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Waits until `check` is true, polling; throws with `what` after `timeoutMs`. */
export async function until(what: string, check: () => boolean, timeoutMs: number, everyMs = 20): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

const FIRST = [
  "Kyle", "Jan", "Mara", "Corran", "Tycho", "Wedge", "Mirax", "Gavin", "Kir", "Talon", "Luke", "Leia", "Han", "Lando", "Padmé",
  "Ahsoka", "Ezra", "Sabine", "Hera", "Kanan", "Cassian", "Jyn", "Bodhi", "Saw", "Qi'ra", "Enfys", "Poe", "Rey", "Finn", "Rose",
  "Din", "Bo-Katan", "Cara", "Greef", "Fennec", "Boba", "Obi-Wan", "Quinlan", "Aayla", "Plo", "Kit", "Shaak", "Barriss", "Cal",
];
const LAST = [
  "Katarn", "Ors", "Jade", "Horn", "Celchu", "Antilles", "Terrik", "Darklighter", "Kanos", "Karrde", "Skywalker", "Organa", "Solo",
  "Calrissian", "Amidala", "Tano", "Bridger", "Wren", "Syndulla", "Jarrus", "Andor", "Erso", "Rook", "Gerrera", "Nest", "Dameron",
  "Tico", "Djarin", "Kryze", "Dune", "Karga", "Shand", "Fett", "Kenobi", "Vos", "Secura", "Koon", "Tarkin", "Veers", "Piett",
  "Needa", "Ozzel", "Thrawn", "Pryce", "Kallus", "Krennic", "Kestis", "Fisto", "Ti", "Offee",
];

/**
 * `count` distinct, realistic player names. "Player 1", "Player 2"… would compress far better
 * than a real hall's names and flatter the page weights.
 */
export function playerNames(count: number, salt = 0): string[] {
  const F = FIRST.length;
  const L = LAST.length;
  return Array.from({ length: count }, (_, k) => {
    const i = k + salt;
    const lap = Math.floor(i / (F * L));
    // i ↦ (i mod F, (7i + ⌊i/F⌋) mod L) is one-to-one below F × L (7F + 1 and L are coprime).
    return `${FIRST[i % F]} ${LAST[(7 * i + Math.floor(i / F)) % L]}${lap > 0 ? ` ${lap + 1}` : ""}`;
  });
}
