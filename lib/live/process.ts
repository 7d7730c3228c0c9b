/**
 * The one place a server process keeps state of its own (besides the database module's pool).
 * Next.js bundles instrumentation, the proxy and the routes separately, so a module-level
 * variable would exist once per bundle; everything that must be one per process — the version
 * bus, the watches, the memos, the timers, the caches — is named here instead, on one
 * `globalThis` slot. Nothing held here is the truth: it is a copy of the database, a timer, or
 * a count of this process's own work, and a restart loses nothing but speed.
 */
const SLOT = Symbol.for("holonet.process");

type Slots = Map<string, unknown>;
const slots: Slots = ((globalThis as { [SLOT]?: Slots })[SLOT] ??= new Map());

/** This process's one `name` (created by `init` on first use, whichever bundle asks first). */
export function processState<T>(name: string, init: () => T): T {
  if (!slots.has(name)) slots.set(name, init());
  return slots.get(name) as T;
}

/** Whether `name` was created in this process (a start step run once). */
export const hasProcessState = (name: string): boolean => slots.has(name);

/**
 * Runs `every` each `ms` in this process, once per `name` whatever bundles ask (a periodic job:
 * the scheduler's tick, the seasons' settlement); the timer never keeps the process alive.
 * Returns false when it was already running.
 */
export function startTimer(name: string, ms: number, every: () => void): boolean {
  if (slots.has(`timer:${name}`)) return false;
  const timer = setInterval(every, ms);
  timer.unref?.();
  slots.set(`timer:${name}`, timer);
  return true;
}
